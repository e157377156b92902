import {
  type BrokenTripRule,
  formatCalendarDateIn,
  formatDollarsIn,
  overlapsBookedRanges,
  quoteBooking,
  type BookedRange,
  type Language,
} from '@carzone/domain';
import { t } from '../locales/messages.ts';

// Calendar-date helpers for the date fields. Dates are YYYY-MM-DD strings in Asia/Dhaka, compared
// as text (that order is the calendar's); the price and date rules themselves are the domain's.

/**
 * "12/12/2026 – 15/12/2026" ("১২/১২/২০২৬ – ১৫/১২/২০২৬" in Bangla): the first taken night to the
 * day the car is free again.
 */
export function formatBookedRange(range: BookedRange, language: Language): string {
  return `${formatCalendarDateIn(range.startDate, language)} – ${formatCalendarDateIn(range.endDate, language)}`;
}

/** A start day is taken when some range holds its night: start ≤ day < end. */
export function isStartTaken(day: string, ranges: readonly BookedRange[]): boolean {
  return ranges.some((range) => range.startDate <= day && day < range.endDate);
}

/** An end day is refused when the stay [start, end) would share a night with a booked range. */
export function isEndTaken(
  startDate: string,
  endDate: string,
  ranges: readonly BookedRange[],
): boolean {
  return overlapsBookedRanges({ startDate, endDate }, ranges);
}

/** The spec's total of a self-drive trip on the chosen dates, in dollars; null while invalid. */
export function quoteTotal(
  dates: { startDate: string; endDate: string },
  dailyRentalPrice: number,
): number | null {
  const quote = quoteBooking(dates, dailyRentalPrice);
  return quote.ok ? quote.totalPrice : null;
}

/**
 * The total to show for the chosen dates: "$123.20" ("$১২৩.২০") with 2 decimals, or a dash while
 * invalid.
 */
export function totalPriceText(
  dates: { startDate: string; endDate: string },
  dailyRentalPrice: number,
  language: Language,
): string {
  const total = quoteTotal(dates, dailyRentalPrice);
  return total === null ? '—' : formatDollarsIn(total, language);
}

/**
 * A broken trip rule in the owner's words, as the API's refusal says it (`booking.tooShort`…), in
 * the page's language.
 */
export function brokenTripRuleText(broken: BrokenTripRule, language: Language): string {
  switch (broken.rule) {
    case 'tooShort':
      return t(
        'This car is rented for at least {minDays, plural, one {# day} other {# days}}: choose a longer trip.',
        broken.values,
      );
    case 'tooLong':
      return t(
        'This car is rented for at most {maxDays, plural, one {# day} other {# days}}: choose a shorter trip.',
        broken.values,
      );
    case 'tooLittleNotice':
      return t(
        'This car must be booked {hours, plural, one {# hour} other {# hours}} ahead: the earliest start date is {earliest}.',
        {
          hours: broken.values.hours,
          earliest: formatCalendarDateIn(broken.values.earliest, language),
        },
      );
  }
}
