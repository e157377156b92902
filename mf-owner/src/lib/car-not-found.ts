import { ApiError, data } from '@carzone/web-kit';
import { t, type OwnerText } from '../locales/messages.ts';

/**
 * Said for any car the person cannot edit: gone, never there, or someone else's (in English,
 * translated when it is thrown).
 */
export const CAR_NOT_FOUND: OwnerText =
  "We couldn't find that car among yours. It may have been removed.";

/**
 * A car that does not exist (404), is someone else's (403) or an id that cannot be one (400) all
 * look the same, missing: the shell shows a 404 route error response as the not-found page. Any
 * other error is answered as it is.
 */
export function asCarNotFound(error: unknown, refusals: readonly number[]): unknown {
  return error instanceof ApiError && refusals.includes(error.status)
    ? data(t(CAR_NOT_FOUND), { status: 404 })
    : error;
}
