// Money on the platform as operators watch it (docs/operations.md, CarZoneRefundNotDone and
// CarZonePaymentCallbacksRejected): payments settled by outcome, the gateway's callbacks refused
// and why, advances left unpaid, refunds carried out, and the oldest refund still not done (read
// at each scrape; NaN until the database answers).
import { Counter, Gauge, type Registry } from 'prom-client';

export const PAYMENT_OUTCOMES = ['paid', 'held', 'failed', 'canceled', 'refunded_late'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Why a gateway callback changed nothing: forged, not validated, or not matching ours. */
export const CALLBACK_REJECTIONS = [
  'signature',
  'unknown_transaction',
  'not_valid',
  'mismatch',
  'gateway_unreachable',
] as const;
export type CallbackRejection = (typeof CALLBACK_REJECTIONS)[number];

export const REFUND_OUTCOMES = ['done', 'retried', 'failed'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];

export class PaymentMetrics {
  readonly payments: Counter<'outcome'>;
  readonly callbacksRejected: Counter<'reason'>;
  readonly advancesExpired: Counter;
  readonly refunds: Counter<'outcome'>;
  readonly oldestPendingRefund: Gauge;
  readonly refundsFailed: Gauge;

  constructor(registry: Registry) {
    this.payments = new Counter({
      name: 'carzone_payments_total',
      help: 'Advance payments settled (committed): paid, held for staff, failed, canceled at the gateway, or refunded because the booking had ended (refunded_late).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.callbacksRejected = new Counter({
      name: 'carzone_payment_callbacks_rejected_total',
      help: "The gateway's IPNs and returns that changed nothing, by reason: a bad verify_sign, an unknown tran_id, a validation not VALID, an amount, currency or tran_id not ours, or the validation API unreachable.",
      labelNames: ['reason'],
      registers: [registry],
    });
    this.advancesExpired = new Counter({
      name: 'carzone_advances_expired_total',
      help: 'Bookings written Expired because their advance was not paid by its deadline.',
      registers: [registry],
    });
    this.refunds = new Counter({
      name: 'carzone_refunds_total',
      help: "Refund attempts through the gateway's refund API: done, retried (the gateway was down or still processing), failed (refused: staff must act).",
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.oldestPendingRefund = new Gauge({
      name: 'carzone_refund_oldest_pending_seconds',
      help: 'How long the oldest refund not yet done (pending) has waited; 0 when none is.',
      registers: [registry],
    });
    this.refundsFailed = new Gauge({
      name: 'carzone_refunds_failed',
      help: 'Refunds the gateway refused, waiting for staff to refund by hand.',
      registers: [registry],
    });
    for (const outcome of PAYMENT_OUTCOMES) this.payments.inc({ outcome }, 0);
    for (const reason of CALLBACK_REJECTIONS) this.callbacksRejected.inc({ reason }, 0);
    for (const outcome of REFUND_OUTCOMES) this.refunds.inc({ outcome }, 0);
  }
}
