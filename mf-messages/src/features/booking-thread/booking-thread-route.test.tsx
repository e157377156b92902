import { refuse, renderRoute, stubApi } from '@carzone/web-testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RENTER } from '../../testing/messages-test-kit.ts';
import * as bookingThreadRoute from './booking-thread-route.tsx';

const renderBookingThread = () =>
  renderRoute(
    { path: '/messages/booking/:bookingId', ...bookingThreadRoute },
    '/messages/booking/booking-1',
    { signedInAs: RENTER },
  );

describe("a booking's conversation", () => {
  it('opens the conversation of the booking and goes there', async () => {
    const api = stubApi({ 'POST /api/bookings/:id/thread': { threadId: 'thread-axio' } });
    const { router } = renderBookingThread();
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/thread-axio'));
    expect(api.callsTo('POST /api/bookings/:id/thread')[0]!.params).toEqual({ id: 'booking-1' });
  });

  it("lets the API's 404 through, for the shell's not-found page", async () => {
    stubApi({
      'POST /api/bookings/:id/thread': refuse(404, {
        code: 'booking.notFound',
        message: 'No booking with this id.',
      }),
    });
    const { router } = renderBookingThread();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(router.state.errors).toBeTruthy();
    const error = Object.values(router.state.errors ?? {})[0] as { status?: number };
    expect(error.status).toBe(404);
  });
});
