// Finance staff and the money over HTTP: the queue of held payments and refunds to follow,
// accepting or refusing a held payment, refunds by hand (full or part, with a reason) and trying a
// refused refund again. Each act is one audit row; support staff and other people are refused.
import type { Booking, PaymentsQueue } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cars, refunds } from '../database/schema.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import { json, type TestApp } from '../testing/test-app.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import {
  advanceCar,
  awaitingBooking,
  bookingRow,
  chosenOnPage,
  openedPayment,
  type PayingParties,
  paymentsOf,
  refundsOf,
  refundsWorkedOff,
  subjectsAbout,
  withPayingParties,
} from './payments.testing.js';

const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';
const HOUR_MS = 3_600_000;

let parties: PayingParties;
let api: TestApp, renter: User, stranger: User;
withPayingParties(
  { carLabel: 'Finance Test Car', names: ['Finance Owner', 'Finance Renter', 'Finance Other'] },
  (ready) => {
    parties = ready;
    ({ api, renter, stranger } = ready);
  },
);

let finance: User, support: User, admin: User;
beforeAll(async () => {
  [finance, support, admin] = await Promise.all([
    signedInStaff(api, 'finance', 'Fatema Finance'),
    signedInStaff(api, 'support', 'Sumon Support'),
    signedInStaff(api, 'admin', 'Arif Admin'),
  ]);
});

const post = (as: User | undefined, path: string, body: unknown = {}) =>
  callApi(api, 'POST', `/api/admin/${path}`, { as, body });

async function queue(as: User = finance): Promise<PaymentsQueue> {
  const response = await callApi(api, 'GET', '/api/admin/payments', { as });
  expect(response.status).toBe(200);
  return json<PaymentsQueue>(response);
}

async function done(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(204);
}

/** A booking of a car asking 20 % ($26.40 of $132), paid at the gateway (held at risk 1). */
async function paidBooking(startIn: number, riskLevel: 0 | 1 = 0) {
  const carId = await advanceCar(parties);
  const booking = await awaitingBooking(parties, carId, day(startIn), day(startIn + 3));
  const session = await openedPayment(parties, booking._id);
  await chosenOnPage(parties.standIn, session, 'pay', riskLevel);
  const [payment] = await paymentsOf(api, booking._id);
  expect(payment!.state).toBe(riskLevel ? 'held' : 'paid');
  return { carId, booking, payment: payment!, session };
}

const carOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!;

