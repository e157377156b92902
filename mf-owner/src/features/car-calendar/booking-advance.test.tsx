import { freezeDhakaClock, makeCar, renderRoute, stubApi } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnerBooking, OWNER, prepareOwnerArea } from '../../testing/owner-test-kit.ts';
import * as carCalendarRoute from './car-calendar-route.tsx';

prepareOwnerArea();
// Dhaka's today is Tuesday 1 December 2026.
freezeDhakaClock();

const HIACE = makeCar({ carModel: 'Toyota Hiace', email: OWNER.email, advancePercent: 25 });

describe("A car's calendar: a booking's advance", { timeout: 30_000 }, () => {
  it('says until when the renter has to pay it, and the dates asked for do not repeat it', async () => {
    stubApi({
      'GET /api/update/:id': HIACE,
      'GET /api/cars/:id/blocks': [],
      'GET /api/cars/:email/bookings': [
        makeOwnerBooking(HIACE, {
          startDate: '2026-12-12',
          endDate: '2026-12-15',
          bookingStatus: 'AwaitingPayment',
          advance: {
            amount: 2750,
            currency: 'USD',
            state: 'due',
            dueAt: '2026-12-01T09:30:00.000Z',
            toPayAtPickup: 8250,
          },
        }),
        makeOwnerBooking(HIACE, {
          startDate: '2026-12-20',
          endDate: '2026-12-22',
          renterName: 'Nadia Islam',
          advance: {
            amount: 2750,
            currency: 'USD',
            state: 'paid',
            dueAt: null,
            toPayAtPickup: 8250,
          },
          proposedChange: {
            startDate: '2026-12-26',
            endDate: '2026-12-28',
            totalPrice: 110,
            expiresAt: '2026-12-02T09:30:00.000Z',
          },
        }),
      ],
    });
    renderRoute(
      { path: '/my-cars/:id/calendar', ...carCalendarRoute },
      `/my-cars/${HIACE._id}/calendar`,
      { signedInAs: OWNER },
    );

    const list = await screen.findByRole('list', {
      name: 'Bookings and blocked days in December 2026',
    });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(lines.filter((line) => line.includes('until'))).toEqual([
      expect.stringContaining("Waiting for the renter's advance until 01/12/2026, 15:30"),
    ]);
    expect(lines.filter((line) => line.includes('Advance paid'))).toEqual([
      expect.stringContaining('Advance paid $27.50 · to collect at pickup $82.50'),
    ]);
  });
});
