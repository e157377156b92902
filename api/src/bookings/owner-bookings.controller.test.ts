// GET /api/cars/:email/bookings over HTTP: what an owner sees of the bookings on their cars. The
// owner, the renters and the cars are this file's own (cars inserted here, deleted after); dates
// count from Dhaka's today.
import { CAR_LISTING_MESSAGES, type OwnerBooking, reviewWindowClosesAt } from '@carzone/domain';
import { TEST_OWNER_BOOKING } from '@carzone/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewBookingRow } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { bookedThroughApi, insertBookingRow } from '../testing/test-bookings.js';
import { refusalBody, said } from '../testing/error-body.js';

/** Every field of the answer's bookings, and no other: the shared test booking is typed as one. */
const OWNER_BOOKING_FIELDS = Object.keys(TEST_OWNER_BOOKING).sort();

let api: TestApp;
let carsOf: TestCars;
let owner: User;
let otherOwner: User;
let renter: User;
let secondRenter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Owner Bookings Test Car');
  [owner, otherOwner, renter, secondRenter] = await Promise.all([
    signedInUser(api, 'Car Owner'),
    signedInUser(api, 'Other Owner'),
    signedInUser(api, 'Rahim Renter'),
    signedInUser(api, 'Karim Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

/**
 * What an owner's booking says when nothing more is asked of it: no deadline, no proposed change,
 * no licence or number shown, self-drive without pick-up, and its price lines (asserted elsewhere).
 */
const SELF_DRIVE_BOOKING = {
  expiresAt: null,
  proposedChange: null,
  renterLicence: null,
  renterPhoneNumber: null,
  withDriver: false,
  pickupTime: null,
  pickupPlace: '',
  destinationDistrict: null,
  lines: expect.any(Array) as unknown as [],
  advance: null,
} satisfies Partial<OwnerBooking>;

const ownerBookings = (as: User | undefined, email: string) =>
  callApi(api, 'GET', `/api/cars/${encodeURIComponent(email)}/bookings`, { as });

const booked = (as: User, carId: string, startDate: string, endDate: string) =>
  bookedThroughApi(api, as, carId, startDate, endDate);

/** Inserts a booking row directly (past dates, under way, Pending), as the API never would. */
async function insertBooking(carId: string, row: Partial<NewBookingRow>): Promise<string> {
  return insertBookingRow(api.db, {
    carId,
    bookerEmail: renter.email,
    bookerName: 'Rahim Renter',
    ...row,
  });
}

describe('GET /api/cars/:email/bookings', () => {
  let first: string;
  let second: string;
  let expected: OwnerBooking[];
  beforeAll(async () => {
    first = await carsOf.insert(owner.email, { dailyRentalPrice: 40 });
    second = await carsOf.insert(owner.email, { dailyRentalPrice: 25.5 });
    const theirs = await carsOf.insert(otherOwner.email);

    const later = await booked(renter, first, day(20), day(23));
    const sooner = await booked(secondRenter, second, day(3), day(5));
    const canceled = await booked(renter, first, day(8), day(10));
    await callApi(api, 'PATCH', `/api/bookings/${canceled._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    await booked(renter, theirs, day(4), day(6));
    // Completed too long ago to be reviewed: not listed.
    await insertBooking(first, { startDate: day(-20), endDate: day(-14) });
    const completed = await insertBooking(first, { startDate: day(-8), endDate: day(-4) });
    const endedToday = await insertBooking(first, { startDate: day(-3), endDate: day(0) });
    const underWay = await insertBooking(second, {
      startDate: day(-1),
      endDate: day(2),
      totalPrice: 84.15,
      bookerName: '',
    });
    const pending = await insertBooking(first, {
      startDate: day(30),
      endDate: day(31),
      bookingStatus: 'Pending',
      totalPrice: 44,
      bookerName: 'Karim Renter',
    });

    /** A completed trip of the first car, as the owner sees it while it can be reviewed. */
    const completedTrip = (_id: string, startDate: string, endDate: string): OwnerBooking => ({
      _id,
      carId: first,
      startDate,
      endDate,
      totalPrice: 132,
      bookingStatus: 'Confirmed',
      renterName: 'Rahim Renter',
      tripStage: 'completed',
      ...SELF_DRIVE_BOOKING,
      reviews: {
        side: 'owner',
        windowClosesAt: reviewWindowClosesAt(endDate).toISOString(),
        canWrite: true,
        mine: null,
        theirs: null,
      },
    });
    expected = [
      completedTrip(completed, day(-8), day(-4)),
      completedTrip(endedToday, day(-3), day(0)),
      {
        _id: underWay,
        carId: second,
        startDate: day(-1),
        endDate: day(2),
        totalPrice: 84.15,
        bookingStatus: 'Confirmed',
        renterName: '',
        tripStage: 'underway',
        ...SELF_DRIVE_BOOKING,
        reviews: null,
      },
      {
        _id: sooner._id,
        carId: second,
        startDate: day(3),
        endDate: day(5),
        // 2 days × 25.50 + 10 %
        totalPrice: 56.1,
        bookingStatus: 'Confirmed',
        renterName: 'Karim Renter',
        tripStage: 'upcoming',
        ...SELF_DRIVE_BOOKING,
        reviews: null,
      },
      {
        _id: later._id,
        carId: first,
        startDate: day(20),
        endDate: day(23),
        totalPrice: 132,
        bookingStatus: 'Confirmed',
        renterName: 'Rahim Renter',
        tripStage: 'upcoming',
        ...SELF_DRIVE_BOOKING,
        reviews: null,
      },
      {
        _id: pending,
        carId: first,
        startDate: day(30),
        endDate: day(31),
        totalPrice: 44,
        bookingStatus: 'Pending',
        renterName: 'Karim Renter',
        tripStage: null,
        ...SELF_DRIVE_BOOKING,
        reviews: null,
      },
    ];
  });

  it("answers the bookings to come on the caller's cars (under way, and completed within the review window too), by start date", async () => {
    const response = await ownerBookings(owner, owner.email);
    expect(response.status).toBe(200);
    const list = await json<OwnerBooking[]>(response);
    expect(list).toEqual(expected);
    for (const booking of list) expect(Object.keys(booking).sort()).toEqual(OWNER_BOOKING_FIELDS);
  });

  it('names the renter by the display name they booked under, never by their e-mail', async () => {
    const text = await (await ownerBookings(owner, owner.email)).text();
    expect(text).not.toContain('@');
    expect(text).not.toContain(renter.email);
    expect(text).not.toContain(secondRenter.email);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await ownerBookings(owner, owner.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(expected);
  });

  it('answers [] to an owner whose cars have no bookings to come, or who has no cars', async () => {
    const newcomer = await signedInUser(api, 'Newcomer');
    const response = await ownerBookings(newcomer, newcomer.email);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
    // A renter is no owner: their own bookings are not "bookings on their cars".
    expect(await json(await ownerBookings(renter, renter.email))).toEqual([]);
  });

  it("refuses anyone else's e-mail with 403, showing none of their bookings", async () => {
    for (const [as, email] of [
      [otherOwner, owner.email],
      [renter, owner.email],
      [owner, otherOwner.email],
    ] as const) {
      const response = await ownerBookings(as, email);
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual(
        refusalBody(403, CAR_LISTING_MESSAGES.otherOwnersBookings),
      );
    }
  });

  it('refuses an anonymous or forged caller with 401', async () => {
    const anonymous = await ownerBookings(undefined, owner.email);
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual(refusalBody(401, said('auth.sessionMissing')));
    const forged = await api.fetch(`/api/cars/${encodeURIComponent(owner.email)}/bookings`, {
      headers: { cookie: 'session=forged' },
    });
    expect(forged.status).toBe(401);
    expect((await json(forged)).message).toBe(said('auth.sessionInvalid'));
  });

  it('is documented in the OpenAPI description', async () => {
    const document = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await api.fetch('/api/docs-json'),
    );
    expect(Object.keys(document.paths['/api/cars/{email}/bookings'] ?? {})).toEqual(['get']);
  });
});
