import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type HeldPayment,
  type ManualRefundInput,
  type PaymentsQueue,
  REFUND_OVERDUE_MINUTES,
  type RefundToFollow,
} from '@carzone/domain';
import { BookingChanges, bookingPeople } from '../bookings/booking-changes.js';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { appendAuditRecord } from '../database/audit-records.js';
import type { BookingRow } from '../database/schema.js';
import type { StaffCaller } from '../staff/staff-only.guard.js';
import { AdminPaymentsRepository } from './admin-payments.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import type { PaymentsTransaction } from './payments.transaction.js';

/** How many held payments and refunds the console's queue shows at once. */
const QUEUE_LIMIT = 100;

/**
 * Finance staff and the money: payments the gateway's risk check held (accepted: the booking
 * Confirmed; refused: canceled and refunded whole), refunds the gateway refused or has not done
 * in an hour (tried again), and refunds by hand (full or part, with a reason). Every act is one
 * transaction with its audit row, under the booking's lock as any change of it.
 */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly queueReads: AdminPaymentsRepository,
    private readonly paying: PaymentsService,
    private readonly changes: BookingChanges,
    private readonly clock: Clock,
  ) {}

  async queue(now = this.clock.now()): Promise<PaymentsQueue> {
    const overdueSince = new Date(now.getTime() - REFUND_OVERDUE_MINUTES * 60_000);
    const [held, refunds] = await Promise.all([
      this.queueReads.held(QUEUE_LIMIT),
      this.queueReads.refundsToFollow(overdueSince, QUEUE_LIMIT),
    ]);
    return { held: held satisfies HeldPayment[], refunds: refunds satisfies RefundToFollow[] };
  }

  /** A held payment accepted: the booking Confirmed, both sides mailed. */
  accept(paymentId: string, by: StaffCaller): Promise<void> {
    return this.onHeld(paymentId, by, async (tx, booking, car) => {
      await tx.updatePayment(paymentId, { state: 'paid', reviewedBy: by.email });
      await this.paying.confirmPaid(tx, booking, car);
      return { action: 'payment.accepted', reason: null };
    });
  }

  /** A held payment refused: the booking Canceled, the payment refunded whole, the renter told. */
  refuse(paymentId: string, reason: string, by: StaffCaller): Promise<void> {
    return this.onHeld(paymentId, by, async (tx, booking, car) => {
      const payment = await tx.updatePayment(paymentId, {
        state: 'refunded',
        reviewedBy: by.email,
      });
      const canceled = await tx.update(booking.id, {
        bookingStatus: 'Canceled',
        expiresAt: null,
        statusReason: reason,
      });
      const refunded = await tx.queueRefund(canceled, payment, payment.amountMinor, {
        reason: 'heldRefused',
        staffEmail: by.email,
        note: reason,
      });
      if (car)
        await this.changes.queueMails(tx, 'canceled', refunded, bookingPeople(refunded, car), {
          only: 'renter',
        });
      return { action: 'payment.refused', reason };
    });
  }

  /** A refund by hand of `amount` cents of the booking's paid advance, with its reason. */
  refundByHand(bookingId: string, input: ManualRefundInput, by: StaffCaller): Promise<void> {
    return this.changes.run(() =>
      this.payments.inTransaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        const payment = await tx.settledPaymentOf(booking.id);
        if (!payment || payment.state !== 'paid')
          throw new ConflictException(refusal('payment.nothingToRefund'));
        const left = payment.amountMinor - (await tx.refundedOfPayment(payment.id));
        if (left <= 0) throw new ConflictException(refusal('payment.nothingToRefund'));
        if (input.amount > left) throw new ConflictException(refusal('payment.refundTooLarge'));
        await tx.queueRefund(booking, payment, input.amount, {
          reason: 'byStaff',
          staffEmail: by.email,
          note: input.reason,
        });
        await tx.audit({
          actor: by.email,
          role: by.role,
          action: 'refund.byHand',
          targetType: 'booking',
          targetId: booking.id,
          reason: `${input.amount} cents: ${input.reason}`,
          requestId: by.requestId,
        });
      }),
    );
  }

  /** A refund the gateway refused, tried again from now. */
  async retry(refundId: string, by: StaffCaller): Promise<void> {
    const retried = await this.queueReads.retryFailed(refundId, this.clock.now(), (db) =>
      appendAuditRecord(db, {
        actor: by.email,
        role: by.role,
        action: 'refund.retried',
        targetType: 'refund',
        targetId: refundId,
        reason: null,
        requestId: by.requestId,
      }),
    );
    if (retried === 'missing') throw new NotFoundException(refusal('payment.refundNotFound'));
    if (retried === 'notFailed') throw new ConflictException(refusal('payment.refundNotFailed'));
  }

  private async onHeld(
    paymentId: string,
    by: StaffCaller,
    act: (
      tx: PaymentsTransaction,
      booking: BookingRow,
      car: { id: string; ownerName: string; ownerEmail: string } | null,
    ) => Promise<{ action: 'payment.accepted' | 'payment.refused'; reason: string | null }>,
  ): Promise<void> {
    // Read before the transaction, never inside it on another connection (PGlite has one: a read
    // beside an open transaction waits for it forever). A payment's booking never changes.
    const held = await this.payments.byId(paymentId);
    if (!held) throw new NotFoundException(refusal('payment.notFound'));
    return this.changes.run(() =>
      this.payments.inTransaction(async (tx) => {
        const found = await tx.findBooking(held.bookingId);
        const car = found?.carId ? await tx.lockCar(found.carId) : null;
        const booking = await tx.lockBooking(held.bookingId);
        const payment = await tx.lockPayment(paymentId);
        if (!booking || payment?.state !== 'held')
          throw new ConflictException(refusal('payment.notHeld'));
        const { action, reason } = await act(tx, booking, car);
        await tx.audit({
          actor: by.email,
          role: by.role,
          action,
          targetType: 'payment',
          targetId: paymentId,
          reason,
          requestId: by.requestId,
        });
      }),
    );
  }
}

/** The booking locked for a change of its money (its car first); a missing one is 404. */
async function lockBooking(tx: PaymentsTransaction, bookingId: string): Promise<BookingRow> {
  const found = await tx.findBooking(bookingId);
  if (!found || found.changeOf !== null)
    throw new NotFoundException(refusal('booking.bookingNotFound'));
  if (found.carId) await tx.lockCar(found.carId);
  const booking = await tx.lockBooking(bookingId);
  if (!booking) throw new NotFoundException(refusal('booking.bookingNotFound'));
  return booking;
}
