// Bookings for the API's tests: made through the API as a renter does, or inserted as rows the API
// itself never would write (past dates, under way, in any state).
import type { Booking } from '@carzone/domain';
import { expect } from 'vitest';
import type { Database } from '../database/database.js';
import { bookings, type NewBookingRow } from '../database/schema.js';
import { callApi, dhakaDay, type SignedInUser } from './session-calls.js';
import { json, type TestApp } from './test-app.js';

/**
 * Books (or requests, on a car that takes requests) through `POST /api/bookings` as `as`, and
 * answers the booking, failing the test unless the API answered 201.
 */
export async function bookedThroughApi(
  api: TestApp,
  as: SignedInUser,
  carId: string,
  startDate: string,
  endDate: string,
): Promise<Booking> {
  const response = await callApi(api, 'POST', '/api/bookings', {
    as,
    body: { carId, startDate, endDate },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<Booking>(response);
}

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
