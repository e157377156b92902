// The gateway's callbacks over HTTP, from a local SSLCommerz stand-in: its signed IPN and the
// renter's browser sent back. A booking is Confirmed only once the gateway's validation API
// confirms a payment that is ours (tran_id, amount, currency), once; a forged, tampered, foreign,
// unknown or repeated callback changes nothing, and the refusals are counted by reason.
import { sslcommerzVerifySign, type StandInTransaction } from '@carzone/sslcommerz-standin';
import type { Booking } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings, cars } from '../database/schema.js';
import { BookingRequestsService } from '../booking-requests/booking-requests.service.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { dhakaDay as day } from '../testing/session-calls.js';
import { json, type TestApp } from '../testing/test-app.js';
import {
  advanceCar,
  awaitingBooking,
  bookingRow,
  chosenOnPage,
  mailsAbout,
  openedPayment,
  type PayingParties,
  paymentsOf,
  postCallback,
  rejectedCallbacks,
  renterView,
  returnedTo,
  subjectsAbout,
  withPayingParties,
} from './payments.testing.js';

let parties: PayingParties;
let api: TestApp;
withPayingParties(
  { carLabel: 'Callback Test Car', names: ['Callback Owner', 'Callback Renter', 'Callback Other'] },
  (ready) => {
    parties = ready;
    ({ api } = ready);
  },
);

afterEach(() => {
  Object.assign(parties.standIn.settings, { ipn: 'beforeReturn', down: false, riskLevel: 0 });
});

const PAID_MAILS = [
  'renter: Advance paid, booking confirmed',
  'owner: Advance paid, booking confirmed',
];

/** A car asking an advance and a booking of it awaiting a payment opened at the gateway. */
async function openedBooking(startIn = 10) {
  const carId = await advanceCar(parties);
  const booking = await awaitingBooking(parties, carId, day(startIn), day(startIn + 3));
  const session = await openedPayment(parties, booking._id);
  return { carId, booking, session };
}

/** Paid on the gateway's page with no IPN sent: the signed fields, for the test to post. */
async function paidWithoutIpn(session: StandInTransaction, riskLevel: 0 | 1 = 0) {
  parties.standIn.settings.ipn = 'never';
  return chosenOnPage(parties.standIn, session, 'pay', riskLevel);
}

const bookingsOfCar = (carId: string) =>
  api.db.select().from(bookings).where(eq(bookings.carId, carId));

const carOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0]!;

/** Signs `fields` (all of them) as the store, as only the gateway could. */
function signedAsStore(fields: Record<string, string>): Record<string, string> {
  const { verify_sign: _sign, verify_sign_sha2: _sha2, verify_key: _key, ...plain } = fields;
  const withKey = { ...plain, verify_key: Object.keys(plain).join(',') };
  return {
    ...withKey,
    verify_sign: sslcommerzVerifySign(withKey, parties.store.storePassword),
  };
}

/** Opens a session at the gateway for our tran_id but on terms of one's own, and pays it. */
async function paidOnOwnTerms(tranId: string, amount: string, currency: string) {
  const init = await fetch(`${parties.standIn.url}/gwprocess/v4/api.php`, {
    method: 'POST',
    body: new URLSearchParams({
      store_id: parties.store.storeId,
      store_passwd: parties.store.storePassword,
      total_amount: amount,
      currency,
      tran_id: tranId,
      success_url: 'http://attacker.test/ok',
      fail_url: 'http://attacker.test/fail',
      cancel_url: 'http://attacker.test/cancel',
      cus_name: 'Someone',
      cus_email: 'someone@attacker.test',
      cus_add1: 'Dhaka',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01700000000',
      shipping_method: 'NO',
      product_name: 'Anything',
      product_category: 'Anything',
      product_profile: 'general',
    }),
  });
  const { sessionkey } = (await init.json()) as { sessionkey: string };
  const session = parties.standIn.transactions().find((t) => t.sessionkey === sessionkey)!;
  return chosenOnPage(parties.standIn, session, 'pay');
}

/** What a callback that changed nothing must leave: the booking, its payments, the car's count. */
async function moneyState(booking: Booking, carId: string) {
  return {
    booking: await bookingRow(api, booking._id),
    payments: await paymentsOf(api, booking._id),
    bookingCount: (await carOf(carId)).bookingCount,
  };
}

