// Booking requests over HTTP: a car whose owner turned instant booking off takes
// requests, Pending and holding their dates until the owner accepts or declines, the renter
// withdraws, or the deadline passes. Each test uses cars of its own, on dates counted from Dhaka's
// today; mails are read from the outbox, where each change queues them in its transaction.
import { randomUUID } from 'node:crypto';
import {
  type Booking,
  DEFAULT_REQUEST_ANSWER_MINUTES,
  type OwnerRequest,
  STATUS_REASON_MAX_LENGTH,
} from '@carzone/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cars, mailOutbox } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusal, refusedFields, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import type { TestCars } from '../testing/test-cars.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { json, type TestApp } from '../testing/test-app.js';
import { BookingRequestsService } from './booking-requests.service.js';

const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';
const HOUR_MS = 3_600_000;

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Request Test Car', names: ['Request Owner', 'Request Renter', 'Request Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, as?: User, body?: unknown) =>
  callApi(api, method, path, { as, body });
const book = (as: User, carId: string, startDate: string, endDate: string) =>
  call('POST', '/api/bookings', as, { carId, startDate, endDate });
const accept = (as: User | undefined, id: string) => call('POST', `/api/bookings/${id}/accept`, as);
const decline = (as: User | undefined, id: string, body: unknown = {}) =>
  call('POST', `/api/bookings/${id}/decline`, as, body);
const ownerCancel = (as: User | undefined, id: string, body: unknown) =>
  call('POST', `/api/bookings/${id}/cancel`, as, body);
const withdraw = (as: User, id: string) =>
  call('PATCH', `/api/bookings/${id}`, as, { bookingStatus: 'Canceled' });
const bookedRanges = async (carId: string) =>
  json(await call('GET', `/api/car/${carId}/booked-ranges`));

/** A booking as its car's owner is answered it: without the renter's e-mail (decision 018). */
const asTheOwnerSees = ({ email: _renterEmail, ...booking }: Booking) => booking;

/** A car of the owner's that takes requests (instant booking off). */
const requestCar = () => carsOf.insert(owner.email, { instantBooking: false });

/** Sends a request as `as` and answers it, failing the test unless it is a 201. */
const requested = (as: User, carId: string, startDate: string, endDate: string) =>
  bookedThroughApi(api, as, carId, startDate, endDate);

const rowOf = async (id: string) =>
  (await api.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/**
 * The subjects of the mails queued for these people about this car, in order of queueing (the
 * renter's before the owner's of one change, which share their transaction's time).
 */
async function subjectsTo(carModel: string, ...emails: string[]) {
  const rows = await api.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
  const ownersLast = (row: (typeof rows)[number]) => (row.toAddress === owner.email ? 1 : 0);
  return rows
    .filter((row) => row.subject.includes(carModel))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || ownersLast(a) - ownersLast(b))
    .map(
      (row) =>
        `${row.toAddress === owner.email ? 'owner' : 'renter'}: ${row.subject.split(':')[0]}`,
    );
}

const carModelOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.carModel;

/** Moves a request's deadline into the past, as time passing would. */
const letExpire = (id: string) =>
  api.db
    .update(bookings)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, id));

