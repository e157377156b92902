import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  ServiceUnavailableException,
} from '@nestjs/common';
import { type CancellationQuote, cancellationRefund, type PaymentStart } from '@carzone/domain';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { BookingChanges, bookingPeople } from '../bookings/booking-changes.js';
import { Clock } from '../clock/clock.js';
import { refusal } from '../common/refusal.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import type { BookingRow, PaymentRow } from '../database/schema.js';
import { Metrics } from '../metrics/metrics.js';
import type { CallbackRejection } from '../metrics/payment-metrics.js';
import {
  GatewayUnavailableError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type ValidatedPayment,
} from './payment-gateway.js';
import { PaymentsRepository } from './payments.repository.js';
import type { PaymentsTransaction } from './payments.transaction.js';

/** Which of the gateway's callbacks: its server's notice, or the browser it sends back. */
export type GatewayCallback = 'ipn' | 'success' | 'fail' | 'cancel';

/**
 * What a callback came to, for the page the renter is sent back to: paid (Confirmed), held for
 * staff, failed or canceled at the gateway, refunded (paid for a booking that no longer waited),
 * pending (not confirmed yet: the validation API did not answer) or rejected (not ours, forged).
 */
export type PaymentOutcome =
  'paid' | 'held' | 'failed' | 'canceled' | 'refunded' | 'pending' | 'rejected';

/** Where the gateway's callbacks reach the API, under the site's public address. */
export const CALLBACK_PATH = '/api/payments/sslcommerz';

