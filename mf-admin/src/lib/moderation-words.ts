// How the console says the trust queues' values (a report's reason, target, action; a car's
// standing), in the page's language: the API answers them as codes.
import type {
  ListingQueueState,
  ModerationState,
  ReportAction,
  ReportReason,
  ReportTargetType,
  ReviewHideReason,
  ReviewQueueState,
} from '@carzone/domain';
import type { AdminText } from '../locales/messages.ts';

export const REPORT_REASON_WORDS = {
  fake: 'Fake listing',
  misleading: 'Misleading listing',
  unsafe: 'Unsafe car',
  offensive: 'Offensive',
  other: 'Other reason',
  personalData: 'Personal details',
  notAboutTheTrip: 'Not about the trip',
  conflictOfInterest: 'Conflict of interest',
  spam: 'Spam or advertising',
  abusive: 'Abusive',
  fraud: 'Fraudulent',
  noShow: 'No-show',
  offPlatform: 'Asks to pay or talk outside CarZone',
} as const satisfies Record<ReportReason, AdminText>;

/** Each action as the resolve dialog offers it. */
export const REPORT_ACTION_WORDS = {
  dismiss: 'Dismiss: nothing to change',
  hideCar: 'Hide the car',
  hideReview: 'Hide the review',
  suspendUser: 'Suspend the person',
} as const satisfies Record<ReportAction, AdminText>;

/** An action as said of a report of this kind: suspending on a message's report acts on its sender. */
export const reportActionWords = (action: ReportAction, targetType: ReportTargetType): AdminText =>
  action === 'suspendUser' && targetType === 'message'
    ? 'Suspend the sender'
    : REPORT_ACTION_WORDS[action];

export const MODERATION_STATE_WORDS = {
  published: 'Published',
  pendingReview: 'Waiting for staff',
  rejected: 'Rejected by staff',
  hidden: 'Hidden by staff',
} as const satisfies Record<ModerationState, AdminText>;

/** The queues' tabs. */
export const QUEUE_WORDS = {
  pendingReview: 'To review',
  hidden: 'Hidden cars',
  rejected: 'Rejected cars',
} as const satisfies Record<ListingQueueState, AdminText>;

/** The reviews page's lists. */
export const REVIEW_QUEUE_WORDS = {
  published: 'Shown reviews',
  hidden: 'Hidden reviews',
} as const satisfies Record<ReviewQueueState, AdminText>;

/**
 * The published reasons a review is hidden for, as the resolve and hide dialogs offer them: each
 * is also a reason a review is reported for, said in the same words.
 */
export const HIDE_REASON_WORDS: Readonly<Record<ReviewHideReason, AdminText>> = REPORT_REASON_WORDS;