describe('POST /api/bookings on a car that takes requests', () => {
  it('makes a Pending request that holds its dates until its deadline, and tells both', async () => {
    const carId = await requestCar();
    const before = Date.now();
    const request = await requested(renter, carId, day(10), day(13));
    expect(request.bookingStatus).toBe('Pending');
    // The owner's day to answer, since the trip starts later than that.
    const deadline = Date.parse(request.expiresAt!);
    expect(deadline).toBeGreaterThanOrEqual(
      before + DEFAULT_REQUEST_ANSWER_MINUTES * 60_000 - 1000,
    );
    expect(deadline).toBeLessThanOrEqual(Date.now() + DEFAULT_REQUEST_ANSWER_MINUTES * 60_000);
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(10), endDate: day(13) }]);
    // Nobody else can take the held dates meanwhile.
    await expectRefusal(
      await book(stranger, carId, day(12), day(14)),
      409,
      said('booking.overlap'),
    );
    // A request is not a booking yet: the catalogue's count waits for the owner's yes.
    expect((await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.bookingCount).toBe(0);
    expect(await subjectsTo(await carModelOf(carId), renter.email, owner.email)).toEqual([
      'renter: Booking request sent',
      'owner: New booking request',
    ]);
  });

  it('expires a request when its first day begins, if that comes before the owner’s day', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(1), day(3));
    // Tomorrow begins at 00:00 in Dhaka (UTC+6).
    expect(request.expiresAt).toBe(new Date(Date.parse(`${day(1)}T00:00:00+06:00`)).toISOString());
  });

  it('refuses a request that would start today, in English and Bangla, and books nothing', async () => {
    const carId = await requestCar();
    await expectRefusal(
      await book(renter, carId, day(0), day(2)),
      400,
      said('booking.requestStartsToday'),
    );
    const bangla = await api.fetch('/api/bookings', {
      method: 'POST',
      headers: {
        cookie: renter.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ carId, startDate: day(0), endDate: day(2) }),
    });
    expect(bangla.status).toBe(400);
    expect((await json<{ message: string }>(bangla)).message).toBe(
      'এই গাড়ির মালিক প্রতিটি অনুরোধের উত্তর আগে দেন: আগামীকাল বা তার পরের কোনো শুরুর তারিখ বেছে নিন।',
    );
    expect(await bookedRanges(carId)).toEqual([]);
  });

  it('lets only one of two renters asking for the same dates at once hold them', async () => {
    const carId = await requestCar();
    const answers = await Promise.all([
      book(renter, carId, day(20), day(23)),
      book(stranger, carId, day(21), day(24)),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/requests', () => {
  it("lists the requests waiting for the caller's answer, most urgent first, without e-mails", async () => {
    const carId = await requestCar();
    const later = await requested(renter, carId, day(30), day(32));
    const sooner = await requested(stranger, carId, day(1), day(2));
    const answered = await requested(renter, carId, day(40), day(41));
    expect((await decline(owner, answered._id)).status).toBe(200);

    const response = await call('GET', '/api/requests', owner);
    expect(response.status).toBe(200);
    const mine = (await json<OwnerRequest[]>(response)).filter((item) => item.carId === carId);
    expect(mine.map((item) => item._id)).toEqual([sooner._id, later._id]);
    expect(mine[1]).toEqual({
      _id: later._id,
      carId,
      carModel: later.carModel,
      imageUrl: later.imageUrl,
      startDate: day(30),
      endDate: day(32),
      totalPrice: later.totalPrice,
      bookingStatus: 'Pending',
      renterName: 'Request Renter',
      renterRecord: {
        rating: { average: null, count: 0 },
        completedTrips: expect.any(Number) as unknown as number,
      },
      renterPhoneVerified: false,
      expiresAt: later.expiresAt,
      currentDates: null,
      renterLicence: null,
      licenceRequired: false,
      withDriver: false,
      pickupTime: null,
      pickupPlace: '',
      destinationDistrict: null,
      lines: [
        { kind: 'car', label: 'Car: 2 days × $40.00', amount: 80 },
        { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 8 },
      ],
    });
    expect(JSON.stringify(mine)).not.toContain(renter.email);
  });

  it('shows nobody else the requests on a car, and a renter none of their own', async () => {
    const carId = await requestCar();
    await requested(renter, carId, day(50), day(52));
    for (const user of [renter, stranger]) {
      const list = await json<OwnerRequest[]>(await call('GET', '/api/requests', user));
      expect(list.filter((item) => item.carId === carId)).toEqual([]);
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    await expectRefusal(await call('GET', '/api/requests'), 401, said('auth.sessionMissing'));
  });
});

describe('POST /api/bookings/:id/accept', () => {
  it('confirms the request, keeps its dates, counts the booking and tells both', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    const response = await accept(owner, request._id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...asTheOwnerSees(request),
      bookingStatus: 'Confirmed',
      tripStage: 'upcoming',
      expiresAt: null,
    });
    expect(await bookedRanges(carId)).toEqual([{ startDate: day(10), endDate: day(12) }]);
    expect((await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.bookingCount).toBe(1);
    const mine = await json<Booking[]>(await call('GET', '/api/bookings', renter));
    expect(mine.find((booking) => booking._id === request._id)?.bookingStatus).toBe('Confirmed');
    expect(await subjectsTo(request.carModel, renter.email, owner.email)).toEqual([
      'renter: Booking request sent',
      'owner: New booking request',
      'renter: Booking request accepted',
      'owner: Booking request accepted',
    ]);
  });

  it('refuses the renter, another user, an anonymous caller, and a missing or malformed id', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    await expectRefusal(await accept(renter, request._id), 403, said('booking.notCarOwner'));
    await expectRefusal(await accept(stranger, request._id), 403, said('booking.notCarOwner'));
    await expectRefusal(await accept(undefined, request._id), 401, said('auth.sessionMissing'));
    await expectRefusal(await accept(owner, MISSING_ID), 404, said('booking.bookingNotFound'));
    await expectRefusal(await accept(owner, 'not-an-id'), 400, said('booking.idInvalid'));
    expect((await rowOf(request._id)).bookingStatus).toBe('Pending');
  });

  it('refuses with 409 anything but a waiting request: confirmed, declined, withdrawn, expired', async () => {
    const carId = await requestCar();
    const instantCar = await carsOf.insert(owner.email);
    const confirmed = await requested(renter, instantCar, day(10), day(12));
    const declined = await requested(renter, carId, day(10), day(12));
    expect((await decline(owner, declined._id)).status).toBe(200);
    const withdrawn = await requested(renter, carId, day(14), day(16));
    expect((await withdraw(renter, withdrawn._id)).status).toBe(200);
    const expired = await requested(renter, carId, day(20), day(22));
    await letExpire(expired._id);
    for (const booking of [confirmed, declined, withdrawn, expired])
      await expectRefusal(await accept(owner, booking._id), 409, said('booking.notAwaitingAnswer'));
  });

  it('runs accept and withdraw one after the other when they race, ending as the last says', async () => {
    for (let round = 0; round < 3; round++) {
      const carId = await requestCar();
      const request = await requested(renter, carId, day(60), day(62));
      const [accepted, withdrawn] = await Promise.all([
        accept(owner, request._id),
        withdraw(renter, request._id),
      ]);
      // The renter's cancel always goes through: of a request (withdrawn) or, if the owner's yes
      // came first, of the booking it became. The owner's yes after a withdrawal is refused.
      expect(withdrawn.status).toBe(200);
      expect([200, 409]).toContain(accepted.status);
      expect(await rowOf(request._id)).toMatchObject({
        bookingStatus: 'Canceled',
        canceledBy: 'renter',
      });
      // Each change's mails, once. Not their order: both transactions may begin in the same
      // millisecond, and a mail's time is its transaction's start (now() on PostgreSQL).
      const subjects = await subjectsTo(request.carModel, renter.email, owner.email);
      expect(subjects.slice(2).sort()).toEqual(
        (accepted.status === 200
          ? [
              'renter: Booking request accepted',
              'owner: Booking request accepted',
              'renter: Booking canceled',
              'owner: Booking canceled',
            ]
          : ['renter: Booking request withdrawn', 'owner: Booking request withdrawn']
        ).sort(),
      );
    }
  });

  it('lets exactly one of accept and the expiry sweep win when they race', async () => {
    const sweep = api.app.get(BookingRequestsService);
    // The sweep starts a little later each round, so that either may reach the request first
    // (whichever does, the test holds; called in-process, the sweep alone would always lead).
    for (const sweepLagMs of [0, 10, 30, 60]) {
      const carId = await requestCar();
      const request = await requested(renter, carId, day(70), day(72));
      // Its deadline a moment away: the owner's yes is on time by the API's clock while the sweep
      // runs as it would just past the deadline, so both may take the request at the same moment.
      // (A sweep at that moment expires only what any sweep a second later would.)
      const deadline = new Date(Date.now() + 1500);
      await api.db
        .update(bookings)
        .set({ expiresAt: deadline })
        .where(eq(bookings.id, request._id));
      const [accepted] = await Promise.all([
        accept(owner, request._id),
        new Promise((resolve) => setTimeout(resolve, sweepLagMs)).then(() =>
          sweep.expireDue(new Date(deadline.getTime() + 1)),
        ),
      ]);
      expect([200, 409]).toContain(accepted.status);
      const acceptWon = accepted.status === 200;
      expect((await rowOf(request._id)).bookingStatus).toBe(acceptWon ? 'Confirmed' : 'Expired');
      // The winner's mails, once; none of the loser's.
      expect(await subjectsTo(request.carModel, renter.email, owner.email)).toEqual([
        'renter: Booking request sent',
        'owner: New booking request',
        ...(acceptWon
          ? ['renter: Booking request accepted', 'owner: Booking request accepted']
          : ['renter: Booking request expired', 'owner: Booking request expired']),
      ]);
    }
  });

  it('expires an overdue request once when the owner’s late yes and the sweep meet', async () => {
    const carId = await requestCar();
    const sweep = api.app.get(BookingRequestsService);
    const request = await requested(renter, carId, day(70), day(72));
    await letExpire(request._id);
    // Both see the deadline past: the yes expires the request itself, or finds it expired.
    const [accepted] = await Promise.all([accept(owner, request._id), sweep.expireDue()]);
    expect(accepted.status).toBe(409);
    expect((await rowOf(request._id)).bookingStatus).toBe('Expired');
    expect(await subjectsTo(request.carModel, renter.email, owner.email)).toEqual([
      'renter: Booking request sent',
      'owner: New booking request',
      'renter: Booking request expired',
      'owner: Booking request expired',
    ]);
  });
});

describe('POST /api/bookings/:id/decline', () => {
  it('declines with the reason the renter reads, frees the dates and tells both', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    const response = await decline(owner, request._id, {
      reason: '  The car is in the workshop.  ',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...asTheOwnerSees(request),
      bookingStatus: 'Declined',
      expiresAt: null,
      statusReason: 'The car is in the workshop.',
    });
    expect(await bookedRanges(carId)).toEqual([]);
    const mine = await json<Booking[]>(await call('GET', '/api/bookings', renter));
    expect(mine.find((booking) => booking._id === request._id)).toMatchObject({
      bookingStatus: 'Declined',
      statusReason: 'The car is in the workshop.',
    });
    // The dates are free for anyone again.
    expect((await book(stranger, carId, day(10), day(12))).status).toBe(201);
    const [declinedMail] = (
      await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, renter.email))
    ).filter(
      (row) =>
        row.subject.startsWith('Booking request declined') &&
        row.subject.includes(request.carModel),
    );
    expect(declinedMail?.textBody).toContain('Reason: The car is in the workshop.');
  });

  it('refuses a reason that is not text or too long, changing nothing', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    for (const [reason, code] of [
      [42, 'booking.reasonNotText'],
      ['x'.repeat(STATUS_REASON_MAX_LENGTH + 1), 'booking.reasonTooLong'],
    ] as const) {
      const response = await decline(owner, request._id, { reason });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ fields: refusedFields({ reason: said(code) }) });
    }
    expect((await rowOf(request._id)).bookingStatus).toBe('Pending');
  });

  it("refuses another user's decline with 403 and leaves the request waiting", async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    await expectRefusal(await decline(stranger, request._id), 403, said('booking.notCarOwner'));
    await expectRefusal(await decline(undefined, request._id), 401, said('auth.sessionMissing'));
    expect((await rowOf(request._id)).bookingStatus).toBe('Pending');
  });

  it('leaves a declined request closed to the renter’s changes', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    expect((await decline(owner, request._id)).status).toBe(200);
    await expectRefusal(
      await call('PATCH', `/api/bookings/${request._id}`, renter, {
        startDate: day(11),
        endDate: day(13),
      }),
      409,
      said('booking.alreadyDeclined'),
    );
    await expectRefusal(await withdraw(renter, request._id), 409, said('booking.alreadyDeclined'));
  });
});