describe('GET /api/admin/payments', () => {
  it('lists held payments, and refunds the gateway refused or has not done in an hour', async () => {
    const held = await paidBooking(10, 1);
    const paid = await paidBooking(14);
    await callApi(api, 'PATCH', `/api/bookings/${paid.booking._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    const [fresh] = await refundsOf(api, paid.booking._id);
    const failedPaid = await paidBooking(18);
    await done(
      await post(finance, `bookings/${failedPaid.booking._id}/refunds`, {
        amount: 500,
        reason: 'Goodwill',
      }),
    );
    const [failed] = await refundsOf(api, failedPaid.booking._id);
    await api.db
      .update(refunds)
      .set({ state: 'failed', lastError: 'Refused by the bank' })
      .where(eq(refunds.id, failed!.id));
    const overduePaid = await paidBooking(22);
    await done(
      await post(finance, `bookings/${overduePaid.booking._id}/refunds`, {
        amount: 700,
        reason: 'Late car',
      }),
    );
    const [overdue] = await refundsOf(api, overduePaid.booking._id);
    await api.db
      .update(refunds)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR_MS) })
      .where(eq(refunds.id, overdue!.id));

    const { held: heldList, refunds: toFollow } = await queue();
    expect(heldList).toContainEqual({
      paymentId: held.payment.id,
      bookingId: held.booking._id,
      carModel: (await carOf(held.carId)).carModel,
      renterEmail: renter.email,
      startDate: day(10),
      endDate: day(13),
      amount: 2640,
      cardType: 'BKASH-BKash',
      paidAt: expect.any(String) as unknown,
    });
    expect(heldList.map(({ paymentId }) => paymentId)).not.toContain(paid.payment.id);
    const ids = toFollow.map(({ refundId }) => refundId);
    expect(ids).toEqual(expect.arrayContaining([failed!.id, overdue!.id]));
    expect(ids).not.toContain(fresh!.id);
    expect(toFollow.find(({ refundId }) => refundId === failed!.id)).toEqual({
      refundId: failed!.id,
      bookingId: failedPaid.booking._id,
      carModel: (await carOf(failedPaid.carId)).carModel,
      renterEmail: renter.email,
      amount: 500,
      state: 'failed',
      reason: 'byStaff',
      attempts: 0,
      lastError: 'Refused by the bank',
      createdAt: expect.any(String) as unknown,
    });
    // An admin sees it too.
    expect((await queue(admin)).held.map(({ paymentId }) => paymentId)).toContain(held.payment.id);
  });

  it('is for finance staff (and admins): support and other people 403, anonymous 401', async () => {
    const held = await paidBooking(26, 1);
    const paid = await paidBooking(30);
    const [failedRefundId] = [MISSING_ID];
    const calls: [string, string, unknown][] = [
      ['GET', 'payments', undefined],
      ['POST', `payments/${held.payment.id}/accept`, {}],
      ['POST', `payments/${held.payment.id}/refuse`, { reason: 'Stolen card' }],
      ['POST', `bookings/${paid.booking._id}/refunds`, { amount: 100, reason: 'Goodwill' }],
      ['POST', `refunds/${failedRefundId}/retry`, {}],
    ];
    for (const [method, path, body] of calls) {
      const call = (as?: User) =>
        callApi(api, method as 'GET' | 'POST', `/api/admin/${path}`, { as, body });
      await refused(await call(undefined), 401, 'auth.sessionMissing');
      await refused(await call(support), 403, 'admin.staffOnly');
      await refused(await call(stranger), 403, 'admin.staffOnly');
      await refused(await call(renter), 403, 'admin.staffOnly');
    }
    expect((await paymentsOf(api, held.booking._id))[0]!.state).toBe('held');
    expect(await refundsOf(api, paid.booking._id)).toEqual([]);
  });
});

describe('POST /api/admin/payments/:id/accept and …/refuse', () => {
  it('accepts a held payment: the booking Confirmed, both sides told, one audit row', async () => {
    const { carId, booking, payment } = await paidBooking(34, 1);
    await done(await post(finance, `payments/${payment.id}/accept`));
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Confirmed',
      advanceState: 'paid',
    });
    expect((await paymentsOf(api, booking._id))[0]).toMatchObject({
      state: 'paid',
      reviewedBy: finance.email,
    });
    expect((await carOf(carId)).bookingCount).toBe(1);
    expect((await subjectsAbout(parties, (await carOf(carId)).carModel)).slice(-2)).toEqual([
      'renter: Advance paid, booking confirmed',
      'owner: Advance paid, booking confirmed',
    ]);
    expect(await auditRowsOf(api, 'payment', payment.id)).toEqual([
      expect.objectContaining({
        actorEmail: finance.email,
        actorRole: 'finance',
        action: 'payment.accepted',
        reason: null,
      }),
    ]);
    await refused(await post(finance, `payments/${payment.id}/accept`), 409, 'payment.notHeld');
    await refused(
      await post(finance, `payments/${payment.id}/refuse`, { reason: 'x' }),
      409,
      'payment.notHeld',
    );
    await refused(await post(finance, `payments/${MISSING_ID}/accept`), 404, 'payment.notFound');
    await refused(await post(finance, 'payments/not-an-id/accept'), 400, 'payment.idInvalid');
    expect(await auditRowsOf(api, 'payment', payment.id)).toHaveLength(1);
  });

  it('refuses a held payment with a reason: Canceled, refunded whole, the renter told', async () => {
    const { carId, booking, payment } = await paidBooking(38, 1);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }])
      await refused(
        await post(finance, `payments/${payment.id}/refuse`, body),
        400,
        'payment.refundReasonInvalid',
      );
    expect((await paymentsOf(api, booking._id))[0]!.state).toBe('held');
    await done(await post(finance, `payments/${payment.id}/refuse`, { reason: 'Stolen card' }));
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Canceled',
      statusReason: 'Stolen card',
      refundedMinor: 2640,
      refundState: 'pending',
    });
    expect((await paymentsOf(api, booking._id))[0]).toMatchObject({
      state: 'refunded',
      reviewedBy: finance.email,
    });
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({
        amountMinor: 2640,
        reason: 'heldRefused',
        staffEmail: finance.email,
        note: 'Stolen card',
      }),
    ]);
    const subjects = await subjectsAbout(parties, (await carOf(carId)).carModel);
    expect(subjects.at(-1)).toMatch(/^renter: /);
    expect(await auditRowsOf(api, 'payment', payment.id)).toEqual([
      expect.objectContaining({ action: 'payment.refused', reason: 'Stolen card' }),
    ]);
    expect(await refundsWorkedOff(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'done' }),
    ]);
  });
});

describe('POST /api/admin/bookings/:id/refunds', () => {
  it('refunds part, then the rest, of a paid advance, never more; each audited', async () => {
    const { booking } = await paidBooking(42);
    const refund = (body: unknown) => post(finance, `bookings/${booking._id}/refunds`, body);
    await done(await refund({ amount: 1000, reason: 'The car came late' }));
    await refused(
      await refund({ amount: 1641, reason: 'Too much' }),
      409,
      'payment.refundTooLarge',
    );
    await done(await refund({ amount: 1640, reason: 'The rest' }));
    await refused(await refund({ amount: 1, reason: 'More' }), 409, 'payment.nothingToRefund');
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 1000, reason: 'byStaff', note: 'The car came late' }),
      expect.objectContaining({ amountMinor: 1640, reason: 'byStaff', note: 'The rest' }),
    ]);
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Confirmed',
      refundedMinor: 2640,
    });
    const audit = await auditRowsOf(api, 'booking', booking._id);
    expect(audit.map(({ action, reason, actorRole }) => ({ action, reason, actorRole }))).toEqual([
      { action: 'refund.byHand', reason: '1640 cents: The rest', actorRole: 'finance' },
      { action: 'refund.byHand', reason: '1000 cents: The car came late', actorRole: 'finance' },
    ]);
    await refundsWorkedOff(api, booking._id);
    const answered = await callApi(api, 'GET', '/api/bookings', { as: renter });
    const seen = (await json<Booking[]>(answered)).find(({ _id }) => _id === booking._id)!;
    expect(seen.refund).toEqual({ amount: 2640, status: 'done' });
  });

  it('refuses bad amounts and reasons (400), and a booking with nothing paid (409, 404)', async () => {
    const { booking } = await paidBooking(46);
    const refund = (body: unknown, id = booking._id) =>
      post(finance, `bookings/${id}/refunds`, body);
    for (const amount of [0, -5, 1.5, '100', null, 100_000_001])
      await refused(
        await refund({ amount, reason: 'Goodwill' }),
        400,
        'payment.refundAmountInvalid',
      );
    await refused(await refund({ reason: 'Goodwill' }), 400, 'payment.refundAmountInvalid');
    for (const reason of [undefined, '', 42, 'x'.repeat(1001)])
      await refused(await refund({ amount: 100, reason }), 400, 'payment.refundReasonInvalid');
    await refused(
      await refund({ amount: 100, reason: 'x' }, MISSING_ID),
      404,
      'booking.bookingNotFound',
    );
    await refused(await refund({ amount: 100, reason: 'x' }, 'nope'), 400, 'booking.idInvalid');
    const unpaid = await awaitingBooking(parties, await advanceCar(parties), day(50), day(51));
    await refused(
      await refund({ amount: 100, reason: 'x' }, unpaid._id),
      409,
      'payment.nothingToRefund',
    );
    const noAdvance = await bookedThroughApi(
      api,
      renter,
      await parties.carsOf.insert(parties.owner.email),
      day(50),
      day(51),
    );
    await refused(
      await refund({ amount: 100, reason: 'x' }, noAdvance._id),
      409,
      'payment.nothingToRefund',
    );
    expect(await refundsOf(api, booking._id)).toEqual([]);
    expect(await auditRowsOf(api, 'booking', booking._id)).toEqual([]);
  });
});

describe('POST /api/admin/refunds/:id/retry', () => {
  it('tries a refused refund again from now, audited; then the worker carries it out', async () => {
    const { booking, session } = await paidBooking(54);
    await done(
      await post(finance, `bookings/${booking._id}/refunds`, { amount: 900, reason: 'Dent' }),
    );
    const [queued] = await refundsOf(api, booking._id);
    await refused(
      await post(finance, `refunds/${queued!.id}/retry`),
      409,
      'payment.refundNotFailed',
    );
    await api.db
      .update(refunds)
      .set({ state: 'failed', attempts: 3, lastError: 'Refused by the bank' })
      .where(eq(refunds.id, queued!.id));
    const before = Date.now();
    await done(await post(finance, `refunds/${queued!.id}/retry`));
    const [retried] = await refundsOf(api, booking._id);
    expect(retried).toMatchObject({ state: 'pending', attempts: 0, lastError: '' });
    expect(retried!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await bookingRow(api, booking._id)).refundState).toBe('pending');
    expect(await auditRowsOf(api, 'refund', queued!.id)).toEqual([
      expect.objectContaining({ action: 'refund.retried', actorEmail: finance.email }),
    ]);
    await refused(
      await post(finance, `refunds/${MISSING_ID}/retry`),
      404,
      'payment.refundNotFound',
    );
    await refused(await post(finance, 'refunds/nope/retry'), 400, 'payment.refundIdInvalid');
    expect(await refundsWorkedOff(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'done' }),
    ]);
    expect(session.refunds).toEqual([expect.objectContaining({ amount: '9.00' })]);
  });
});
