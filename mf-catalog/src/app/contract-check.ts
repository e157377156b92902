// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a loader or Component drifts from `RouteModule`, `tsc` fails here instead of the page in production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as availableCars from '../features/available-cars/available-cars-route.tsx';
import type * as carDetails from '../features/car-details/car-details-route.tsx';
import type * as recentListings from '../features/recent-listings/recent-listings-route.tsx';

interface ExposedModules {
  'mf_catalog/recent-listings': typeof recentListings;
  'mf_catalog/available-cars-route': typeof availableCars;
  'mf_catalog/car-details-route': typeof carDetails;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