describe("a request's renter", () => {
  it('withdraws it, freeing the dates, and both hear', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    const response = await withdraw(renter, request._id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...request,
      bookingStatus: 'Canceled',
      canceledBy: 'renter',
      expiresAt: null,
    });
    expect(await bookedRanges(carId)).toEqual([]);
    expect(await subjectsTo(request.carModel, renter.email, owner.email)).toEqual([
      'renter: Booking request sent',
      'owner: New booking request',
      'renter: Booking request withdrawn',
      'owner: Booking request withdrawn',
    ]);
  });

  it('changes its dates: still a request, with a new deadline for the owner', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    await api.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(bookings.id, request._id));
    const response = await call('PATCH', `/api/bookings/${request._id}`, renter, {
      startDate: day(11),
      endDate: day(14),
    });
    expect(response.status).toBe(200);
    const moved = await json<Booking>(response);
    expect(moved).toMatchObject({ bookingStatus: 'Pending', startDate: day(11), endDate: day(14) });
    expect(Date.parse(moved.expiresAt!)).toBeGreaterThan(Date.now() + 2 * HOUR_MS);
  });
});

describe('an unanswered request', () => {
  it('reads as Expired once its deadline passes, frees its dates, and is gone from Requests', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    await letExpire(request._id);
    const mine = await json<Booking[]>(await call('GET', '/api/bookings', renter));
    expect(mine.find((booking) => booking._id === request._id)).toMatchObject({
      bookingStatus: 'Expired',
      expiresAt: null,
    });
    expect(await bookedRanges(carId)).toEqual([]);
    const waiting = await json<OwnerRequest[]>(await call('GET', '/api/requests', owner));
    expect(waiting.some((item) => item._id === request._id)).toBe(false);
    await expectRefusal(await withdraw(renter, request._id), 409, said('booking.alreadyExpired'));
  });

  it('gives its dates to the next renter at once, expired then and there, mailed once', async () => {
    const carId = await requestCar();
    const request = await requested(renter, carId, day(10), day(12));
    await letExpire(request._id);
    expect((await book(stranger, carId, day(10), day(12))).status).toBe(201);
    expect((await rowOf(request._id)).bookingStatus).toBe('Expired');
    // The sweep finds nothing left to do for it.
    await api.app.get(BookingRequestsService).expireDue();
    const expiredMails = (await subjectsTo(request.carModel, renter.email, owner.email)).filter(
      (subject) => subject.endsWith('expired'),
    );
    expect(expiredMails).toEqual([
      'renter: Booking request expired',
      'owner: Booking request expired',
    ]);
  });

  it('is expired once by sweeps running at once, each mail queued once', async () => {
    const carId = await requestCar();
    const requests = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        requested(n % 2 ? renter : stranger, carId, day(80 + n * 2), day(81 + n * 2)),
      ),
    );
    for (const request of requests) await letExpire(request._id);
    const sweep = api.app.get(BookingRequestsService);
    await Promise.all([sweep.expireDue(), sweep.expireDue(), sweep.expireDue()]);
    const carModel = requests[0]!.carModel;
    const rows = await api.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, [owner.email, renter.email, stranger.email])));
    const expired = rows.filter(
      (row) => row.subject.startsWith('Booking request expired') && row.subject.includes(carModel),
    );
    expect(expired).toHaveLength(requests.length * 2);
    for (const request of requests)
      expect((await rowOf(request._id)).bookingStatus).toBe('Expired');
  });
});

