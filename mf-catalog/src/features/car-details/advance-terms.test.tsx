import type { BookingSlotProps } from '@carzone/federation/contracts';
import { makeCar, renderRoute, reply, showBangla, stubApi } from '@carzone/web-testing';
import type { Car } from '@carzone/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as carDetailsRoute from './car-details-route.tsx';

function StandInBookingSlot({ car }: BookingSlotProps) {
  return <button type="button">Book {car.carModel} online</button>;
}

/** The details page of `car`, as the shell composes it. */
async function showDetails(car: Car) {
  stubApi({
    'GET /api/car/:id': car,
    'GET /api/car/:id/owner-record': { bookings: 0, canceledByOwner: 0 },
    'GET /api/car/:id/reviews': reply(200, [], { headers: { 'X-Total-Count': '0' } }),
  });
  renderRoute(
    {
      path: '/car/:id',
      loader: carDetailsRoute.loader,
      Component: () => <carDetailsRoute.Component BookingSlot={StandInBookingSlot} />,
    },
    `/car/${car._id}`,
  );
  await screen.findByRole('heading', { level: 1, name: car.carModel });
}

describe('Car details: the advance to book', () => {
  it('says the share paid now and the rest at pickup, then the free cancellation', async () => {
    await showDetails(makeCar({ carModel: 'Toyota Hiace', advancePercent: 25 }));

    expect(screen.getByText('Advance: 25% of the trip price now, the rest at pickup')).toBeTruthy();
    expect(screen.getByText('Free cancellation until 24 hours before the first day.')).toBeTruthy();
  });

  it('says nothing of an advance when the car asks none', async () => {
    await showDetails(makeCar({ carModel: 'Toyota Axio', advancePercent: 0 }));

    expect(screen.queryByText(/Advance/)).toBeNull();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });

  it('says it in Bangla, with Bengali digits', async () => {
    await showDetails(makeCar({ carModel: 'Toyota Hiace', advancePercent: 25 }));

    await showBangla();

    expect(await screen.findByText('অগ্রিম: এখন ট্রিপের দামের ২৫%, বাকিটা পিকআপের সময়')).toBeTruthy();
    expect(screen.getByText('প্রথম দিনের ২৪ ঘণ্টা আগ পর্যন্ত বিনা খরচে বাতিল করা যায়।')).toBeTruthy();
  });
});
