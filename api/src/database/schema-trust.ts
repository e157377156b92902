// Trust and safety's tables (packages/domain/src/trust.ts): the accounts staff look after and the
// reports anyone can make. Part of the one schema (schema.ts re-exports them). A car's and a
// review's standing with staff are columns of their own tables (schema.ts).
import { type SQL, sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  ALL_REPORT_REASONS,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  TRUST_LIMITS,
} from '@carzone/domain';
import { createdAt, oneOf } from './schema-columns.js';

/**
 * Everyone who has signed in to CarZone, by e-mail in lower case, as their last sign-in named
 * them: what staff find people by, and where a suspension is kept. Firebase keeps the account
 * itself; a person who never signed in to the API has no row.
 */
export const accounts = pgTable(
  'accounts',
  {
    email: text('email').primaryKey(),
    uid: text('uid').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** Staff's reason, shown to the person while they are suspended; null when active. */
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    // What the people search looks in: e-mail and name in lower case, one per line, trigram-indexed.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${accounts.email} || E'\\n' || ${accounts.name})`),
  },
  (table) => [
    check('accounts_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('accounts_status_check', oneOf('status', ACCOUNT_STATUSES)),
    check(
      'accounts_suspension_check',
      sql`(${table.status} = 'suspended') = (${table.suspensionReason} is not null)`,
    ),
    // The people search, newest first: in the order it asks for (a descending column sorts its
    // nulls first), or the planner sorts every account the search matches.
    index('accounts_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.email),
    index('accounts_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('accounts_uid_idx').on(table.uid),
  ],
);

/**
 * A report of a car, a review, a person or a message, by a signed-in person, until staff resolve
 * it. One open report per reporter and target (the unique index): reporting again while it is
 * open is refused. Resolving a target's report resolves all its open reports with one action and
 * note.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterEmail: text('reporter_email').notNull(),
    targetType: text('target_type', {
      enum: REPORT_TARGET_TYPES as [string, ...string[]],
    }).notNull(),
    /** A car's or a review's id, or a person's e-mail in lower case. */
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: text('resolved_by'),
    action: text('action', { enum: REPORT_ACTIONS }),
    note: text('note'),
  },
  (table) => [
    check('reports_target_type_check', oneOf('target_type', REPORT_TARGET_TYPES)),
    check('reports_reason_check', oneOf('reason', ALL_REPORT_REASONS)),
    check('reports_status_check', oneOf('status', REPORT_STATUSES)),
    check(
      'reports_action_check',
      sql`${table.action} is null or ${oneOf('action', REPORT_ACTIONS)}`,
    ),
    check(
      'reports_text_check',
      sql.raw(`char_length(text) <= ${TRUST_LIMITS.reportTextMaxLength}`),
    ),
    check(
      'reports_resolution_check',
      sql`(${table.status} = 'resolved') = (${table.resolvedAt} is not null and ${table.action} is not null)`,
    ),
    uniqueIndex('reports_one_open_per_reporter_idx')
      .on(table.reporterEmail, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    // The staff's queue, oldest first, and a target's open reports.
    index('reports_open_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'open'`),
    // The resolved ones, most recently resolved first (read backwards), which only ever grow.
    index('reports_resolved_idx')
      .on(table.resolvedAt, table.id)
      .where(sql`${table.status} = 'resolved'`),
    index('reports_target_idx').on(table.targetType, table.targetId),
    // A person's own reports (the per-account limits) and the reports by them on their account page.
    index('reports_reporter_idx').on(table.reporterEmail, table.createdAt),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;
