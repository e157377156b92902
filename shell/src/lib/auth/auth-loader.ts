// Firebase off the critical path: who is signed in is first guessed from the session hint, and
// Firebase Auth (its code and its start-up calls) loads only when needed: at once when someone is
// probably signed in, else when an identity page or a protected page opens or someone signs out.
// A visitor who only browses never downloads it (much of Bangladesh browses on metered data).
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { onSuspension, setSignedOut } from '@carzone/web-kit';
import { useSyncExternalStore } from 'react';
import type * as FirebaseSessionModule from './firebase-session.ts';
import { hasSessionHint } from './session-hint.ts';

type FirebaseSession = typeof FirebaseSessionModule;

let firebaseConfig: RuntimeConfig['firebase'] | undefined;
let loading: Promise<FirebaseSession> | undefined;
let started = false;
const startListeners = new Set<() => void>();

const subscribeToStart = (listener: () => void) => {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
};

/**
 * Whether the session has been looked at yet. A first screen is taken over before it is (the
 * session waits for the browser to be idle), and it is rendered for nobody in particular: until
 * then the nav is a visitor's, whose links work from the HTML, not a spinner.
 */
export function useAuthStarted(): boolean {
  return useSyncExternalStore(
    subscribeToStart,
    () => started,
    () => false,
  );
}

/** Loads and starts Firebase Auth once; resolves after its first answer on who is signed in. */
export function loadAuth(): Promise<FirebaseSession> {
  if (!firebaseConfig) return Promise.reject(new Error('Auth is loaded before startAuth ran.'));
  const config = firebaseConfig;
  loading ??= import('./firebase-session.ts').then(async (session) => {
    await session.startFirebaseSession(config);
    return session;
  });
  return loading;
}

/**
 * A suspended account, told by any call (a loader's, a remote's change, the sign-in): this device
 * signs out (Firebase and its session), so no page tries the person's calls again; the layout
 * shows the suspended page meanwhile.
 */
function signOutWhenSuspended(): void {
  onSuspension(() => {
    void loadAuth()
      .then((auth) => auth.signOutOfThisDevice())
      .catch((failure: unknown) =>
        console.error('Could not sign out a suspended account', failure),
      );
  });
}

/** At start-up: decide what the page shows before Firebase has said anything. */
export function startAuth(config: RuntimeConfig['firebase']): void {
  if (!started) signOutWhenSuspended();
  firebaseConfig = config;
  if (hasSessionHint()) {
    // The session stays "loading" (the nav's spinner) until Firebase confirms.
    void loadAuth();
  } else {
    setSignedOut();
  }
  started = true;
  for (const listener of startListeners) listener();
}