describe('POST /api/bookings/:id/cancel by the owner', () => {
  it('cancels a confirmed booking before it starts, saying why, and frees the dates', async () => {
    const carId = await carsOf.insert(owner.email);
    const booking = await requested(renter, carId, day(10), day(12));
    const response = await ownerCancel(owner, booking._id, {
      reason: 'The car was in an accident.',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      ...asTheOwnerSees(booking),
      bookingStatus: 'Canceled',
      tripStage: null,
      canceledBy: 'owner',
      statusReason: 'The car was in an accident.',
    });
    expect(await bookedRanges(carId)).toEqual([]);
    expect((await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.bookingCount).toBe(0);
    expect((await subjectsTo(booking.carModel, renter.email)).at(-1)).toBe(
      'renter: Booking canceled',
    );
  });

  it('needs a reason, and refuses a booking under way, a request, the renter and others', async () => {
    const carId = await carsOf.insert(owner.email);
    const booking = await requested(renter, carId, day(10), day(12));
    for (const body of [{}, { reason: '   ' }])
      expect(await json(await ownerCancel(owner, booking._id, body))).toMatchObject({
        statusCode: 400,
        fields: refusedFields({ reason: said('booking.reasonMissing') }),
      });
    await expectRefusal(
      await ownerCancel(renter, booking._id, { reason: 'x' }),
      403,
      said('booking.notCarOwner'),
    );
    await expectRefusal(
      await ownerCancel(stranger, booking._id, { reason: 'x' }),
      403,
      said('booking.notCarOwner'),
    );
    await expectRefusal(
      await ownerCancel(undefined, booking._id, { reason: 'x' }),
      401,
      said('auth.sessionMissing'),
    );
    await api.db
      .update(bookings)
      .set({ startDate: day(0) })
      .where(eq(bookings.id, booking._id));
    await expectRefusal(
      await ownerCancel(owner, booking._id, { reason: 'x' }),
      409,
      said('booking.ownerCancelNotAllowed'),
    );
    const request = await requested(renter, await requestCar(), day(10), day(12));
    await expectRefusal(
      await ownerCancel(owner, request._id, { reason: 'x' }),
      409,
      said('booking.ownerCancelNotAllowed'),
    );
    expect((await rowOf(booking._id)).bookingStatus).toBe('Confirmed');
  });
});

describe('instantBooking on the listing', () => {
  const listing = (overrides: Record<string, unknown> = {}) => ({
    carModel: `Listing ${randomUUID().slice(0, 8)}`,
    dailyRentalPrice: 40,
    bookingStatus: 'available',
    registrationNumber: 'Dhaka Metro-GA 11-2233',
    location: 'Banani, Dhaka',
    ...overrides,
  });

  it('is on for a new car unless the owner says, kept by an update that leaves it out', async () => {
    const added = await call('POST', '/api/addCars', owner, listing({ instantBooking: false }));
    expect(added.status).toBe(201);
    const { insertedId } = await json<{ insertedId: string }>(added);
    carsOf.adopt(insertedId);
    const read = async () =>
      (
        await json<{ instantBooking: boolean }>(
          await call('GET', `/api/update/${insertedId}`, owner),
        )
      ).instantBooking;
    expect(await read()).toBe(false);
    expect((await call('PUT', `/api/update/${insertedId}`, owner, listing())).status).toBe(200);
    expect(await read()).toBe(false);
    const plain = await json<{ insertedId: string }>(
      await call('POST', '/api/addCars', owner, listing()),
    );
    carsOf.adopt(plain.insertedId);
    expect(
      (await json<{ instantBooking: boolean }>(await call('GET', `/api/car/${plain.insertedId}`)))
        .instantBooking,
    ).toBe(true);
  });

  it('refuses a value that is not true or false', async () => {
    const response = await call('POST', '/api/addCars', owner, listing({ instantBooking: 'no' }));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      fields: refusedFields({ instantBooking: said('carListing.instantBookingInvalid') }),
    });
  });
});

