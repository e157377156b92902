// Refunds by the one cancellation policy, end to end: what `GET /api/bookings/:id/cancellation`
// quotes is what the cancel then refunds (the renter 24 hours or more before the first day in
// Dhaka: all of it; later: less one day's car price; the owner: all of it), queued in the cancel's
// transaction and carried out by the refund worker through the gateway, with backoff while it is
// down and `failed` when it refuses.
import type { Booking, CancellationQuote } from '@carzone/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { json, type TestApp } from '../testing/test-app.js';
import { Metrics } from '../metrics/metrics.js';
import { RefundWorker } from './refund-worker.js';
import {
  advanceCar,
  awaitingBooking,
  bookingRow,
  chosenOnPage,
  openedPayment,
  type PayingParties,
  refundsOf,
  refundsWorkedOff,
  renterView,
  withPayingParties,
} from './payments.testing.js';

const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';

let parties: PayingParties;
let api: TestApp, owner: User, renter: User, stranger: User;
withPayingParties(
  { carLabel: 'Refund Test Car', names: ['Refund Owner', 'Refund Renter', 'Refund Stranger'] },
  (ready) => {
    parties = ready;
    ({ api, owner, renter, stranger } = ready);
  },
);

afterEach(() => {
  Object.assign(parties.standIn.settings, { down: false, refundDelayMs: 0, riskLevel: 0 });
});

/**
 * A booking of a car asking half in advance ($40 a day, 3 days: $132, $66 in advance), paid
 * through the gateway; answers it with its gateway session.
 */
async function paidBooking(startIn: number, riskLevel: 0 | 1 = 0) {
  const carId = await advanceCar(parties, { advancePercent: 50 });
  const booking = await awaitingBooking(parties, carId, day(startIn), day(startIn + 3));
  const session = await openedPayment(parties, booking._id);
  await chosenOnPage(parties.standIn, session, 'pay', riskLevel);
  expect((await bookingRow(api, booking._id)).advanceState).toBe(riskLevel ? 'held' : 'paid');
  return { carId, booking, session };
}

const quoteFor = (as: User | undefined, bookingId: string) =>
  callApi(api, 'GET', `/api/bookings/${bookingId}/cancellation`, { as });

async function quoted(as: User, bookingId: string): Promise<CancellationQuote> {
  const response = await quoteFor(as, bookingId);
  expect(response.status).toBe(200);
  return json<CancellationQuote>(response);
}

async function renterCancels(bookingId: string): Promise<Booking> {
  const response = await callApi(api, 'PATCH', `/api/bookings/${bookingId}`, {
    as: renter,
    body: { bookingStatus: 'Canceled' },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<Booking>(response);
}

async function ownerCancels(bookingId: string): Promise<Booking> {
  const response = await callApi(api, 'POST', `/api/bookings/${bookingId}/cancel`, {
    as: owner,
    body: { reason: 'The car is in the workshop.' },
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<Booking>(response);
}

const refundsCounted = async (outcome: 'done' | 'retried' | 'failed') =>
  (await api.app.get(Metrics).money.refunds.get()).values.find(
    (value) => value.labels.outcome === outcome,
  )?.value ?? 0;

describe('GET /api/bookings/:id/cancellation and the cancel that follows', () => {
  it('gives the renter the whole advance back 24 hours or more before the first day', async () => {
    const { booking, session } = await paidBooking(10);
    expect(await quoted(renter, booking._id)).toEqual({ refundAmount: 6600, keptAmount: 0 });
    expect(await quoted(owner, booking._id)).toEqual({ refundAmount: 6600, keptAmount: 0 });
    const canceled = await renterCancels(booking._id);
    expect(canceled).toMatchObject({
      bookingStatus: 'Canceled',
      refund: { amount: 6600, status: 'pending' },
    });
    expect(canceled.advance).toMatchObject({ amount: 6600, state: 'paid' });
    const [refund] = await refundsOf(api, booking._id);
    expect(refund).toMatchObject({ amountMinor: 6600, reason: 'renterCanceled', state: 'pending' });
    // Nothing left to give back: a second quote says so.
    expect(await quoted(renter, booking._id)).toEqual({ refundAmount: 0, keptAmount: 0 });

    expect(await refundsWorkedOff(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'done', lastError: '', doneAt: expect.any(Date) }),
    ]);
    expect(session.refunds).toEqual([
      expect.objectContaining({ amount: '66.00', refe_id: refund!.refeId }),
    ]);
    expect((await renterView(api, renter, booking._id)).refund).toEqual({
      amount: 6600,
      status: 'done',
    });
  });

  it('keeps one day of the car for the owner when the renter cancels later', async () => {
    // Tomorrow's first day (Dhaka) is less than 24 hours away, whatever the hour now.
    const { booking, session } = await paidBooking(1);
    const quote = await quoted(renter, booking._id);
    expect(quote).toEqual({ refundAmount: 2600, keptAmount: 4000 });
    // The owner canceling instead would give all of it back.
    expect(await quoted(owner, booking._id)).toEqual({ refundAmount: 6600, keptAmount: 0 });
    const canceled = await renterCancels(booking._id);
    expect(canceled.refund).toEqual({ amount: quote.refundAmount, status: 'pending' });
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 2600, reason: 'renterCanceled' }),
    ]);
    await refundsWorkedOff(api, booking._id);
    expect(session.refunds).toEqual([expect.objectContaining({ amount: '26.00' })]);
  });

  it("gives the whole advance back when the owner cancels, as the owner's quote says", async () => {
    const { booking } = await paidBooking(2);
    const quote = await quoted(owner, booking._id);
    expect(quote).toEqual({ refundAmount: 6600, keptAmount: 0 });
    const canceled = await ownerCancels(booking._id);
    expect(canceled).toMatchObject({
      bookingStatus: 'Canceled',
      canceledBy: 'owner',
      refund: { amount: 6600, status: 'pending' },
    });
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 6600, reason: 'ownerCanceled' }),
    ]);
  });

  it('gives a held payment back whole, and refunds nothing of an unpaid advance', async () => {
    const held = await paidBooking(3, 1);
    expect(await quoted(renter, held.booking._id)).toEqual({ refundAmount: 6600, keptAmount: 0 });
    expect((await renterCancels(held.booking._id)).refund).toEqual({
      amount: 6600,
      status: 'pending',
    });

    const carId = await advanceCar(parties);
    const unpaid = await awaitingBooking(parties, carId, day(12), day(13));
    expect(await quoted(renter, unpaid._id)).toEqual({ refundAmount: 0, keptAmount: 0 });
    expect((await renterCancels(unpaid._id)).refund).toBeNull();
    expect(await refundsOf(api, unpaid._id)).toEqual([]);
  });

  it("is for the booking's renter and its car's owner: 401, 404, 400 otherwise", async () => {
    const { booking } = await paidBooking(14);
    await refused(await quoteFor(undefined, booking._id), 401, 'auth.sessionMissing');
    await refused(await quoteFor(stranger, booking._id), 404, 'booking.bookingNotFound');
    await refused(await quoteFor(renter, MISSING_ID), 404, 'booking.bookingNotFound');
    await refused(await quoteFor(renter, 'not-an-id'), 400, 'booking.idInvalid');
  });
});

