import type { OwnerRequest } from '@carzone/domain';
import {
  freezeDhakaClock,
  makeSessionUser,
  renderRoute,
  reply,
  showBangla,
  stubApi,
  type RouteAnswer,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToasts, prepareOwnerArea, typist } from '../../testing/owner-test-kit.ts';
import * as requestsRoute from './requests-route.tsx';

prepareOwnerArea();
// Noon in Dhaka on 1 December 2026 (06:00 UTC).
freezeDhakaClock();

const OWNER = makeSessionUser({ email: 'owner@example.com', displayName: 'Karim Owner' });

function makeRequest(overrides: Partial<OwnerRequest> = {}): OwnerRequest {
  return {
    _id: 'request-1',
    carId: 'car-1',
    carModel: 'Toyota Axio',
    imageUrl: '/api/images/cars/test.svg',
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    totalPrice: 132,
    bookingStatus: 'Pending',
    renterName: 'Rahim Uddin',
    // Five hours and a half from the frozen noon.
    expiresAt: '2026-12-01T11:30:00.000Z',
    currentDates: null,
    withDriver: false,
    pickupTime: null,
    pickupPlace: '',
    destinationDistrict: null,
    lines: [],
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
      'POST /api/bookings/:id/accept': reply(409, {
        statusCode: 409,
        error: 'Conflict',
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
