import type { Car } from '@carzone/domain';
import type { CatalogText } from '../locales/messages.ts';

/**
 * What a list page's loader hands its view: what it loaded, or the sentence to show instead (in
 * English, translated where it is shown, so it follows a change of language).
 */
export type Loaded<T extends { cars: Car[] }> =
  ({ ok: true } & T) | { ok: false; message: CatalogText };

/** Home's Recent Listings: the cars alone. */
export type CarListLoad = Loaded<{ cars: Car[] }>;

export const INVALID_CARS_MESSAGE: CatalogText =
  'Invalid data received. Please refresh or contact support.';

/**
 * Runs a list fetch for a loader without ever throwing: a failed call becomes `failureMessage`
 * and an answer whose cars are not a list becomes the spec's invalid-data message, so the page
 * shows a clear sentence instead of falling into an error boundary.
 */
export async function loadCarList<T extends { cars: Car[] }>(
  fetchList: () => Promise<T>,
  failureMessage: CatalogText,
): Promise<Loaded<T>> {
  try {
    const loaded = await fetchList();
    // `cars` is typed by what the API promises, not checked: the check is here.
    return Array.isArray(loaded.cars as unknown)
      ? { ...loaded, ok: true as const }
      : { ok: false, message: INVALID_CARS_MESSAGE };
  } catch (error) {
    // An aborted request belongs to a navigation that moved on; its result is ignored anyway.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    return { ok: false, message: failureMessage };
  }
}
