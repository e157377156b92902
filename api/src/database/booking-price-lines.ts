import { type QuoteLine, quoteTrip, rentalDays, SELF_DRIVE_ONLY } from '@carzone/domain';
import type { BookingRow } from './schema.js';

/**
 * A booking's price lines as quoteTrip wrote them; a booking made before they were kept was the
 * spec's self-drive price, whose lines are written again from its days and daily price.
 */
export function priceLinesOf(
  row: Pick<BookingRow, 'priceLines' | 'startDate' | 'endDate' | 'dailyRentalPrice'>,
): QuoteLine[] {
  if (row.priceLines) return row.priceLines;
  return quoteTrip(
    { ...SELF_DRIVE_ONLY, dailyRentalPrice: row.dailyRentalPrice, district: '' },
    rentalDays(row.startDate, row.endDate),
    { withDriver: false, destinationDistrict: null },
  ).lines;
}
