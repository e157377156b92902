// A trip's life over HTTP, lived as a person would on `npm start`: booked today, then the API
// restarted with CLOCK_OFFSET_DAYS set so its first day and then its end have come. The apps share
// the run's database (and so the sessions); each moves only its own "now".
import { BOOKING_MESSAGES, type Booking, type OwnerBooking } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { anErrorCode } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let today: TestApp;
/** The same API, two days on: the trip below (days 1 to 3) is under way. */
let twoDaysOn: TestApp;
/** Three days on: the car came back on day 3, the trip is completed. */
let threeDaysOn: TestApp;
let carsOf: TestCars;
let owner: User;
let renter: User;

beforeAll(async () => {
  const onDay = (clockOffsetDays: number) => startTestApp({ seedDemoData: false, clockOffsetDays });
  [today, twoDaysOn, threeDaysOn] = await Promise.all([onDay(0), onDay(2), onDay(3)]);
  carsOf = testCars(today.db, 'Trip Stage Test Car');
  [owner, renter] = await Promise.all([
    signedInUser(today, 'Stage Owner'),
    signedInUser(today, 'Stage Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await Promise.all([today, twoDaysOn, threeDaysOn].map((api) => api?.close()));
});

async function bookTrip(startDate: string, endDate: string): Promise<Booking> {
  const carId = await carsOf.insert(owner.email);
  const response = await callApi(today, 'POST', '/api/bookings', {
    as: renter,
    body: { carId, startDate, endDate },
  });
  expect(response.status).toBe(201);
  return json<Booking>(response);
}

async function stageOn(api: TestApp, bookingId: string): Promise<Booking['tripStage']> {
  const response = await callApi(api, 'GET', '/api/bookings', { as: renter });
  expect(response.status).toBe(200);
  const booking = (await json<Booking[]>(response)).find(({ _id }) => _id === bookingId);
  return booking!.tripStage;
}

async function ownerSees(api: TestApp, bookingId: string): Promise<OwnerBooking | undefined> {
  const response = await callApi(
    api,
    'GET',
    `/api/cars/${encodeURIComponent(owner.email)}/bookings`,
    { as: owner },
  );
  expect(response.status).toBe(200);
  return (await json<OwnerBooking[]>(response)).find(({ _id }) => _id === bookingId);
}

describe('a trip across its days (CLOCK_OFFSET_DAYS)', () => {
  it('is upcoming, then under way, then completed, for the renter and the owner', async () => {
    const trip = await bookTrip(day(1), day(3));
    expect(trip.tripStage).toBe('upcoming');
    expect(await stageOn(today, trip._id)).toBe('upcoming');
    expect((await ownerSees(today, trip._id))?.tripStage).toBe('upcoming');

    expect(await stageOn(twoDaysOn, trip._id)).toBe('underway');
    expect((await ownerSees(twoDaysOn, trip._id))?.tripStage).toBe('underway');

    expect(await stageOn(threeDaysOn, trip._id)).toBe('completed');
    // The owner's list keeps a completed trip while it can be reviewed.
    expect(await ownerSees(threeDaysOn, trip._id)).toMatchObject({
      tripStage: 'completed',
      reviews: { side: 'owner', canWrite: true, mine: null, theirs: null },
    });
  });

  it('refuses changes and cancels once the trip is under way, and once completed (409)', async () => {
    const trip = await bookTrip(day(1), day(3));
    const refusals = [
      [twoDaysOn, 'booking.tripUnderway', BOOKING_MESSAGES.tripUnderway],
      [threeDaysOn, 'booking.alreadyFinished', BOOKING_MESSAGES.alreadyFinished],
    ] as const;
    for (const [api, code, message] of refusals) {
      for (const body of [
        { bookingStatus: 'Canceled' },
        { startDate: day(1), endDate: day(6) },
        { startDate: day(8), endDate: day(9) },
      ]) {
        const response = await callApi(api, 'PATCH', `/api/bookings/${trip._id}`, {
          as: renter,
          body,
        });
        expect(await json(response)).toEqual({
          statusCode: 409,
          error: 'Conflict',
          code,
          message,
        });
      }
    }
    // Nothing changed: still confirmed, on its dates, and upcoming on today's clock.
    const response = await callApi(today, 'GET', '/api/bookings', { as: renter });
    const kept = (await json<Booking[]>(response)).find(({ _id }) => _id === trip._id);
    expect(kept).toMatchObject({
      bookingStatus: 'Confirmed',
      startDate: day(1),
      endDate: day(3),
      tripStage: 'upcoming',
    });
  });

  it("books against the clock's today: a day it calls past is refused", async () => {
    const carId = await carsOf.insert(owner.email);
    const response = await callApi(twoDaysOn, 'POST', '/api/bookings', {
      as: renter,
      body: { carId, startDate: day(1), endDate: day(4) },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: 'booking.startInPast',
      message: BOOKING_MESSAGES.startInPast,
    });
    const accepted = await callApi(twoDaysOn, 'POST', '/api/bookings', {
      as: renter,
      body: { carId, startDate: day(2), endDate: day(4) },
    });
    expect(accepted.status).toBe(201);
    // Under way at once on that clock: its first day is its today.
    expect((await json<Booking>(accepted)).tripStage).toBe('underway');
  });

  it('has no stage for a booking that is not confirmed', async () => {
    const trip = await bookTrip(day(5), day(6));
    const canceled = await callApi(today, 'PATCH', `/api/bookings/${trip._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(canceled.status).toBe(200);
    expect((await json<Booking>(canceled)).tripStage).toBeNull();
    expect(await stageOn(threeDaysOn, trip._id)).toBeNull();
  });

  it('answers 401 to an anonymous caller and 404 to another renter, whatever the clock', async () => {
    const trip = await bookTrip(day(1), day(2));
    const stranger = await signedInUser(today, 'Stage Stranger');
    const anonymous = await callApi(twoDaysOn, 'PATCH', `/api/bookings/${trip._id}`, {
      body: { bookingStatus: 'Canceled' },
    });
    expect(anonymous.status).toBe(401);
    const other = await callApi(twoDaysOn, 'PATCH', `/api/bookings/${trip._id}`, {
      as: stranger,
      body: { bookingStatus: 'Canceled' },
    });
    expect(other.status).toBe(404);
    expect(await json(other)).toMatchObject({ code: anErrorCode });
  });
});
