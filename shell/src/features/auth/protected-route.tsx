import { Center, Text } from '@chakra-ui/react';
import { routes, useSession } from '@carzone/web-kit';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { SignInState } from './return-path.ts';

/** Lets signed-in users through; sends everyone else to sign in, remembering where they were going. */
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
