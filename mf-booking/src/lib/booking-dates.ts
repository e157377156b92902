import {
  formatCalendarDateIn,
  formatDollarsIn,
  overlapsBookedRanges,
  quoteBooking,
  type BookedRange,
  type Language,
} from '@carzone/domain';

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

/**
 * The total to show for the chosen dates: "$123.20" ("$১২৩.২০") with 2 decimals, or a dash while
 * invalid.
 */
export function totalPriceText(
  dates: { startDate: string; endDate: string },
  dailyRentalPrice: number,
  language: Language,
): string {
  const quote = quoteBooking(dates, dailyRentalPrice);
  return quote.ok ? formatDollarsIn(quote.totalPrice, language) : '—';
}
