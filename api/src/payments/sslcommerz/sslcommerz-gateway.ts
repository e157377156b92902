// The PaymentGateway adapter for SSLCommerz: its session API (the hosted page for bKash, Nagad,
// Rocket and cards), its validation API and its refund API, at the addresses and with the fields
// its official Node client (sslcommerz-lts) uses. That client is not used itself: it cannot be
// pointed at the local stand-in, it sends the store password and remarks unencoded in URLs, and
// it answers a network failure as if it were the gateway's answer (decision 022).
import type { GatewayConfig } from '../../config/payment-config.js';
import {
  GatewayUnavailableError,
  type GatewayRefundState,
  type PaymentGateway,
  type PaymentSession,
  type PaymentSessionInput,
  type RefundRequest,
  type ValidatedPayment,
} from '../payment-gateway.js';
import { hasValidSslcommerzSignature } from './sslcommerz-signature.js';

/** How long one call to the gateway may take before it counts as not answered. */
const GATEWAY_TIMEOUT_MS = 10_000;

type Answer = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** "27.50" → 2750; anything that is not a plain amount with at most two decimals → NaN. */
export function centsOf(amount: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return Number.NaN;
  const [whole, fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 2750 → "27.50", as the gateway takes amounts. */
const decimalOf = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export class SslcommerzGateway implements PaymentGateway {
  constructor(private readonly config: GatewayConfig) {}

  async startSession(input: PaymentSessionInput): Promise<PaymentSession> {
    const form = new URLSearchParams({
      store_id: this.config.storeId,
      store_passwd: this.config.storePassword,
      tran_id: input.tranId,
      total_amount: decimalOf(input.amountMinor),
      currency: input.currency,
      success_url: input.urls.success,
      fail_url: input.urls.fail,
      cancel_url: input.urls.cancel,
      ipn_url: input.urls.ipn,
      cus_name: input.customer.name,
      cus_email: input.customer.email,
      cus_phone: input.customer.phone,
      cus_add1: 'Dhaka',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: input.productName,
      product_category: 'Car rental',
      product_profile: 'non-physical-goods',
    });
    const answer = await this.call('/gwprocess/v4/api.php', 'to open a payment', {
      method: 'POST',
      body: form,
    });
    const redirectUrl = text(answer.GatewayPageURL);
    if (answer.status !== 'SUCCESS' || !/^https?:\/\//.test(redirectUrl))
      throw new GatewayUnavailableError(
        `to open a payment (${text(answer.failedreason) || 'no page given'})`,
      );
    return { redirectUrl, sessionKey: text(answer.sessionkey) };
  }

  isSigned(fields: Readonly<Record<string, string>>): boolean {
    return hasValidSslcommerzSignature(fields, this.config.storePassword);
  }

  async validate(valId: string): Promise<ValidatedPayment | null> {
    const answer = await this.call(
      `/validator/api/validationserverAPI.php?${this.query({ val_id: valId })}`,
      'to validate a payment',
    );
    const status = text(answer.status);
    if (status !== 'VALID' && status !== 'VALIDATED') return null;
    return {
      status,
      tranId: text(answer.tran_id),
      // A payment in another currency than the store's is settled in taka: the amount and the
      // currency the session was opened with are currency_amount and currency_type.
      amountMinor: centsOf(text(answer.currency_amount) || text(answer.amount)),
      currency: text(answer.currency_type) || text(answer.currency),
      riskLevel: Number(text(answer.risk_level) || '0'),
      valId: text(answer.val_id) || valId,
      bankTranId: text(answer.bank_tran_id),
      cardType: text(answer.card_type),
    };
  }

  async refund(request: RefundRequest): Promise<{ refundRefId: string } | { refused: string }> {
    const answer = await this.call(
      `/validator/api/merchantTransIDvalidationAPI.php?${this.query({
        bank_tran_id: request.bankTranId,
        refund_amount: decimalOf(request.amountMinor),
        refund_remarks: request.remarks,
        refe_id: request.refeId,
      })}`,
      'to start a refund',
    );
    if (answer.APIConnect !== 'DONE')
      throw new GatewayUnavailableError(`to start a refund (${text(answer.APIConnect)})`);
    const refundRefId = text(answer.refund_ref_id);
    if (answer.status === 'success' && refundRefId) return { refundRefId };
    return { refused: text(answer.errorReason) || text(answer.status) || 'refused' };
  }

  async refundState(refundRefId: string): Promise<{ state: GatewayRefundState; reason: string }> {
    const answer = await this.call(
      `/validator/api/merchantTransIDvalidationAPI.php?${this.query({ refund_ref_id: refundRefId })}`,
      'about a refund',
    );
    if (answer.APIConnect !== 'DONE')
      throw new GatewayUnavailableError(`about a refund (${text(answer.APIConnect)})`);
    const status = text(answer.status);
    const reason = text(answer.errorReason);
    if (status === 'refunded') return { state: 'refunded', reason };
    if (status === 'processing') return { state: 'processing', reason };
    return { state: 'refused', reason: reason || status || 'refused' };
  }

  /** The store's credentials and `params`, as the validation and refund APIs take them. */
  private query(params: Record<string, string>): string {
    return new URLSearchParams({
      ...params,
      store_id: this.config.storeId,
      store_passwd: this.config.storePassword,
      v: '1',
      format: 'json',
    }).toString();
  }

  private async call(path: string, what: string, init: RequestInit = {}): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(what, error);
    }
    if (!response.ok) throw new GatewayUnavailableError(`${what} (HTTP ${response.status})`);
    try {
      const answer: unknown = await response.json();
      if (answer && typeof answer === 'object') return answer as Answer;
    } catch (error) {
      throw new GatewayUnavailableError(`${what} (not JSON)`, error);
    }
    throw new GatewayUnavailableError(`${what} (not an object)`);
  }
}
