import {
  type MiddlewareFunction,
  Navigate,
  Outlet,
  redirect,
  routes,
  useLocation,
  useMatches,
  useSession,
  whenSessionKnown,
} from '@carzone/web-kit';
import { LoadingText } from '../../components/page-loading.tsx';
import { loadingTextOfMatches } from '../../lib/remotes/remote-loading-texts.ts';
import { loadAuth } from '../../lib/auth/auth-loader.ts';
import { useT } from '../../locales/messages.ts';

/**
 * Route middleware: it runs before the protected pages' loaders (which load their code and data),
 * so a signed-out visitor is sent to sign in with the page remembered and no protected call or
 * remote is even tried.
 */
export const requireSignedIn: MiddlewareFunction = async ({ request }) => {
  // Firebase has the last word on who is signed in: load it (once) and wait for its answer.
  await loadAuth();
  const session = await whenSessionKnown();
  if (session.status !== 'signedIn' || !session.user.email) {
    const url = new URL(request.url);
    throw redirect(routes.signIn.getHref(`${url.pathname}${url.search}${url.hash}`));
  }
};

/** What a protected page shows while authentication loads (and its code and data after that). */
export function AuthLoading() {
  const t = useT();
  return <LoadingText text={t('loading.....')} />;
}

/** Keeps guarding while the page is open: signing out there leads to sign in too. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  if (session.status === 'loading') {
    // A remote's page that says in its own words what it waits for says so from the start.
    const text = loadingTextOfMatches(matches);
    return text === undefined ? <AuthLoading /> : <LoadingText text={text} />;
  }
  if (session.status !== 'signedIn' || !session.user.email) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={routes.signIn.getHref(here)} replace />;
  }
  return <Outlet />;
}
