import { PAYMENT_MESSAGES } from '@carzone/domain';
import { freezeDhakaClock, refuse, reply, showBangla, typist } from '@carzone/web-testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { advanceOf, awaitingPayment, stubScrollIntoView } from '../../testing/advance-bookings.ts';
import { findToasts, makeBooking } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';

freezeDhakaClock();

const GATEWAY_PAGE = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde5f0';

/** Replaces the browser's navigation to another site for this test, and answers where it went. */
function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  const real = window.location;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...real, assign, href: real.href, search: real.search },
  });
  onTestFinished(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: real });
  });
  return assign;
}

/** The names of the buttons of `model`'s row, as they show. */
const buttonsOf = async (model: string) =>
  within(await rowOf(model))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** The text of `model`'s status cell: its badges and the note under them. */
const statusOf = async (model: string) =>
  within(await rowOf(model)).getAllByRole('cell')[6]!.textContent;

describe('My Bookings: paying an advance', { timeout: 30_000 }, () => {
  it('offers Pay advance with the time left, and Cancel but not Modify Date', async () => {
    renderMyBookings({ 'GET /api/bookings': [awaitingPayment('Toyota Axio')] });
    // 06:45 UTC is 12:45 in Dhaka, 45 minutes after the frozen clock's noon.
    expect(await statusOf('Toyota Axio')).toBe(
      'Awaiting paymentPay within 45 minutes, by 01/12/2026, 12:45',
    );
    expect(await buttonsOf('Toyota Axio')).toEqual(['Pay advance', 'Cancel', 'Report owner']);
    expect(
      within(await rowOf('Toyota Axio')).getByRole('button', {
        name: 'Pay advance of $27.50 for Toyota Axio',
      }),
    ).toBeTruthy();
  });

  it('says the hours left when the deadline is further, when it has passed, and once expired', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        awaitingPayment('Honda Fit', { dueAt: '2026-12-01T08:10:00.000Z' }),
        awaitingPayment('Nissan Note', { dueAt: '2026-12-01T05:59:00.000Z' }),
        awaitingPayment('Toyota Noah', { dueAt: null }, { bookingStatus: 'Expired' }),
      ],
    });
    expect(await statusOf('Toyota Noah')).toBe(
      'ExpiredThis booking expired before it was confirmed; the dates are free again.',
    );
    expect(await buttonsOf('Toyota Noah')).toEqual(['Report owner']);
    expect(await statusOf('Honda Fit')).toBe(
      'Awaiting paymentPay within 2 hours, by 01/12/2026, 14:10',
    );
    expect(await statusOf('Nissan Note')).toBe(
      'Awaiting paymentThe time to pay the advance has passed.',
    );
  });

  it("opens the payment and sends the browser to the gateway's page", async () => {
    const assign = stubLocationAssign();
    const booking = awaitingPayment('Toyota Axio');
    const { api } = renderMyBookings({
      'GET /api/bookings': [booking],
      'POST /api/bookings/:id/payments': reply(201, { redirectUrl: GATEWAY_PAGE }),
    });
    await typist().click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: /Pay advance of/ }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_PAGE));
    expect(api.callsTo('POST /api/bookings/:id/payments').map((call) => call.params.id)).toEqual([
      booking._id,
    ]);
    // The button stays busy while the page leaves.
    const button = within(await rowOf('Toyota Axio')).getByRole('button', {
      name: /Pay advance of/,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("says a refusal in the server's words, reads the list again and sends nobody away", async () => {
    const assign = stubLocationAssign();
    const { api } = renderMyBookings({
      'GET /api/bookings': [awaitingPayment('Toyota Axio')],
      'POST /api/bookings/:id/payments': refuse(409, {
        code: 'payment.pastDue',
        message: PAYMENT_MESSAGES.paymentPastDue,
      }),
    });
    await typist().click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: /Pay advance of/ }),
    );
    expect(await findToasts()).toEqual([
      'The time to pay the advance for this booking has passed.',
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/bookings')).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
  });

  it('says a payment held for review, without a button', async () => {
    renderMyBookings({
      'GET /api/bookings': [awaitingPayment('Toyota Axio', { state: 'held', dueAt: null })],
    });
    expect(await statusOf('Toyota Axio')).toBe(
      'Awaiting paymentPayment received, being reviewed by CarZone',
    );
    expect(await buttonsOf('Toyota Axio')).toEqual(['Cancel', 'Report owner']);
  });

  it('shows a paid advance and what is left for pickup beside the price lines', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        makeBooking({
          carModel: 'Toyota Axio',
          totalPrice: 110,
          advance: advanceOf({ state: 'paid', dueAt: null }),
        }),
      ],
    });
    const row = await rowOf('Toyota Axio');
    expect(within(row).getByText('Advance paid $27.50')).toBeTruthy();
    expect(within(row).getByText('To pay at pickup $82.50')).toBeTruthy();
    // A paid booking's dates can be changed again.
    expect(await buttonsOf('Toyota Axio')).toEqual(['Modify Date', 'Cancel', 'Report owner']);
  });

  it('says how far each refund is', async () => {
    const canceled = (model: string, status: 'pending' | 'done' | 'failed') =>
      makeBooking({
        carModel: model,
        bookingStatus: 'Canceled',
        advance: advanceOf({ state: 'paid', dueAt: null }),
        refund: { amount: 2750, status },
      });
    renderMyBookings({
      'GET /api/bookings': [
        canceled('Toyota Axio', 'pending'),
        canceled('Honda Fit', 'done'),
        canceled('Nissan Note', 'failed'),
      ],
    });
    const row = await rowOf('Toyota Axio');
    expect(within(row).getByText('Refund $27.50: on its way')).toBeTruthy();
    // Nothing is left to pay at pickup on a canceled booking.
    expect(within(row).getByText('Advance paid $27.50')).toBeTruthy();
    expect(within(row).queryByText(/To pay at pickup/)).toBeNull();
    expect(within(await rowOf('Honda Fit')).getByText('Refund $27.50: done')).toBeTruthy();
    expect(
      within(await rowOf('Nissan Note')).getByText(
        "Refund $27.50: delayed, CarZone's staff are on it",
      ),
    ).toBeTruthy();
  });

  it("scrolls to the booking the address names and focuses its Pay advance (the e-mail's link)", async () => {
    const scrolled = stubScrollIntoView();
    const other = awaitingPayment('Honda Fit');
    const named = awaitingPayment('Toyota Axio');
    renderMyBookings({ 'GET /api/bookings': [other, named] }, `?pay=${named._id}`);
    const pay = within(await rowOf('Toyota Axio')).getByRole('button', {
      name: /Pay advance of/,
    });
    await waitFor(() => expect(document.activeElement).toBe(pay));
    expect(scrolled).toEqual([pay]);
  });

  it('says it in Bangla, amounts and the deadline in Bengali digits', async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [
        awaitingPayment('Toyota Axio'),
        makeBooking({
          carModel: 'Honda Fit',
          advance: advanceOf({ state: 'paid', dueAt: null }),
          refund: { amount: 500, status: 'pending' },
        }),
      ],
    });
    expect(await statusOf('Toyota Axio')).toBe(
      'পেমেন্টের অপেক্ষায়৪৫ মিনিটের মধ্যে, ০১/১২/২০২৬, ১২:৪৫-এর আগে পেমেন্ট করুন',
    );
    expect(await buttonsOf('Toyota Axio')).toContain('অগ্রিম পেমেন্ট করুন');
    const row = await rowOf('Honda Fit');
    expect(within(row).getByText('অগ্রিম পেমেন্ট করা হয়েছে $২৭.৫০')).toBeTruthy();
    expect(within(row).getByText('পিকআপের সময় পেমেন্ট করতে হবে $৮২.৫০')).toBeTruthy();
    expect(within(row).getByText('রিফান্ড $৫.০০: পাঠানো হচ্ছে')).toBeTruthy();
  });
});