describe('the refund worker', () => {
  it('tries again later while the gateway is down, and finishes once it is back', async () => {
    const { booking, session } = await paidBooking(16);
    await renterCancels(booking._id);
    const worker = api.app.get(RefundWorker);
    const now = new Date();
    const retried = await refundsCounted('retried');
    parties.standIn.settings.down = true;
    await worker.work(now);
    const [waiting] = await refundsOf(api, booking._id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, refundRefId: null });
    expect(waiting!.lastError).toContain('did not answer');
    // The first try's backoff: ten seconds.
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + 10_000);
    expect(await refundsCounted('retried')).toBeGreaterThan(retried);
    parties.standIn.settings.down = false;
    // Not due yet: nothing happens.
    await worker.work(new Date(now.getTime() + 5_000));
    expect((await refundsOf(api, booking._id))[0]!.attempts).toBe(1);
    const later = new Date(now.getTime() + 11_000);
    expect(await refundsWorkedOff(api, booking._id, later)).toEqual([
      expect.objectContaining({ state: 'done', attempts: 2, lastError: '' }),
    ]);
    expect(session.refunds).toHaveLength(1);
    expect((await bookingRow(api, booking._id)).refundState).toBe('done');
  });

  it('asks about a refund the gateway is still processing, never making it twice', async () => {
    const { booking, session } = await paidBooking(20);
    await renterCancels(booking._id);
    parties.standIn.settings.refundDelayMs = 60_000;
    const now = new Date();
    await api.app.get(RefundWorker).work(now);
    const [processing] = await refundsOf(api, booking._id);
    expect(processing).toMatchObject({ state: 'pending', lastError: 'processing' });
    expect(processing!.refundRefId).toBe(session.refunds[0]!.refund_ref_id);
    // Asked about again in ten seconds, however many tries it took to get this far.
    expect(processing!.nextAttemptAt.getTime()).toBe(now.getTime() + 10_000);
    parties.standIn.settings.refundDelayMs = 0;
    expect(await refundsWorkedOff(api, booking._id, new Date(now.getTime() + 11_000))).toEqual([
      expect.objectContaining({ state: 'done' }),
    ]);
    expect(session.refunds).toHaveLength(1);
  });

  it('marks a refund the gateway refuses failed, for staff', async () => {
    const { booking, session } = await paidBooking(24);
    // Refunded at the gateway already, by hand: nothing is left there for ours.
    const byHand = await fetch(
      `${parties.standIn.url}/validator/api/merchantTransIDvalidationAPI.php?${new URLSearchParams({
        bank_tran_id: session.bank_tran_id!,
        refund_amount: '66.00',
        refund_remarks: 'By hand at the gateway',
        refe_id: 'BYHAND1',
        store_id: parties.store.storeId,
        store_passwd: parties.store.storePassword,
        v: '1',
        format: 'json',
      })}`,
    );
    expect(await byHand.json()).toMatchObject({ status: 'success' });
    await renterCancels(booking._id);
    const failed = await refundsCounted('failed');
    expect(await refundsWorkedOff(api, booking._id)).toEqual([
      expect.objectContaining({
        state: 'failed',
        lastError: expect.stringContaining('more than') as unknown,
        doneAt: null,
      }),
    ]);
    expect(await refundsCounted('failed')).toBe(failed + 1);
    expect((await renterView(api, renter, booking._id)).refund).toEqual({
      amount: 6600,
      status: 'failed',
    });
    const scrape = await api.app.get(Metrics).scrape();
    expect(Number(/^carzone_refunds_failed (\S+)$/m.exec(scrape)?.[1])).toBeGreaterThanOrEqual(1);
  });
});
