// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a page's loader, action or Component drifts, `tsc` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as auditRoute from '../features/audit/audit-route.tsx';
import type * as listingsRoute from '../features/listings/listings-route.tsx';
import type * as overviewRoute from '../features/overview/overview-route.tsx';
import type * as paymentsRoute from '../features/payments/payments-route.tsx';
import type * as peopleRoute from '../features/people/people-route.tsx';
import type * as personRoute from '../features/people/person-route.tsx';
import type * as reportsRoute from '../features/reports/reports-route.tsx';
import type * as reviewsRoute from '../features/reviews/reviews-route.tsx';
import type * as staffRoute from '../features/staff/staff-route.tsx';

interface ExposedModules {
  'mf_admin/overview-route': typeof overviewRoute;
  'mf_admin/staff-route': typeof staffRoute;
  'mf_admin/audit-route': typeof auditRoute;
  'mf_admin/reports-route': typeof reportsRoute;
  'mf_admin/reviews-route': typeof reviewsRoute;
  'mf_admin/listings-route': typeof listingsRoute;
  'mf_admin/payments-route': typeof paymentsRoute;
  'mf_admin/people-route': typeof peopleRoute;
  'mf_admin/person-route': typeof personRoute;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
