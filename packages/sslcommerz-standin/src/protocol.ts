// What SSLCommerz's API says and how it signs, as the stand-in speaks it: the field names, the
// formats of its ids and dates, the verify_sign, and the request bodies it reads.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A session's status as SSLCommerz names it; UNATTEMPTED: opened, nothing chosen yet. */
export type StandInStatus = 'UNATTEMPTED' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';

export interface StandInRefund {
  refund_ref_id: string;
  refe_id: string;
  amount: string;
  remarks: string;
  /** When it started, ms since the epoch; it reads as refunded refundDelayMs after. */
  initiatedAt: number;
}

export interface StandInIpn {
  url: string;
  /** The merchant's HTTP status, or null when it could not be reached. */
  answeredStatus: number | null;
  error: string | null;
  sentAt: string;
}

export interface StandInTransaction {
  sessionkey: string;
  tran_id: string;
  status: StandInStatus;
  /** Two decimals, as SSLCommerz writes amounts. */
  amount: string;
  currency: string;
  createdAt: string;
  /** The merchant's init fields as sent (store_passwd left out). */
  init: Readonly<Record<string, string>>;
  /** Filled once the page's Pay, Fail or Cancel is chosen: the fields the merchant is sent. */
  result: Readonly<Record<string, string>> | null;
  val_id: string | null;
  bank_tran_id: string | null;
  validatedOn: string | null;
  refunds: StandInRefund[];
  ipn: StandInIpn | null;
}

/** What init requires; a missing or empty one refuses the session, naming it. */
export const REQUIRED_INIT_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;

export const PAYMENT_METHODS = {
  bkash: {
    label: 'bKash',
    cardType: 'BKASH-BKash',
    issuer: 'BKash Mobile Banking',
    brand: 'MOBILEBANKING',
  },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad', issuer: 'Nagad', brand: 'MOBILEBANKING' },
  card: {
    label: 'Card',
    cardType: 'VISA-Dutch Bangla',
    issuer: 'Dutch Bangla Bank Limited',
    brand: 'VISA',
  },
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

const SIGNATURE_FIELDS = new Set(['verify_key', 'verify_sign', 'verify_sign_sha2']);

/**
 * SSLCommerz's verify_sign over `fields`: the fields named in verify_key (all but the signature
 * fields when there is none), with store_passwd = md5(store password) added, sorted by name,
 * joined as `name=value` with `&`, then hashed (md5 for verify_sign, sha256 for verify_sign_sha2).
 */
export function sslcommerzVerifySign(
  fields: Record<string, string>,
  storePassword: string,
  algorithm: 'md5' | 'sha256' = 'md5',
): string {
  const names =
    fields.verify_key !== undefined
      ? fields.verify_key.split(',').filter(Boolean)
      : Object.keys(fields).filter((name) => !SIGNATURE_FIELDS.has(name));
  const signed: Record<string, string> = {};
  for (const name of names) signed[name] = fields[name] ?? '';
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return createHash(algorithm).update(text).digest('hex');
}

/** `fields` with verify_key, verify_sign and verify_sign_sha2 added, as the IPN carries them. */
export function signed(fields: Record<string, string>, storePassword: string) {
  const withKey = { ...fields, verify_key: Object.keys(fields).join(',') };
  return {
    ...withKey,
    verify_sign: sslcommerzVerifySign(withKey, storePassword, 'md5'),
    verify_sign_sha2: sslcommerzVerifySign(withKey, storePassword, 'sha256'),
  };
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** A positive amount with at most two decimals, written with two; null for anything else. */
export function parseAmount(text: string | undefined): string | null {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = toCents(text.trim());
  return cents > 0 ? fromCents(cents) : null;
}

export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** SSLCommerz's dates: 'YYYY-MM-DD HH:MM:SS' in Dhaka's time (UTC+6, no daylight saving). */
export function dhakaDateTime(at: number = Date.now()): string {
  return new Date(at + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** An id shaped like SSLCommerz's: the Dhaka date and time as digits, then random characters. */
export function newId(randomLength: number, upper = false): string {
  const stamp = dhakaDateTime().replace(/\D/g, '').slice(2);
  const random = randomBytes(randomLength).toString('hex').slice(0, randomLength);
  return stamp + (upper ? random.toUpperCase() : random);
}

/** The largest request body read: an init is a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The fields of a form body: application/x-www-form-urlencoded, or multipart/form-data (what
 * sslcommerz-lts sends) with text parts only; null when it is neither or cannot be read.
 */
export function parseFormBody(
  contentType: string | undefined,
  body: Buffer,
): Record<string, string> | null {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  if (!type.startsWith('multipart/form-data')) return null;
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return null;
  const fields: Record<string, string> = {};
  for (const part of body.toString('utf8').split(`--${marker.trim()}`).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return null;
    const headers = part.slice(0, headerEnd);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined || /\bfilename=/i.test(headers)) return null;
    fields[name] = part.slice(headerEnd + 4).replace(/\r\n$/, '');
  }
  return fields;
}
