// A suspended person's account, as the API told this page: any signed-in call answers 403
// `account.suspended` with staff's reason in its words (in the page's language). Whoever meets the
// refusal first (a page's loader, a change a remote sends, the sign-in) notes it here; the shell's
// layout then shows the suspended page in place of every page, and the shell signs the device
// out, until the page is loaded again. It lives in web-kit, the page's one copy, so a remote's
// change (useSendChange) reaches the same note as the shell's loaders.
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/api-client';

/** The API's refusal of a suspended person's call (a sign-in included). */
export const ACCOUNT_SUSPENDED = 'account.suspended';

export const isSuspension = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.code === ACCOUNT_SUSPENDED;

let told: string | null = null;
const listeners = new Set<() => void>();

/** Keeps the API's words of the suspension (staff's reason in them) for the suspended page. */
export function noteSuspension(error: ApiError): void {
  told = error.message;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever a suspension is noted; answers how to stop listening. */
export function onSuspension(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the API said of the suspension, or null while none was told. */
export function useSuspension(): string | null {
  return useSyncExternalStore(
    onSuspension,
    () => told,
    () => null,
  );
}

/** Forgets what was told, as a page loaded anew does: for tests, each starting unsuspended. */
export function forgetSuspension(): void {
  told = null;
}