describe('GET /api/car/:id/owner-record', () => {
  it("counts the owner's cancels among their latest confirmed bookings, on every car of theirs", async () => {
    const recordOwner = await signedInUser(api, 'Record Owner');
    const [first, second] = [
      await carsOf.insert(recordOwner.email),
      await carsOf.insert(recordOwner.email, { instantBooking: false }),
    ];
    const record = async (carId: string) =>
      json(await call('GET', `/api/car/${carId}/owner-record`));
    expect(await record(first)).toEqual({ bookings: 0, canceledByOwner: 0 });

    const kept = await requested(renter, first, day(10), day(12));
    const canceled = await requested(stranger, first, day(20), day(22));
    expect((await ownerCancel(recordOwner, canceled._id, { reason: 'Sold the car.' })).status).toBe(
      200,
    );
    // Neither a renter's own cancel nor a request left unanswered counts against the owner.
    const renterCanceled = await requested(renter, first, day(30), day(32));
    expect((await withdraw(renter, renterCanceled._id)).status).toBe(200);
    const declined = await requested(renter, second, day(10), day(12));
    expect((await decline(recordOwner, declined._id)).status).toBe(200);
    await requested(stranger, second, day(40), day(42));

    // The same record on each of the owner's cars, and for anyone, signed in or not.
    expect(await record(first)).toEqual({ bookings: 2, canceledByOwner: 1 });
    expect(await record(second)).toEqual({ bookings: 2, canceledByOwner: 1 });
    expect(kept.bookingStatus).toBe('Confirmed');
  });

  it('answers 404 for a missing car and 400 for a malformed id', async () => {
    await expectRefusal(
      await call('GET', `/api/car/${MISSING_ID}/owner-record`),
      404,
      said('carListing.carNotFound'),
    );
    await expectRefusal(
      await call('GET', '/api/car/nope/owner-record'),
      400,
      said('car.idInvalid'),
    );
  });
});
