import { create } from 'zustand';

export interface SessionUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

/**
 * The signed-in user as every unit sees it. Only the shell writes it (from Firebase); remotes read
 * it. It is a federation singleton, so there is exactly one store in the page.
 */
export const useSession = create<SessionState>(() => ({ status: 'loading', user: null }));

export function setSignedIn(user: SessionUser): void {
  useSession.setState({ status: 'signedIn', user });
}

export function setSignedOut(): void {
  useSession.setState({ status: 'signedOut', user: null });
}
