import { freezeDhakaClock, showBangla } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceOf, awaitingPayment, stubScrollIntoView } from '../../testing/advance-bookings.ts';
import { makeBooking } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';

freezeDhakaClock();
// A failed or left payment brings its Pay advance into view.
beforeEach(() => {
  stubScrollIntoView();
});

/** The status messages outside the table (the dialogs' totals are statuses too). */
async function messageText(): Promise<string> {
  await screen.findByRole('table');
  const messages = screen
    .queryAllByRole('status')
    .filter((status) => !status.closest('table') && !status.closest('li'));
  return messages.map((message) => message.textContent).join(' | ');
}

describe('My Bookings, back from the payment gateway', { timeout: 30_000 }, () => {
  it.each([
    ['paid', 'Advance paid: your booking is confirmed.'],
    ['held', 'Payment received: CarZone is reviewing it before your booking is confirmed.'],
    ['failed', 'The payment did not go through. You can try again before the deadline.'],
    ['canceled', 'You left the payment page. You can pay before the deadline.'],
    [
      'refunded',
      'This booking was no longer waiting for a payment: your payment is being refunded.',
    ],
    [
      'pending',
      'We are confirming your payment with the gateway. This page will show it once it is confirmed.',
    ],
    ['rejected', 'We could not confirm this payment. If money left your account, contact CarZone.'],
  ])('says ?payment=%s at the top', async (outcome, words) => {
    const booking = awaitingPayment('Toyota Axio');
    renderMyBookings(
      { 'GET /api/bookings': [booking] },
      `?payment=${outcome}&booking=${booking._id}`,
    );
    expect(await messageText()).toBe(words);
  });

  it('says nothing for an outcome it does not know, or without one', async () => {
    const booking = awaitingPayment('Toyota Axio');
    renderMyBookings({ 'GET /api/bookings': [booking] }, `?payment=maybe&booking=${booking._id}`);
    expect(await messageText()).toBe('');
  });

  it('says a payment still being confirmed is paid once the booking says so', async () => {
    const booking = makeBooking({
      carModel: 'Toyota Axio',
      advance: advanceOf({ state: 'paid', dueAt: null }),
    });
    renderMyBookings({ 'GET /api/bookings': [booking] }, `?payment=pending&booking=${booking._id}`);
    expect(await messageText()).toBe('Advance paid: your booking is confirmed.');
  });

  it('focuses Pay advance again after a failed payment', async () => {
    const booking = awaitingPayment('Toyota Axio');
    renderMyBookings({ 'GET /api/bookings': [booking] }, `?payment=failed&booking=${booking._id}`);
    const pay = within(await rowOf('Toyota Axio')).getByRole('button', {
      name: /Pay advance of/,
    });
    await waitFor(() => expect(document.activeElement).toBe(pay));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    const booking = awaitingPayment('Toyota Axio');
    renderMyBookings({ 'GET /api/bookings': [booking] }, `?payment=paid&booking=${booking._id}`);
    expect(await messageText()).toBe('অগ্রিম পেমেন্ট হয়েছে: আপনার বুকিং নিশ্চিত।');
  });
});
