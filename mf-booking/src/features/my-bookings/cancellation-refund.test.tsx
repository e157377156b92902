import { freezeDhakaClock, refuse, showBangla, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advanceOf } from '../../testing/advance-bookings.ts';
import { findToasts, makeBooking } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';

freezeDhakaClock();

const QUESTION = 'Are you sure you want to cancel this booking?';

/** A confirmed trip whose 50% advance, $66, was paid. */
const paidBooking = () =>
  makeBooking({
    carModel: 'Toyota Axio',
    advance: advanceOf({ amount: 6600, state: 'paid', dueAt: null, toPayAtPickup: 6600 }),
  });

/** Opens the cancel dialog of Toyota Axio's row. */
async function openCancel() {
  const user = typist();
  await user.click(within(await rowOf('Toyota Axio')).getByRole('button', { name: /Cancel/ }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: QUESTION }) };
}

describe('My Bookings: cancelling a booking with a paid advance', { timeout: 30_000 }, () => {
  it('says what comes back and what the owner keeps, before Yes', async () => {
    const booking = paidBooking();
    // The answer waits for the test, however slow the machine: the dialog is read meanwhile.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api } = renderMyBookings({
      'GET /api/bookings': [booking],
      'GET /api/bookings/:id/cancellation': async () => {
        await answered;
        return { refundAmount: 2600, keptAmount: 4000 };
      },
      'PATCH /api/bookings/:id': { ...booking, bookingStatus: 'Canceled' },
    });
    const { user, dialog } = await openCancel();
    expect(within(dialog).getByText('Working out your refund…')).toBeTruthy();
    answer();
    expect(await within(dialog).findByText('You get back $26.00')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "The owner keeps $40.00 (one day's price): you are cancelling less than 24 hours before the first day.",
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/bookings/:id/cancellation')[0]?.params.id).toBe(booking._id);

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await findToasts()).toEqual(['Canceled!']);
  });

  it('says the whole advance comes back early enough, without what the owner keeps', async () => {
    renderMyBookings({
      'GET /api/bookings': [paidBooking()],
      'GET /api/bookings/:id/cancellation': { refundAmount: 6600, keptAmount: 0 },
    });
    const { dialog } = await openCancel();
    expect(await within(dialog).findByText('You get back $66.00')).toBeTruthy();
    expect(within(dialog).queryByText(/The owner keeps/)).toBeNull();
  });

  it('says the policy when the refund cannot be worked out', async () => {
    renderMyBookings({
      'GET /api/bookings': [paidBooking()],
      'GET /api/bookings/:id/cancellation': refuse(500, { message: 'Internal server error' }),
    });
    const { dialog } = await openCancel();
    expect(
      await within(dialog).findByText(
        "Your refund will follow the cancellation policy: the whole advance back 24 hours or more before the first day; later, all of it but one day's price.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/You get back/)).toBeNull();
  });

  it('asks nothing of a booking whose advance is not paid', async () => {
    const { api } = renderMyBookings({
      'GET /api/bookings': [makeBooking({ carModel: 'Toyota Axio' })],
    });
    const { dialog } = await openCancel();
    await waitFor(() => expect(within(dialog).getByText(/Toyota Axio, 05\/12\/2026/)).toBeTruthy());
    expect(within(dialog).queryByText(/refund|You get back/)).toBeNull();
    expect(api.callsTo('GET /api/bookings')).toHaveLength(1);
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [paidBooking()],
      'GET /api/bookings/:id/cancellation': { refundAmount: 2600, keptAmount: 4000 },
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', {
        name: 'Toyota Axio-এর বুকিং বাতিল করুন',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('আপনি $২৬.০০ রিফান্ড পাবেন')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'মালিক $৪০.০০ রেখে দেবেন (এক দিনের ভাড়া): আপনি প্রথম দিনের ২৪ ঘণ্টার কম আগে বাতিল করছেন।',
      ),
    ).toBeTruthy();
  });
});
