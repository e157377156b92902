// The bookings API over HTTP, signed in through the Auth emulator. Every test books cars of its
// own (inserted here, deleted after), on dates counted from Dhaka's today, so nothing depends on
// the seed, on other test files or on the day the suite runs.
import { BOOKING_MESSAGES, type BookedRange, type Booking, dhakaToday } from '@carzone/domain';
import { TEST_BOOKING } from '@carzone/domain/testing';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, cars, type NewBookingRow } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import {
  callApi,
  dhakaDay as day,
  type Method,
  type SignedInUser as User,
} from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { json, type TestApp } from '../testing/test-app.js';
import { bookedThroughApi, insertBookingRow } from '../testing/test-bookings.js';
import { refusalBody, said } from '../testing/error-body.js';

/** Every field of the answer's bookings, and no other: the shared test booking is typed as one. */
const BOOKING_FIELDS = Object.keys(TEST_BOOKING).sort();
const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';

/** 30 February of next year: written like a date, but there is no such day. */
const NO_SUCH_DAY = `${Number(dhakaToday().slice(0, 4)) + 1}-02-30`;

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Booking Test Car', names: ['Car Owner', 'Renter', 'Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

/** A request as a browser would send it: a JSON body (or raw text) and the user's cookie. */
const call = (method: Method, path: string, options?: { as?: User; body?: unknown }) =>
  callApi(api, method, path, options);
const book = (as: User | undefined, body: unknown) => call('POST', '/api/bookings', { as, body });
const change = (as: User | undefined, id: string, body: unknown) =>
  call('PATCH', `/api/bookings/${id}`, { as, body });
const listBookings = (as: User | undefined, query = '') =>
  call('GET', `/api/bookings${query}`, { as });
const bookedRanges = (carId: string) => call('GET', `/api/car/${carId}/booked-ranges`);

const carOf = (overrides?: Parameters<TestCars['insert']>[1]) =>
  carsOf.insert(owner.email, overrides);

/** Books as `as` and answers the booking, failing the test unless it is a 201. */
const booked = (as: User, carId: string, startDate: string, endDate: string) =>
  bookedThroughApi(api, as, carId, startDate, endDate);

/** Inserts a booking row directly (past dates, Pending…), as the API itself never would. */
async function insertRow(carId: string, row: Partial<NewBookingRow>): Promise<string> {
  return insertBookingRow(api.db, { carId, bookerEmail: renter.email, ...row });
}

/** What a refusal must leave as it was: the car's row and every booking of it. */
async function stateOf(carId: string) {
  const [car] = await api.db.select().from(cars).where(eq(cars.id, carId));
  const rows = await api.db
    .select()
    .from(bookings)
    .where(eq(bookings.carId, carId))
    .orderBy(asc(bookings.id));
  return { car, bookings: rows };
}
const bookingCount = async (carId: string) => (await stateOf(carId)).car!.bookingCount;

/**
 * Sends a request that must be refused with this status and message (and, for a body the DTO
 * refused, these per-field messages), and nothing changed.
 */
async function expectRefused(
  carId: string,
  send: () => Promise<Response>,
  status: number,
  message: string,
  fields?: Record<string, string>,
): Promise<void> {
  const before = await stateOf(carId);
  const response = await send();
  expect(await json(response)).toEqual(refusalBody(status, message, fields));
  expect(response.status).toBe(status);
  expect(await stateOf(carId)).toEqual(before);
}

