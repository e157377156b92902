// Money on the platform's settings (packages/domain/src/payments.ts): how long an advance waits for
// its payment, and the SSLCommerz store the payments go through. A production start refuses to
// run without the store's credentials: an owner's advance must never be asked of nobody.
import { DEFAULT_PAYMENT_MINUTES } from '@carzone/domain';
import { parseFlag } from './setting-parsers.js';

/** SSLCommerz's own addresses: its sandbox, and the live gateway real money goes through. */
export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

/** The store payments go through (the PaymentGateway port's SSLCommerz adapter). */
export interface GatewayConfig {
  /** SSLCOMMERZ_STORE_ID */
  storeId: string;
  /** SSLCOMMERZ_STORE_PASSWORD: sent to the gateway's APIs; its md5 checks an IPN's signature. */
  storePassword: string;
  /** SSLCOMMERZ_LIVE=true: the live gateway; else the sandbox. */
  live: boolean;
  /**
   * The gateway's address: SSLCOMMERZ_BASE_URL (the local stand-in, never in production but for
   * a staging run), else the sandbox's or the live one's.
   */
  baseUrl: string;
}

export interface PaymentConfig {
  /** PAYMENT_MINUTES: how long a renter has to pay an advance (never past the trip's start). */
  paymentMinutes: number;
  /** Null: no store set (a local run without the stand-in): starting a payment answers 503. */
  gateway: GatewayConfig | null;
}

export function readPaymentConfig(
  read: (name: string) => string | undefined,
  { production, staging }: { production: boolean; staging: boolean },
  problems: string[],
): PaymentConfig {
  const minutesSetting = read('PAYMENT_MINUTES') ?? String(DEFAULT_PAYMENT_MINUTES);
  if (!/^\d+$/.test(minutesSetting) || Number(minutesSetting) < 1)
    problems.push(
      `PAYMENT_MINUTES must be a whole number of minutes, at least 1 (got "${minutesSetting}").`,
    );
  const storeId = read('SSLCOMMERZ_STORE_ID');
  const storePassword = read('SSLCOMMERZ_STORE_PASSWORD');
  const liveSetting = read('SSLCOMMERZ_LIVE');
  const live = liveSetting === undefined ? false : parseFlag(liveSetting);
  if (live === null) problems.push(`SSLCOMMERZ_LIVE must be true or false (got "${liveSetting}").`);
  const baseUrlSetting = read('SSLCOMMERZ_BASE_URL')?.replace(/\/+$/, '');
  if (baseUrlSetting !== undefined && !/^https?:\/\//.test(baseUrlSetting))
    problems.push(`SSLCOMMERZ_BASE_URL must be an http(s) address (got "${baseUrlSetting}").`);
  if (production && baseUrlSetting !== undefined && !staging)
    problems.push(
      'SSLCOMMERZ_BASE_URL is set while NODE_ENV=production: it points payments at a stand-in. Unset it.',
    );
  if ((storeId === undefined) !== (storePassword === undefined))
    problems.push('Set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together, or neither.');
  else if (production && storeId === undefined)
    problems.push(
      'A production start needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD: the store advances are paid to.',
    );
  const gateway =
    storeId !== undefined && storePassword !== undefined
      ? {
          storeId,
          storePassword,
          live: live === true,
          baseUrl: baseUrlSetting ?? (live ? SSLCOMMERZ_LIVE_URL : SSLCOMMERZ_SANDBOX_URL),
        }
      : null;
  return { paymentMinutes: Number(minutesSetting), gateway };
}
