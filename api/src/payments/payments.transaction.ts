import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { LISTING_CURRENCY } from '@carzone/domain';
import type { Transaction } from '../database/booking-transaction.js';
import { type AuditRecord, appendAuditRecord } from '../database/audit-records.js';
import { queueRefund, refundedOf, settledPaymentOf } from '../database/payment-refunds.js';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  payments,
  type RefundReason,
} from '../database/schema.js';
import { BookingsTransaction } from '../bookings/bookings.transaction.js';

/** A gateway transaction id: ours, unique, within SSLCommerz's 30 characters. */
const newTranId = () => `CZ${randomBytes(12).toString('hex').toUpperCase()}`;

/**
 * A booking change that moves money, inside its transaction: the booking's own writes (the car's
 * lock first, then the booking's: BookingsTransaction), and its payments'. A payment row is only
 * ever locked after its booking, so a settlement and a cancel of one booking queue up on the car.
 */
export class PaymentsTransaction extends BookingsTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** A new payment of `amountMinor` for the booking, started: its tran_id the gateway will know. */
  async startPayment(bookingId: string, amountMinor: number): Promise<PaymentRow> {
    const [row] = await this.tx
      .insert(payments)
      .values({ bookingId, tranId: newTranId(), amountMinor, currency: LISTING_CURRENCY })
      .returning();
    return row!;
  }

  /** The payment, locked; call after its booking's lock. */
  async lockPayment(paymentId: string): Promise<PaymentRow | null> {
    const [row] = await this.tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    return row ?? null;
  }

  async updatePayment(
    paymentId: string,
    changes: Partial<
      Pick<
        PaymentRow,
        | 'state'
        | 'valId'
        | 'bankTranId'
        | 'cardType'
        | 'riskLevel'
        | 'settledAt'
        | 'reviewedBy'
        | 'sessionKey'
      >
    >,
  ): Promise<PaymentRow> {
    const [row] = await this.tx
      .update(payments)
      .set(changes)
      .where(eq(payments.id, paymentId))
      .returning();
    return row!;
  }

  /** The booking's payment that settled (paid, or held for staff), or null. */
  settledPaymentOf(bookingId: string): Promise<PaymentRow | null> {
    return settledPaymentOf(this.tx, bookingId);
  }

  /** What of the payment is refunded or being refunded, in cents. */
  refundedOfPayment(paymentId: string): Promise<number> {
    return refundedOf(this.tx, paymentId);
  }

  /** The staff action's row in the audit log, saved with the change it tells of. */
  audit(record: AuditRecord): Promise<void> {
    return appendAuditRecord(this.tx, record);
  }

  /** Queues a refund of `amount` cents of `payment` (payment-refunds.ts); the booking as it stands. */
  queueRefund(
    booking: BookingRow,
    payment: Pick<PaymentRow, 'id'>,
    amount: number,
    details: { reason: RefundReason; staffEmail?: string | null; note?: string },
  ): Promise<BookingRow> {
    return queueRefund(this.tx, booking, payment, amount, details);
  }

  /** Writes the booking's advance as paid or held; only while it is still due. */
  async settleAdvance(
    bookingId: string,
    changes: { advanceState: 'paid' | 'held'; bookingStatus: 'Confirmed' | 'AwaitingPayment' },
  ): Promise<BookingRow> {
    const [row] = await this.tx
      .update(bookings)
      .set({ ...changes, expiresAt: null })
      .where(
        and(
          eq(bookings.id, bookingId),
          inArray(bookings.advanceState, ['due', 'held']),
          eq(bookings.bookingStatus, 'AwaitingPayment'),
        ),
      )
      .returning();
    return row!;
  }
}
