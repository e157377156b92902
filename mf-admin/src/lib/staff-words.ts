// How the console says a staff role and an audited action, in the page's language. An action the
// console has no words for yet shows as the API names it (`<area>.<act>`), never as nothing.
import type { AuditAction, StaffRole } from '@carzone/domain';
import type { AdminText } from '../locales/messages.ts';

export const ROLE_WORDS = {
  admin: 'Admin',
  support: 'Support',
  finance: 'Finance',
} as const satisfies Record<StaffRole, AdminText>;

const ACTION_WORDS = {
  'staff.signIn': 'Signed in',
  'staff.roleGranted': 'Gave a role',
  'staff.roleRemoved': 'Removed a role',
  'account.suspended': 'Suspended an account',
  'account.reinstated': 'Reinstated an account',
  'listing.approve': 'Approved a car',
  'listing.reject': 'Rejected a car',
  'listing.hide': 'Hid a car',
  'listing.restore': 'Restored a car',
  'review.hidden': 'Hid a review',
  'review.restored': 'Restored a review',
  'report.resolved': 'Resolved a report',
  'payment.accepted': 'Accepted a held payment',
  'payment.refused': 'Refused a held payment',
  'refund.byHand': 'Refunded by hand',
  'refund.retried': 'Tried a refund again',
} as const satisfies Record<AuditAction, AdminText>;

/** The words for an audited action, or undefined when the console has none (show the code). */
export const actionWords = (action: string): AdminText | undefined =>
  Object.hasOwn(ACTION_WORDS, action) ? ACTION_WORDS[action as AuditAction] : undefined;
