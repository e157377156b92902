import {
  formatCalendarDate,
  overlapsBookedRanges,
  quoteBooking,
  type BookedRange,
} from '@carzone/domain';

// Calendar-date helpers for the date fields. Dates are YYYY-MM-DD strings in Asia/Dhaka, compared
// as text (that order is the calendar's); the price and date rules themselves are the domain's.

/** "12/12/2026 – 15/12/2026": the first taken night to the day the car is free again. */
export function formatBookedRange(range: BookedRange): string {
  return `${formatCalendarDate(range.startDate)} – ${formatCalendarDate(range.endDate)}`;
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

/** The total to show for the chosen dates: "$123.20" with 2 decimals, or a dash while invalid. */
export function totalPriceText(
  dates: { startDate: string; endDate: string },
  dailyRentalPrice: number,
): string {
  const quote = quoteBooking(dates, dailyRentalPrice);
  return quote.ok ? `$${quote.totalPrice.toFixed(2)}` : '—';
}
