// The port every payment goes through: a hosted payment page for one transaction, the validation
// of a payment the gateway reports, and refunds. SslcommerzGateway is its one adapter (the real
// sandbox or live store, or the local stand-in that speaks the same protocol); the rules around
// it (what to charge, when a payment counts) are PaymentsService's, never the gateway's.

/** Who pays and what for, as the gateway's hosted page shows and keeps it. */
export interface PaymentSessionInput {
  /** Ours: the payment's transaction id at the gateway. */
  tranId: string;
  /** Integer cents, priced by the API from the booking it keeps. */
  amountMinor: number;
  currency: string;
  productName: string;
  customer: { name: string; email: string; phone: string };
  /** Where the gateway sends the browser back (POST) and its server-to-server notice (IPN). */
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

export interface PaymentSession {
  /** The gateway's page the renter pays on. */
  redirectUrl: string;
  sessionKey: string;
}

/** What the gateway's validation API says of a payment, by its `val_id`. */
export interface ValidatedPayment {
  /** VALID the first time it is asked, VALIDATED after; anything else is no payment. */
  status: string;
  tranId: string;
  /** Integer cents, from the gateway's decimal amount. */
  amountMinor: number;
  currency: string;
  /** 0: safe; 1: the gateway's risk check wants a person to look (held for staff). */
  riskLevel: number;
  valId: string;
  bankTranId: string;
  cardType: string;
}

/** Where a refund stands at the gateway. */
export type GatewayRefundState = 'processing' | 'refunded' | 'refused';

export interface RefundRequest {
  bankTranId: string;
  amountMinor: number;
  /** Ours, the same on every try of one refund. */
  refeId: string;
  remarks: string;
}

/** The gateway did not answer, or answered nonsense: the caller retries later. */
export class GatewayUnavailableError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`The payment gateway did not answer ${what}.`, { cause });
    this.name = 'GatewayUnavailableError';
  }
}

export interface PaymentGateway {
  /** Opens the gateway's hosted page for one payment. */
  startSession(input: PaymentSessionInput): Promise<PaymentSession>;
  /** True when a callback's fields carry the store's signature (an IPN's `verify_sign`). */
  isSigned(fields: Readonly<Record<string, string>>): boolean;
  /** The gateway's own word on a payment, or null when it knows no such valid payment. */
  validate(valId: string): Promise<ValidatedPayment | null>;
  /** Starts a refund: its gateway id, or the gateway's reason for refusing it. */
  refund(request: RefundRequest): Promise<{ refundRefId: string } | { refused: string }>;
  /** How far a refund the gateway took is. */
  refundState(refundRefId: string): Promise<{ state: GatewayRefundState; reason: string }>;
}

/** Nest's token for the gateway: the module provides the SSLCommerz adapter, tests their own. */
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