describe('POST /api/bookings', () => {
  it('books the car for the session user, priced by the server, and answers 201 with the booking', async () => {
    const carId = await carOf({ dailyRentalPrice: 33.33, carModel: 'Toyota Premio 2019' });
    const before = Date.now();
    const response = await book(renter, { carId, startDate: day(10), endDate: day(13) });
    expect(response.status).toBe(201);
    const booking = await json<Booking>(response);
    expect(Object.keys(booking).sort()).toEqual(BOOKING_FIELDS);
    expect(booking).toEqual({
      _id: expect.any(String) as unknown,
      carId,
      carModel: 'Toyota Premio 2019',
      imageUrl: '/api/images/cars/sedan-white.svg',
      location: 'Gulshan, Dhaka',
      dailyRentalPrice: 33.33,
      startDate: day(10),
      endDate: day(13),
      bookingDate: expect.any(String) as unknown,
      // 3 days × 33.33 + 10 % = 109.989
      totalPrice: 109.99,
      bookingStatus: 'Confirmed',
      tripStage: 'upcoming',
      email: renter.email,
      expiresAt: null,
      statusReason: '',
      canceledBy: null,
      proposedChange: null,
      reviews: null,
      // The car's owner has no verified mobile number.
      ownerPhoneNumber: null,
      // The car asks no advance: the spec's flow, nothing paid and nothing to refund.
      advance: null,
      refund: null,
      // The spec's booking: self-drive, its price in two lines.
      withDriver: false,
      pickupTime: null,
      pickupPlace: '',
      destinationDistrict: null,
      lines: [
        { kind: 'car', label: 'Car: 3 days × $33.33', amount: 99.99 },
        { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 10 },
      ],
    });
    const bookedAt = Date.parse(booking.bookingDate);
    expect(new Date(bookedAt).toISOString()).toBe(booking.bookingDate);
    expect(bookedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(bookedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const state = await stateOf(carId);
    expect(state.car!.bookingCount).toBe(1);
    expect(state.bookings).toEqual([
      // The renter's display name is kept for the car's owner, who never sees the e-mail.
      expect.objectContaining({
        id: booking._id,
        bookerEmail: renter.email,
        bookerName: 'Renter',
        totalPrice: 109.99,
      }),
    ]);
    const car = await json<{ bookingCount: number }>(await api.fetch(`/api/car/${carId}`));
    expect(car.bookingCount).toBe(1);
  });

  it('shows a booking and its cancel on GET /api/car/:id at once, though that car was just read', async () => {
    const carId = await carOf();
    const countShown = async () =>
      (await json<{ bookingCount: number }>(await api.fetch(`/api/car/${carId}`))).bookingCount;
    expect(await countShown()).toBe(0);
    const booking = await booked(renter, carId, day(3), day(5));
    expect(await countShown()).toBe(1);
    expect((await change(renter, booking._id, { bookingStatus: 'Canceled' })).status).toBe(200);
    expect(await countShown()).toBe(0);
  });

  it("accepts a start of Dhaka's today", async () => {
    const carId = await carOf();
    expect((await booked(renter, carId, day(0), day(1))).totalPrice).toBe(44);
  });

  it('lets a booking start on the day the previous one ends (nights are half-open)', async () => {
    const carId = await carOf();
    await booked(renter, carId, day(10), day(12));
    await booked(stranger, carId, day(12), day(14));
    await booked(stranger, carId, day(8), day(10));
    expect(await bookingCount(carId)).toBe(3);
  });

  it('refuses dates that share a night with another booking: 409, nothing changed', async () => {
    const carId = await carOf();
    await booked(renter, carId, day(10), day(13));
    for (const [startDate, endDate] of [
      [day(10), day(13)],
      [day(12), day(15)],
      [day(8), day(11)],
      [day(11), day(12)],
      [day(5), day(20)],
    ]) {
      await expectRefused(
        carId,
        () => book(stranger, { carId, startDate, endDate }),
        409,
        BOOKING_MESSAGES.overlap,
      );
    }
    expect(await bookingCount(carId)).toBe(1);
  });

  it('refuses dates that cannot be booked with 400 and the rule they break', async () => {
    const carId = await carOf();
    // The field named when the DTO refuses it; none for the rules the service applies.
    const cases: [string, string, string, ('startDate' | 'endDate')?][] = [
      [NO_SUCH_DAY, day(400), BOOKING_MESSAGES.notADate, 'startDate'],
      [day(10), '2031-04-31', BOOKING_MESSAGES.notADate, 'endDate'],
      ['10/03/2031', day(12), BOOKING_MESSAGES.notADate, 'startDate'],
      [`${day(10)}T00:00:00Z`, day(12), BOOKING_MESSAGES.notADate, 'startDate'],
      [day(10), day(10), BOOKING_MESSAGES.endNotAfterStart],
      [day(10), day(9), BOOKING_MESSAGES.endNotAfterStart],
      [day(-1), day(3), BOOKING_MESSAGES.startInPast],
      ['', day(3), BOOKING_MESSAGES.bothDatesRequired, 'startDate'],
    ];
    for (const [startDate, endDate, message, field] of cases) {
      await expectRefused(
        carId,
        () => book(renter, { carId, startDate, endDate }),
        400,
        message,
        field && { [field]: message },
      );
    }
  });

  it('refuses missing and wrong-typed fields with a readable 400', async () => {
    const carId = await carOf();
    const cases: [unknown, string, Record<string, string>?][] = [
      [
        {},
        `${BOOKING_MESSAGES.carIdMissing} ${BOOKING_MESSAGES.bothDatesRequired}`,
        {
          carId: BOOKING_MESSAGES.carIdMissing,
          startDate: BOOKING_MESSAGES.bothDatesRequired,
          endDate: BOOKING_MESSAGES.bothDatesRequired,
        },
      ],
      [
        { carId, startDate: day(10) },
        BOOKING_MESSAGES.bothDatesRequired,
        { endDate: BOOKING_MESSAGES.bothDatesRequired },
      ],
      [
        { carId, startDate: null, endDate: day(12) },
        BOOKING_MESSAGES.bothDatesRequired,
        { startDate: BOOKING_MESSAGES.bothDatesRequired },
      ],
      [
        { carId, startDate: 20310310, endDate: day(12) },
        BOOKING_MESSAGES.notADate,
        { startDate: BOOKING_MESSAGES.notADate },
      ],
      [
        { carId, startDate: [day(10)], endDate: day(12) },
        BOOKING_MESSAGES.notADate,
        { startDate: BOOKING_MESSAGES.notADate },
      ],
      [
        { carId: 42, startDate: day(10), endDate: day(12) },
        said('car.idInvalid'),
        { carId: said('car.idInvalid') },
      ],
      [
        { carId: 'not-a-car', startDate: day(10), endDate: day(12) },
        said('car.idInvalid'),
        { carId: said('car.idInvalid') },
      ],
      ['[1, 2]', 'The request body must be a JSON object.'],
      ['{"carId": ', 'The request body is not valid JSON.'],
    ];
    for (const [body, message, fields] of cases) {
      await expectRefused(carId, () => book(renter, body), 400, message, fields);
    }
  });

  it('refuses the old client’s extra fields (email, totalPrice, bookingStatus…) with 400', async () => {
    const carId = await carOf();
    const valid = { carId, startDate: day(10), endDate: day(12) };
    for (const [field, value] of [
      ['email', stranger.email],
      ['totalPrice', 0.01],
      ['bookingStatus', 'Confirmed'],
      ['bookingDate', new Date().toISOString()],
      ['dailyRentalPrice', 1],
      ['carModel', 'Cheap Car'],
    ] as const) {
      await expectRefused(
        carId,
        () => book(renter, { ...valid, [field]: value }),
        400,
        `Unknown field "${field}".`,
        { [field]: `Unknown field "${field}".` },
      );
    }
  });

  it('answers 404 for a car that does not exist', async () => {
    const carId = await carOf();
    await expectRefused(
      carId,
      () => book(renter, { carId: MISSING_ID, startDate: day(10), endDate: day(12) }),
      404,
      BOOKING_MESSAGES.carNotFound,
    );
  });

  it('refuses a car that is not available with 409', async () => {
    const carId = await carOf({ bookingStatus: 'unavailable' });
    await expectRefused(
      carId,
      () => book(renter, { carId, startDate: day(10), endDate: day(12) }),
      409,
      BOOKING_MESSAGES.carUnavailable,
    );
  });

  it("refuses the owner's own car with 403", async () => {
    const carId = await carOf();
    await expectRefused(
      carId,
      () => book(owner, { carId, startDate: day(10), endDate: day(12) }),
      403,
      BOOKING_MESSAGES.ownCar,
    );
  });

  it('refuses an anonymous or forged caller with 401', async () => {
    const carId = await carOf();
    const body = { carId, startDate: day(10), endDate: day(12) };
    await expectRefused(carId, () => book(undefined, body), 401, said('auth.sessionMissing'));
    await expectRefused(
      carId,
      () => api.post('/api/bookings', body, { cookie: 'session=forged' }),
      401,
      said('auth.sessionInvalid'),
    );
  });

  it('does not let a canceled booking block its dates', async () => {
    const carId = await carOf();
    const first = await booked(renter, carId, day(10), day(13));
    expect((await change(renter, first._id, { bookingStatus: 'Canceled' })).status).toBe(200);
    await booked(stranger, carId, day(11), day(12));
  });
});

describe('POST /api/bookings: a race for the same nights', () => {
  it('lets exactly one of 30 concurrent bookers win; the others get 409, none a 5xx', async () => {
    const carId = await carOf();
    const bookers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signedInUser(api, `Racer ${i}`)),
    );
    // Overlapping, not identical, ranges: every pair shares day(21)'s night.
    const responses = await Promise.all(
      bookers.map((booker, i) =>
        book(booker, { carId, startDate: day(20 - (i % 3)), endDate: day(22 + (i % 4)) }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const response of responses.filter((response) => response.status === 409))
      expect(await json(response)).toMatchObject({
        code: 'booking.overlap',
        message: BOOKING_MESSAGES.overlap,
      });
    const state = await stateOf(carId);
    expect(state.car!.bookingCount).toBe(1);
    expect(state.bookings).toHaveLength(1);
  }, 90_000);
});

describe('GET /api/bookings', () => {
  let mine: User;
  let other: User;
  beforeAll(async () => {
    [mine, other] = await Promise.all([signedInUser(api), signedInUser(api)]);
  });

  it('answers [] for a user with no bookings', async () => {
    const response = await listBookings(mine);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
  });

  it("answers only the caller's own bookings, newest booking date first", async () => {
    const carId = await carOf();
    const older = await booked(mine, carId, day(30), day(31));
    const others = await booked(other, carId, day(31), day(33));
    const newer = await booked(mine, carId, day(40), day(41));
    // An old booking of the past, booked long ago, comes last.
    const pastId = await insertRow(carId, { bookerEmail: mine.email });

    const list = await json<Booking[]>(await listBookings(mine));
    expect(list.map((booking) => booking._id)).toEqual([newer._id, older._id, pastId]);
    expect(list[0]).toEqual(newer);
    expect(list.every((booking) => booking.email === mine.email)).toBe(true);
    const theirs = await json<Booking[]>(await listBookings(other));
    expect(theirs.map((booking) => booking._id)).toEqual([others._id]);
  });

  it("accepts ?email= when it is the caller's own (in any case)", async () => {
    for (const email of [mine.email, mine.email.toUpperCase()]) {
      const response = await listBookings(mine, `?email=${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual(await json(await listBookings(mine)));
    }
  });

  it('refuses ?email= of anyone else with 403, and never shows their bookings', async () => {
    for (const email of [other.email, '', 'someone@example.com']) {
      const response = await listBookings(mine, `?email=${encodeURIComponent(email)}`);
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual(refusalBody(403, BOOKING_MESSAGES.otherUsersBookings));
    }
  });

  it('refuses unknown and repeated query parameters with 400', async () => {
    const cases: [string, string][] = [
      ['?userEmail=x', 'Unknown field "userEmail".'],
      ['?limit=5', 'Unknown field "limit".'],
      [`?email=${mine.email}&email=${mine.email}`, 'email must be given once, as text.'],
    ];
    for (const [query, message] of cases) {
      const response = await listBookings(mine, query);
      expect(response.status, query).toBe(400);
      const field = query.slice(1).split('=')[0]!;
      expect(await json(response)).toEqual(refusalBody(400, message, { [field]: message }));
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await listBookings(undefined, `?email=${encodeURIComponent(mine.email)}`);
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual(refusalBody(401, said('auth.sessionMissing')));
  });
});

describe('PATCH /api/bookings/:id: new dates', () => {
  it("moves the booking, re-priced at the booking's own daily price, Confirmed, booked now", async () => {
    const carId = await carOf({ dailyRentalPrice: 40 });
    const booking = await booked(renter, carId, day(10), day(12));
    // The owner raises the price afterwards: the renter keeps the price they booked at.
    await api.db.update(cars).set({ dailyRentalPrice: 99 }).where(eq(cars.id, carId));
    await api.db
      .update(bookings)
      .set({ bookingDate: new Date('2020-01-01T00:00:00Z') })
      .where(eq(bookings.id, booking._id));

    const response = await change(renter, booking._id, { startDate: day(11), endDate: day(16) });
    expect(response.status).toBe(200);
    const moved = await json<Booking>(response);
    expect(moved).toEqual({
      ...booking,
      startDate: day(11),
      endDate: day(16),
      // 5 days × 40 + 10 %
      totalPrice: 220,
      bookingStatus: 'Confirmed',
      bookingDate: expect.any(String) as unknown,
      lines: [
        { kind: 'car', label: 'Car: 5 days × $40.00', amount: 200 },
        { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 20 },
      ],
    });
    expect(Date.now() - Date.parse(moved.bookingDate)).toBeLessThan(60_000);
    expect(await bookingCount(carId)).toBe(1);
    expect(await json(await bookedRanges(carId))).toEqual([
      { startDate: day(11), endDate: day(16) },
    ]);
  });

  it('refuses dates that overlap another booking with 409, nothing changed', async () => {
    const carId = await carOf();
    const mine = await booked(renter, carId, day(10), day(12));
    await booked(stranger, carId, day(14), day(16));
    await expectRefused(
      carId,
      () => change(renter, mine._id, { startDate: day(11), endDate: day(15) }),
      409,
      BOOKING_MESSAGES.overlap,
    );
    // Up to the other booking's first day is fine.
    expect((await change(renter, mine._id, { startDate: day(12), endDate: day(14) })).status).toBe(
      200,
    );
  });

  it('refuses dates that cannot be booked with 400, nothing changed', async () => {
    const carId = await carOf();
    const { _id } = await booked(renter, carId, day(10), day(12));
    const cases: [unknown, string, Record<string, string>?][] = [
      [
        { startDate: NO_SUCH_DAY, endDate: day(400) },
        BOOKING_MESSAGES.notADate,
        { startDate: BOOKING_MESSAGES.notADate },
      ],
      [
        { startDate: day(10), endDate: 12 },
        BOOKING_MESSAGES.notADate,
        { endDate: BOOKING_MESSAGES.notADate },
      ],
      [{ startDate: day(12), endDate: day(12) }, BOOKING_MESSAGES.endNotAfterStart],
      [{ startDate: day(12), endDate: day(11) }, BOOKING_MESSAGES.endNotAfterStart],
      [{ startDate: day(-1), endDate: day(11) }, BOOKING_MESSAGES.startInPast],
    ];
    for (const [body, message, fields] of cases) {
      await expectRefused(carId, () => change(renter, _id, body), 400, message, fields);
    }
  });
});

describe('PATCH /api/bookings/:id: cancel', () => {
  it('cancels, counts one booking fewer on the car and frees the dates at once', async () => {
    const carId = await carOf();
    const booking = await booked(renter, carId, day(10), day(13));
    await booked(stranger, carId, day(20), day(21));
    expect(await bookingCount(carId)).toBe(2);

    const response = await change(renter, booking._id, { bookingStatus: 'Canceled' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...booking,
      bookingStatus: 'Canceled',
      tripStage: null,
      canceledBy: 'renter',
    });
    expect(await bookingCount(carId)).toBe(1);
    expect(await json(await bookedRanges(carId))).toEqual([
      { startDate: day(20), endDate: day(21) },
    ]);
    await booked(stranger, carId, day(10), day(13));
  });

  it('refuses to change a canceled booking again with 409', async () => {
    const carId = await carOf();
    const { _id } = await booked(renter, carId, day(10), day(13));
    await change(renter, _id, { bookingStatus: 'Canceled' });
    for (const body of [{ bookingStatus: 'Canceled' }, { startDate: day(20), endDate: day(21) }]) {
      await expectRefused(
        carId,
        () => change(renter, _id, body),
        409,
        BOOKING_MESSAGES.alreadyCanceled,
      );
    }
  });

  it('refuses to change a booking that has ended (end date today or before) with 409', async () => {
    const carId = await carOf();
    for (const [startDate, endDate] of [
      [day(-4), day(-2)],
      [day(-2), day(0)],
    ] as const) {
      const id = await insertRow(carId, { startDate, endDate });
      for (const body of [{ bookingStatus: 'Canceled' }, { startDate: day(5), endDate: day(6) }]) {
        await expectRefused(
          carId,
          () => change(renter, id, body),
          409,
          BOOKING_MESSAGES.alreadyFinished,
        );
      }
    }
  });

  it('refuses to change or cancel a trip under way (started, not yet ended) with 409', async () => {
    for (const [startDate, endDate] of [
      [day(-1), day(2)],
      [day(0), day(1)],
    ] as const) {
      const carId = await carOf();
      const id = await insertRow(carId, { startDate, endDate });
      for (const body of [
        { bookingStatus: 'Canceled' },
        { startDate, endDate: day(4) },
        { startDate: day(5), endDate: day(6) },
      ]) {
        await expectRefused(
          carId,
          () => change(renter, id, body),
          409,
          BOOKING_MESSAGES.tripUnderway,
        );
      }
    }
  });
});

describe('PATCH /api/bookings/:id: bad requests', () => {
  it(`asks for one change only: ${BOOKING_MESSAGES.changeOneThing}`, async () => {
    const carId = await carOf();
    const { _id } = await booked(renter, carId, day(10), day(12));
    // The DTO refuses a wrong bookingStatus by its field; toChange refuses the wrong shapes.
    const byField = { bookingStatus: BOOKING_MESSAGES.changeOneThing };
    for (const [body, fields] of [
      [{}],
      [''],
      [{ startDate: day(11), endDate: day(13), bookingStatus: 'Canceled' }],
      [{ startDate: day(11), bookingStatus: 'Canceled' }],
      [{ startDate: day(11) }],
      [{ endDate: day(13) }],
      [{ bookingStatus: 'Confirmed' }, byField],
      [{ bookingStatus: 'Pending' }, byField],
      [{ bookingStatus: 'canceled' }, byField],
      [{ bookingStatus: 42 }, byField],
      [{ bookingStatus: null }],
    ] as [unknown, Record<string, string>?][]) {
      await expectRefused(
        carId,
        () => change(renter, _id, body),
        400,
        BOOKING_MESSAGES.changeOneThing,
        fields,
      );
    }
  });

  it('refuses unknown fields (the old client’s bookingDate, a price) with 400', async () => {
    const carId = await carOf();
    const { _id } = await booked(renter, carId, day(10), day(12));
    for (const [field, value] of [
      ['bookingDate', day(11)],
      ['totalPrice', 1],
      ['email', stranger.email],
    ] as const) {
      await expectRefused(
        carId,
        () => change(renter, _id, { startDate: day(11), endDate: day(13), [field]: value }),
        400,
        `Unknown field "${field}".`,
        { [field]: `Unknown field "${field}".` },
      );
    }
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    const carId = await carOf();
    await expectRefused(
      carId,
      () => change(renter, 'not-a-booking', { bookingStatus: 'Canceled' }),
      400,
      said('booking.idInvalid'),
    );
    await expectRefused(
      carId,
      () => change(renter, MISSING_ID, { bookingStatus: 'Canceled' }),
      404,
      BOOKING_MESSAGES.bookingNotFound,
    );
  });
});

describe('GET /api/car/:id/booked-ranges', () => {
  it("answers the car's taken nights from today on, by start date, dates only, to anyone", async () => {
    const carId = await carOf();
    await booked(stranger, carId, day(20), day(22));
    await booked(renter, carId, day(5), day(7));
    const canceled = await booked(renter, carId, day(10), day(12));
    await change(renter, canceled._id, { bookingStatus: 'Canceled' });
    // Ended (the last one today), then one from today on, Pending: Pending holds dates too.
    await insertRow(carId, { startDate: day(-6), endDate: day(-3) });
    await insertRow(carId, { startDate: day(-3), endDate: day(0) });
    await insertRow(carId, { startDate: day(0), endDate: day(1), bookingStatus: 'Pending' });

    const response = await bookedRanges(carId);
    expect(response.status).toBe(200);
    const ranges = await json<BookedRange[]>(response);
    expect(ranges).toEqual([
      { startDate: day(0), endDate: day(1) },
      { startDate: day(5), endDate: day(7) },
      { startDate: day(20), endDate: day(22) },
    ]);
    expect(JSON.stringify(ranges)).not.toContain('@');
  });

  it('includes a booking under way (started before today, ending after it)', async () => {
    const carId = await carOf();
    await insertRow(carId, { startDate: day(-2), endDate: day(1) });
    expect(await json(await bookedRanges(carId))).toEqual([
      { startDate: day(-2), endDate: day(1) },
    ]);
  });

  it('answers [] for a car with no bookings', async () => {
    const response = await bookedRanges(await carOf());
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
  });

  it('refuses a malformed id with 400 and answers 404 for a car that does not exist', async () => {
    const malformed = await bookedRanges('not-a-car');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual(refusalBody(400, said('car.idInvalid')));
    const missing = await bookedRanges(MISSING_ID);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual(refusalBody(404, BOOKING_MESSAGES.carNotFound));
  });
});

describe('who may do what (anonymous → 401, someone else → 403/404, the booker → 2xx)', () => {
  let carId: string;
  let booking: Booking;
  beforeAll(async () => {
    carId = await carOf();
    booking = await booked(renter, carId, day(50), day(53));
  });

  /** Each protected call, as it would change the booking above. */
  const calls: {
    name: string;
    send: (as: User | undefined) => Promise<Response>;
    otherStatus: number;
    otherMessage: string;
    bookerStatus: number;
  }[] = [
    {
      name: 'GET /api/bookings?email=<booker>',
      send: (as) => listBookings(as, `?email=${encodeURIComponent(renter.email)}`),
      otherStatus: 403,
      otherMessage: BOOKING_MESSAGES.otherUsersBookings,
      bookerStatus: 200,
    },
    {
      name: 'PATCH /api/bookings/:id (new dates)',
      send: (as) => change(as, booking._id, { startDate: day(51), endDate: day(54) }),
      otherStatus: 404,
      otherMessage: BOOKING_MESSAGES.bookingNotFound,
      bookerStatus: 200,
    },
    {
      name: 'PATCH /api/bookings/:id (cancel)',
      send: (as) => change(as, booking._id, { bookingStatus: 'Canceled' }),
      otherStatus: 404,
      otherMessage: BOOKING_MESSAGES.bookingNotFound,
      bookerStatus: 200,
    },
    {
      name: "POST /api/bookings (the owner's own car)",
      send: (as) => book(as, { carId, startDate: day(60), endDate: day(61) }),
      otherStatus: 403,
      otherMessage: BOOKING_MESSAGES.ownCar,
      bookerStatus: 201,
    },
  ];

  it.each(calls.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (_name, { send, otherStatus, otherMessage, bookerStatus }) => {
      await expectRefused(carId, () => send(undefined), 401, said('auth.sessionMissing'));
      // For POST, "someone else" is the car's owner, who may not book it; for the rest, a
      // signed-in stranger.
      const other =
        otherStatus === 403 && otherMessage === BOOKING_MESSAGES.ownCar ? owner : stranger;
      await expectRefused(carId, () => send(other), otherStatus, otherMessage);
      const response = await send(renter);
      expect(response.status).toBe(bookerStatus);
    },
  );
});

describe('the OpenAPI description', () => {
  it('documents the bookings routes', async () => {
    const document = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await api.fetch('/api/docs-json'),
    );
    expect(Object.keys(document.paths['/api/bookings'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/bookings/{id}'] ?? {})).toEqual(['patch']);
    expect(Object.keys(document.paths['/api/car/{id}/booked-ranges'] ?? {})).toEqual(['get']);
  });
});
