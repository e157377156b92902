import { closeServerSession, openServerSession, setSignedIn, setSignedOut } from '@carzone/web-kit';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { firebaseAuth } from './firebase-auth.ts';

export function publishUser(user: User): void {
  setSignedIn({ email: user.email ?? '', displayName: user.displayName, photoURL: user.photoURL });
}

/**
 * Mirrors Firebase's auth state into the shared session store, and the server's session cookie:
 * a user with an e-mail gets a cookie (from their ID token) before the store says "signed in", so
 * remotes can call protected endpoints at once; nobody gets the cookie cleared.
 */
export function syncSessionWithFirebase(): () => void {
  return onAuthStateChanged(firebaseAuth(), async (user) => {
    if (user?.email) {
      try {
        await openServerSession(await user.getIdToken());
      } catch (error) {
        console.error('The server session could not be opened', error);
      }
      publishUser(user);
    } else {
      setSignedOut();
      closeServerSession().catch((error: unknown) =>
        console.error('The server session could not be closed', error),
      );
    }
  });
}
