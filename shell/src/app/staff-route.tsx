// The operators' console is for staff only, and anyone else is told nothing of it: a visitor, or a
// signed-in person without a staff role, gets the site's 404 page at its paths, and no file of
// the console's remote is asked for (the middleware decides before any loader runs).
import {
  data,
  type MiddlewareFunction,
  Outlet,
  type SessionState,
  useSession,
  whenSessionKnown,
} from '@carzone/web-kit';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { loadAuth } from '../lib/auth/auth-loader.ts';

/** Whether the session is a member of staff's (any role: admin, support, finance), as `GET /api/me` said. */
const isStaff = (session: SessionState): boolean =>
  Boolean(session.user?.email && session.user.role);

/**
 * Route middleware: runs before the console's loaders (which load its remote), so anyone but
 * staff meets a 404 with nothing of the console downloaded. The route shows NotFoundPage for any
 * error of its own: this 404, or Firebase failing to say who it is (which says nothing either).
 */
export const requireStaff: MiddlewareFunction = async () => {
  // Firebase has the last word on who is signed in, and the API on their role.
  await loadAuth();
  if (!isStaff(await whenSessionKnown())) throw data(null, { status: 404 });
};

/**
 * Keeps guarding while the console is open (the middleware has waited for the session, so it is
 * known): signing out there, or losing the role, shows the 404 page.
 */
export function StaffRoute() {
  return isStaff(useSession()) ? <Outlet /> : <NotFoundPage />;
}
