// An advance nobody paid in time, and payments that come too late or twice: the booking Expired
// at its deadline (by the sweep, or by a new booking of the car), its nights free again and both
// sides told; a valid payment for a booking that no longer waits for it is refunded whole.
import type { Booking } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingRequestsService } from '../booking-requests/booking-requests.service.js';
import { bookings, cars } from '../database/schema.js';
import { callApi, dhakaDay as day } from '../testing/session-calls.js';
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
  postCallback,
  refundsOf,
  refundsWorkedOff,
  renterView,
  returnedTo,
  subjectsAbout,
  withPayingParties,
} from './payments.testing.js';

let parties: PayingParties;
let api: TestApp;
withPayingParties(
  { carLabel: 'Expiry Test Car', names: ['Expiry Owner', 'Expiry Renter', 'Expiry Other'] },
  (ready) => {
    parties = ready;
    ({ api } = ready);
  },
);

afterEach(() => {
  parties.standIn.settings.ipn = 'beforeReturn';
});

const EXPIRED_MAILS = [
  'renter: Booking expired, the advance was not paid',
  'owner: Booking expired, the advance was not paid',
];

/** Moves the booking's deadline into the past, as time passing would. */
const letDeadlinePass = (booking: Booking) =>
  api.db
    .update(bookings)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, booking._id));

const carModelOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.carModel;

const bookedRanges = async (carId: string) =>
  json(await callApi(api, 'GET', `/api/car/${carId}/booked-ranges`));

describe('an advance not paid by its deadline', () => {
  it('expires the booking in the sweep: its nights free, both sides told', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(10), day(12));
    await letDeadlinePass(booking);
    // Shown Expired at once, before the sweep writes it.
    expect((await renterView(api, parties.renter, booking._id)).bookingStatus).toBe('Expired');
    expect(await bookedRanges(carId)).toEqual([]);
    expect(await api.app.get(BookingRequestsService).expireDue()).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Expired',
      advanceState: 'due',
      refundedMinor: 0,
    });
    const seen = await renterView(api, parties.renter, booking._id);
    expect(seen.advance).toMatchObject({ state: 'due', dueAt: null });
    expect(seen.refund).toBeNull();
    expect((await subjectsAbout(parties, await carModelOf(carId))).slice(-2)).toEqual(
      EXPIRED_MAILS,
    );
  });

  it('expires it when someone else books the nights', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(14), day(16));
    await letDeadlinePass(booking);
    const next = await bookedThroughApi(api, parties.stranger, carId, day(14), day(16));
    expect(next.bookingStatus).toBe('AwaitingPayment');
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('Expired');
    expect(await subjectsAbout(parties, await carModelOf(carId))).toEqual(
      expect.arrayContaining(EXPIRED_MAILS),
    );
  });
});

describe('a payment for a booking that no longer waits for it', () => {
  it('refunds a payment validated after the booking expired; the booking stays Expired', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(18), day(21));
    const session = await openedPayment(parties, booking._id);
    await letDeadlinePass(booking);
    await api.app.get(BookingRequestsService).expireDue();
    // The renter pays on the page they opened in time; the IPN comes after the expiry.
    const fields = await chosenOnPage(parties.standIn, session, 'pay');
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Expired',
      advanceState: 'due',
      refundedMinor: 2640,
      refundState: 'pending',
    });
    expect(await paymentsOf(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'refunded', bankTranId: fields.bank_tran_id }),
    ]);
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 2640, reason: 'latePayment', state: 'pending' }),
    ]);
    expect(await returnedTo(await postCallback(api, 'success', fields))).toBe(
      `/bookings?payment=refunded&booking=${booking._id}`,
    );
    // Told again, it is still one refund.
    expect((await postCallback(api, 'ipn', fields)).status).toBe(200);
    expect(await refundsOf(api, booking._id)).toHaveLength(1);
    const seen = await renterView(api, parties.renter, booking._id);
    expect(seen).toMatchObject({
      bookingStatus: 'Expired',
      refund: { amount: 2640, status: 'pending' },
    });
    expect(seen.advance!.state).toBe('due');
    // The worker gives it back at the gateway.
    expect(await refundsWorkedOff(api, booking._id)).toEqual([
      expect.objectContaining({ state: 'done', attempts: 1 }),
    ]);
    expect(session.refunds).toEqual([expect.objectContaining({ amount: '26.40' })]);
    expect((await renterView(api, parties.renter, booking._id)).refund).toEqual({
      amount: 2640,
      status: 'done',
    });
    expect(await subjectsAbout(parties, await carModelOf(carId))).not.toContain(
      'renter: Advance paid, booking confirmed',
    );
  });

  it('refunds a payment validated past the deadline, before the sweep wrote it', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(22), day(25));
    const session = await openedPayment(parties, booking._id);
    await letDeadlinePass(booking);
    await chosenOnPage(parties.standIn, session, 'pay');
    expect((await paymentsOf(api, booking._id))[0]!.state).toBe('refunded');
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 2640, reason: 'latePayment' }),
    ]);
    expect((await bookingRow(api, booking._id)).advanceState).toBe('due');
    expect((await renterView(api, parties.renter, booking._id)).bookingStatus).toBe('Expired');
    expect(await bookedRanges(carId)).toEqual([]);
  });

  it('refunds a second payment of a booking already paid (two tabs) whole', async () => {
    const carId = await advanceCar(parties);
    const booking = await awaitingBooking(parties, carId, day(26), day(29));
    const first = await openedPayment(parties, booking._id);
    const second = await openedPayment(parties, booking._id);
    await chosenOnPage(parties.standIn, first, 'pay');
    await chosenOnPage(parties.standIn, second, 'pay');
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Confirmed',
      advanceState: 'paid',
      refundedMinor: 2640,
    });
    expect((await paymentsOf(api, booking._id)).map(({ state }) => state)).toEqual([
      'paid',
      'refunded',
    ]);
    expect(await refundsOf(api, booking._id)).toEqual([
      expect.objectContaining({ amountMinor: 2640, reason: 'secondPayment' }),
    ]);
    expect((await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!.bookingCount).toBe(1);
    // The booking's paid advance is untouched: a cancel now quotes the whole of it back.
    const quote = await callApi(api, 'GET', `/api/bookings/${booking._id}/cancellation`, {
      as: parties.renter,
    });
    expect(await json(quote)).toEqual({ refundAmount: 2640, keptAmount: 0 });
  });
});
