import type { Car } from '@carzone/domain';
import {
  apiRequest,
  type LoaderFunctionArgs,
  type RouteObject,
  useLoaderData,
} from '@carzone/web-kit';
import BookingDialog from '../features/booking-dialog/booking-dialog.tsx';
import * as myBookings from '../features/my-bookings/my-bookings-route.tsx';

/** Alone, there is no car details page to hold the dialog: the harness shows Book Now by itself. */
function HarnessCar() {
  const { car } = useLoaderData() as { car: Car };
  return <BookingDialog car={car} />;
}

/**
 * The remote's modules as the shell mounts them (mountRemoteHarness frames them). The harness
 * signs nobody in (only the shell talks to Firebase): Book Now leads to sign in and My Bookings
 * answers 401 unless the API's session cookie is already set for this origin.
 */
export const harnessRoutes: RouteObject[] = [
  {
    path: '/car/:id',
    loader: async ({ params, request }: LoaderFunctionArgs) => ({
      car: await apiRequest('/car/{id}', {
        params: { id: params.id ?? '' },
        signal: request.signal,
      }),
    }),
    Component: HarnessCar,
  },
  { path: '/bookings', ...myBookings },
];
