// A completed trip's reviews as one side sees them on its booking, in My Bookings
// (the renter's side) and My Cars (the owner's): a door of its own (`@carzone/ui/trip-reviews`),
// so the units whose first visit imports `@carzone/ui` do not bring it along.
import { formatNumberIn, type TripReviews } from '@carzone/domain';
import { Badge, Box, Button, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useT } from './locales/messages';

export interface TripReviewsSummaryProps {
  reviews: TripReviews;
  /** What the writer reviews, naming the button for assistive technology: "Review Toyota Axio". */
  subject: string;
  /** Opens the review form. */
  onWrite: () => void;
  /**
   * The trip's car is no longer listed (a renter's booking without a car): no review can be
   * written, though the window may still be open.
   */
  carRemoved?: boolean;
}

/** "★ 4" in the language's digits, named "4 stars" for a screen reader. */
function Stars({ rating }: { rating: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Box
      as="span"
      role="img"
      aria-label={t('{count, plural, one {# star} other {# stars}}', { count: rating })}
      whiteSpace="nowrap"
      fontWeight="semibold"
    >
      <Box as="span" color="yellow.500" aria-hidden="true">
        ★
      </Box>{' '}
      <span aria-hidden="true">{formatNumberIn(rating, language)}</span>
    </Box>
  );
}

/**
 * The side's own review and its state ("Your review: ★ 4", waiting for the other side's or
 * published), Write a review while it may still write one, the other side's review once published
 * (its words as plain text), or that the time to review has ended without one. Reviews are blind:
 * the other side's is never here before both have written or the window has closed.
 */
export function TripReviewsSummary({
  reviews,
  subject,
  onWrite,
  carRemoved = false,
}: TripReviewsSummaryProps) {
  const t = useT();
  const { side, mine, theirs, canWrite } = reviews;
  return (
    <Stack gap="1.5" fontSize="sm" minW="0">
      {mine ? (
        <Stack gap="0.5">
          <Text>
            {t('Your review:')} <Stars rating={mine.rating} />{' '}
            {mine.publishedAt ? (
              <Badge size="sm" colorPalette="green" variant="subtle">
                {t('Published')}
              </Badge>
            ) : (
              <Badge size="sm" colorPalette="gray" variant="subtle">
                {side === 'renter'
                  ? t("Waiting for the owner's review")
                  : t("Waiting for the renter's review")}
              </Badge>
            )}
          </Text>
          {mine.text && (
            <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
              {mine.text}
            </Text>
          )}
        </Stack>
      ) : canWrite ? (
        <Button
          size="xs"
          colorPalette="brand"
          alignSelf="start"
          aria-label={t('Review {subject}', { subject })}
          onClick={onWrite}
        >
          {t('Write a review')}
        </Button>
      ) : (
        <Text color="fg.muted">
          {carRemoved
            ? t('This trip can no longer be reviewed.')
            : t('The time to review this trip has ended.')}
        </Text>
      )}
      {theirs && (
        <Text overflowWrap="anywhere" whiteSpace="pre-line">
          {side === 'renter' ? t("The owner's review:") : t("The renter's review:")}{' '}
          <Stars rating={theirs.rating} />
          {theirs.text && ` — ${theirs.text}`}
        </Text>
      )}
    </Stack>
  );
}
