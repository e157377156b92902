// The most a trip may cost is what a booking's total keeps, $99,999,999.99: the rates' own limits
// allow more (a year out of town at $100,000 a day each), and such a trip is refused with a code,
// alike by the quote, the booking and a change of dates, never stored half-way or answered 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { CAR_WITH_DRIVER, testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let renter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Total Limit Car');
  renter = await signedInUser(api, 'Total Limit Renter');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const OWNER = 'total-limit-owner@carzone.test';
const AWAY = { withDriver: true, destinationDistrict: 'coxs-bazar' };
/** The rates' upper limits, each. */
const HIGHEST = {
  ...CAR_WITH_DRIVER,
  dailyRentalPrice: 100_000,
  driverDailyRate: 100_000,
  nightHaltRate: 100_000,
  intercityDailySurcharge: 100_000,
};
/**
 * 300 days out of town at these rates cost, before the 10 % charge, 300 × $203,365.53 + 299 ×
 * $99,998.10 = $90,909,090.90: $99,999,999.99 in all, the most a trip may cost.
 */
const AT_THE_LIMIT = {
  ...HIGHEST,
  intercityDailySurcharge: 3_365.53,
  nightHaltRate: 99_998.1,
};
/** One cent more before the charge (a cent more a day, a cent less a night): $100,000,000.00. */
const A_CENT_OVER = {
  ...AT_THE_LIMIT,
  intercityDailySurcharge: 3_365.54,
  nightHaltRate: 99_998.09,
};
const DAYS_300 = { startDate: day(5), endDate: day(305) };

const quote = (carId: string, dates: { startDate: string; endDate: string }) =>
  api.fetch(
    `/api/car/${carId}/quote?from=${dates.startDate}&to=${dates.endDate}&withDriver=true&destination=coxs-bazar`,
  );
const book = (carId: string, dates: { startDate: string; endDate: string }) =>
  callApi(api, 'POST', '/api/bookings', { as: renter, body: { carId, ...dates, ...AWAY } });

const expectTooHigh = (response: Response) =>
  expectRefusedWith(response, 400, 'booking.totalTooHigh');

describe('a trip above the most a booking may cost', () => {
  it('is quoted and booked at exactly $99,999,999.99', async () => {
    const carId = await carsOf.insert(OWNER, AT_THE_LIMIT);
    const quoted = await quote(carId, DAYS_300);
    expect(quoted.status).toBe(200);
    expect(await json(quoted)).toMatchObject({ totalPrice: 99_999_999.99 });
    const booked = await book(carId, DAYS_300);
    expect(booked.status).toBe(201);
    expect(await json(booked)).toMatchObject({ totalPrice: 99_999_999.99 });
  });

  it('is refused a cent above, by the quote and the booking alike, and nothing is stored', async () => {
    const carId = await carsOf.insert(OWNER, A_CENT_OVER);
    await expectTooHigh(await quote(carId, DAYS_300));
    await expectTooHigh(await book(carId, DAYS_300));
    expect(await api.db.select().from(bookings).where(eq(bookings.carId, carId))).toEqual([]);
  });

  it("is refused for the rates' highest year out of town ($160,490,000.00), not answered 500", async () => {
    const carId = await carsOf.insert(OWNER, HIGHEST);
    const year = { startDate: day(5), endDate: day(370) };
    await expectTooHigh(await quote(carId, year));
    await expectTooHigh(await book(carId, year));
    // A day under the limit's day count at these rates still books: 227 days cost $99,770,000.00.
    const under = { startDate: day(5), endDate: day(232) };
    expect(await json(await quote(carId, under))).toMatchObject({ totalPrice: 99_770_000 });
  });

  it('is refused when new dates would take a booking above it, which keeps its dates', async () => {
    const carId = await carsOf.insert(OWNER, AT_THE_LIMIT);
    const dates = { startDate: day(5), endDate: day(300) };
    const booked = await json<{ _id: string; totalPrice: number }>(await book(carId, dates));
    const longer = { startDate: day(5), endDate: day(306) };
    const changed = await callApi(api, 'PATCH', `/api/bookings/${booked._id}`, {
      as: renter,
      body: longer,
    });
    await expectTooHigh(changed);
    const [row] = await api.db.select().from(bookings).where(eq(bookings.id, booked._id));
    expect(row).toMatchObject({ endDate: dates.endDate, totalPrice: booked.totalPrice });
  });
});