/**
 * Money on the platform: a renter paying a booking's advance at the gateway, and what the
 * gateway's callbacks make of it. Nothing the gateway or the browser sends is trusted: an IPN
 * must carry the store's signature, and every payment is confirmed with the gateway's validation
 * API by its `val_id`, then only if its tran_id, amount and currency are the payment's we started
 * (the amount priced here, from the booking). A payment is settled once, under its booking's lock:
 * a second IPN, a replay or a return after the IPN changes nothing; a valid payment for a booking
 * that no longer waits for it is refunded whole.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  private readonly publicUrl: string;

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly changes: BookingChanges,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  /**
   * Starts a payment of exactly the booking's advance, for its renter alone while it awaits it,
   * and answers the gateway's page. Someone else's booking is 404, as a missing one.
   */
  async start(
    renter: SessionUser,
    bookingId: string,
    now = this.clock.now(),
  ): Promise<PaymentStart> {
    const gateway = this.gateway;
    if (!gateway) throw new ServiceUnavailableException(refusal('payment.gatewayUnavailable'));
    const { payment, booking, phone } = await this.payments.inTransaction(async (tx) => {
      const booking = await this.lockBooking(tx, bookingId, renter);
      if (
        booking.bookingStatus !== 'AwaitingPayment' ||
        booking.advanceState !== 'due' ||
        booking.advanceMinor === null
      )
        throw new ConflictException(refusal('payment.notAwaitingPayment'));
      if (!booking.expiresAt || booking.expiresAt <= now)
        throw new ConflictException(refusal('payment.pastDue'));
      const payment = await tx.startPayment(booking.id, booking.advanceMinor);
      return { payment, booking, phone: await tx.verifiedNumberOf(renter.email) };
    });
    try {
      const session = await gateway.startSession({
        tranId: payment.tranId,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        productName: `Advance: ${booking.carModel}, ${booking.startDate} to ${booking.endDate}`,
        customer: { name: renter.name || renter.email, email: renter.email, phone: phone ?? 'N/A' },
        urls: {
          success: `${this.publicUrl}${CALLBACK_PATH}/success`,
          fail: `${this.publicUrl}${CALLBACK_PATH}/fail`,
          cancel: `${this.publicUrl}${CALLBACK_PATH}/cancel`,
          ipn: `${this.publicUrl}${CALLBACK_PATH}/ipn`,
        },
      });
      await this.payments.keepSession(payment.id, session.sessionKey);
      return { redirectUrl: session.redirectUrl };
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn(`${error.message} ${String(error.cause ?? '')}`);
      throw new ServiceUnavailableException(refusal('payment.gatewayUnavailable'));
    }
  }

  /**
   * One callback of the gateway, checked, validated and settled; answers the booking it was for
   * (null for one not ours) and what it came to. Refused callbacks are counted by reason.
   */
  async onCallback(
    kind: GatewayCallback,
    fields: Readonly<Record<string, string>>,
    now = this.clock.now(),
  ): Promise<{ bookingId: string | null; outcome: PaymentOutcome }> {
    const gateway = this.gateway;
    if (!gateway) return { bookingId: null, outcome: this.rejected('gateway_unreachable') };
    // The browser's return may come without a signature; only the gateway's word confirms it.
    if (kind === 'ipn' && !gateway.isSigned(fields))
      return { bookingId: null, outcome: this.rejected('signature') };
    const payment = await this.payments.byTranId(fields.tran_id ?? '');
    if (!payment) return { bookingId: null, outcome: this.rejected('unknown_transaction') };
    const bookingId = payment.bookingId;
    const status = fields.status ?? '';
    if (kind === 'fail' || kind === 'cancel' || status === 'FAILED' || status === 'CANCELLED') {
      const state = kind === 'cancel' || status === 'CANCELLED' ? 'canceled' : 'failed';
      if (await this.payments.markUnpaid(payment.id, state, now))
        this.metrics.money.payments.inc({ outcome: state });
      return { bookingId, outcome: payment.state === 'paid' ? 'paid' : state };
    }
    let validated: ValidatedPayment | null;
    try {
      validated = fields.val_id ? await gateway.validate(fields.val_id) : null;
    } catch (error) {
      this.logger.warn(`Could not validate ${payment.tranId}: ${String(error)}`);
      this.rejected('gateway_unreachable');
      // The gateway sends its notice again; the renter's page says it is being confirmed.
      if (kind === 'ipn')
        throw new ServiceUnavailableException(refusal('payment.gatewayUnavailable'));
      return { bookingId, outcome: 'pending' };
    }
    if (!validated) return { bookingId, outcome: this.rejected('not_valid') };
    if (
      validated.tranId !== payment.tranId ||
      validated.amountMinor !== payment.amountMinor ||
      validated.currency !== payment.currency
    )
      return { bookingId, outcome: this.rejected('mismatch') };
    return { bookingId, outcome: await this.settle(payment, validated, now) };
  }

  /**
   * What cancelling the booking now would give back of its paid advance, by the one policy: the
   * renter's own cancel, or the owner's (all of it). Nothing paid: nothing either way.
   */
  async cancellation(
    user: SessionUser,
    bookingId: string,
    now = this.clock.now(),
  ): Promise<CancellationQuote> {
    return this.payments.inTransaction(async (tx) => {
      const booking = await tx.findBooking(bookingId);
      const car = booking?.carId ? await tx.carOwner(booking.carId) : null;
      const isRenter = booking !== null && sameEmail(booking.bookerEmail, user.email);
      const isOwner = car !== null && sameEmail(car.ownerEmail, user.email);
      if (!booking || booking.changeOf !== null || !(isRenter || isOwner))
        throw new NotFoundException(refusal('booking.bookingNotFound'));
      const payment = await tx.settledPaymentOf(booking.id);
      if (!payment) return { refundAmount: 0, keptAmount: 0 };
      // This payment's own refunds: the booking's total also counts a second payment's.
      const left = payment.amountMinor - (await tx.refundedOfPayment(payment.id));
      if (payment.state === 'held') return { refundAmount: left, keptAmount: 0 };
      return cancellationRefund(
        {
          advancePaid: left,
          dailyRentalPrice: booking.dailyRentalPrice,
          startDate: booking.startDate,
        },
        isRenter ? 'renter' : 'owner',
        now,
      );
    });
  }

  /**
   * Settles a validated payment under its booking's lock: paid (the booking Confirmed, both
   * mailed), held for staff when the gateway's risk check asks, or refunded whole when the
   * booking no longer waits for it. A payment settled already answers as it stands.
   */
  private settle(
    payment: PaymentRow,
    validated: ValidatedPayment,
    now: Date,
  ): Promise<PaymentOutcome> {
    return this.changes.run(() =>
      this.payments.inTransaction(async (tx) => {
        const found = await tx.findBooking(payment.bookingId);
        const car = found?.carId ? await tx.lockCar(found.carId) : null;
        const booking = await tx.lockBooking(payment.bookingId);
        const locked = await tx.lockPayment(payment.id);
        if (!booking || !locked) throw new NotFoundException(refusal('booking.bookingNotFound'));
        if (locked.state === 'paid' || locked.state === 'held' || locked.state === 'refunded')
          return locked.state;
        const gatewayIds = {
          valId: validated.valId,
          bankTranId: validated.bankTranId,
          cardType: validated.cardType,
          riskLevel: validated.riskLevel,
          settledAt: now,
        };
        const settledBefore = await tx.settledPaymentOf(booking.id);
        if (
          settledBefore ||
          booking.bookingStatus !== 'AwaitingPayment' ||
          booking.advanceState !== 'due' ||
          isPastDeadline(booking, now)
        ) {
          // Paid for a booking that no longer waits (expired, even before the sweep writes it, as
          // every read already shows it; canceled; paid from another tab): all of it goes back.
          await tx.updatePayment(payment.id, { ...gatewayIds, state: 'refunded' });
          await tx.queueRefund(booking, payment, payment.amountMinor, {
            reason: settledBefore ? 'secondPayment' : 'latePayment',
          });
          tx.countOnCommit((metrics) => metrics.money.payments.inc({ outcome: 'refunded_late' }));
          return 'refunded';
        }
        if (validated.riskLevel !== 0) {
          await tx.updatePayment(payment.id, { ...gatewayIds, state: 'held' });
          await tx.settleAdvance(booking.id, {
            advanceState: 'held',
            bookingStatus: 'AwaitingPayment',
          });
          tx.countOnCommit((metrics) => metrics.money.payments.inc({ outcome: 'held' }));
          return 'held';
        }
        await tx.updatePayment(payment.id, { ...gatewayIds, state: 'paid' });
        await this.confirmPaid(tx, booking, car);
        return 'paid';
      }),
    );
  }

  /** The advance paid: the booking Confirmed, counted, and both sides mailed. */
  async confirmPaid(
    tx: PaymentsTransaction,
    booking: BookingRow,
    car: { id: string; ownerName: string; ownerEmail: string } | null,
  ): Promise<BookingRow> {
    const confirmed = await tx.settleAdvance(booking.id, {
      advanceState: 'paid',
      bookingStatus: 'Confirmed',
    });
    tx.countOnCommit((metrics) => metrics.money.payments.inc({ outcome: 'paid' }));
    if (car) {
      await tx.addToBookingCount(car.id, 1);
      await this.changes.queueMails(tx, 'paid', confirmed, bookingPeople(confirmed, car));
    }
    return confirmed;
  }

  /** The renter's booking locked (its car first); someone else's is 404, as a missing one. */
  private async lockBooking(
    tx: PaymentsTransaction,
    bookingId: string,
    renter: SessionUser,
  ): Promise<BookingRow> {
    const found = await tx.findBooking(bookingId);
    if (!found || found.changeOf !== null || !sameEmail(found.bookerEmail, renter.email))
      throw new NotFoundException(refusal('booking.bookingNotFound'));
    if (found.carId) await tx.lockCar(found.carId);
    const booking = await tx.lockBooking(bookingId);
    if (!booking) throw new NotFoundException(refusal('booking.bookingNotFound'));
    return booking;
  }

  private rejected(reason: CallbackRejection): 'rejected' {
    this.metrics.money.callbacksRejected.inc({ reason });
    return 'rejected';
  }
}

/** An advance's deadline passed by `now`: the booking reads as Expired, whether or not written. */
const isPastDeadline = (booking: BookingRow, now: Date) =>
  booking.expiresAt !== null && booking.expiresAt <= now;
