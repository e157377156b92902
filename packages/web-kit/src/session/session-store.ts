import type { StaffRole } from '@carzone/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface SessionUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** Their staff role, as `GET /api/me` answered it; absent or null for everyone else. */
  role?: StaffRole | null;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

/**
 * The signed-in user as every unit sees it. Only the shell writes it (from Firebase); remotes read
 * it. web-kit is a federation singleton, so there is exactly one store in the page. The store is
 * zustand's vanilla one, bundled here, because the shared zustand may not be ready while this
 * module is evaluated; React reads it through the shared `useStore` at render time.
 */
export const sessionStore = createStore<SessionState>(() => ({ status: 'loading', user: null }));

export function useSession(): SessionState;
export function useSession<Selected>(select: (state: SessionState) => Selected): Selected;
export function useSession<Selected>(select?: (state: SessionState) => Selected) {
  return useStore(sessionStore, select ?? ((state) => state as Selected));
}

export function setSignedIn(user: SessionUser): void {
  sessionStore.setState({ status: 'signedIn', user });
}

export function setSignedOut(): void {
  sessionStore.setState({ status: 'signedOut', user: null });
}

function whenSession(settled: (state: SessionState) => boolean): Promise<SessionState> {
  const current = sessionStore.getState();
  if (settled(current)) return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = sessionStore.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve(state);
    });
  });
}

/** The session once Firebase has said who is signed in (at once when it already has). */
export function whenSessionKnown(): Promise<SessionState> {
  return whenSession((state) => state.status !== 'loading');
}

/** Resolves once a user is signed in here and the server's session cookie has been asked for. */
export function whenSignedIn(): Promise<SessionState> {
  return whenSession((state) => state.status === 'signedIn');
}
