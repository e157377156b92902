// What the API answers about reports and about reviews staff hide: a person's report of a car, a
// review, a person or a message (`POST /api/reports`), the staff's queue of them (`GET /api/admin/reports`)
// and its resolution, and a review's standing after staff hid or restored it. The words (the
// target types, reasons, statuses and actions) are trust.ts's.
import type { Rating, ReviewSide } from './reviews.js';
import type {
  AccountStatus,
  ModerationState,
  ReportAction,
  ReportReason,
  ReportStatus,
  ReportTargetType,
  ReviewHideReason,
} from './trust.js';

/** `POST /api/reports`: what a signed-in person reports, and why. */
export interface ReportInput {
  targetType: ReportTargetType;
  /**
   * A car's or a review's id; a person's e-mail address (any case), or the id of a booking the
   * reporter is party to, which reports its other side (the renter reports the car's owner, the
   * owner the renter, whose e-mail they are never told). The report names that person by e-mail,
   * as one by e-mail would; a booking the reporter is not party to is refused as an unknown person.
   * A message's id, of the other side's message in a thread the reporter is one of the two of.
   */
  targetId: string;
  /** One of REPORT_REASONS[targetType]. */
  reason: ReportReason;
  /** Optional words, at most 1,000 characters (trimmed). */
  text?: string;
}

/** `POST /api/reports`' answer: the report's id. */
export interface ReportCreated {
  _id: string;
}

/** A review after staff hid or restored it. */
export interface ModeratedReview {
  _id: string;
  /** The published reason it is hidden for; null while it is shown. */
  hiddenReason: ReviewHideReason | null;
  /** ISO; null while it is shown. */
  hiddenAt: string | null;
  /** The reviewed car's rating now (a renter's review), or null (an owner's, or a deleted car's). */
  carRating: Rating | null;
}

/** What staff read of a reported car. */
export interface ReportedCar {
  type: 'car';
  carModel: string;
  ownerEmail: string;
  ownerName: string;
  moderationState: ModerationState;
}

/** What staff read of a reported review. */
export interface ReportedReview {
  type: 'review';
  rating: number;
  text: string;
  authorEmail: string;
  authorName: string;
  authorSide: ReviewSide;
  /** The reviewed trip's car (null once the car is deleted) and its model as the trip kept it. */
  carId: string | null;
  carModel: string;
  hiddenReason: ReviewHideReason | null;
}

/** What staff read of a reported person. */
export interface ReportedPerson {
  type: 'user';
  email: string;
  /** Their name at their last sign-in, or as their cars or bookings name them; '' if none. */
  name: string;
  /** Their account's status; null when they never signed in to the API. */
  status: AccountStatus | null;
}

/**
 * What staff read of a reported message: what its sender wrote (`text`, which neither side of the
 * thread reads when it was masked) and what both sides read (`shownText`).
 */
export interface ReportedMessage {
  type: 'message';
  /** The message as written: for staff only. */
  text: string;
  /** The message as both sides of its thread read it. */
  shownText: string;
  /** Whether contact details were hidden from `shownText`. */
  masked: boolean;
  senderEmail: string;
  /** The sender's name as the thread keeps it; '' if none. */
  senderName: string;
  threadId: string;
  /** The thread's car, as the thread kept its model. */
  carModel: string;
  /** ISO. */
  sentAt: string;
}

/** The reported thing as it stands now; null when it is gone (a car deleted since). */
export type ReportTarget = ReportedCar | ReportedReview | ReportedPerson | ReportedMessage;

/** One report, as the staff's queue lists it. */
export interface QueuedReport {
  _id: string;
  reporterEmail: string;
  targetType: ReportTargetType;
  targetId: string;
  target: ReportTarget | null;
  reason: ReportReason;
  text: string;
  status: ReportStatus;
  /** ISO. */
  createdAt: string;
  /** ISO, who resolved it, what they did and their note; null while it is open. */
  resolvedAt: string | null;
  resolvedBy: string | null;
  action: ReportAction | null;
  note: string | null;
}

/** `GET /api/admin/reports`: a page of the queue (open: oldest first; resolved: newest first). */
export interface ReportPage {
  reports: QueuedReport[];
}

/** `POST /api/admin/reports/:id/resolve`. */
export interface ReportResolutionInput {
  action: ReportAction;
  /** What was decided, for the audit log and the reports: required, at most 1,000 characters. */
  note: string;
  /**
   * hideReview: the published reason (REVIEW_HIDE_REASONS) to hide the review for, needed only
   * when the report's own reason is not one of them (`other`). hideCar and suspendUser: the words
   * the car's owner or the person is shown (1 to 1,000 characters), required (a message's
   * suspendUser suspends its sender). dismiss: none.
   */
  reason?: string;
}

/** What resolving answers: the reports it closed (every open report on the target). */
export interface ReportResolution {
  resolved: string[];
  action: ReportAction;
}

/** The lists of published reviews staff read: those shown, and those they hid. */
export const REVIEW_QUEUE_STATES = ['published', 'hidden'] as const;
export type ReviewQueueState = (typeof REVIEW_QUEUE_STATES)[number];

/**
 * One published review as staff read it (`GET /api/admin/reviews?state=`): shown ones newest
 * published first, hidden ones most recently hidden first.
 */
export interface ReviewQueueEntry {
  _id: string;
  rating: number;
  text: string;
  authorEmail: string;
  authorName: string;
  authorSide: ReviewSide;
  /** The reviewed trip's car (null once the car is deleted) and its model as the trip kept it. */
  carId: string | null;
  carModel: string;
  /** When it was published (when others could first read it), ISO 8601. */
  createdAt: string;
  /** The published reason staff hid it for, and when (ISO); null while it is shown. */
  hiddenReason: ReviewHideReason | null;
  hiddenAt: string | null;
}

/** `GET /api/admin/reviews`: a page of one list, and how many reviews it holds in all. */
export interface ReviewQueuePage {
  reviews: ReviewQueueEntry[];
  total: number;
}
