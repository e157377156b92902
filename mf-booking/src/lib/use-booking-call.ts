import { ApiError, routes, showToast, useLocation, useNavigate } from '@carzone/web-kit';
import { useState } from 'react';

interface Failure {
  /** The toast's title when the server said nothing a person can read. */
  title: string;
  /** Its text then. */
  fallback: string;
}

/**
 * One way to send a booking call from a dialog: a busy flag while it runs, a signed-out answer
 * (401) sends the visitor to sign in and back here, any other refusal shows the server's own words
 * (or `failure` when it sent none, or could not be reached). Resolves to the answer, or `undefined` when the call failed.
 */
export function useBookingCall() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, failure: Failure): Promise<T | undefined> {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(
          routes.signIn.getHref(`${location.pathname}${location.search}${location.hash}`),
        );
        return undefined;
      }
      // The server's own words when it sent some; a network failure or an unreadable answer
      // (the server said nothing) gets the failure's title and text.
      const message = error instanceof ApiError && error.fromServer ? error.message : '';
      if (message) showToast('error', message);
      else showToast('error', failure.title, failure.fallback);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
