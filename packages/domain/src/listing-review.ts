// Listing review: how a car's standing with staff (trust.ts, ModerationState) moves. Staff approve
// or reject a car waiting for review, hide a published one and restore a hidden or rejected one;
// an owner's edit sends a car back for review when the operator's setting LISTING_REVIEW is on.
import type { Car } from './entities.js';
import type { Moderation, ModerationState } from './trust.js';

/** A car as its owner reads it (My Cars, the update form): with its standing with staff. */
export interface OwnerCar extends Car {
  moderation: Moderation;
}

/** What staff may do to a listing: `POST /api/admin/cars/:id/<action>`. */
export const MODERATION_ACTIONS = ['approve', 'reject', 'hide', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The states each action moves a car from, and the state it leaves it in. */
export const MODERATION_TRANSITIONS: Readonly<
  Record<ModerationAction, { from: readonly ModerationState[]; to: ModerationState }>
> = {
  approve: { from: ['pendingReview'], to: 'published' },
  reject: { from: ['pendingReview'], to: 'rejected' },
  hide: { from: ['published'], to: 'hidden' },
  restore: { from: ['hidden', 'rejected'], to: 'published' },
};

/** The actions that need staff's reason, which the owner is shown. */
export const ACTIONS_WITH_REASON: readonly ModerationAction[] = ['reject', 'hide'];

/** The state `action` leaves a car in, or null when the car's state does not allow it. */
export function moderatedState(
  state: ModerationState,
  action: ModerationAction,
): ModerationState | null {
  const { from, to } = MODERATION_TRANSITIONS[action];
  return from.includes(state) ? to : null;
}

/** The queues staff work through: every state but published. */
export const LISTING_QUEUE_STATES = ['pendingReview', 'hidden', 'rejected'] as const;
export type ListingQueueState = (typeof LISTING_QUEUE_STATES)[number];

/** The parts of a listing staff review when LISTING_REVIEW is on: a change of one waits again. */
export const REVIEWED_LISTING_FIELDS = ['carModel', 'description', 'imageUrl', 'photoId'] as const;

/**
 * A car's state after its owner saved it. With listing review on, a published car whose reviewed
 * fields changed, or a rejected car edited at all, waits for review again; a hidden car stays
 * hidden (staff restore it). With review off, an edit never moves the state.
 */
export function stateAfterOwnerEdit(
  state: ModerationState,
  {
    listingReview,
    reviewedFieldsChanged,
  }: { listingReview: boolean; reviewedFieldsChanged: boolean },
): ModerationState {
  if (!listingReview) return state;
  if (state === 'rejected') return 'pendingReview';
  if (state === 'published' && reviewedFieldsChanged) return 'pendingReview';
  return state;
}

/** One car of a staff queue (`GET /api/admin/cars?state=`), oldest in its state first. */
export interface ListingQueueEntry {
  _id: string;
  carModel: string;
  brand: string;
  description: string;
  imageUrl: string;
  thumbnailUrl: string;
  owner: { email: string; name: string };
  moderation: Moderation;
  /** When it entered its state, ISO 8601. */
  since: string;
  /** Its bookings and requests still to come or under way (they stay while it is not listed). */
  upcomingBookings: number;
}

/** `GET /api/admin/cars`: a page of one queue. */
export interface ListingQueuePage {
  cars: ListingQueueEntry[];
}

/** What a staff action on a listing answers: the car's standing now. */
export interface ListingModerated {
  _id: string;
  moderation: Moderation;
}
