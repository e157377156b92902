// Paying a booking's advance over HTTP: the advance priced by the server from its own total when
// the booking is made, and `POST /api/bookings/:id/payments` opening exactly that at the gateway
// (a local SSLCommerz stand-in) for the booking's renter alone, while it awaits the payment.
import { advanceOf, type Booking, toPayAtPickup } from '@carzone/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, cars, payments } from '../database/schema.js';
import { limitsWith } from '../rate-limits/rate-limits.testing.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith as refused, refusalBody, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import {
  ADVANCE_PERCENT,
  advanceCar,
  awaitingBooking,
  bookingRow,
  chosenOnPage,
  openedPayment,
  type PayingParties,
  paymentsOf,
  startPayment,
  subjectsAbout,
  withPayingParties,
} from './payments.testing.js';

const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';
const MINUTE_MS = 60_000;

let parties: PayingParties;
let api: TestApp, owner: User, renter: User, stranger: User;
withPayingParties(
  { carLabel: 'Pay Test Car', names: ['Pay Owner', 'Pay Renter', 'Pay Stranger'] },
  (ready) => {
    parties = ready;
    ({ api, owner, renter, stranger } = ready);
  },
);

const carModelOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.carModel;

describe('POST /api/bookings on a car asking an advance', () => {
  it("prices the advance from the server's total and holds the dates until it is paid", async () => {
    const carId = await advanceCar(parties, { dailyRentalPrice: 33.33 });
    const before = Date.now();
    const booking = await awaitingBooking(parties, carId, day(10), day(13));
    // 3 days × $33.33 + 10 % = $109.99; 20 % of it, in cents, rounded.
    expect(booking.totalPrice).toBe(109.99);
    const amount = advanceOf(109.99, ADVANCE_PERCENT);
    expect(amount).toBe(2200);
    expect(booking.advance).toEqual({
      amount,
      currency: 'USD',
      state: 'due',
      dueAt: expect.any(String) as unknown,
      toPayAtPickup: toPayAtPickup(109.99, amount),
    });
    expect(booking.refund).toBeNull();
    // A request's deadline is `expiresAt`; an advance's is its own `dueAt`.
    expect(booking.expiresAt).toBeNull();
    // The hour the app is configured with, the trip starting far later.
    const dueAt = Date.parse(booking.advance!.dueAt!);
    expect(dueAt).toBeGreaterThanOrEqual(before + 60 * MINUTE_MS - 1000);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + 60 * MINUTE_MS);
    const row = await bookingRow(api, booking._id);
    expect(row).toMatchObject({ advanceMinor: amount, advanceState: 'due', refundedMinor: 0 });
    // Not a booking yet for the catalogue's count, but its nights are taken.
    expect((await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.bookingCount).toBe(0);
    expect(await json(await callApi(api, 'GET', `/api/car/${carId}/booked-ranges`))).toEqual([
      { startDate: day(10), endDate: day(13) },
    ]);
    const taken = await callApi(api, 'POST', '/api/bookings', {
      as: stranger,
      body: { carId, startDate: day(12), endDate: day(14) },
    });
    await refused(taken, 409, 'booking.overlap');
    expect(await subjectsAbout(parties, await carModelOf(carId))).toEqual([
      'renter: Pay the advance for your booking',
      'owner: Booking waiting for the advance',
    ]);
  });

  it('refuses a body naming an advance or a total (400), writing nothing', async () => {
    const carId = await advanceCar(parties);
    for (const extra of [{ advance: 1 }, { totalPrice: 1 }, { advanceMinor: 100 }]) {
      const response = await callApi(api, 'POST', '/api/bookings', {
        as: renter,
        body: { carId, startDate: day(20), endDate: day(22), ...extra },
      });
      const [field] = Object.keys(extra) as [string];
      const words = said('request.unknownField', { field });
      expect(await json(response)).toEqual(refusalBody(400, words, { [field]: words }));
      expect(response.status).toBe(400);
    }
    expect(await api.db.select().from(bookings).where(eq(bookings.carId, carId))).toEqual([]);
  });

  it('books a car asking no advance Confirmed, as before: no advance, nothing to pay', async () => {
    const carId = await parties.carsOf.insert(owner.email);
    const booking = await bookedThroughApi(api, renter, carId, day(10), day(12));
    expect(booking).toMatchObject({ bookingStatus: 'Confirmed', advance: null, refund: null });
    expect(await bookingRow(api, booking._id)).toMatchObject({
      advanceMinor: null,
      advanceState: null,
    });
    await refused(await startPayment(api, renter, booking._id), 409, 'payment.notAwaitingPayment');
  });
});

