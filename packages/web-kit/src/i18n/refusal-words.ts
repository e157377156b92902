import { SERVER_UNREACHABLE, type ApiError } from '../api/api-client';
import { banglaRefusal } from './messages';

/** The code a refusal that got no answer at all (status 0) is known by here. */
export const UNREACHABLE_CODE = 'network.unreachable';

/**
 * A refusal in the page's language: the Bangla for its code when the page is in Bangla and knows
 * it, else the server's own (English) words.
 */
export function refusalWords(error: ApiError): string {
  const code = error.status === 0 ? UNREACHABLE_CODE : error.code;
  return banglaRefusal(code, error.retryAfterSeconds) ?? error.message;
}

/** What a call that got no answer at all says, in the page's language. */
export const serverUnreachableWords = (): string =>
  banglaRefusal(UNREACHABLE_CODE) ?? SERVER_UNREACHABLE;
