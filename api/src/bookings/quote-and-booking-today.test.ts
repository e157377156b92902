// A quote and a booking of the same trip on an API whose clock is moved (CLOCK_OFFSET_DAYS, as a
// person lives a trip on `npm start`): both count from the same today, so the quote a dialog
// shows is the booking it makes, and a day the booking refuses as past is not quoted either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

/** The API's today is the real one plus this many days. */
const OFFSET = 5;

let api: TestApp;
let carsOf: TestCars;
let renter: User;

beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false, clockOffsetDays: OFFSET });
  carsOf = testCars(api.db, 'Clock Quote Test Car');
  renter = await signedInUser(api, 'Clock Quote Renter');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const quote = (carId: string, startDate: string, endDate: string) =>
  api.fetch(`/api/car/${carId}/quote?from=${startDate}&to=${endDate}`);

const book = (carId: string, startDate: string, endDate: string) =>
  callApi(api, 'POST', '/api/bookings', { as: renter, body: { carId, startDate, endDate } });

describe('a quote and a booking under CLOCK_OFFSET_DAYS', () => {
  it("quote and book a trip starting on the moved today alike: the booking's total is the quote's", async () => {
    const carId = await carsOf.insert('clock-quote-owner@carzone.test');
    const quoted = await quote(carId, day(OFFSET), day(OFFSET + 2));
    expect(quoted.status).toBe(200);
    const { totalPrice } = await json<{ totalPrice: number }>(quoted);
    const booked = await book(carId, day(OFFSET), day(OFFSET + 2));
    expect(booked.status).toBe(201);
    expect(await json(booked)).toMatchObject({ startDate: day(OFFSET), totalPrice });
  });

  it('refuse alike a trip starting on the real today, which is in the past on the moved clock', async () => {
    const carId = await carsOf.insert('clock-quote-owner@carzone.test');
    const quoted = await quote(carId, day(0), day(2));
    const booked = await book(carId, day(0), day(2));
    expect([quoted.status, booked.status]).toEqual([400, 400]);
    expect((await json(quoted)).message).toBe(said('booking.startInPast'));
    expect((await json(booked)).message).toBe(said('booking.startInPast'));
  });
});
