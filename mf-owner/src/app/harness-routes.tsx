import { type RouteObject } from '@carzone/web-kit';
import * as addCar from '../features/add-car/add-car-route.tsx';
import * as carCalendar from '../features/car-calendar/car-calendar-route.tsx';
import * as requests from '../features/requests/requests-route.tsx';
import * as myCars from '../features/my-cars/my-cars-route.tsx';
import * as updateCar from '../features/update-car/update-car-route.tsx';

/**
 * The remote's pages as the shell mounts them (mountRemoteHarness frames them). The harness signs
 * nobody in (only the shell talks to Firebase): the pages' calls answer 401 unless the API's
 * session cookie is already set for this origin, and the forms show no owner.
 */
export const harnessRoutes: RouteObject[] = [
  { path: '/addCars', ...addCar },
  { path: '/cars/:email', ...myCars },
  { path: '/update/:id', ...updateCar },
  { path: '/my-cars/:id/calendar', ...carCalendar },
  { path: '/requests', ...requests },
];