describe("the gateway's IPN", () => {
  it('confirms the booking once the validation API confirms the payment, and tells both', async () => {
    const { carId, booking, session } = await openedBooking();
    // The stand-in posts its signed IPN to the app's public address before the page returns.
    const fields = await chosenOnPage(parties.standIn, session, 'pay');
    expect(session.ipn).toMatchObject({ answeredStatus: 200, error: null });
    expect(session.status).toBe('VALIDATED');
    const row = await bookingRow(api, booking._id);
    expect(row).toMatchObject({
      bookingStatus: 'Confirmed',
      advanceState: 'paid',
      expiresAt: null,
    });
    expect(await paymentsOf(api, booking._id)).toEqual([
      expect.objectContaining({
        state: 'paid',
        valId: fields.val_id,
        bankTranId: fields.bank_tran_id,
        cardType: 'BKASH-BKash',
        riskLevel: 0,
        settledAt: expect.any(Date) as unknown,
      }),
    ]);
    expect((await carOf(carId)).bookingCount).toBe(1);
    const seen = await renterView(api, parties.renter, booking._id);
    expect(seen).toMatchObject({ bookingStatus: 'Confirmed', refund: null });
    expect(seen.advance).toMatchObject({ amount: 2640, state: 'paid', dueAt: null });
    const carModel = (await carOf(carId)).carModel;
    const mails = await mailsAbout(parties, carModel);
    expect(mails.map(({ to }) => to).slice(-2)).toEqual(PAID_MAILS);
    // The mails' money lines: the advance paid, the rest at pickup ($132 − $26.40).
    for (const { text } of mails.slice(-2)) {
      expect(text).toContain('$26.40 (paid)');
      expect(text).toContain('$105.60');
    }

    // The browser's return after the IPN: sent to My Bookings, nothing more happens.
    const location = await returnedTo(await postCallback(api, 'success', fields));
    expect(location).toBe(`/bookings?payment=paid&booking=${booking._id}`);
    // The gateway repeating its notice: still one confirmation, one pair of mails.
    const again = await postCallback(api, 'ipn', fields);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true });
    expect((await carOf(carId)).bookingCount).toBe(1);
    expect(await subjectsAbout(parties, carModel)).toEqual([
      'renter: Pay the advance for your booking',
      'owner: Booking waiting for the advance',
      ...PAID_MAILS,
    ]);
  });

  it('changes nothing for a forged or tampered signature, counted as `signature`', async () => {
    const { carId, booking, session } = await openedBooking(14);
    const fields = await paidWithoutIpn(session);
    const before = await moneyState(booking, carId);
    const counted = await rejectedCallbacks(api, 'signature');
    const forged = {
      ...fields,
      verify_sign: sslcommerzVerifySign(fields, 'not-the-store-password'),
    };
    const { verify_sign: _sign, ...unsigned } = fields;
    for (const attempt of [
      { ...fields, amount: '1.00', currency_amount: '1.00' },
      { ...fields, tran_id: `${fields.tran_id}X` },
      forged,
      unsigned,
      { ...fields, verify_key: '' },
    ]) {
      const response = await postCallback(api, 'ipn', attempt);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    }
    expect(await rejectedCallbacks(api, 'signature')).toBe(counted + 5);
    expect(await moneyState(booking, carId)).toEqual(before);
    expect(before.booking.bookingStatus).toBe('AwaitingPayment');
    // The genuine notice still counts.
    expect((await postCallback(api, 'ipn', fields)).status).toBe(200);
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('Confirmed');
  });

  it('refuses a validated payment that is not the one we opened: `mismatch`', async () => {
    const { carId, booking, session } = await openedBooking(18);
    const ours = session.tran_id;
    const before = await moneyState(booking, carId);
    const counted = await rejectedCallbacks(api, 'mismatch');
    // Our tran_id, paid at the gateway for less, or in another currency: signed by the gateway.
    const cheaper = await paidOnOwnTerms(ours, '1.00', 'USD');
    const taka = await paidOnOwnTerms(ours, '26.40', 'BDT');
    // Another booking's real payment, its fields re-signed naming ours.
    const other = await openedBooking(22);
    const otherPaid = await paidWithoutIpn(other.session);
    const borrowed = signedAsStore({ ...otherPaid, tran_id: ours });
    for (const attempt of [cheaper, taka, borrowed])
      expect((await postCallback(api, 'ipn', attempt)).status).toBe(200);
    expect(await returnedTo(await postCallback(api, 'success', cheaper))).toBe(
      `/bookings?payment=rejected&booking=${booking._id}`,
    );
    expect(await rejectedCallbacks(api, 'mismatch')).toBe(counted + 4);
    expect(await moneyState(booking, carId)).toEqual(before);
    expect((await bookingRow(api, other.booking._id)).bookingStatus).toBe('AwaitingPayment');
  });

  it('refuses an unknown val_id (`not_valid`) and an unknown tran_id (`unknown_transaction`)', async () => {
    const { carId, booking, session } = await openedBooking(26);
    const fields = await paidWithoutIpn(session);
    const before = await moneyState(booking, carId);
    const [notValid, unknown] = [
      await rejectedCallbacks(api, 'not_valid'),
      await rejectedCallbacks(api, 'unknown_transaction'),
    ];
    await postCallback(api, 'ipn', signedAsStore({ ...fields, val_id: '000000NOSUCHVAL' }));
    await postCallback(api, 'ipn', signedAsStore({ ...fields, val_id: '' }));
    await postCallback(api, 'ipn', signedAsStore({ ...fields, tran_id: 'CZNOSUCHTRANSACTION' }));
    expect(
      await returnedTo(await postCallback(api, 'success', { tran_id: 'CZNOSUCHTRANSACTION' })),
    ).toBe('/bookings?payment=rejected');
    expect(await rejectedCallbacks(api, 'not_valid')).toBe(notValid + 2);
    expect(await rejectedCallbacks(api, 'unknown_transaction')).toBe(unknown + 2);
    expect(await moneyState(booking, carId)).toEqual(before);
  });

  it("holds a payment the gateway's risk check flags: no deadline, not confirmed, for staff", async () => {
    const { carId, booking, session } = await openedBooking(30);
    const fields = await chosenOnPage(parties.standIn, session, 'pay', 1);
    const row = await bookingRow(api, booking._id);
    expect(row).toMatchObject({
      bookingStatus: 'AwaitingPayment',
      advanceState: 'held',
      expiresAt: null,
    });
    expect((await paymentsOf(api, booking._id))[0]).toMatchObject({ state: 'held', riskLevel: 1 });
    // No deadline: the sweep of unpaid advances passes it by.
    await api.app.get(BookingRequestsService).expireDue(new Date());
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('AwaitingPayment');
    expect((await renterView(api, parties.renter, booking._id)).advance).toMatchObject({
      state: 'held',
      dueAt: null,
    });
    expect(await returnedTo(await postCallback(api, 'success', fields))).toBe(
      `/bookings?payment=held&booking=${booking._id}`,
    );
    expect((await carOf(carId)).bookingCount).toBe(0);
    expect(await subjectsAbout(parties, (await carOf(carId)).carModel)).not.toContain(
      PAID_MAILS[0],
    );
  });

  it('answers 503 while the validation API is down, so the gateway sends it again', async () => {
    const { booking, session } = await openedBooking(34);
    const fields = await paidWithoutIpn(session);
    const counted = await rejectedCallbacks(api, 'gateway_unreachable');
    parties.standIn.settings.down = true;
    await refused(await postCallback(api, 'ipn', fields), 503, 'payment.gatewayUnavailable');
    // The browser is told it is being confirmed.
    expect(await returnedTo(await postCallback(api, 'success', fields))).toBe(
      `/bookings?payment=pending&booking=${booking._id}`,
    );
    expect(await rejectedCallbacks(api, 'gateway_unreachable')).toBe(counted + 2);
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('AwaitingPayment');
    parties.standIn.settings.down = false;
    expect((await postCallback(api, 'ipn', fields)).status).toBe(200);
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('Confirmed');
  });
});

