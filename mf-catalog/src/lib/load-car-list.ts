import type { Car } from '@carzone/domain';

/** What a list page's loader hands its view: the cars, or the sentence to show instead. */
export type CarListLoad = { ok: true; cars: Car[] } | { ok: false; message: string };

export const INVALID_CARS_MESSAGE = 'Invalid data received. Please refresh or contact support.';

/**
 * Runs a list fetch for a loader without ever throwing: a failed call becomes `failureMessage`
 * and an answer that is not a list becomes the spec's invalid-data message, so the page shows a
 * clear sentence instead of falling into an error boundary.
 */
export async function loadCarList(
  fetchList: () => Promise<Car[]>,
  failureMessage: string,
): Promise<CarListLoad> {
  try {
    const cars: unknown = await fetchList();
    return Array.isArray(cars)
      ? { ok: true, cars: cars as Car[] }
      : { ok: false, message: INVALID_CARS_MESSAGE };
  } catch (error) {
    // An aborted request belongs to a navigation that moved on; its result is ignored anyway.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    return { ok: false, message: failureMessage };
  }
}
