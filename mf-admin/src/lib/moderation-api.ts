// The console's calls for the trust queues: the reports people sent, the cars waiting for
// review, hidden or rejected, and the published reviews, shown or hidden. Support and admins both
// may read and act on them.
import type {
  ListingQueueEntry,
  ListingQueueState,
  QueuedReport,
  ReportResolutionInput,
  ReportStatus,
  ReviewHideReason,
  ReviewQueuePage,
  ReviewQueueState,
} from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** The most a queue's page holds (the API's own maximum): the pages and the overview ask for it. */
export const QUEUE_PAGE = 100;

/** The reports with `status`: open ones oldest first, resolved ones newest resolved first. */
export async function fetchReports(
  status: ReportStatus,
  signal?: AbortSignal,
  limit = QUEUE_PAGE,
): Promise<QueuedReport[]> {
  const { reports } = await apiRequest('/admin/reports', { query: { status, limit }, signal });
  return reports as QueuedReport[];
}

/** Acts on a report; the API closes every open report on the same target with it. */
export const resolveReport = (id: string, body: ReportResolutionInput) =>
  apiRequest('/admin/reports/{id}/resolve', { method: 'POST', params: { id }, body });

/** The cars in one staff queue, oldest in it first. */
export async function fetchListingQueue(
  state: ListingQueueState,
  signal?: AbortSignal,
  limit = QUEUE_PAGE,
): Promise<ListingQueueEntry[]> {
  const { cars } = await apiRequest('/admin/cars', { query: { state, limit }, signal });
  return cars as ListingQueueEntry[];
}

/** Approves or restores a car (no reason), or rejects it with the reason its owner reads. */
export function moderateListing(id: string, action: 'approve' | 'restore'): Promise<unknown>;
export function moderateListing(id: string, action: 'reject', reason: string): Promise<unknown>;
export function moderateListing(
  id: string,
  action: 'approve' | 'restore' | 'reject',
  reason?: string,
) {
  if (action === 'reject')
    return apiRequest('/admin/cars/{id}/reject', {
      method: 'POST',
      params: { id },
      body: { reason: reason ?? '' },
    });
  return apiRequest(`/admin/cars/{id}/${action}`, { method: 'POST', params: { id } });
}

/** A page of the published reviews shown or hidden whose car, author or text holds every word of `q`. */
export const fetchReviewQueue = (
  query: { state: ReviewQueueState; q?: string; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<ReviewQueuePage> => apiRequest('/admin/reviews', { query, signal });

/** Hides a published review for one of the published reasons; its author is mailed it. */
export const hideReview = (id: string, reason: ReviewHideReason) =>
  apiRequest('/admin/reviews/{id}/hide', { method: 'POST', params: { id }, body: { reason } });

/** Shows a hidden review again. */
export const restoreReview = (id: string) =>
  apiRequest('/admin/reviews/{id}/restore', { method: 'POST', params: { id } });
