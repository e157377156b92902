import { routes, type RouteObject } from '@carzone/web-kit';
import * as auditRoute from '../features/audit/audit-route.tsx';
import * as listingsRoute from '../features/listings/listings-route.tsx';
import * as overviewRoute from '../features/overview/overview-route.tsx';
import * as paymentsRoute from '../features/payments/payments-route.tsx';
import * as peopleRoute from '../features/people/people-route.tsx';
import * as personRoute from '../features/people/person-route.tsx';
import * as reportsRoute from '../features/reports/reports-route.tsx';
import * as reviewsRoute from '../features/reviews/reviews-route.tsx';
import * as staffRoute from '../features/staff/staff-route.tsx';

/**
 * The remote's pages as the shell mounts them (mountRemoteHarness frames them). The harness signs
 * nobody in and knows no role: the console's calls answer 401 (or 403 without a role) unless the
 * API's session cookie of a member of staff is already set for this origin.
 */
export const harnessRoutes: RouteObject[] = [
  { path: routes.admin.path, ...overviewRoute },
  { path: routes.adminStaff.path, ...staffRoute },
  { path: routes.adminAudit.path, ...auditRoute },
  { path: routes.adminPeople.path, ...peopleRoute },
  { path: routes.adminPerson.path, ...personRoute },
  { path: routes.adminReports.path, ...reportsRoute },
  { path: routes.adminReviews.path, ...reviewsRoute },
  { path: routes.adminListings.path, ...listingsRoute },
  { path: routes.adminPayments.path, ...paymentsRoute },
];