describe('a request on a car asking an advance', () => {
  it('awaits the advance once the owner accepts, and is confirmed once it is paid', async () => {
    const carId = await advanceCar(parties, { instantBooking: false });
    const request = await bookedThroughApi(api, renter, carId, day(30), day(33));
    expect(request.bookingStatus).toBe('Pending');
    expect(request.advance).toMatchObject({ amount: 2640, state: 'due', dueAt: null });
    // Not payable before the owner says yes.
    await refused(await startPayment(api, renter, request._id), 409, 'payment.notAwaitingPayment');
    const accepted = await callApi(api, 'POST', `/api/bookings/${request._id}/accept`, {
      as: owner,
    });
    expect(accepted.status).toBe(200);
    const answered = await json<Booking>(accepted);
    expect(answered.bookingStatus).toBe('AwaitingPayment');
    expect(Date.parse(answered.advance!.dueAt!)).toBeGreaterThan(Date.now());
    expect((await subjectsAbout(parties, await carModelOf(carId))).slice(-2)).toEqual([
      'renter: Pay the advance for your booking',
      'owner: Booking waiting for the advance',
    ]);
    // New dates wait until it is paid.
    const moved = await callApi(api, 'PATCH', `/api/bookings/${request._id}`, {
      as: renter,
      body: { startDate: day(31), endDate: day(34) },
    });
    await refused(moved, 409, 'payment.payBeforeChanging');
    const session = await openedPayment(parties, request._id);
    await chosenOnPage(parties.standIn, session, 'pay');
    expect((await bookingRow(api, request._id)).bookingStatus).toBe('Confirmed');
  });
});

