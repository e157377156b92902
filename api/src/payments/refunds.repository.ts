import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { RefundState } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { refundStateOf } from '../database/payment-refunds.js';
import { bookings, payments, type RefundRow, refunds } from '../database/schema.js';

/** How long a claimed refund is one instance's before another may try it (a crash mid-try). */
const CLAIM_LEASE_MS = 2 * 60_000;

/** How many refunds one pass of the worker claims. */
const CLAIMED_PER_PASS = 10;

/** A refund the worker carries out, with what the gateway needs of its payment. */
export type DueRefund = RefundRow & { bankTranId: string };

/** The refunds as the worker carries them out and staff follow them. */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Claims the pending refunds due at `now` (at most a pass's worth, oldest first): each is leased
   * to this instance for a while and counted as an attempt. Rows another instance is claiming at
   * this moment are skipped.
   */
  async claimDue(now: Date): Promise<DueRefund[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.state, 'pending'), lte(refunds.nextAttemptAt, now)))
        .orderBy(asc(refunds.nextAttemptAt))
        .limit(CLAIMED_PER_PASS)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(refunds)
        .set({
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
          attempts: sql`${refunds.attempts} + 1`,
        })
        .where(
          inArray(
            refunds.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      const banks = await tx
        .select({ id: payments.id, bankTranId: payments.bankTranId })
        .from(payments)
        .where(
          inArray(
            payments.id,
            claimed.map((row) => row.paymentId),
          ),
        );
      const bankOf = new Map(banks.map((row) => [row.id, row.bankTranId ?? '']));
      return claimed.map((row) => ({ ...row, bankTranId: bankOf.get(row.paymentId) ?? '' }));
    });
  }

  /** Keeps the gateway's id of a refund it took, so a later try asks about it, not again. */
  async keepGatewayId(refundId: string, refundRefId: string): Promise<void> {
    await this.db.update(refunds).set({ refundRefId }).where(eq(refunds.id, refundId));
  }

  /** The refund is tried again at `at`, saying why it is not done yet. */
  async retryLater(refundId: string, at: Date, why: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ nextAttemptAt: at, lastError: why.slice(0, 500) })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')));
  }

  /** The refund done, or refused by the gateway (failed, for staff); its booking says so. */
  async finish(
    refund: RefundRow,
    state: Exclude<RefundState, 'pending'>,
    why: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ state, lastError: why.slice(0, 500), doneAt: state === 'done' ? new Date() : null })
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')));
      await tx
        .update(bookings)
        .set({ refundState: refundStateOf(refund.bookingId) })
        .where(eq(bookings.id, refund.bookingId));
    });
  }

  /** Refunds staff should see: failed ones, and pending ones older than `olderThan`, oldest first. */
  notDone(olderThan: Date, limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(
        or(
          eq(refunds.state, 'failed'),
          and(eq(refunds.state, 'pending'), lte(refunds.createdAt, olderThan)),
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(limit);
  }

  /** The oldest pending refund's age (seconds at `now`) and how many failed, for the metrics. */
  async backlog(now: Date): Promise<{ oldestPendingSeconds: number; failed: number }> {
    const [row] = await this.db
      .select({
        oldest:
          sql<Date | null>`min(${refunds.createdAt}) filter (where ${refunds.state} = 'pending')`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
        failed: sql<number>`(count(*) filter (where ${refunds.state} = 'failed'))::int`,
      })
      .from(refunds)
      .where(inArray(refunds.state, ['pending', 'failed']));
    const oldest = row?.oldest ?? null;
    return {
      oldestPendingSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
      failed: Number(row?.failed ?? 0),
    };
  }
}