describe("the renter's return from the gateway", () => {
  it('confirms a payment whose IPN never came, through the validation API', async () => {
    const { carId, booking, session } = await openedBooking(38);
    const fields = await paidWithoutIpn(session);
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('AwaitingPayment');
    // The gateway's page posts the browser back from its own site.
    const response = await postCallback(api, 'success', fields, { 'sec-fetch-site': 'cross-site' });
    expect(await returnedTo(response)).toBe(`/bookings?payment=paid&booking=${booking._id}`);
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'Confirmed',
      advanceState: 'paid',
    });
    // A late IPN then changes nothing.
    expect((await postCallback(api, 'ipn', fields)).status).toBe(200);
    expect((await carOf(carId)).bookingCount).toBe(1);
    const subjects = await subjectsAbout(parties, (await carOf(carId)).carModel);
    expect(subjects.filter((subject) => PAID_MAILS.includes(subject))).toEqual(PAID_MAILS);
  });

  it('sends a failed or canceled payment back to My Bookings, the booking still waiting', async () => {
    const { booking, session } = await openedBooking(42);
    parties.standIn.settings.ipn = 'never';
    const failed = await chosenOnPage(parties.standIn, session, 'fail');
    expect(
      await returnedTo(await postCallback(api, 'fail', failed, { 'sec-fetch-site': 'cross-site' })),
    ).toBe(`/bookings?payment=failed&booking=${booking._id}`);
    const second = await openedPayment(parties, booking._id);
    const canceled = await chosenOnPage(parties.standIn, second, 'cancel');
    expect(await returnedTo(await postCallback(api, 'cancel', canceled))).toBe(
      `/bookings?payment=canceled&booking=${booking._id}`,
    );
    expect((await paymentsOf(api, booking._id)).map(({ state }) => state)).toEqual([
      'failed',
      'canceled',
    ]);
    expect(await bookingRow(api, booking._id)).toMatchObject({
      bookingStatus: 'AwaitingPayment',
      advanceState: 'due',
    });
    // A "success" post of a failed payment is not a payment either.
    expect(await returnedTo(await postCallback(api, 'success', failed))).toBe(
      `/bookings?payment=failed&booking=${booking._id}`,
    );
    // The renter tries again and pays.
    const third = await openedPayment(parties, booking._id);
    parties.standIn.settings.ipn = 'beforeReturn';
    await chosenOnPage(parties.standIn, third, 'pay');
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('Confirmed');
  });
});

