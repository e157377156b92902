// A suspended person's account, as the API told this page: any signed-in call answers 403
// `account.suspended` with staff's reason in its words (in the page's language). Once told, the
// layout shows the suspended page in place of every page, until the page is loaded again.
import { useSyncExternalStore } from 'react';
import { ApiError } from '@carzone/web-kit';

/** The API's refusal of a suspended person's call (a sign-in included). */
export const ACCOUNT_SUSPENDED = 'account.suspended';

export const isSuspension = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.code === ACCOUNT_SUSPENDED;

let told: string | null = null;
const listeners = new Set<() => void>();

/** Keeps the API's words of the suspension (staff's reason in them) for the suspended page. */
export function noteSuspension(error: ApiError): void {
  told = error.message;
  for (const listener of listeners) listener();
}

/** What the API said of the suspension, or null while none was told. */
export function useSuspension(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => told,
    () => null,
  );
}
