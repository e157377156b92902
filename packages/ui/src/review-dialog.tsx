// A completed trip's review form, as the renter writes it of the car and the owner of
// the renter: a door of its own (`@carzone/ui/review-dialog`), loaded when someone opens it, so no
// first visit brings it along. Each unit sends it with its own call and says the outcome itself.
import {
  formatNumberIn,
  localeOf,
  REVIEW_LIMITS,
  REVIEW_WINDOW_DAYS,
  reviewProblems,
  type ReviewInput,
  type ReviewSide,
} from '@carzone/domain';
import {
  Box,
  Field,
  HStack,
  Stack,
  Text,
  Textarea,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { useId, useState } from 'react';
import { ActionDialog } from './action-dialog';
import { useT } from './locales/messages';

/** What a sent review came to: kept, or refused with the server's message by field when it gave some. */
export type ReviewSendOutcome =
  { sent: true } | { sent: false; fields?: Readonly<Record<string, string>> };

export interface ReviewDialogProps {
  /** The writer's side: the renter reviews the car (its owner reads it), the owner the renter. */
  side: ReviewSide;
  /** What the review is of, under the title: "Toyota Axio, 05/12/2026 – 08/12/2026". */
  details: string;
  /** The renter's name, for the owner's note on who reads the review ('' when they have none). */
  renterName?: string;
  /**
   * Sends the review (rating, and the text trimmed, left out when empty): the unit's call, its
   * toasts and the page's reload. Refused, the dialog stays open with the fields' messages.
   */
  send: (input: ReviewInput) => Promise<ReviewSendOutcome>;
  /** Once the dialog has closed (the caller unmounts it then). */
  onClose: () => void;
}

const RATINGS = Array.from(
  { length: REVIEW_LIMITS.highestRating - REVIEW_LIMITS.lowestRating + 1 },
  (_, index) => REVIEW_LIMITS.lowestRating + index,
);

/**
 * "Write a review": 1 to 5 stars (a group of radio buttons, "1 star" to "5 stars", chosen with the
 * arrow keys as any), optional words with a live count of at most 1,000 characters, and a note that
 * the other side reads it only once they have written theirs or the window has closed. The domain's
 * rules are checked here before sending and by the server again; it cannot be closed while sending.
 */
export function ReviewDialog({ side, details, renterName, send, onClose }: ReviewDialogProps) {
  const t = useT();
  const language = useLanguage();
  const ids = useId();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [ratingProblem, setRatingProblem] = useState<string | undefined>();
  const [textProblem, setTextProblem] = useState<string | undefined>();
  const tooLong = text.trim().length > REVIEW_LIMITS.textMaxLength;
  // Grouped as the page's language writes numbers: 1,000; ১,০০০.
  const grouped = (count: number) => new Intl.NumberFormat(localeOf(language)).format(count);
  const max = grouped(REVIEW_LIMITS.textMaxLength);
  const tooLongWords = t('Keep your review to {max} characters or fewer.', { max });

  const submit = async () => {
    const trimmed = text.trim();
    const problems = reviewProblems({ rating: rating ?? undefined, text: trimmed });
    setRatingProblem(problems.rating ? t('Choose 1 to 5 stars.') : undefined);
    setTextProblem(problems.text ? tooLongWords : undefined);
    if (problems.rating || problems.text || rating === null) return;
    setBusy(true);
    try {
      const outcome = await send(trimmed ? { rating, text: trimmed } : { rating });
      if (outcome.sent) {
        setOpen(false);
        return;
      }
      setRatingProblem(outcome.fields?.rating);
      setTextProblem(outcome.fields?.text);
    } finally {
      setBusy(false);
    }
  };

  const days = formatNumberIn(REVIEW_WINDOW_DAYS, language);
  const note =
    side === 'renter'
      ? t(
          'The owner can read your review only once they have written theirs, or when the {days} days to review end.',
          { days },
        )
      : t(
          '{name} can read your review only once they have written theirs, or when the {days} days to review end.',
          { name: renterName || t('The renter'), days },
        );
  const ratingErrorId = `${ids}-rating-error`;

  return (
    <ActionDialog
      title={t('Write a review')}
      open={open}
      busy={busy}
      onClose={() => setOpen(false)}
      onExitComplete={onClose}
      dismissLabel={t('Cancel')}
      action={{
        label: t('Publish review'),
        busyLabel: t('Publishing...'),
        onClick: () => void submit(),
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {details}
        </Text>
        <Box
          as="fieldset"
          role="radiogroup"
          aria-required="true"
          aria-invalid={ratingProblem ? true : undefined}
          aria-describedby={ratingProblem ? ratingErrorId : undefined}
          border="0"
          p="0"
          m="0"
          minW="0"
        >
          <Box as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
            {t('Rating')}
            <Box as="span" color="fg.error" aria-hidden="true" ms="1">
              *
            </Box>
          </Box>
          <HStack gap="1">
            {RATINGS.map((stars) => (
              <Box as="label" key={stars} cursor={busy ? 'not-allowed' : 'pointer'}>
                <VisuallyHidden asChild>
                  <input
                    type="radio"
                    className="peer"
                    name={`${ids}-rating`}
                    value={stars}
                    checked={rating === stars}
                    disabled={busy}
                    onChange={() => {
                      setRating(stars);
                      setRatingProblem(undefined);
                    }}
                  />
                </VisuallyHidden>
                <Box
                  as="span"
                  aria-hidden="true"
                  display="inline-block"
                  fontSize="3xl"
                  lineHeight="1"
                  px="0.5"
                  borderRadius="sm"
                  color={rating !== null && stars <= rating ? 'yellow.500' : 'fg.subtle'}
                  _peerFocusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                  }}
                >
                  {rating !== null && stars <= rating ? '★' : '☆'}
                </Box>
                <VisuallyHidden>
                  {t('{count, plural, one {# star} other {# stars}}', { count: stars })}
                </VisuallyHidden>
              </Box>
            ))}
          </HStack>
          {ratingProblem && (
            <Text id={ratingErrorId} color="fg.error" fontSize="sm" mt="1.5">
              {ratingProblem}
            </Text>
          )}
        </Box>
        <Field.Root invalid={Boolean(textProblem) || tooLong}>
          <Field.Label>{t('Your review (optional)')}</Field.Label>
          <Textarea
            name="text"
            value={text}
            rows={5}
            disabled={busy}
            onChange={(event) => {
              setText(event.target.value);
              setTextProblem(undefined);
            }}
          />
          <HStack justify="space-between" align="start" w="full" gap="3">
            <Box>{textProblem && <Field.ErrorText>{textProblem}</Field.ErrorText>}</Box>
            {/* The count is the field's hint: a screen reader hears it with the box. */}
            <Field.HelperText
              mt="0"
              color={tooLong ? 'fg.error' : undefined}
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
            >
              {`${grouped(text.length)} / ${max}`}
            </Field.HelperText>
          </HStack>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {note} {t('Once sent, a review cannot be changed.')}
        </Text>
      </Stack>
    </ActionDialog>
  );
}
