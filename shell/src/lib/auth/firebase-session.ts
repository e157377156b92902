// Mirrors Firebase's auth state into the shared session store and the server's session cookie.
// Loaded on demand by auth-loader.ts, with Firebase itself.
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { usableProfilePhoto } from '@carzone/domain';
import {
  ApiError,
  isSuspension,
  noteSuspension,
  sessionStore,
  type SessionUser,
  setSignedIn,
  setSignedOut,
  showToast,
} from '@carzone/web-kit';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { firebaseAuth, initFirebaseAuth } from './firebase-auth.ts';
import {
  closeAllServerSessions,
  closeServerSession,
  fetchServerSession,
  openServerSession,
} from './server-session.ts';
import { keepChosenLanguageOnAccount } from '../language/switch-language.ts';
import { hasSessionHint, setSessionHint } from './session-hint.ts';
import { SESSION_ENDED } from './sign-out-messages.ts';
import { t } from '../../locales/messages.ts';

/**
 * What a sign-in says when the server refused its session (the English, which is also the key of
 * its Bangla: an error carries it, and `authErrorMessage` shows it in the page's language).
 */
export const SERVER_SESSION_REFUSED =
  'We could not sign you in to CarZone right now. Please try again in a moment.';

/** The server would not open a session for the Firebase user (told apart by its class). */
export class ServerSessionRefusedError extends Error {
  constructor() {
    super(SERVER_SESSION_REFUSED);
    this.name = 'ServerSessionRefusedError';
  }
}

/**
 * Shows `user` as signed in, with the staff role the API answered for them (null: none); without
 * one, the role already shown stays (a profile's new name is not a new answer about the role).
 */
export function publishUser(
  user: User,
  role: SessionUser['role'] = sessionStore.getState().user?.role ?? null,
): void {
  const photoURL = usableProfilePhoto(user.photoURL) || null;
  setSignedIn({ email: user.email ?? '', displayName: user.displayName, photoURL, role });
}

interface Expectation {
  resolve: () => void;
  reject: (error: Error) => void;
}
let expectation: Expectation | undefined;

/**
 * Call just before a sign-in or sign-up: resolves once the server's session is open (the user is
 * then shown as signed in), rejects with a sentence to show when the server refused it.
 */
export function expectServerSession(): Promise<void> {
  expectation?.reject(new Error('superseded'));
  return new Promise((resolve, reject) => {
    expectation = { resolve, reject };
  });
}

function settleExpectation(error?: Error): boolean {
  const current = expectation;
  expectation = undefined;
  if (!current) return false;
  if (error) current.reject(error);
  else current.resolve();
  return true;
}

/**
 * The server's session for `user`: the one the browser already holds when it is theirs (a page
 * load is not a sign-in: no token is posted, nothing counts against sign-in limits), else a new
 * one from their ID token (first sign-in here, an expired session, or someone else's cookie).
 * Resolves with their staff role: `GET /api/me` answers it, asked again after a sign-in (a
 * failure there leaves the person without one: the console stays hidden, nothing else changes).
 */
async function ensureServerSession(user: User): Promise<SessionUser['role']> {
  const current = await fetchServerSession().catch((error: unknown) => {
    // A suspended person is told so, not signed in again.
    if (isSuspension(error)) throw error;
    return null;
  });
  if (current?.uid === user.uid) return current.role;
  await openServerSession(await user.getIdToken());
  // A sign-in here: a language this browser chose becomes the account's, for its e-mails.
  keepChosenLanguageOnAccount();
  const signedIn = await fetchServerSession().catch(() => null);
  return signedIn?.uid === user.uid ? signedIn.role : null;
}

/**
 * A user with an e-mail gets the server's session before the store says "signed in", so remotes
 * can call protected endpoints at once. If the server refuses, the user is told and signed out of
 * Firebase too: never shown as signed in without a server session. Signing out clears the cookie,
 * but only for someone who was signed in: a visitor who never signed in causes no call.
 */
async function onUserChanged(user: User | null, onPageLoad: boolean): Promise<void> {
  if (user?.email) {
    let role: SessionUser['role'] = null;
    try {
      role = await ensureServerSession(user);
    } catch (error) {
      console.error('The server session could not be opened', error);
      setSessionHint(false);
      if (isSuspension(error)) noteSuspension(error);
      if (!settleExpectation(new ServerSessionRefusedError()) && !isSuspension(error)) {
        // No sign-in under way: a page load whose Firebase sign-in the server no longer accepts
        // (every device was signed out, say) is a sign-out, not a failure.
        const ended = error instanceof ApiError && error.status === 401;
        showToast(ended ? 'info' : 'error', t(ended ? SESSION_ENDED : SERVER_SESSION_REFUSED));
      }
      await signOut(firebaseAuth()).catch(() => {});
      setSignedOut();
      return;
    }
    setSessionHint(true);
    publishUser(user, role);
    settleExpectation();
    return;
  }
  const wasSignedIn = hasSessionHint() || sessionStore.getState().status === 'signedIn';
  // Signed in when this browser was last used, signed out now, before anyone did anything here:
  // Firebase dropped the sign-in (every device was signed out, or the password changed).
  if (onPageLoad && wasSignedIn) showToast('info', t(SESSION_ENDED));
  setSessionHint(false);
  setSignedOut();
  if (wasSignedIn) {
    closeServerSession().catch((error: unknown) =>
      console.error('The server session could not be closed', error),
    );
  }
}

/** Starts Firebase Auth; resolves once it has said who is signed in (and the cookie followed). */
export function startFirebaseSession(config: RuntimeConfig['firebase']): Promise<void> {
  const auth = initFirebaseAuth(config);
  return new Promise((resolve) => {
    let first = true;
    // Changes are handled one after another, so a quick sign-out cannot overtake a sign-in.
    let queue = Promise.resolve();
    onAuthStateChanged(auth, (user) => {
      const onPageLoad = first;
      queue = queue.then(() => onUserChanged(user, onPageLoad));
      if (first) {
        first = false;
        void queue.then(resolve);
      }
    });
  });
}

/**
 * Signs out on this device: Firebase here, then (by the state listener) the store and this
 * device's server session. The person's other devices stay signed in.
 */
export function signOutOfThisDevice(): Promise<void> {
  return signOut(firebaseAuth());
}

/**
 * "Sign out of all devices": the server ends every session of the person and revokes their
 * Firebase sign-ins; then this device signs out of Firebase as above.
 */
export async function signOutOfAllDevices(): Promise<void> {
  await closeAllServerSessions();
  await signOut(firebaseAuth());
}

/**
 * Runs a sign-in (or sign-up) and resolves once the server's session is open too, so the page
 * the user goes to next may be protected; rejects with a sentence to show if either refused.
 */
export async function withServerSession<T>(signIn: () => Promise<T>): Promise<T> {
  const opened = expectServerSession();
  let result: T;
  try {
    result = await signIn();
  } catch (error) {
    settleExpectation();
    throw error;
  }
  await opened;
  return result;
}