describe('what the callback routes read', () => {
  it('takes forms only: JSON or text there is 415, as a form anywhere else is', async () => {
    const { booking, session } = await openedBooking(46);
    const fields = await paidWithoutIpn(session);
    for (const kind of ['ipn', 'success'] as const) {
      const asJson = await api.post(`/api/payments/sslcommerz/${kind}`, fields);
      await refused(asJson, 415, 'unsupported_media_type');
      const asText = await api.post(`/api/payments/sslcommerz/${kind}`, 'tran_id=x', {
        'content-type': 'text/plain',
      });
      expect(asText.status).toBe(415);
    }
    expect((await bookingRow(api, booking._id)).bookingStatus).toBe('AwaitingPayment');
    // A form posted to any other route is refused unread, signed in or not.
    const form = await api.fetch('/api/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: parties.renter.cookie,
      },
      body: new URLSearchParams({ carId: booking.carId!, startDate: day(60), endDate: day(61) }),
    });
    expect(form.status).toBe(415);
    expect(await json(form)).toMatchObject({ statusCode: 415 });
    expect(await bookingsOfCar(booking.carId!)).toHaveLength(1);
    // Cross-site writes stay refused everywhere but the callbacks.
    const crossSite = await api.post(
      '/api/bookings',
      { carId: booking.carId, startDate: day(60), endDate: day(61) },
      { cookie: parties.renter.cookie, 'sec-fetch-site': 'cross-site' },
    );
    await refused(crossSite, 403, 'request.crossSite');
    // No other callback than the gateway's three returns and its IPN.
    const unknownKind = await postCallback(api, 'success', fields);
    expect(unknownKind.status).toBe(303);
    const refund = await api.fetch('/api/payments/sslcommerz/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    expect(await json(refund)).toMatchObject({ statusCode: 400 });
    expect(refund.status).toBe(400);
  });
});
