// A refund decided inside a booking's transaction: the policy's amount (packages/domain's
// cancellationRefund) queued as a pending row the refund worker carries out through the gateway
// (api/src/payments/), and the booking's own record of what went back. Here, below the modules,
// because the renter's cancel (bookings), the owner's (booking-requests), a suspension (accounts)
// and staff (payments) all refund the same way, in their own transactions.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type CancelingSide, cancellationRefund, type RefundState } from '@carzone/domain';
import type { Transaction } from './booking-transaction.js';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  payments,
  type RefundReason,
  refunds,
} from './schema.js';

/** The reason a refund row records for a cancel by each side. */
const REASON_OF: Record<CancelingSide, RefundReason> = {
  renter: 'renterCanceled',
  owner: 'ownerCanceled',
  staff: 'ownerSuspended',
};

/** The booking's payment that settled (paid, or held for staff), or null when none did. */
export async function settledPaymentOf(
  tx: Transaction,
  bookingId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.state, ['paid', 'held'])));
  return row ?? null;
}

/**
 * Queues the refund the policy gives when `side` ends `booking` at `now` (the booking locked by
 * the caller, its status already written): nothing when no advance was paid. A payment still held
 * for staff goes back whole, whoever cancels. Answers the booking as it now stands.
 */
export async function refundOnCancel(
  tx: Transaction,
  booking: BookingRow,
  side: CancelingSide,
  now: Date,
): Promise<BookingRow> {
  const payment = await settledPaymentOf(tx, booking.id);
  if (!payment) return booking;
  const left = payment.amountMinor - (await refundedOf(tx, payment.id));
  // A payment held for review goes back whole and waits for staff no more.
  if (payment.state === 'held')
    await tx.update(payments).set({ state: 'refunded' }).where(eq(payments.id, payment.id));
  const { refundAmount } =
    payment.state === 'held'
      ? { refundAmount: left }
      : cancellationRefund(
          {
            advancePaid: left,
            dailyRentalPrice: booking.dailyRentalPrice,
            startDate: booking.startDate,
          },
          side,
          now,
        );
  return queueRefund(tx, booking, payment, refundAmount, { reason: REASON_OF[side] });
}

/**
 * Queues a refund of `amount` cents of `payment` (nothing for 0) and adds it to the booking's
 * refunded total; the caller checked it is no more than what is left of the payment.
 */
export async function queueRefund(
  tx: Transaction,
  booking: BookingRow,
  payment: Pick<PaymentRow, 'id'>,
  amount: number,
  {
    reason,
    staffEmail = null,
    note = '',
  }: { reason: RefundReason; staffEmail?: string | null; note?: string },
): Promise<BookingRow> {
  if (amount <= 0) return booking;
  await tx.insert(refunds).values({
    bookingId: booking.id,
    paymentId: payment.id,
    amountMinor: amount,
    reason,
    // Our reference for this refund at the gateway: asked again after a crash, it is one refund.
    refeId: `CZR${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    staffEmail,
    note,
  });
  const [updated] = await tx
    .update(bookings)
    .set({
      refundedMinor: sql`${bookings.refundedMinor} + ${amount}`,
      refundState: refundStateOf(booking.id),
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated!;
}

/** What of a payment was refunded or is being refunded (every refund but a failed one), in cents. */
export async function refundedOf(tx: Transaction, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.state, 'failed')));
  return row?.total ?? 0;
}

/** The least finished of a booking's refunds: pending while any is, failed while any is, else done. */
export function refundStateOf(bookingId: string) {
  return sql<RefundState>`(select case when bool_or(${refunds.state} = 'pending') then 'pending' when bool_or(${refunds.state} = 'failed') then 'failed' else 'done' end from ${refunds} where ${refunds.bookingId} = ${bookingId})`;
}
