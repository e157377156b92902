// My Bookings' Report owner: the renter reports a booking's car owner to staff by the booking's id,
// with a person's reasons; the thanks, the server's refusal; none once the car is deleted; Bangla.
// Message, beside it, links every booking to its conversation with the owner, its car deleted or
// not, named by the words it shows first.
import { refuse, showBangla, typist } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToasts, makeBooking } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';

const REPORT_ROUTE = 'POST /api/reports';

describe("My Bookings' Report owner", { timeout: 30_000 }, () => {
  it("reports the booking's owner by the booking's id, with a person's reasons, then thanks", async () => {
    const booking = makeBooking({ carModel: 'Toyota Axio', bookingStatus: 'Pending' });
    const { api } = renderMyBookings({
      'GET /api/bookings': [booking],
      [REPORT_ROUTE]: { _id: '9a1b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f02' },
    });
    const user = typist();
    const button = within(await rowOf('Toyota Axio')).getByRole('button', {
      name: 'Report owner of Toyota Axio',
    });
    expect(button.textContent).toBe('Report owner');
    const message = within(await rowOf('Toyota Axio')).getByRole('link', {
      name: 'Message the owner of Toyota Axio',
    });
    expect(message.textContent).toBe('Message');
    expect(message.getAttribute('href')).toBe(`/messages/booking/${booking._id}`);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report owner of Toyota Axio' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Abusive behaviour', 'Fraud', 'Did not show up', 'Something else']);
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud' }));
    await user.type(within(dialog).getByRole('textbox'), ' Asked to be paid outside CarZone. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToasts()).toContain("Thanks, we'll look into it.");
    expect(api.callsTo(REPORT_ROUTE).map(({ body }) => body)).toEqual([
      {
        targetType: 'user',
        targetId: booking._id,
        reason: 'fraud',
        text: 'Asked to be paid outside CarZone.',
      },
    ]);
  });

  it("says the server's refusal and keeps the dialog open", async () => {
    renderMyBookings({
      'GET /api/bookings': [makeBooking({ carModel: 'Toyota Axio' })],
      [REPORT_ROUTE]: refuse(409, {
        code: 'report.alreadyOpen',
        message: 'You have already reported this, and staff have not handled it yet.',
      }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', {
        name: 'Report owner of Toyota Axio',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report owner of Toyota Axio' });
    await user.click(within(dialog).getByRole('radio', { name: 'Abusive behaviour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToasts()).toContain(
      'You have already reported this, and staff have not handled it yet.',
    );
    expect(screen.getByRole('dialog', { name: 'Report owner of Toyota Axio' })).toBeTruthy();
  });

  it('offers none on a booking whose car was deleted: it has no owner to name', async () => {
    const carDeleted = makeBooking({
      carModel: 'Toyota Axio',
      carId: null,
      tripStage: 'completed',
    });
    renderMyBookings({
      'GET /api/bookings': [carDeleted, makeBooking({ carModel: 'Honda Fit' })],
    });
    const gone = await rowOf('Toyota Axio');
    expect(within(gone).queryByRole('button')).toBeNull();
    // The conversation outlives the car.
    expect(
      within(gone)
        .getByRole('link', { name: 'Message the owner of Toyota Axio' })
        .getAttribute('href'),
    ).toBe(`/messages/booking/${carDeleted._id}`);
    expect(
      within(await rowOf('Honda Fit')).getByRole('button', {
        name: 'Report owner of Honda Fit',
      }),
    ).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    await showBangla();
    renderMyBookings({ 'GET /api/bookings': [makeBooking({ carModel: 'Toyota Axio' })] });
    const button = within(await rowOf('Toyota Axio')).getByRole('button', {
      name: 'মালিককে রিপোর্ট করুন: Toyota Axio',
    });
    expect(button.textContent).toBe('মালিককে রিপোর্ট করুন');
    // Its name begins with what it shows, so voice control finds it by what a person reads.
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent!)).toBe(true);
    const message = within(await rowOf('Toyota Axio')).getByRole('link', {
      name: 'বার্তা পাঠান: Toyota Axio গাড়ির মালিককে',
    });
    expect(message.textContent).toBe('বার্তা');
    expect(message.getAttribute('aria-label')?.startsWith(message.textContent!)).toBe(true);
    await typist().click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'মালিককে রিপোর্ট করুন: Toyota Axio',
    });
    expect(within(dialog).getByRole('radio', { name: 'আসেননি' })).toBeTruthy();
  });
});
