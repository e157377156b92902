// CarZone's staff, who run the operators' console: the roles a person may hold, and what the API
// answers of them and of the audit log their actions write. The API keeps the roles and reads the
// caller's on every request (api/src/staff/), so a change counts from the person's next request.

/**
 * `admin`: everything, staff included. `support`: reads everything and acts on accounts, listings,
 * reviews and reports, but never on staff. `finance`: the money: payments held for review,
 * refunds not done, refunds by hand. Admin covers both (`roleCovers`).
 */
export const STAFF_ROLES = ['admin', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every action the audit log records, `<area>.<act>`: the console has words for each, so a new
 * one must be added here first (and the type tells the console it lacks its words).
 */
export const AUDIT_ACTIONS = [
  'staff.signIn',
  'staff.roleGranted',
  'staff.roleRemoved',
  'account.suspended',
  'account.reinstated',
  'listing.approve',
  'listing.reject',
  'listing.hide',
  'listing.restore',
  'review.hidden',
  'review.restored',
  'report.resolved',
  'payment.accepted',
  'payment.refused',
  'refund.byHand',
  'refund.retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Whether a person holding `held` (null: no role) may do what needs `needed`. */
export const roleCovers = (held: StaffRole | null, needed: StaffRole): boolean =>
  held === 'admin' || held === needed;

/** One member of staff, as `GET /api/admin/staff` lists them. */
export interface StaffMember {
  /** Their e-mail address, in lower case: the role belongs to the account that signs in with it. */
  email: string;
  role: StaffRole;
  /** Who gave the role: an admin's e-mail, or the setting that did at start (ADMIN_EMAILS). */
  grantedBy: string;
  /** ISO 8601. */
  grantedAt: string;
}

/** `GET /api/admin/staff`: everyone with a role, by e-mail. */
export interface StaffList {
  staff: StaffMember[];
}

/** One staff action, as the audit log keeps it for ever (nothing changes or deletes a row). */
export interface AuditEntry {
  id: number;
  /** When, ISO 8601. */
  at: string;
  /** Who acted: a member of staff's e-mail, or the setting that acted at start. */
  actor: string;
  /** The role they acted with; null for a setting. */
  actorRole: StaffRole | null;
  /** What was done, `<area>.<act>`: `staff.signIn`, `staff.roleGranted`… */
  action: string;
  /** What it was done to: its kind (`staff`, `car`…) and its id there (an e-mail, a car's id…). */
  targetType: string;
  targetId: string;
  /** Why, in the actor's words, or a note; null when none was asked. */
  reason: string | null;
  /** The request that did it (its X-Request-Id), the key to its log lines; null at start. */
  requestId: string | null;
}

/** `GET /api/admin/audit`: a page of the log, newest first. */
export interface AuditPage {
  entries: AuditEntry[];
}
