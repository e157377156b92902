import type { Database } from '../database/database.js';
import { bookings, type NewBookingRow } from '../database/schema.js';
import { dhakaDay } from './session-calls.js';

/**
 * Inserts a booking row directly (past dates, under way, Pending…), as the API itself never
 * would, and answers its id. By default a Confirmed stay that ended two days ago.
 */
export async function insertBookingRow(
  db: Database,
  row: Partial<NewBookingRow> & Pick<NewBookingRow, 'carId' | 'bookerEmail'>,
): Promise<string> {
  const [inserted] = await db
    .insert(bookings)
    .values({
      carModel: 'Row Inserted By A Test',
      location: 'Gulshan, Dhaka',
      dailyRentalPrice: 40,
      startDate: dhakaDay(-5),
      endDate: dhakaDay(-2),
      bookingDate: new Date(Date.now() - 10 * 24 * 3600 * 1000),
      totalPrice: 132,
      bookingStatus: 'Confirmed',
      ...row,
    })
    .returning({ id: bookings.id });
  return inserted!.id;
}
