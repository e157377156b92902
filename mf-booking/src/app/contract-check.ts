// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if the dialog's props or the page's loader or Component drift, `tsc` fails here instead of the
// page in production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as bookingDialog from '../features/booking-dialog/booking-dialog.tsx';
import type * as myBookings from '../features/my-bookings/my-bookings-route.tsx';

interface ExposedModules {
  'mf_booking/booking-dialog': typeof bookingDialog;
  'mf_booking/my-bookings-route': typeof myBookings;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
