// Trust and safety: what staff can do to accounts, listings and reviews, and what anyone can
// report (a car, a review, a person, a message). The values are stored as they are here (the database checks them) and answered as they
// are; the words people read for each are in the units' catalogs.

/** An account is `active`, or `suspended` by staff with a reason shown to the person. */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Where a car stands with staff. Only a `published` car is shown to anyone but its owner:
 * `pendingReview` waits for staff (with listing review on), `rejected` was refused with a reason,
 * `hidden` was taken down with a reason after it was published.
 */
export const MODERATION_STATES = ['published', 'pendingReview', 'rejected', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** A car's standing with staff, as its owner reads it. */
export interface Moderation {
  state: ModerationState;
  /** Staff's reason for a rejection or a hiding, shown to the owner; null otherwise. */
  reason: string | null;
}

/** The published reasons staff may hide a review for (worded on /faq in both languages). */
export const REVIEW_HIDE_REASONS = [
  'personalData',
  'offensive',
  'notAboutTheTrip',
  'conflictOfInterest',
  'spam',
] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];

/**
 * What can be reported, and the reasons a report of each may give. A message's `offPlatform`: it
 * asks to pay or to talk outside CarZone.
 */
export const REPORT_REASONS = {
  car: ['fake', 'misleading', 'unsafe', 'offensive', 'other'],
  review: [...REVIEW_HIDE_REASONS, 'other'],
  user: ['abusive', 'fraud', 'noShow', 'other'],
  message: ['abusive', 'fraud', 'offPlatform', 'spam', 'other'],
} as const;
export type ReportTargetType = keyof typeof REPORT_REASONS;
export const REPORT_TARGET_TYPES = Object.keys(REPORT_REASONS) as ReportTargetType[];
export type ReportReason = (typeof REPORT_REASONS)[ReportTargetType][number];
/** Every reason of every target type, once. */
export const ALL_REPORT_REASONS = [...new Set(Object.values(REPORT_REASONS).flat())];

/** A report waits (`open`) until staff resolve it, with every other open report of its target. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What staff do when they resolve a report. */
export const REPORT_ACTIONS = ['dismiss', 'hideCar', 'hideReview', 'suspendUser'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const TRUST_LIMITS = {
  /** A report's own words, and a staff reason or note. */
  reportTextMaxLength: 1000,
  reasonMaxLength: 1000,
} as const;
