import { FirebaseError } from 'firebase/app';
import {
  SERVER_SESSION_REFUSED,
  ServerSessionRefusedError,
} from '../../lib/auth/firebase-session.ts';
import { t, type ShellText } from '../../locales/messages.ts';

const MESSAGES: Readonly<Record<string, ShellText>> = {
  'auth/invalid-credential': 'Incorrect e-mail or password.',
  'auth/wrong-password': 'Incorrect e-mail or password.',
  // The same sentence as a wrong password: a sign-in never tells whether an address has an account.
  'auth/user-not-found': 'Incorrect e-mail or password.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/email-already-in-use': 'An account with this e-mail address already exists.',
  'auth/weak-password': 'Password must be at least 6 characters long.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed':
    'Could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'Google sign-in was closed before it finished.',
  'auth/cancelled-popup-request': 'Google sign-in was closed before it finished.',
  'auth/popup-blocked':
    'Your browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'auth/expired-action-code': 'This password reset link has expired. Please ask for a new one.',
  'auth/invalid-action-code':
    'This password reset link is invalid or has already been used. Please ask for a new one.',
  'auth/user-disabled': 'This account has been disabled.',
};

/**
 * A sentence a person can act on, for any error Firebase Auth throws, in the language the page
 * shows: call it when the sentence is shown.
 */
export function authErrorMessage(error: unknown): string {
  const known = error instanceof FirebaseError ? MESSAGES[error.code] : undefined;
  if (known) return t(known);
  if (error instanceof ServerSessionRefusedError) {
    return t(SERVER_SESSION_REFUSED);
  }
  return t('Something went wrong. Please try again.');
}
