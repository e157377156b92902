// A car's published reviews, for its details page only (so Home and /available do not download
// it): a page at a time, newest first, with how many there are in the answer's header.
import { TOTAL_COUNT_HEADER, type PublishedReview } from '@carzone/domain';
import { apiResponse } from '@carzone/web-kit';
import type { CatalogText } from '../../locales/messages.ts';

/** Reviews shown at first and added by each "Show more reviews" (the API takes 1 to 60). */
export const REVIEWS_PAGE_SIZE = 10;

/** One page of a car's reviews and how many it has across all pages. */
export interface ReviewsPage {
  reviews: PublishedReview[];
  total: number;
}

/** What the details page's loader hands its Reviews section: the first page, or why not. */
export type ReviewsLoad = ({ ok: true } & ReviewsPage) | { ok: false; message: CatalogText };

export const REVIEWS_FAILURE: CatalogText = "We couldn't load the reviews. Please try again.";

/**
 * The car's reviews from `offset` on, newest first (as the API orders them). Without a readable
 * total (a proxy that drops the header), what came is taken as all there is, so the list offers
 * no page that may not exist.
 */
export async function fetchReviewsPage(
  carId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const { body, headers } = await apiResponse('/car/{id}/reviews', {
    params: { id: carId },
    query: offset > 0 ? { limit: REVIEWS_PAGE_SIZE, offset } : { limit: REVIEWS_PAGE_SIZE },
    signal,
  });
  if (!Array.isArray(body as unknown)) throw new Error('The reviews are not a list.');
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return {
    reviews: body,
    total: Number.isInteger(total) && total >= 0 ? total : offset + body.length,
  };
}

/** The first page for the loader, never thrown: a failure is a sentence in the section. */
export async function loadFirstReviews(carId: string, signal?: AbortSignal): Promise<ReviewsLoad> {
  try {
    return { ok: true, ...(await fetchReviewsPage(carId, 0, signal)) };
  } catch (error) {
    // An aborted request belongs to a navigation that moved on; its result is not shown.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    return { ok: false, message: REVIEWS_FAILURE };
  }
}
