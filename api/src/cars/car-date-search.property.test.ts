// Generated cars' trip rules, bookings and requests in every state, blocked days and searches: for
// each, `GET /api/cars` with dates and prices must list exactly the cars a brute-force check over
// the same rows finds. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (npm test runs
// both).
import { randomBytes } from 'node:crypto';
import {
  type BookingStatus,
  type Car,
  hoursUntilDayBegins,
  requestStartsTooSoon,
  TOTAL_COUNT_HEADER,
} from '@carzone/domain';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, carBlocks, cars } from '../database/schema.js';
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

/** A booking's or request's row, and whether it holds its nights at the search's moment. */
type GeneratedStatus = Exclude<BookingStatus, 'Pending'> | 'Pending' | 'Pending overdue';

interface GeneratedBooking {
  car: number;
  /** Days from today: [start, end). */
  start: number;
  end: number;
  status: GeneratedStatus;
}

const bookingArbitrary = fc
  .record({
    car: fc.nat({ max: PRICES.length - 1 }),
    start: fc.integer({ min: -5, max: 30 }),
    nights: fc.integer({ min: 1, max: 8 }),
    status: fc.constantFrom<GeneratedStatus>(
      'Confirmed',
      'Pending',
      // A request past its deadline that no sweep has written Expired yet.
      'Pending overdue',
      'Canceled',
      'Declined',
      'Expired',
    ),
  })
  .map(({ nights, ...booking }) => ({ ...booking, end: booking.start + nights }));

/** Days the owner blocked: [start, end) from today. */
const blockArbitrary = fc
  .record({
    car: fc.nat({ max: PRICES.length - 1 }),
    start: fc.integer({ min: -2, max: 30 }),
    nights: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ nights, ...block }) => ({ ...block, end: block.start + nights }));

/** Each car's trip rules for a run (within TRIP_RULE_LIMITS). */
const rulesArbitrary = fc.record({
  minDays: fc.constantFrom(1, 2, 4),
  maxDays: fc.constantFrom(4, 7, 365),
  advanceNoticeHours: fc.constantFrom(0, 20, 50, 168),
  instantBooking: fc.boolean(),
});

type Block = typeof blockArbitrary extends fc.Arbitrary<infer T> ? T : never;
type Rules = typeof rulesArbitrary extends fc.Arbitrary<infer T> ? T : never;

const searchArbitrary = fc.record({
  from: fc.integer({ min: 0, max: 32 }),
  nights: fc.integer({ min: 1, max: 10 }),
  minPrice: fc.option(fc.constantFrom(0, 20, 30, 50, 75.01), { nil: undefined }),
  maxPrice: fc.option(fc.constantFrom(20, 35.5, 60, 100), { nil: undefined }),
});

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Whether a row is Pending or Confirmed in the table (an overdue request is, till written). */
const pendingOrConfirmed = (booking: GeneratedBooking) =>
  booking.status === 'Confirmed' || booking.status.startsWith('Pending');

/** Whether a row keeps its car's nights from a search: Confirmed, or Pending before its deadline. */
const holding = (booking: GeneratedBooking) =>
  booking.status === 'Confirmed' || booking.status === 'Pending';

/** The bookings the database can hold: two Pending or Confirmed never overlap on one car. */
function storable(generated: GeneratedBooking[]): GeneratedBooking[] {
  const kept: GeneratedBooking[] = [];
  for (const booking of generated) {
    const clashes = kept.some(
      (other) =>
        other.car === booking.car &&
        pendingOrConfirmed(booking) &&
        pendingOrConfirmed(other) &&
        overlaps(other, booking),
    );
    if (!clashes) kept.push(booking);
  }
  return kept;
}

/** The blocks the database can hold: one car's never overlap. */
function storableBlocks(generated: Block[]): Block[] {
  const kept: Block[] = [];
  for (const block of generated)
    if (!kept.some((other) => other.car === block.car && overlaps(other, block))) kept.push(block);
  return kept;
}

const HOUR_MS = 3_600_000;

/** A row's status and deadline in the table. */
function statusColumns(status: GeneratedStatus) {
  if (status === 'Pending')
    return { bookingStatus: 'Pending' as const, expiresAt: new Date(Date.now() + 6 * HOUR_MS) };
  if (status === 'Pending overdue')
    return { bookingStatus: 'Pending' as const, expiresAt: new Date(Date.now() - HOUR_MS) };
  return { bookingStatus: status };
}

it('lists exactly the cars that are available, whose rules allow the trip, free of bookings and blocks on every night, in the price range', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(bookingArbitrary, { maxLength: 12 }),
      fc.array(blockArbitrary, { maxLength: 4 }),
      fc.array(rulesArbitrary, { minLength: PRICES.length, maxLength: PRICES.length }),
      searchArbitrary,
      async (generated, generatedBlocks, rules, search) => {
        const held = storable(generated);
        const blocks = storableBlocks(generatedBlocks);
        for (const [car, carRules] of rules.entries())
          await api.db.update(cars).set(carRules).where(eq(cars.id, carIds[car]!));
        try {
          for (const booking of held)
            await insertBookingRow(api.db, {
              carId: carIds[booking.car]!,
              bookerEmail: 'date-search-property-renter@carzone.test',
              startDate: day(booking.start),
              endDate: day(booking.end),
              ...statusColumns(booking.status),
            });
          if (blocks.length > 0)
            await api.db.insert(carBlocks).values(
              blocks.map((block) => ({
                carId: carIds[block.car]!,
                startDate: day(block.start),
                endDate: day(block.end),
              })),
            );
          const range = { start: search.from, end: search.from + search.nights };
          const now = new Date();
          const allowedBy = ({ minDays, maxDays, advanceNoticeHours, instantBooking }: Rules) =>
            minDays <= search.nights &&
            search.nights <= maxDays &&
            (instantBooking || !requestStartsTooSoon(day(range.start), now)) &&
            (advanceNoticeHours === 0 ||
              advanceNoticeHours <= Math.floor(hoursUntilDayBegins(day(range.start), now)));
          const expected = carIds.filter(
            (_id, car) =>
              car !== 0 &&
              (search.minPrice === undefined || PRICES[car]! >= search.minPrice) &&
              (search.maxPrice === undefined || PRICES[car]! <= search.maxPrice) &&
              allowedBy(rules[car]!) &&
              !held.some(
                (booking) => booking.car === car && holding(booking) && overlaps(booking, range),
              ) &&
              !blocks.some((block) => block.car === car && overlaps(block, range)),
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
          // Every row of this file's cars, whatever got in before a failure.
          await api.db.delete(bookings).where(inArray(bookings.carId, carIds));
          await api.db.delete(carBlocks).where(inArray(carBlocks.carId, carIds));
        }
      },
    ),
    { numRuns: RUNS },
  );
});
