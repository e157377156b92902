// Money on the platform (packages/domain/src/payments.ts): each payment a renter started at the
// gateway for a booking's advance, and each refund of one. Part of the one schema (schema.ts
// re-exports it). Amounts are integer cents. References to bookings are written by hand in
// migration 0027: declaring them here would import schema.ts, which re-exports this file.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATES, REFUND_REASONS, REFUND_STATES } from '@carzone/domain';

export type { RefundReason } from '@carzone/domain';
import { createdAt, oneOf } from './schema-columns.js';

/**
 * One payment of a booking's advance at the gateway: started when the renter asks to pay (its
 * `tran_id` is ours), then paid, held for staff (the gateway's risk check), failed or canceled.
 * A booking has at most one paid or held payment (the partial unique index): a second one that
 * validates (two tabs, a late return) is refunded whole.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    // The transaction id the gateway knows it by: ours, unique, at most 30 characters.
    tranId: text('tran_id').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('started'),
    // What the gateway answered: its session, then the validated payment's ids.
    sessionKey: text('session_key'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    riskLevel: integer('risk_level'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    // The member of staff who accepted or refused a held payment.
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    check('payments_state_check', oneOf('state', PAYMENT_STATES)),
    check('payments_amount_check', sql`${table.amountMinor} > 0`),
    index('payments_booking_id_idx').on(table.bookingId),
    uniqueIndex('payments_one_settled_per_booking')
      .on(table.bookingId)
      .where(sql`${table.state} in ('paid', 'held')`),
    index('payments_held_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'held'`),
  ],
);

/**
 * One refund of a paid payment, queued in the transaction that decided it and carried out by the
 * refund worker through the gateway's refund API, retried with backoff until done. `refe_id` is
 * our reference for it at the gateway, so a retry after a crash asks for the same refund again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    refeId: text('refe_id').notNull().unique(),
    // The gateway's id of the refund, once it took it.
    refundRefId: text('refund_ref_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error').notNull().default(''),
    // A refund staff made by hand: who, and why (the audit log keeps it too).
    staffEmail: text('staff_email'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('refunds_state_check', oneOf('state', REFUND_STATES)),
    check('refunds_reason_check', oneOf('reason', REFUND_REASONS)),
    check('refunds_amount_check', sql`${table.amountMinor} > 0`),
    index('refunds_booking_id_idx').on(table.bookingId),
    index('refunds_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
