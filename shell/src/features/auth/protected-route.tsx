import { Center, Text } from '@chakra-ui/react';
import { routes, useSession, whenSessionKnown } from '@carzone/web-kit';
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { signInHref, type SignInState } from './return-path.ts';

/**
 * Runs before any protected page loads its data or code: a signed-out visitor is sent to sign in
 * with the page remembered, so no protected call or remote is even tried.
 */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  const session = await whenSessionKnown();
  if (session.status !== 'signedIn' || !session.user.email) {
    const url = new URL(request.url);
    throw redirect(signInHref(`${url.pathname}${url.search}${url.hash}`));
  }
  return null;
}

/** Keeps guarding while the page is open: signing out there leads to sign in too. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <Center py="20">
        <Text>loading.....</Text>
      </Center>
    );
  }
  if (session.status !== 'signedIn' || !session.user.email) {
    const state: SignInState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={routes.signIn.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
