import { ApiError } from '@carzone/web-kit';

/**
 * For a page that can still show itself without the owner's bookings: null in their place. But a
 * refusal of the caller (signed out, someone else's e-mail) is the shell's to show, and an aborted
 * load is nobody's.
 */
export function withoutBookings(error: unknown): null {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  console.error(error);
  return null;
}
