// The merchant's side of SSLCommerz as the stand-in answers it: session init (api.php), order
// validation (validationserverAPI.php), refunds and the transaction queries
// (merchantTransIDvalidationAPI.php), and the fields a finished payment sends back.
import { randomBytes } from 'node:crypto';
import {
  dhakaDateTime,
  fromCents,
  newId,
  PAYMENT_METHODS,
  parseAmount,
  REQUIRED_INIT_FIELDS,
  signed,
  toCents,
  type PaymentMethod,
  type StandInTransaction,
} from './protocol.js';

export interface StandInSettings {
  /** When the IPN goes: awaited before the return page, about a second after it, or not at all. */
  ipn: 'beforeReturn' | 'afterReturn' | 'never';
  /** Every gateway endpoint answers 503 (a fault drill's outage). */
  down: boolean;
  /** The payment page's default risk level. */
  riskLevel: 0 | 1;
  /** How long a refund reads as 'processing' before it reads as 'refunded'. */
  refundDelayMs: number;
}

export interface GatewayState {
  storeId: string;
  storePassword: string;
  settings: StandInSettings;
  transactions: StandInTransaction[];
  /** Where browsers reach the stand-in (publicUrl, else its own url), without a trailing slash. */
  publicBase: string;
}

type Answer = Record<string, unknown>;

/** The gateway's version in validation answers, as SSLCommerz's v4 gives it. */
const GW_VERSION = '4.00';
const VALUE_FIELDS = ['value_a', 'value_b', 'value_c', 'value_d'] as const;

function hasStoreCredentials(state: GatewayState, fields: Record<string, string>): boolean {
  return fields.store_id === state.storeId && fields.store_passwd === state.storePassword;
}

/** POST /gwprocess/v4/api.php: opens a payment session (a repeated tran_id gets a new one). */
export function initSession(state: GatewayState, fields: Record<string, string> | null): Answer {
  const failed = (failedreason: string) => ({ status: 'FAILED', failedreason });
  if (!fields) return failed('Unreadable request: send application/x-www-form-urlencoded');
  if (!hasStoreCredentials(state, fields))
    return failed('Store Credential Error Or Store is De-active');
  for (const name of REQUIRED_INIT_FIELDS)
    if (!fields[name]?.trim()) return failed(`Missing or empty field: ${name}`);
  const amount = parseAmount(fields.total_amount);
  if (!amount)
    return failed('Invalid total_amount: a positive number with at most 2 decimals is expected');

  const sessionkey = randomBytes(16).toString('hex').toUpperCase();
  const { store_passwd: _password, ...init } = fields;
  state.transactions.push({
    sessionkey,
    tran_id: fields.tran_id!,
    status: 'UNATTEMPTED',
    amount,
    currency: fields.currency!.trim().toUpperCase(),
    createdAt: new Date().toISOString(),
    init,
    result: null,
    val_id: null,
    bank_tran_id: null,
    validatedOn: null,
    refunds: [],
    ipn: null,
  });
  const gatewayPageUrl = `${state.publicBase}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`;
  return {
    status: 'SUCCESS',
    failedreason: '',
    sessionkey,
    GatewayPageURL: gatewayPageUrl,
    redirectGatewayURL: gatewayPageUrl,
    storeBanner: '',
    storeLogo: '',
    desc: [],
  };
}

export type PageAction = 'pay' | 'fail' | 'cancel';

/**
 * Finishes `transaction` as the page's button chose, and answers the signed fields the IPN and
 * the browser carry to the merchant. Only Pay issues a val_id and a bank_tran_id.
 */
export function finishPayment(
  state: GatewayState,
  transaction: StandInTransaction,
  choice: { action: PageAction; method: PaymentMethod; riskLevel: 0 | 1 },
): Record<string, string> {
  const method = PAYMENT_METHODS[choice.method];
  const paid = choice.action === 'pay';
  const cents = toCents(transaction.amount);
  if (paid) {
    transaction.val_id = newId(6, true);
    transaction.bank_tran_id = newId(7);
  }
  transaction.status = paid ? 'VALID' : choice.action === 'fail' ? 'FAILED' : 'CANCELLED';
  const cardTaken = choice.action !== 'cancel';
  const fields: Record<string, string> = {
    status: transaction.status,
    tran_date: dhakaDateTime(),
    tran_id: transaction.tran_id,
    val_id: transaction.val_id ?? '',
    amount: transaction.amount,
    // What the merchant keeps after the gateway's fee (the stand-in takes 2.5%).
    store_amount: paid ? fromCents(Math.round(cents * 0.975)) : '0.00',
    currency: transaction.currency,
    bank_tran_id: transaction.bank_tran_id ?? '',
    card_type: cardTaken ? method.cardType : '',
    card_no: cardTaken && choice.method === 'card' ? '418117XXXXXX6675' : '',
    card_issuer: cardTaken ? method.issuer : '',
    card_brand: cardTaken ? method.brand : '',
    card_issuer_country: cardTaken ? 'Bangladesh' : '',
    card_issuer_country_code: cardTaken ? 'BD' : '',
    currency_type: transaction.currency,
    currency_amount: transaction.amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    ...Object.fromEntries(VALUE_FIELDS.map((name) => [name, transaction.init[name] ?? ''])),
    risk_level: paid ? String(choice.riskLevel) : '',
    risk_title: paid ? (choice.riskLevel === 0 ? 'Safe' : 'Checking') : '',
  };
  if (choice.action === 'fail') fields.error = 'Declined on the stand-in page (Fail was chosen)';
  const result = signed(fields, state.storePassword);
  transaction.result = result;
  return result;
}