describe('POST /api/bookings/:id/payments', () => {
  it("opens exactly the booking's advance at the gateway and answers its page (201)", async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(10), day(13));
    const response = await startPayment(api, renter, booking._id);
    expect(response.status).toBe(201);
    const answer = await json<{ redirectUrl: string }>(response);
    expect(Object.keys(answer)).toEqual(['redirectUrl']);
    expect(answer.redirectUrl).toMatch(
      new RegExp(`^${parties.standIn.url}/gwprocess/v4/gw\\.php\\?Q=pay&SESSIONKEY=\\w+$`),
    );
    const sessionKey = new URL(answer.redirectUrl).searchParams.get('SESSIONKEY');
    const session = parties.standIn.transactions().find((t) => t.sessionkey === sessionKey)!;
    const [payment] = await paymentsOf(api, booking._id);
    // 3 days × $40 + 10 % = $132; 20 % = $26.40, whatever anyone sent.
    expect(booking.advance!.amount).toBe(2640);
    expect(session).toMatchObject({
      tran_id: payment!.tranId,
      amount: '26.40',
      currency: 'USD',
      status: 'UNATTEMPTED',
    });
    expect(session.init).toMatchObject({
      store_id: parties.store.storeId,
      cus_email: renter.email,
      ipn_url: expect.stringMatching(/\/api\/payments\/sslcommerz\/ipn$/) as unknown,
      success_url: expect.stringMatching(/\/api\/payments\/sslcommerz\/success$/) as unknown,
      fail_url: expect.stringMatching(/\/api\/payments\/sslcommerz\/fail$/) as unknown,
      cancel_url: expect.stringMatching(/\/api\/payments\/sslcommerz\/cancel$/) as unknown,
    });
    expect(session.init).not.toHaveProperty('store_passwd');
    expect(payment).toMatchObject({
      amountMinor: 2640,
      currency: 'USD',
      state: 'started',
      sessionKey,
    });
    // Asked again (a tab closed, bKash failed): a new payment of the same advance.
    const again = await openedPayment(parties, booking._id);
    expect(again.amount).toBe('26.40');
    expect(again.tran_id).not.toBe(session.tran_id);
    expect(await paymentsOf(api, booking._id)).toHaveLength(2);
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('AwaitingPayment');
  });

  it('is for the renter alone: anonymous 401, anyone else (the owner too) 404, nothing opened', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(14), day(16));
    const opened = parties.standIn.transactions().length;
    await refused(await startPayment(api, undefined, booking._id), 401, 'auth.sessionMissing');
    await refused(await startPayment(api, stranger, booking._id), 404, 'booking.bookingNotFound');
    await refused(await startPayment(api, owner, booking._id), 404, 'booking.bookingNotFound');
    await refused(await startPayment(api, renter, MISSING_ID), 404, 'booking.bookingNotFound');
    await refused(await startPayment(api, renter, 'not-an-id'), 400, 'booking.idInvalid');
    expect(parties.standIn.transactions()).toHaveLength(opened);
    expect(await paymentsOf(api, booking._id)).toEqual([]);
  });

  it('refuses a booking not awaiting its advance (409): confirmed, canceled, past its deadline', async () => {
    const carId = await advanceCar(parties);
    const canceled = await awaitingBooking(parties, carId, day(20), day(21));
    const cancel = await callApi(api, 'PATCH', `/api/bookings/${canceled._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(cancel.status).toBe(200);
    await refused(await startPayment(api, renter, canceled._id), 409, 'payment.notAwaitingPayment');

    const late = await awaitingBooking(parties, carId, day(22), day(23));
    await api.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, late._id));
    await refused(await startPayment(api, renter, late._id), 409, 'payment.pastDue');
    expect(await paymentsOf(api, late._id)).toEqual([]);
  });

  it('answers 503 while the gateway is down, the booking kept until its deadline', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(24), day(25));
    parties.standIn.settings.down = true;
    try {
      await refused(
        await startPayment(api, renter, booking._id),
        503,
        'payment.gatewayUnavailable',
      );
    } finally {
      parties.standIn.settings.down = false;
    }
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'AwaitingPayment',
      advanceState: 'due',
    });
    // No page opened: the payment stays started without a session, never paid.
    expect(await paymentsOf(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'started', sessionKey: null }),
    ]);
    await openedPayment(parties, booking._id);
  });
});

describe('POST /api/bookings/:id/payments without a gateway or over the limit', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  /** Deletes a booking's payments, then the file's cars with their bookings. */
  const cleanUp = async (app: TestApp, cars: TestCars, bookingIds: string[]) => {
    if (bookingIds.length > 0)
      await app.db.delete(payments).where(inArray(payments.bookingId, bookingIds));
    await cars.deleteAll();
  };

  it('answers 503 when no store is set', async () => {
    const app = await startTestApp({ seedDemoData: false });
    apps.push(app);
    const carsOf = testCars(app.db, 'No Gateway Car');
    const made: string[] = [];
    try {
      const [carOwner, carRenter] = await Promise.all([
        signedInUser(app, 'No Gateway Owner'),
        signedInUser(app, 'No Gateway Renter'),
      ]);
      const carId = await carsOf.insert(carOwner!.email, { advancePercent: ADVANCE_PERCENT });
      const booking = await bookedThroughApi(app, carRenter!, carId, day(10), day(12));
      made.push(booking._id);
      await refused(
        await startPayment(app, carRenter, booking._id),
        503,
        'payment.gatewayUnavailable',
      );
    } finally {
      await cleanUp(app, carsOf, made);
    }
  });

  it('allows a renter so many payments an hour, then 429 with Retry-After', async () => {
    const app = await startTestApp({
      seedDemoData: false,
      rateLimits: limitsWith({ payments: { perUser: { points: 2, seconds: 3600 } } }),
      payments: {
        paymentMinutes: 60,
        gateway: { ...parties.store, live: false, baseUrl: parties.standIn.url },
      },
    });
    apps.push(app);
    const carsOf = testCars(app.db, 'Limited Pay Car');
    const made: string[] = [];
    try {
      const [carOwner, carRenter] = await Promise.all([
        signedInUser(app, 'Limited Owner'),
        signedInUser(app, 'Limited Renter'),
      ]);
      const carId = await carsOf.insert(carOwner!.email, { advancePercent: ADVANCE_PERCENT });
      const booking: Booking = await bookedThroughApi(app, carRenter!, carId, day(10), day(13));
      made.push(booking._id);
      expect((await startPayment(app, carRenter, booking._id)).status).toBe(201);
      expect((await startPayment(app, carRenter, booking._id)).status).toBe(201);
      const limited = await startPayment(app, carRenter, booking._id);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await refused(limited, 429, 'rateLimit.payments', { minutes: 60, seconds: 3600 });
      expect(await paymentsOf(app, booking._id)).toHaveLength(2);
    } finally {
      await cleanUp(app, carsOf, made);
    }
  });
});
