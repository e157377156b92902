import type { BookingSlotProps } from '@carzone/federation/contracts';
import { type RouteObject, Text } from '@carzone/web-kit';
import * as availableCars from '../features/available-cars/available-cars-route.tsx';
import * as carDetails from '../features/car-details/car-details-route.tsx';
import * as recentListings from '../features/recent-listings/recent-listings-route.tsx';

/** Alone, there is no booking area to fill car details' slot: say so where Book Now would be. */
function HarnessBookingSlot({ car }: BookingSlotProps) {
  return (
    <Text color="fg.muted">Booking {car.carModel} happens in the booking area (in the shell).</Text>
  );
}

/** The remote's pages as the shell mounts them (mountRemoteHarness frames them). */
export const harnessRoutes: RouteObject[] = [
  { path: '/', ...recentListings },
  { path: '/available', ...availableCars },
  {
    path: '/car/:id',
    loader: carDetails.loader,
    Component: () => <carDetails.Component BookingSlot={HarnessBookingSlot} />,
  },
];
