import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { HeldPayment, RefundToFollow } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { refundStateOf } from '../database/payment-refunds.js';
import { bookings, payments, refunds } from '../database/schema.js';

/** The console's reads of the money, and its one write outside a booking's lock (a retry). */
@Injectable()
export class AdminPaymentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The payments held for review, oldest first, with their booking. */
  async held(limit: number): Promise<HeldPayment[]> {
    const rows = await this.db
      .select({
        paymentId: payments.id,
        bookingId: bookings.id,
        carModel: bookings.carModel,
        renterEmail: bookings.bookerEmail,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        amount: payments.amountMinor,
        cardType: payments.cardType,
        paidAt: payments.settledAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.state, 'held'))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
    return rows.map(({ paidAt, createdAt, cardType, ...row }) => ({
      ...row,
      cardType: cardType ?? '',
      paidAt: (paidAt ?? createdAt).toISOString(),
    }));
  }

  /** The refunds the gateway refused, and those still pending since `overdueSince`, oldest first. */
  async refundsToFollow(overdueSince: Date, limit: number): Promise<RefundToFollow[]> {
    const rows = await this.db
      .select({
        refundId: refunds.id,
        bookingId: refunds.bookingId,
        carModel: bookings.carModel,
        renterEmail: bookings.bookerEmail,
        amount: refunds.amountMinor,
        state: refunds.state,
        reason: refunds.reason,
        attempts: refunds.attempts,
        lastError: refunds.lastError,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(
        or(
          eq(refunds.state, 'failed'),
          and(eq(refunds.state, 'pending'), lte(refunds.createdAt, overdueSince)),
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(limit);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /**
   * A refund the gateway refused, pending again from `now` with its tries counted afresh (and its
   * gateway id kept: a refund the gateway took is asked about, not made twice), audited in the
   * same transaction by `audit`.
   */
  async retryFailed(
    refundId: string,
    now: Date,
    audit: (db: Pick<Database, 'insert'>) => Promise<void>,
  ): Promise<'retried' | 'missing' | 'notFailed'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: refunds.state, bookingId: refunds.bookingId })
        .from(refunds)
        .where(eq(refunds.id, refundId))
        .for('update');
      if (!row) return 'missing';
      if (row.state !== 'failed') return 'notFailed';
      await tx
        .update(refunds)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: now, lastError: '' })
        .where(eq(refunds.id, refundId));
      await tx
        .update(bookings)
        .set({ refundState: refundStateOf(row.bookingId) })
        .where(eq(bookings.id, row.bookingId));
      await audit(tx);
      return 'retried';
    });
  }
}
