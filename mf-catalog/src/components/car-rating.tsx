import { formatNumberIn, type Language, type Rating } from '@carzone/domain';
import { Box, Text, useLanguage, type TextProps } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

const STAR_COLOR = 'yellow.500';

/**
 * An average of stars with its one decimal, in the language's digits: 4.6, 5.0; ৪.৬, ৫.০ (digit by
 * digit through the domain's formatter, so no `Intl` is asked: a card may be rendered as a first
 * screen is taken over).
 */
export function formatAverageIn(average: number, language: Language): string {
  return average.toFixed(1).replace(/\d/g, (digit) => formatNumberIn(Number(digit), language));
}

/** "Rated 4.6 out of 5 by 12 renters": what a rating is called, for a screen reader. */
function useRatingName() {
  const t = useT();
  const language = useLanguage();
  return (rating: Rating & { average: number }) =>
    t(
      '{count, plural, one {Rated {average} out of 5 by # renter} other {Rated {average} out of 5 by # renters}}',
      { count: rating.count, average: formatAverageIn(rating.average, language) },
    );
}

const hasAverage = (rating: Rating | undefined): rating is Rating & { average: number } =>
  !!rating && rating.count > 0 && rating.average !== null;

/**
 * A car's stars on its card, "★ 4.6 (12)", named "Rated 4.6 out of 5 by 12 renters"; nothing for a
 * car nobody has reviewed yet. Its plural stays the server's HTML on `/available` (the card is
 * `HtmlOnly`), so no `Intl` is asked while the page is taken over.
 */
export function CarRating({ rating, ...props }: { rating: Rating | undefined } & TextProps) {
  const name = useRatingName();
  const language = useLanguage();
  if (!hasAverage(rating)) return null;
  return (
    <Text role="img" aria-label={name(rating)} fontSize="sm" color="fg.muted" {...props}>
      <Box as="span" color={STAR_COLOR}>
        ★
      </Box>{' '}
      <Text as="span" fontWeight="semibold" color="fg">
        {formatAverageIn(rating.average, language)}
      </Text>{' '}
      ({formatNumberIn(rating.count, language)})
    </Text>
  );
}

/**
 * A car's stars by its title on the details page, "★ 4.6 · 12 reviews", named as on its card;
 * nothing for a car nobody has reviewed yet (its Reviews section says so).
 */
export function CarRatingSummary({ rating }: { rating: Rating | undefined }) {
  const t = useT();
  const name = useRatingName();
  const language = useLanguage();
  if (!hasAverage(rating)) return null;
  return (
    <Text role="img" aria-label={name(rating)} color="fg.muted">
      <Box as="span" color={STAR_COLOR}>
        ★
      </Box>{' '}
      <Text as="span" fontWeight="semibold" color="fg">
        {formatAverageIn(rating.average, language)}
      </Text>
      {' · '}
      {t('{count, plural, one {# review} other {# reviews}}', { count: rating.count })}
    </Text>
  );
}

/** One review's whole stars, "★★★★☆", named "4 stars out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useT();
  const stars = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <Text
      role="img"
      aria-label={t('{count, plural, one {# star out of 5} other {# stars out of 5}}', {
        count: stars,
      })}
      letterSpacing="widest"
      lineHeight="1"
    >
      <Box as="span" color={STAR_COLOR}>
        {'★'.repeat(stars)}
      </Box>
      <Box as="span" color="fg.subtle">
        {'☆'.repeat(5 - stars)}
      </Box>
    </Text>
  );
}
