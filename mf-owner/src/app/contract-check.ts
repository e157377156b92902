// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a page's loader, action or Component drifts, `tsc` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as addCar from '../features/add-car/add-car-route.tsx';
import type * as carCalendar from '../features/car-calendar/car-calendar-route.tsx';
import type * as requests from '../features/requests/requests-route.tsx';
import type * as myCars from '../features/my-cars/my-cars-route.tsx';
import type * as updateCar from '../features/update-car/update-car-route.tsx';

interface ExposedModules {
  'mf_owner/add-car-route': typeof addCar;
  'mf_owner/my-cars-route': typeof myCars;
  'mf_owner/update-car-route': typeof updateCar;
  'mf_owner/car-calendar-route': typeof carCalendar;
  'mf_owner/requests-route': typeof requests;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
