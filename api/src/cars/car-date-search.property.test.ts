// Generated cars, bookings and searches: for each, `GET /api/cars` with dates and prices must list
// exactly the cars a brute-force check over the same rows finds. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (npm test runs both).
import { randomBytes } from 'node:crypto';
import { type BookingStatus, type Car, TOTAL_COUNT_HEADER } from '@carzone/domain';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings } from '../database/schema.js';
import { dhakaDay as day } from '../testing/session-calls.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';

/** Fewer in the quick loop (`npm run test:unit` sets FUZZ_CASES_PER_ENDPOINT), more in `npm test`. */
const RUNS = Number(process.env.FUZZ_CASES_PER_ENDPOINT) < 1000 ? 15 : 60;
const MARK = `dp${randomBytes(4).toString('hex')}`;
const PRICES = [20, 35.5, 50, 75] as const;

let api: TestApp;
let carsOf: TestCars;
/** Four cars, one per price; the first is unavailable. */
const carIds: string[] = [];
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, `${MARK} Car`);
  for (const [index, dailyRentalPrice] of PRICES.entries())
    carIds.push(
      await carsOf.insert('date-search-property@carzone.test', {
        carModel: `${MARK} Car ${index}`,
        dailyRentalPrice,
        bookingStatus: index === 0 ? 'unavailable' : 'available',
      }),
    );
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

interface GeneratedBooking {
  car: number;
  /** Days from today: [start, end). */
  start: number;
  end: number;
  status: BookingStatus;
}

const bookingArbitrary = fc
  .record({
    car: fc.nat({ max: PRICES.length - 1 }),
    start: fc.integer({ min: -5, max: 30 }),
    nights: fc.integer({ min: 1, max: 8 }),
    status: fc.constantFrom<BookingStatus>('Confirmed', 'Pending', 'Canceled'),
  })
  .map(({ nights, ...booking }) => ({ ...booking, end: booking.start + nights }));

const searchArbitrary = fc.record({
  from: fc.integer({ min: 0, max: 32 }),
  nights: fc.integer({ min: 1, max: 10 }),
  minPrice: fc.option(fc.constantFrom(0, 20, 30, 50, 75.01), { nil: undefined }),
  maxPrice: fc.option(fc.constantFrom(20, 35.5, 60, 100), { nil: undefined }),
});

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The bookings the database can hold: two that are not canceled never overlap on one car. */
function storable(generated: GeneratedBooking[]): GeneratedBooking[] {
  const kept: GeneratedBooking[] = [];
  for (const booking of generated) {
    const clashes = kept.some(
      (other) =>
        other.car === booking.car &&
        booking.status !== 'Canceled' &&
        other.status !== 'Canceled' &&
        overlaps(other, booking),
    );
    if (!clashes) kept.push(booking);
  }
  return kept;
}

it('lists exactly the cars that are available, free on every night of the range, and in the price range', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(bookingArbitrary, { maxLength: 12 }),
      searchArbitrary,
      async (generated, search) => {
        const held = storable(generated);
        const inserted = await Promise.all(
          held.map((booking) =>
            insertBookingRow(api.db, {
              carId: carIds[booking.car]!,
              bookerEmail: 'date-search-property-renter@carzone.test',
              startDate: day(booking.start),
              endDate: day(booking.end),
              bookingStatus: booking.status,
            }),
          ),
        );
        try {
          const range = { start: search.from, end: search.from + search.nights };
          const expected = carIds.filter(
            (_id, car) =>
              car !== 0 &&
              (search.minPrice === undefined || PRICES[car]! >= search.minPrice) &&
              (search.maxPrice === undefined || PRICES[car]! <= search.maxPrice) &&
              !held.some(
                (booking) =>
                  booking.car === car && booking.status !== 'Canceled' && overlaps(booking, range),
              ),
          );
          const prices = [
            search.minPrice === undefined ? '' : `&minPrice=${search.minPrice}`,
            search.maxPrice === undefined ? '' : `&maxPrice=${search.maxPrice}`,
          ].join('');
          const response = await api.fetch(
            `/api/cars?q=${MARK}&from=${day(range.start)}&to=${day(range.end)}${prices}`,
          );
          if (
            search.minPrice !== undefined &&
            search.maxPrice !== undefined &&
            search.minPrice > search.maxPrice
          ) {
            expect(response.status).toBe(400);
            return;
          }
          expect(response.status).toBe(200);
          const listed = (await json<Car[]>(response)).map((car) => car._id);
          expect(listed.sort()).toEqual([...expected].sort());
          expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(expected.length);
        } finally {
          if (inserted.length > 0)
            await api.db.delete(bookings).where(inArray(bookings.id, inserted));
        }
      },
    ),
    { numRuns: RUNS },
  );
});
