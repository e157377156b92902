import { sessionStore, setSignedIn, type SessionUser } from '@carzone/web-kit';

/** A signed-in user for tests; pass only what the test is about. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    email: 'renter@example.com',
    displayName: 'Test Renter',
    photoURL: null,
    ...overrides,
  };
}

/** Signs `user` in, as the shell does once Firebase knows them; returns the user. */
export function signInAs(user: SessionUser = makeSessionUser()): SessionUser {
  setSignedIn(user);
  return user;
}

/** Back to the state a page starts in (authentication still loading), for the next test. */
export function resetSession(): void {
  sessionStore.setState(sessionStore.getInitialState(), true);
}