/** The transaction's outcome fields without the signature (the query APIs do not sign). */
function outcomeFields(transaction: StandInTransaction): Record<string, string> {
  const {
    verify_key: _key,
    verify_sign: _md5,
    verify_sign_sha2: _sha2,
    ...fields
  } = transaction.result ?? {};
  return {
    val_id: '',
    tran_date: dhakaDateTime(Date.parse(transaction.createdAt)),
    tran_id: transaction.tran_id,
    amount: transaction.amount,
    currency: transaction.currency,
    bank_tran_id: '',
    risk_level: '',
    risk_title: '',
    ...fields,
    status: transaction.status,
  };
}

/** GET /validator/api/validationserverAPI.php: VALID the first time, VALIDATED after. */
export function validateOrder(state: GatewayState, query: Record<string, string>): Answer {
  if (!hasStoreCredentials(state, query)) return { APIConnect: 'INVALID_REQUEST' };
  const transaction = query.val_id
    ? state.transactions.find((candidate) => candidate.val_id === query.val_id)
    : undefined;
  if (!transaction) return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
  const answer = {
    ...outcomeFields(transaction),
    emi_instalment: '0',
    emi_amount: '0.00',
    emi_description: '',
    emi_issuer: '',
    account_details: '',
    APIConnect: 'DONE',
    validated_on: transaction.validatedOn ?? dhakaDateTime(),
    gw_version: GW_VERSION,
  };
  if (transaction.status === 'VALID') {
    transaction.status = 'VALIDATED';
    transaction.validatedOn = answer.validated_on;
  }
  return answer;
}

/** GET /validator/api/merchantTransIDvalidationAPI.php: a refund, its status, or a query. */
export function merchantTransactionApi(state: GatewayState, query: Record<string, string>): Answer {
  if (!hasStoreCredentials(state, query)) return { APIConnect: 'INVALID_REQUEST' };
  if (query.bank_tran_id !== undefined) return startRefund(state, query);
  if (query.refund_ref_id !== undefined) return refundStatus(state, query.refund_ref_id);
  if (query.sessionkey !== undefined) {
    const transaction = state.transactions.find((t) => t.sessionkey === query.sessionkey);
    if (!transaction) return { APIConnect: 'DONE', status: 'INVALID_REQUEST' };
    return {
      ...outcomeFields(transaction),
      sessionkey: transaction.sessionkey,
      APIConnect: 'DONE',
    };
  }
  if (query.tran_id !== undefined) {
    const found = state.transactions.filter((t) => t.tran_id === query.tran_id);
    return {
      APIConnect: 'DONE',
      no_of_trans_found: found.length,
      element: found.map((transaction) => ({
        ...outcomeFields(transaction),
        validated_on: transaction.validatedOn ?? '',
        APIConnect: 'DONE',
      })),
    };
  }
  return { APIConnect: 'INVALID_REQUEST' };
}

/**
 * A refund of part or all of a paid transaction. A refe_id already used for the same
 * bank_tran_id answers that refund's refund_ref_id and refunds nothing more: the stand-in's
 * reading of refe_id as an idempotency key, not checked against the real sandbox.
 */
function startRefund(state: GatewayState, query: Record<string, string>): Answer {
  const failed = (errorReason: string) => ({ APIConnect: 'DONE', status: 'failed', errorReason });
  const transaction = query.bank_tran_id
    ? state.transactions.find((t) => t.bank_tran_id === query.bank_tran_id)
    : undefined;
  if (!transaction) return failed('Invalid bank_tran_id');
  const refeId = query.refe_id ?? '';
  const repeated = refeId ? transaction.refunds.find((r) => r.refe_id === refeId) : undefined;
  const answer = (refundRefId: string) => ({
    APIConnect: 'DONE',
    bank_tran_id: transaction.bank_tran_id,
    trans_id: transaction.tran_id,
    refund_ref_id: refundRefId,
    status: 'success',
    errorReason: '',
  });
  if (repeated) return answer(repeated.refund_ref_id);
  if (!query.refund_remarks?.trim()) return failed('refund_remarks is required');
  const amount = parseAmount(query.refund_amount);
  if (!amount) return failed('Invalid refund_amount: a positive number is expected');
  const refunded = transaction.refunds.reduce((sum, refund) => sum + toCents(refund.amount), 0);
  const left = toCents(transaction.amount) - refunded;
  if (toCents(amount) > left)
    return failed(`refund_amount is more than the ${fromCents(left)} left to refund`);
  const refundRefId = randomBytes(7).toString('hex').slice(0, 13);
  transaction.refunds.push({
    refund_ref_id: refundRefId,
    refe_id: refeId,
    amount,
    remarks: query.refund_remarks,
    initiatedAt: Date.now(),
  });
  return answer(refundRefId);
}

function refundStatus(state: GatewayState, refundRefId: string): Answer {
  for (const transaction of state.transactions) {
    const refund = transaction.refunds.find((r) => r.refund_ref_id === refundRefId);
    if (!refund) continue;
    const refundedAt = refund.initiatedAt + state.settings.refundDelayMs;
    const refunded = Date.now() >= refundedAt;
    return {
      APIConnect: 'DONE',
      bank_tran_id: transaction.bank_tran_id,
      tran_id: transaction.tran_id,
      refund_ref_id: refund.refund_ref_id,
      initiated_on: dhakaDateTime(refund.initiatedAt),
      refunded_on: refunded ? dhakaDateTime(refundedAt) : '',
      status: refunded ? 'refunded' : 'processing',
      errorReason: '',
    };
  }
  return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' };
}
