// The operators' console is for staff only, and anyone else is told nothing of it: a visitor, or a
// signed-in person without a staff role, gets the site's 404 page at its paths, and no file of
// the console's remote is asked for (the middleware decides before any loader runs).
import {
  data,
  isRouteErrorResponse,
  type MiddlewareFunction,
  Outlet,
  type SessionState,
  useMatches,
  useRouteError,
  useSession,
  whenSessionKnown,
} from '@carzone/web-kit';
import { LoadingText } from '../components/page-loading.tsx';
import { AuthLoading } from '../features/auth/protected-route.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { UnexpectedErrorPage } from '../features/not-found/unexpected-error-page.tsx';
import { loadAuth } from '../lib/auth/auth-loader.ts';
import { loadingTextOfMatches } from '../lib/remotes/remote-loading-texts.ts';

/** Whether the session is a member of staff's (an admin or support), as `GET /api/me` said. */
export const isStaff = (session: SessionState): boolean =>
  session.status === 'signedIn' && Boolean(session.user.email) && Boolean(session.user.role);

/**
 * Route middleware: runs before the console's loaders (which load its remote), so anyone but
 * staff meets a 404 with nothing of the console downloaded.
 */
export const requireStaff: MiddlewareFunction = async () => {
  // Firebase has the last word on who is signed in, and the API on their role.
  await loadAuth();
  if (!isStaff(await whenSessionKnown())) throw data(null, { status: 404 });
};

/** Keeps guarding while the console is open: signing out, or losing the role, shows the 404. */
export function StaffRoute() {
  const session = useSession();
  const matches = useMatches();
  if (session.status === 'loading') {
    const text = loadingTextOfMatches(matches);
    return text === undefined ? <AuthLoading /> : <LoadingText text={text} />;
  }
  return isStaff(session) ? <Outlet /> : <NotFoundPage />;
}

/** What the guard refused is the site's 404 page; any other failure the site's error page. */
export function StaffRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFoundPage />
  ) : (
    <UnexpectedErrorPage />
  );
}
