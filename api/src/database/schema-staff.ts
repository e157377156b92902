// The staff's tables: who holds a role in the operators' console, and the audit log every staff
// action writes. Part of the one schema (schema.ts re-exports them). What Drizzle cannot express,
// the triggers that make the database refuse to change or delete an audit row, is written by hand
// in the migration that made the tables (api/drizzle/0019_staff_and_audit_log.sql).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@carzone/domain';
import { oneOf } from './schema-columns.js';

/**
 * The people with a staff role, by e-mail in lower case (as Firebase names a signed-in person). No
 * row: no role. The staff guard reads the caller's row on every request, so a change counts from
 * their next one. Who changed what, and when, is the audit log's to tell: this is the state now.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    email: text('email').primaryKey(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** An admin's e-mail, or the setting that granted it at start (ADMIN_EMAILS, SEED_DEMO_DATA). */
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_roles_role_check', oneOf('role', STAFF_ROLES)),
    check('staff_roles_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * One row per staff action, for ever: the database refuses UPDATE, DELETE and TRUNCATE on it (the
 * migration's triggers), and no route offers either. Newest first is `at`, then `id`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A member of staff's e-mail, or the setting that acted at start. */
    actorEmail: text('actor_email').notNull(),
    /** The role the actor acted with; null for a setting. */
    actorRole: text('actor_role', { enum: STAFF_ROLES }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    /** The request's X-Request-Id; null for what the API did at start. */
    requestId: text('request_id'),
  },
  (table) => [
    check(
      'audit_log_actor_role_check',
      sql`${table.actorRole} is null or ${oneOf('actor_role', STAFF_ROLES)}`,
    ),
    // NULLS FIRST as the reads' `desc()` orders (drizzle-kit writes `.desc()` alone NULLS LAST, an
    // order the planner cannot read these in): newest first without sorting the whole log.
    index('audit_log_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_log_target_idx').on(
      table.targetType,
      table.targetId,
      table.at.desc().nullsFirst(),
    ),
    index('audit_log_actor_idx').on(table.actorEmail, table.at.desc().nullsFirst()),
  ],
);

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
