// The one cancellation policy's last case: staff suspending a car's owner. The renter's money must
// not wait on a suspended owner: a booking of theirs with a paid advance is canceled and its whole
// advance refunded, as is a payment held for review; a booking still waiting for its advance ends
// with nothing to refund. The renter is told; the worker then carries the refunds out.
import { describe, expect, it } from 'vitest';
import type { AccountStandingChange } from '@carzone/domain';
import { callApi, dhakaDay as day, type SignedInUser } from '../testing/session-calls.js';
import { json } from '../testing/test-app.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import {
  advanceCar,
  awaitingBooking,
  bookingRow,
  chosenOnPage,
  openedPayment,
  type PayingParties,
  refundsOf,
  refundsWorkedOff,
  subjectsAbout,
  withPayingParties,
} from './payments.testing.js';

let parties: PayingParties;
withPayingParties(
  {
    carLabel: 'Suspended Owner Car',
    names: ['Suspended Advance Owner', 'Advance Renter', 'Advance Stranger'],
  },
  (ready) => (parties = ready),
);

describe("suspending an owner with advances on their cars' bookings", () => {
  it('cancels the paid and held ones with the whole advance back, and ends the one still due', async () => {
    const { api, renter, standIn } = parties;
    const carId = await advanceCar(parties, { advancePercent: 50 });
    // Starting tomorrow: a renter cancelling now would leave the owner a day; staff leave nothing.
    const paid = await awaitingBooking(parties, carId, day(1), day(4));
    await chosenOnPage(standIn, await openedPayment(parties, paid._id), 'pay');
    const held = await awaitingBooking(parties, carId, day(10), day(12));
    await chosenOnPage(standIn, await openedPayment(parties, held._id), 'pay', 1);
    const due = await awaitingBooking(parties, carId, day(20), day(22));
    expect((await bookingRow(api, held._id)).advanceState).toBe('held');

    const support: SignedInUser = await signedInStaff(api, 'support', 'Suspending Support');
    const finance: SignedInUser = await signedInStaff(api, 'finance', 'Refunding Finance');
    const suspended = await callApi(
      api,
      'POST',
      `/api/admin/users/${encodeURIComponent(parties.owner.email)}/suspend`,
      { as: support, body: { reason: 'Listing cars that are not theirs.' } },
    );
    expect(suspended.status).toBe(200);
    expect((await json<AccountStandingChange>(suspended)).declinedRequests).toBe(3);

    for (const booking of [paid, held, due])
      expect((await bookingRow(api, booking._id)).bookingStatus).toBe('Canceled');
    // $40 a day for 3 days is $132, half of it $66; 2 days: $88, half $44.
    expect(await refundsOf(api, paid._id)).toEqual([
      expect.objectContaining({ amountMinor: 6600, reason: 'ownerSuspended', state: 'pending' }),
    ]);
    expect(await refundsOf(api, held._id)).toEqual([
      expect.objectContaining({ amountMinor: 4400, reason: 'ownerSuspended' }),
    ]);
    expect(await refundsOf(api, due._id)).toEqual([]);
    expect(await subjectsAbout(parties, paid.carModel)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^renter: .*cancel/i)]),
    );
    // The held payment is refunded, no longer waiting for finance staff.
    const queue = await callApi(api, 'GET', '/api/admin/payments', { as: finance });
    expect((await json<{ held: { bookingId: string }[] }>(queue)).held).toEqual([]);

    expect(await refundsWorkedOff(api, paid._id)).toEqual([
      expect.objectContaining({ state: 'done' }),
    ]);
    const renterView = await callApi(api, 'GET', '/api/bookings', { as: renter });
    const mine = (await json<{ _id: string; refund: unknown }[]>(renterView)).find(
      (booking) => booking._id === paid._id,
    );
    expect(mine?.refund).toEqual({ amount: 6600, status: 'done' });
  });
});
