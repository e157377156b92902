// One published review as staff read it: its car and stars, its words, who wrote it (the renter,
// of the car; or the car's owner, of the renter), when it was published, and, once hidden, the
// published reason and when; Hide while it is shown, Restore once hidden.
import { formatDhakaDateTimeIn, type ReviewQueueEntry } from '@carzone/domain';
import {
  Badge,
  Button,
  Card,
  HStack,
  Stack,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { HIDE_REASON_WORDS } from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';

export function ReviewCard({ review, onAct }: { review: ReviewQueueEntry; onAct: () => void }) {
  const t = useT();
  const language = useLanguage();
  const stars = { model: review.carModel, rating: String(review.rating) };
  const title =
    review.authorSide === 'renter'
      ? t('Review of {model}: {rating} of 5', stars)
      : t("Owner's review of a renter of {model}: {rating} of 5", stars);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <Text fontWeight="semibold" wordBreak="break-word">
          {title}
        </Text>
        {review.text && (
          <Text fontStyle="italic" wordBreak="break-word" whiteSpace="pre-line">
            “{review.text}”
          </Text>
        )}
        <Text fontSize="sm" wordBreak="break-word">
          {t('Written by {who}', { who: review.authorName || review.authorEmail })} (
          {review.authorEmail})
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('Published {when}', { when: formatDhakaDateTimeIn(review.createdAt, language) })}
        </Text>
        {review.hiddenReason && (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="orange">{t(HIDE_REASON_WORDS[review.hiddenReason])}</Badge>
            {review.hiddenAt && (
              <Text fontSize="sm" color="fg.muted">
                {t('Hidden {when}', { when: formatDhakaDateTimeIn(review.hiddenAt, language) })}
              </Text>
            )}
          </HStack>
        )}
        <Stack direction="row" pt="1">
          <Button
            size="sm"
            variant={review.hiddenReason ? 'solid' : 'outline'}
            colorPalette={review.hiddenReason ? 'brand' : 'red'}
            onClick={onAct}
          >
            {review.hiddenReason ? t('Restore') : t('Hide')}{' '}
            <VisuallyHidden>({title})</VisuallyHidden>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
