import { addCalendarDays } from './dhaka-dates.js';

// Two-way, double-blind reviews: after a completed trip its renter reviews the car
// (and so its owner) and the owner reviews the renter, each within REVIEW_WINDOW_DAYS. Nobody
// reads a review, the other side included, until both have written or the window has closed;
// from then on it never changes.

/** Days after a trip completes (from 00:00 in Dhaka on its end date) that each side may review. */
export const REVIEW_WINDOW_DAYS = 14;

/** A side that has not written is reminded this many days before its window closes. */
export const REVIEW_REMINDER_DAYS = 2;

export const REVIEW_LIMITS = {
  lowestRating: 1,
  highestRating: 5,
  textMaxLength: 1000,
} as const;

/** Who writes a review: the trip's renter (of the car) or the car's owner (of the renter). */
export const REVIEW_SIDES = ['renter', 'owner'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** `POST /api/bookings/:id/review`: the side is the caller's on that booking, never a field. */
export interface ReviewInput {
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Optional words, at most 1,000 characters (trimmed). */
  text?: string;
}

/** A review as its author sees it, published or not yet. */
export interface OwnReview {
  rating: number;
  text: string;
  /** ISO. */
  writtenAt: string;
  /** ISO, once both sides have written or the window has closed; null till then. */
  publishedAt: string | null;
}

/** A published review, as anyone may read it: never the author's e-mail. */
export interface PublishedReview {
  _id: string;
  rating: number;
  text: string;
  /** The author's display name when they wrote it; empty if they had none. */
  reviewerName: string;
  /** ISO. */
  publishedAt: string;
}

/**
 * A completed trip's reviews as one side sees them, on its booking: when the window closes, its
 * own review, and the other side's once published (never before).
 */
export interface TripReviews {
  /** The caller's side on this trip. */
  side: ReviewSide;
  /** ISO: the last moment to write (00:00 in Dhaka, 14 days after the end date). */
  windowClosesAt: string;
  /** Whether the caller may write now: within the window, not written yet, the car listed. */
  canWrite: boolean;
  mine: OwnReview | null;
  theirs: PublishedReview | null;
}

/** A car's or a renter's stars: the published reviews' average to one decimal, and their count. */
export interface Rating {
  /** Null when there is no published review. */
  average: number | null;
  count: number;
}

/** What an owner deciding on a request sees of its renter. */
export interface RenterRecord {
  /** The owners' published reviews of this renter. */
  rating: Rating;
  /** Their confirmed trips whose car has come back. */
  completedTrips: number;
}

export const REVIEW_MESSAGES = {
  ratingInvalid: 'Give a rating of 1 to 5 whole stars.',
  textInvalid: 'The review must be text.',
  textTooLong: `A review can be at most ${REVIEW_LIMITS.textMaxLength.toLocaleString('en')} characters.`,
  notYourTrip: "Only this trip's renter and the car's owner can review it.",
  tripNotCompleted: 'This trip can be reviewed once it is completed (the car is back).',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this trip have passed.`,
  alreadyWritten: 'You have already reviewed this trip; a review cannot be changed.',
  carRemoved: 'This car is no longer listed, so its trip cannot be reviewed.',
} as const;

/** The moment a trip's review window closes: 00:00 in Dhaka, 14 days after its end date. */
export function reviewWindowClosesAt(endDate: string): Date {
  return new Date(`${addCalendarDays(endDate, REVIEW_WINDOW_DAYS)}T00:00:00+06:00`);
}

/** The moment a side that has not written is reminded: two days before the window closes. */
export function reviewReminderAt(endDate: string): Date {
  return new Date(
    `${addCalendarDays(endDate, REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS)}T00:00:00+06:00`,
  );
}

type ReviewFieldRefusal = 'review.ratingInvalid' | 'review.textInvalid' | 'review.textTooLong';

/** Each broken rule of a review as sent, by field, as a refusal's code; empty when it can be kept. */
export function reviewProblems(input: {
  rating?: unknown;
  text?: unknown;
}): Partial<Record<keyof ReviewInput, ReviewFieldRefusal>> {
  const problems: Partial<Record<keyof ReviewInput, ReviewFieldRefusal>> = {};
  const { rating, text } = input;
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < REVIEW_LIMITS.lowestRating ||
    rating > REVIEW_LIMITS.highestRating
  )
    problems.rating = 'review.ratingInvalid';
  if (text !== undefined && typeof text !== 'string') problems.text = 'review.textInvalid';
  else if (typeof text === 'string' && text.trim().length > REVIEW_LIMITS.textMaxLength)
    problems.text = 'review.textTooLong';
  return problems;
}

/** The average of `count` ratings adding up to `total`, to one decimal (half up); null for none. */
export function averageRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total * 10) / count) / 10 : null;
}
