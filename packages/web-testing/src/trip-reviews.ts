// A completed trip's reviews as the API answers them on a booking, for the pages that show and
// write them (the renter's My Bookings, the owner's My Cars), and what a booking's price details
// read as once opened.
import type { OwnReview, ReviewInput, ReviewSide, TripReviews } from '@carzone/domain';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** When the reviews written in these tests were written: 9 December 2026, 10:00 in Dhaka. */
export const REVIEW_WRITTEN_AT = '2026-12-09T04:00:00.000Z';

/** A trip's reviews as `side` sees them: its window open until 22 December 2026, none written. */
export function makeTripReviews(
  side: ReviewSide,
  overrides: Partial<TripReviews> = {},
): TripReviews {
  return {
    side,
    windowClosesAt: '2026-12-21T18:00:00.000Z',
    canWrite: true,
    mine: null,
    theirs: null,
    ...overrides,
  };
}

/** The caller's own review, written at REVIEW_WRITTEN_AT: published when `publishedAt` says. */
export const makeOwnReview = ({
  rating,
  text = '',
  publishedAt = null,
}: ReviewInput & { publishedAt?: string | null }): OwnReview => ({
  rating,
  text,
  writtenAt: REVIEW_WRITTEN_AT,
  publishedAt,
});

/** The review a stub of `POST /api/bookings/:id/review` keeps of the body it was sent. */
export const reviewSent = (body: unknown): OwnReview => makeOwnReview(body as ReviewInput);

/**
 * Opens a booking's price details in `row` (a `<details>` closed until its summary, `label`, is
 * clicked) and answers their lines as read.
 */
export async function openPriceDetails(
  row: HTMLElement,
  label: string,
  user: UserEvent,
): Promise<(string | null)[]> {
  const summary = within(row).getByText(label);
  const details = summary.closest('details')!;
  expect(details.open).toBe(false);
  await user.click(summary);
  expect(details.open).toBe(true);
  return within(within(row).getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
