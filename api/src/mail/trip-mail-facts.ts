import { priceLinesOf } from '../database/booking-price-lines.js';
import type { BookingRow } from '../database/schema.js';
import type { TripMailFacts } from './booking-mails.js';

/** What the mails say of a trip's choices and price lines. */
export function tripMailFactsOf(row: BookingRow): TripMailFacts {
  return {
    withDriver: row.withDriver,
    pickupTime: row.pickupTime,
    pickupPlace: row.pickupPlace,
    destinationDistrict: row.destinationDistrict,
    lines: priceLinesOf(row),
  };
}
