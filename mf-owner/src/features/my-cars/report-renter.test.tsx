// My Cars' Report renter: beside a booking still to come and a trip to review, it reports the
// renter to staff by the booking's id (an owner is never told the renter's e-mail), with a
// person's reasons; the thanks, the server's refusal; an unnamed renter; Bangla. The requests'
// is in features/requests/report-renter.test.tsx. Message, beside it, links to the conversation
// with the renter, by the booking's id and named by the words it shows first.
import {
  makeCar,
  makeTripReviews,
  refuse,
  renderRoute,
  showBangla,
  stubApi,
  type Routes,
} from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as myCarsRoute from './my-cars-route.tsx';

prepareOwnerArea();

const AXIO = makeCar({ _id: 'car-axio', carModel: 'Toyota Axio' });
const REPORT_ROUTE = 'POST /api/reports';
const REPORTED = { _id: '9a1b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f02' };

function renderMyCars(routes: Routes) {
  const api = stubApi({ 'GET /api/cars/:email': [AXIO], ...routes });
  renderRoute({ path: '/cars/:email', ...myCarsRoute }, '/cars/owner%40example.com', {
    signedInAs: OWNER,
  });
  return api;
}

/** The table's list (the md-and-up view; the cards repeat it for phones). */
async function listOf(name: string) {
  return within(await screen.findByRole('table')).findByRole('list', { name });
}

describe('Report renter', { timeout: 30_000 }, () => {
  it("reports a booking's renter by the booking's id, with a person's reasons, then thanks", async () => {
    const booking = makeOwnerBooking(AXIO, { renterName: 'Rahim Uddin' });
    const api = renderMyCars({
      'GET /api/cars/:email/bookings': [booking],
      [REPORT_ROUTE]: REPORTED,
    });
    const user = typist();
    const item = within(await listOf('Upcoming bookings of Toyota Axio')).getByRole('listitem');
    const button = within(item).getByRole('button', { name: 'Report renter Rahim Uddin' });
    expect(button.textContent).toBe('Report renter');
    const message = within(item).getByRole('link', { name: 'Message Rahim Uddin' });
    expect(message.textContent).toBe('Message');
    expect(message.getAttribute('href')).toBe(`/messages/booking/${booking._id}`);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report renter Rahim Uddin' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Abusive behaviour', 'Fraud', 'Did not show up', 'Something else']);
    await user.click(within(dialog).getByRole('radio', { name: 'Did not show up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToasts()).toContain("Thanks, we'll look into it.");
    expect(api.callsTo(REPORT_ROUTE).map(({ body }) => body)).toEqual([
      { targetType: 'user', targetId: booking._id, reason: 'noShow' },
    ]);
  });

  it("reports a trip to review's renter, and says the server's refusal", async () => {
    const trip = makeOwnerBooking(AXIO, {
      renterName: '',
      tripStage: 'completed',
      reviews: makeTripReviews('owner'),
    });
    const api = renderMyCars({
      'GET /api/cars/:email/bookings': [trip],
      [REPORT_ROUTE]: refuse(409, {
        code: 'report.alreadyOpen',
        message: 'You have already reported this, and staff have not handled it yet.',
      }),
    });
    const user = typist();
    const item = within(await listOf('Trips to review of Toyota Axio')).getByRole('listitem');
    expect(
      within(item).getByRole('link', { name: 'Message the renter' }).getAttribute('href'),
    ).toBe(`/messages/booking/${trip._id}`);
    // A renter who gave no name: the button's words alone, told apart by where it stands.
    await user.click(within(item).getByRole('button', { name: 'Report renter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report renter' });
    await user.click(within(dialog).getByRole('radio', { name: 'Abusive behaviour' }));
    await user.type(within(dialog).getByRole('textbox'), 'Shouted at the driver.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToasts()).toContain(
      'You have already reported this, and staff have not handled it yet.',
    );
    expect(api.callsTo(REPORT_ROUTE).map(({ body }) => body)).toEqual([
      { targetType: 'user', targetId: trip._id, reason: 'abusive', text: 'Shouted at the driver.' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Report renter' })).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    await showBangla();
    renderMyCars({
      'GET /api/cars/:email/bookings': [makeOwnerBooking(AXIO, { renterName: 'Rahim Uddin' })],
    });
    const list = await listOf('Toyota Axio-এর আসন্ন বুকিং');
    const button = within(list).getByRole('button', { name: 'ভাড়াটিয়াকে রিপোর্ট করুন: Rahim Uddin' });
    expect(button.textContent).toBe('ভাড়াটিয়াকে রিপোর্ট করুন');
    // Its name begins with what it shows, so voice control finds it by what a person reads.
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent!)).toBe(true);
    const message = within(list).getByRole('link', { name: 'বার্তা পাঠান: Rahim Uddin' });
    expect(message.getAttribute('aria-label')?.startsWith(message.textContent!)).toBe(true);
    await typist().click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'ভাড়াটিয়াকে রিপোর্ট করুন: Rahim Uddin',
    });
    expect(within(dialog).getByRole('radio', { name: 'আসেননি' })).toBeTruthy();
  });
});
