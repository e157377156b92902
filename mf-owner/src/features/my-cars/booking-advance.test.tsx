import type { BookingAdvance } from '@carzone/domain';
import { makeCar, renderRoute, showBangla, stubApi } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnerBooking, OWNER, prepareOwnerArea } from '../../testing/owner-test-kit.ts';
import * as myCarsRoute from './my-cars-route.tsx';

prepareOwnerArea();

const HIACE = makeCar({ carModel: 'Toyota Hiace', advancePercent: 25 });

/** A $110 trip's 25 % advance: $27.50 now, $82.50 at pickup. */
const ADVANCE = { amount: 2750, currency: 'USD', toPayAtPickup: 8250 } as const;
/** Due by 09:30 UTC on 4 December 2026: 15:30 in Dhaka. */
const DUE: BookingAdvance = { ...ADVANCE, state: 'due', dueAt: '2026-12-04T09:30:00.000Z' };
const PAID: BookingAdvance = { ...ADVANCE, state: 'paid', dueAt: null };

function renderMyCars() {
  stubApi({
    'GET /api/cars/:email': [HIACE],
    'GET /api/cars/:email/bookings': [
      makeOwnerBooking(HIACE, {
        renterName: 'Rahim Uddin',
        totalPrice: 110,
        bookingStatus: 'AwaitingPayment',
        advance: DUE,
      }),
      makeOwnerBooking(HIACE, {
        startDate: '2026-12-20',
        endDate: '2026-12-22',
        renterName: 'Nadia Islam',
        totalPrice: 110,
        advance: PAID,
      }),
      makeOwnerBooking(HIACE, { startDate: '2026-12-24', endDate: '2026-12-26' }),
    ],
  });
  renderRoute({ path: '/cars/:email', ...myCarsRoute }, '/cars/owner%40example.com', {
    signedInAs: OWNER,
  });
}

/** The upcoming bookings of the Hiace, as the table lists them. */
async function hiaceBookings(name = 'Upcoming bookings of Toyota Hiace') {
  const table = await screen.findByRole('table');
  return within(within(table).getByRole('list', { name })).getAllByRole('listitem');
}

describe("My Cars: a booking's advance", { timeout: 30_000 }, () => {
  it('says until when the renter has to pay it (Dhaka time), then what was paid and is left', async () => {
    renderMyCars();

    const [awaiting, paid, none] = await hiaceBookings();
    expect(within(awaiting!).getByText('Awaiting payment')).toBeTruthy();
    expect(
      within(awaiting!).getByText("Waiting for the renter's advance until 04/12/2026, 15:30"),
    ).toBeTruthy();
    expect(
      within(paid!).getByText('Advance paid $27.50 · to collect at pickup $82.50'),
    ).toBeTruthy();
    expect(paid!.textContent).not.toContain('Waiting');
    expect(none!.textContent).not.toMatch(/advance/i);
  });

  it('says it in Bangla, with Bengali digits', async () => {
    renderMyCars();
    await hiaceBookings();

    await showBangla();

    const [awaiting, paid] = await hiaceBookings('Toyota Hiace-এর আসন্ন বুকিং');
    expect(
      within(awaiting!).getByText('০৪/১২/২০২৬, ১৫:৩০ পর্যন্ত ভাড়াটিয়ার অগ্রিম পেমেন্টের অপেক্ষায়'),
    ).toBeTruthy();
    expect(
      within(paid!).getByText('অগ্রিম পেমেন্ট হয়েছে $২৭.৫০ · পিকআপের সময় নিতে হবে $৮২.৫০'),
    ).toBeTruthy();
  });
});
