import type { OwnerRequest, PriceLine } from '@carzone/domain';
import {
  freezeDhakaClock,
  openPriceDetails,
  renderRoute,
  refuse,
  showBangla,
  stubApi,
  type RouteAnswer,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as requestsRoute from './requests-route.tsx';

prepareOwnerArea();
// Noon in Dhaka on 1 December 2026 (06:00 UTC).
freezeDhakaClock();

/** Rahim Uddin's request of the Axio, a self-drive trip of 10 to 13 December 2026 ($132). */
function makeRequest(overrides: Partial<OwnerRequest> = {}): OwnerRequest {
  // A request is a booking still pending, without a change of dates to answer.
  const {
    proposedChange: _,
    tripStage: _stage,
    reviews: _reviews,
    renterPhoneNumber: _phone,
    ...booking
  } = makeOwnerBooking({ _id: 'car-1' });
  return {
    ...booking,
    _id: 'request-1',
    carModel: 'Toyota Axio',
    imageUrl: '/api/images/cars/test.svg',
    licenceRequired: false,
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    bookingStatus: 'Pending',
    // Five hours and a half from the frozen noon.
    expiresAt: '2026-12-01T11:30:00.000Z',
    currentDates: null,
    renterRecord: { rating: { average: null, count: 0 }, completedTrips: 0 },
    renterPhoneVerified: false,
    ...overrides,
  };
}

function renderRequests(
  requests: RouteAnswer | (() => RouteAnswer),
  answers: Record<string, RouteAnswer> = {},
) {
  const api = stubApi({
    'GET /api/requests': typeof requests === 'function' ? () => requests() : requests,
    ...answers,
  });
  return {
    api,
    ...renderRoute({ path: '/requests', ...requestsRoute }, '/requests', { signedInAs: OWNER }),
  };
}

describe('Requests', { timeout: 30_000 }, () => {
  it('lists each request with its car, renter, dates, days, total and the time left', async () => {
    renderRequests([
      makeRequest(),
      makeRequest({
        _id: 'request-2',
        carModel: 'Honda Fit',
        renterName: '',
        expiresAt: '2026-12-01T06:20:00.000Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Requests', level: 1 })).toBeTruthy();
    const [first, second] = within(screen.getByRole('list', { name: 'Requests' })).getAllByRole(
      'listitem',
    );
    expect(first!.textContent).toContain('Toyota Axio');
    expect(first!.textContent).toContain('5 hours left to answer');
    expect(first!.textContent).toContain('Rahim Uddin');
    expect(first!.textContent).toContain('10/12/2026 – 13/12/2026');
    expect(first!.textContent).toContain('3 days');
    expect(first!.textContent).toContain('$132.00');
    expect(second!.textContent).toContain('20 minutes left to answer');
    expect(second!.textContent).toContain('Unnamed renter');
  });

  it('accepts a request, says so and loads the list again', async () => {
    let waiting = [makeRequest()];
    const { api } = renderRequests(() => waiting, {
      'POST /api/bookings/:id/accept': () => {
        waiting = [];
        return { ...makeRequest(), bookingStatus: 'Confirmed' };
      },
    });
    const user = typist();
    await user.click(
      await screen.findByRole('button', {
        name: 'Accept the request of Rahim Uddin for Toyota Axio',
      }),
    );
    expect(await findToasts()).toEqual(['Request acceptedRahim Uddin has booked Toyota Axio.']);
    expect(api.callsTo('POST /api/bookings/:id/accept')[0]?.params.id).toBe('request-1');
    expect(await screen.findByText('No requests are waiting for your answer.')).toBeTruthy();
  });

  it('declines with the reason typed, and refuses one too long before sending it', async () => {
    let waiting = [makeRequest()];
    const { api } = renderRequests(() => waiting, {
      'POST /api/bookings/:id/decline': () => {
        waiting = [];
        return { ...makeRequest(), bookingStatus: 'Declined' };
      },
    });
    const user = typist();
    await user.click(
      await screen.findByRole('button', {
        name: 'Decline the request of Rahim Uddin for Toyota Axio',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText('The reason can be at most 500 characters.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/bookings/:id/decline')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  In the workshop that week.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await findToasts()).toEqual(['Request declined']);
    expect(api.callsTo('POST /api/bookings/:id/decline')[0]?.body).toEqual({
      reason: 'In the workshop that week.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a change of dates beside the confirmed ones; accepting it says the booking has them', async () => {
    let waiting = [
      makeRequest({
        _id: 'booking-9',
        startDate: '2026-12-11',
        endDate: '2026-12-15',
        totalPrice: 176,
        currentDates: { startDate: '2026-12-10', endDate: '2026-12-13', totalPrice: 132 },
      }),
    ];
    const { api } = renderRequests(() => waiting, {
      'POST /api/bookings/:id/accept': () => {
        waiting = [];
        return { ...makeRequest(), bookingStatus: 'Confirmed' };
      },
    });
    const [card] = within(await screen.findByRole('list', { name: 'Requests' })).getAllByRole(
      'listitem',
    );
    expect(card!.textContent).toContain('Asks to change the dates of a booking');
    expect(card!.textContent).toContain('Confirmed dates10/12/2026 – 13/12/2026 ($132.00)');
    expect(card!.textContent).toContain('New dates11/12/2026 – 15/12/2026');
    expect(card!.textContent).toContain('4 days');
    expect(card!.textContent).toContain('$176.00');
    await typist().click(
      within(card!).getByRole('button', {
        name: 'Accept the request of Rahim Uddin for Toyota Axio',
      }),
    );
    expect(await findToasts()).toEqual([
      "Change acceptedRahim Uddin's booking of Toyota Axio now has the new dates.",
    ]);
    expect(api.callsTo('POST /api/bookings/:id/accept')[0]?.params.id).toBe('booking-9');
  });

  it("says the server's refusal when the request was answered meanwhile", async () => {
    renderRequests([makeRequest()], {
      'POST /api/bookings/:id/accept': refuse(409, {
        code: 'booking.notAwaitingAnswer',
        message: 'This request is no longer waiting for an answer.',
      }),
    });
    await typist().click(
      await screen.findByRole('button', {
        name: 'Accept the request of Rahim Uddin for Toyota Axio',
      }),
    );
    expect(await findToasts()).toContain('This request is no longer waiting for an answer.');
  });

  it('speaks Bangla', async () => {
    await showBangla();
    renderRequests([]);
    expect(await screen.findByText('কোনো অনুরোধ আপনার উত্তরের অপেক্ষায় নেই।')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অনুরোধ');
  });
});

/** A request for the car with its driver, from Gulshan to Cox's Bazar, and its lines. */
function tripRequest(lines: PriceLine[]): OwnerRequest {
  return makeRequest({
    carModel: 'Toyota Noah',
    totalPrice: 269.5,
    withDriver: true,
    pickupTime: '08:30',
    pickupPlace: 'House 12, Road 5, Gulshan',
    destinationDistrict: 'coxs-bazar',
    lines,
  });
}

/** Each text of a card's data list, label and value run together. */
const dataOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dl > div')].map((item) => item.textContent);

describe('Requests: the trip', { timeout: 30_000 }, () => {
  it('shows with the driver, the pickup, the destination, and the price lines behind a disclosure', async () => {
    renderRequests([
      tripRequest([
        { kind: 'car', label: 'Car: 3 days × $40', amount: 120 },
        { kind: 'driver', label: 'Driver: 3 days × $20', amount: 60 },
        { kind: 'outOfTown', label: 'Out of town: 3 days × $15, 2 nights × $10', amount: 65 },
        { kind: 'serviceCharge', label: 'Service charge (10%)', amount: 24.5 },
        { kind: 'fuel', label: 'Fuel: paid by the renter, on the road' },
      ]),
      makeRequest({ _id: 'request-2', carModel: 'Honda Fit' }),
    ]);
    const noah = (await screen.findByText('Toyota Noah')).closest('li')!;
    expect(dataOf(noah)).toEqual([
      'RenterRahim UddinNo verified mobile number',
      "Renter's recordNew renter: no completed trips yet",
      'Dates10/12/2026 – 13/12/2026',
      'Days3 days',
      "TripWith the car's driver",
      'Pickup08:30, House 12, Road 5, Gulshan',
      "DestinationCox's Bazar",
      'Total$269.50',
    ]);
    expect(await openPriceDetails(noah, 'Price breakdown', typist())).toEqual([
      'Car: 3 days × $40$120.00',
      'Driver: 3 days × $20$60.00',
      'Out of town: 3 days × $15, 2 nights × $10$65.00',
      'Service charge (10%)$24.50',
      'Fuel: paid by the renter, on the road',
    ]);

    // A self-drive request without a pickup, a destination or lines says only that.
    const fit = screen.getByText('Honda Fit').closest('li')!;
    expect(dataOf(fit)).toContain('TripSelf-drive (the renter drives)');
    expect(fit.textContent).not.toContain('Pickup');
    expect(fit.textContent).not.toContain('Destination');
    expect(within(fit).queryByText('Price breakdown')).toBeNull();
  });

  it('speaks Bangla: the trip, the district and the amounts in Bengali digits', async () => {
    await showBangla();
    renderRequests([
      tripRequest([
        { kind: 'car', label: 'গাড়ি: ৩ দিন × $৪০', amount: 120 },
        { kind: 'serviceCharge', label: 'সার্ভিস চার্জ (১০%)', amount: 12 },
        { kind: 'fuel', label: 'জ্বালানি: ভাড়াটিয়া পথে দেবেন' },
      ]),
    ]);
    const card = (await screen.findByText('Toyota Noah')).closest('li')!;
    expect(dataOf(card)).toEqual(
      expect.arrayContaining([
        'ট্রিপগাড়ির ড্রাইভারসহ',
        'পিকআপ০৮:৩০, House 12, Road 5, Gulshan',
        'গন্তব্যকক্সবাজার',
      ]),
    );
    await typist().click(within(card).getByText('দামের বিস্তারিত'));
    expect(
      within(within(card).getByRole('list', { name: 'দামের বিস্তারিত' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'গাড়ি: ৩ দিন × $৪০$১২০.০০',
      'সার্ভিস চার্জ (১০%)$১২.০০',
      'জ্বালানি: ভাড়াটিয়া পথে দেবেন',
    ]);
  });
});

const LICENCE = {
  number: 'DK0123456C00001',
  expiresOn: '2031-06-30',
  photoUrl: '/api/licence-photos/photo-1',
};

describe("Requests: the renter's driving licence", { timeout: 30_000 }, () => {
  it('shows its number and expiry, and a small photo that opens the whole one in a new tab', async () => {
    renderRequests([
      makeRequest({ renterLicence: LICENCE }),
      makeRequest({
        _id: 'request-2',
        carModel: 'Honda Fit',
        renterName: '',
        renterLicence: { ...LICENCE, number: 'CT7654321', photoUrl: null },
      }),
      makeRequest({ _id: 'request-3', carModel: 'Nissan Note', renterName: 'Nadia Islam' }),
    ]);
    const axio = (await screen.findByText('Toyota Axio')).closest('li')!;
    expect(
      within(axio).getByText("Renter's driving licence: DK0123456C00001, valid until 30/06/2031"),
    ).toBeTruthy();
    const link = within(axio).getByRole('link', { name: "Photo of Rahim Uddin's driving licence" });
    expect(link.getAttribute('href')).toBe('/api/licence-photos/photo-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(
      within(link)
        .getByRole('img', { name: "Photo of Rahim Uddin's driving licence" })
        .getAttribute('src'),
    ).toBe('/api/licence-photos/photo-1');

    // Without a photo: the number and expiry alone.
    const fit = screen.getByText('Honda Fit').closest('li')!;
    expect(
      within(fit).getByText("Renter's driving licence: CT7654321, valid until 30/06/2031"),
    ).toBeTruthy();
    expect(within(fit).queryByRole('link', { name: /licence/ })).toBeNull();

    // No licence sent (a trip with the driver, or a renter without one): nothing is said.
    const note = screen.getByText('Nissan Note').closest('li')!;
    expect(note.textContent).not.toMatch(/licence/);
    expect(within(note).queryByRole('link', { name: /licence/ })).toBeNull();
  });

  it("says so when the car asks for a licence and a self-drive renter's profile has none", async () => {
    renderRequests([
      makeRequest({ licenceRequired: true }),
      makeRequest({
        _id: 'request-2',
        carModel: 'Honda Fit',
        licenceRequired: true,
        withDriver: true,
      }),
    ]);
    const axio = (await screen.findByText('Toyota Axio')).closest('li')!;
    expect(within(axio).getByText("No driving licence on the renter's profile")).toBeTruthy();
    // With the car's driver, nobody asks for the renter's licence.
    const fit = screen.getByText('Honda Fit').closest('li')!;
    expect(fit.textContent).not.toMatch(/licence/);
  });

  it('names the photo for a renter without a display name', async () => {
    renderRequests([makeRequest({ renterName: '', renterLicence: LICENCE })]);
    const card = (await screen.findByText('Toyota Axio')).closest('li')!;
    expect(
      within(card).getByRole('link', { name: "Photo of the renter's driving licence" }),
    ).toBeTruthy();
  });

  it('speaks Bangla: the licence, its expiry in Bengali digits and the photo', async () => {
    await showBangla();
    renderRequests([makeRequest({ renterLicence: LICENCE })]);
    const card = (await screen.findByText('Toyota Axio')).closest('li')!;
    expect(
      within(card).getByText(
        'ভাড়াটিয়ার ড্রাইভিং লাইসেন্স: DK0123456C00001, ৩০/০৬/২০৩১ পর্যন্ত মেয়াদ আছে',
      ),
    ).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Rahim Uddin-এর ড্রাইভিং লাইসেন্সের ছবি' }),
    ).toBeTruthy();
  });
});

describe("Requests: the renter's record", { timeout: 30_000 }, () => {
  /** The card of the request of `renter`, its record as the data list says it. */
  async function recordOf(renter: string) {
    const list = await screen.findByRole('list', { name: 'Requests' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(renter))!;
    const label = within(card).getByText("Renter's record");
    return label.parentElement!.textContent!.replace("Renter's record", '');
  }

  it("shows each renter's stars, reviews and completed trips, or that they are new", async () => {
    renderRequests([
      makeRequest({
        renterName: 'Rahim Uddin',
        renterRecord: { rating: { average: 4.5, count: 3 }, completedTrips: 5 },
      }),
      makeRequest({
        _id: 'request-2',
        renterName: 'Salma Begum',
        renterRecord: { rating: { average: 5, count: 1 }, completedTrips: 1 },
      }),
      makeRequest({
        _id: 'request-3',
        renterName: 'Nadia Islam',
        renterRecord: { rating: { average: null, count: 0 }, completedTrips: 2 },
      }),
      makeRequest({ _id: 'request-4', renterName: 'Tanvir Ahmed' }),
    ]);
    expect(await recordOf('Rahim Uddin')).toBe('★ 4.5 (3 reviews) · 5 completed trips');
    expect(await recordOf('Salma Begum')).toBe('★ 5.0 (1 review) · 1 completed trip');
    expect(await recordOf('Nadia Islam')).toBe('Not reviewed yet · 2 completed trips');
    expect(await recordOf('Tanvir Ahmed')).toBe('New renter: no completed trips yet');
  });

  it("says the renter's record in Bangla, in Bengali digits", async () => {
    await showBangla();
    renderRequests([
      makeRequest({
        renterName: 'Rahim Uddin',
        renterRecord: { rating: { average: 4.5, count: 3 }, completedTrips: 5 },
      }),
      makeRequest({ _id: 'request-2', renterName: 'Tanvir Ahmed' }),
    ]);
    const list = await screen.findByRole('list', { name: 'অনুরোধ' });
    expect(within(list).getAllByText('ভাড়াটিয়ার রেকর্ড')).toHaveLength(2);
    expect(within(list).getByText('★ ৪.৫ (৩টি রিভিউ) · ৫টি সম্পন্ন ট্রিপ')).toBeTruthy();
    expect(within(list).getByText('নতুন ভাড়াটিয়া: এখনো কোনো সম্পন্ন ট্রিপ নেই')).toBeTruthy();
  });
});

describe("Requests: the renter's verified mobile number", { timeout: 30_000 }, () => {
  /** The request card of `renter`. */
  async function cardOf(renter: string, listName = 'Requests') {
    const list = await screen.findByRole('list', { name: listName });
    return within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(renter))!;
  }
  /** What the card says beside its "Renter" label. */
  const renterOf = (card: HTMLElement, label = 'Renter') =>
    within(card).getByText(label).parentElement!.textContent!.replace(label, '');

  it('shows "Phone verified" beside a verified renter only, and never a number', async () => {
    renderRequests([
      makeRequest({ renterName: 'Rahim Uddin', renterPhoneVerified: true }),
      makeRequest({ _id: 'request-2', renterName: 'Salma Begum', renterPhoneVerified: false }),
    ]);
    const verified = await cardOf('Rahim Uddin');
    const unverified = await cardOf('Salma Begum');

    expect(renterOf(verified)).toBe('Rahim UddinPhone verified');
    expect(within(verified).queryByText('No verified mobile number')).toBeNull();
    expect(renterOf(unverified)).toBe('Salma BegumNo verified mobile number');
    expect(within(unverified).queryByText('Phone verified')).toBeNull();
    // The number itself is the owner's only once they accept.
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderRequests([
      makeRequest({ renterName: 'Rahim Uddin', renterPhoneVerified: true }),
      makeRequest({ _id: 'request-2', renterName: 'Salma Begum', renterPhoneVerified: false }),
    ]);

    expect(renterOf(await cardOf('Rahim Uddin', 'অনুরোধ'), 'ভাড়াটিয়া')).toBe(
      'Rahim Uddinফোন যাচাইকৃত',
    );
    expect(renterOf(await cardOf('Salma Begum', 'অনুরোধ'), 'ভাড়াটিয়া')).toBe(
      'Salma Begumযাচাই করা মোবাইল নম্বর নেই',
    );
  });
});
