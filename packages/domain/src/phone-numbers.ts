// Bangladeshi mobile numbers: people here identify by their mobile number, and pickup is
// arranged by phone. A number is verified by an SMS code through Firebase phone authentication;
// the API takes it from the verified ID token only, never from a request's body.

/** A Bangladeshi mobile number as it is kept and verified: +880, then 1, an operator digit 3–9, 8 digits. */
export const BANGLADESH_MOBILE = /^\+8801[3-9]\d{8}$/;

import { inDigitsOf, type Language } from './language.js';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A mobile number as typed (01712345678, 017-1234-5678, +880 1712 345678, 8801712345678, or in
 * Bangla digits) in its kept form, +8801712345678; null when it is no Bangladeshi mobile number.
 */
export function normalizeBangladeshMobile(typed: string): string | null {
  const ascii = typed.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
  const compact = ascii.replace(/[\s().-]/g, '');
  const local = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(compact);
  return local ? `+88${local[1]}` : null;
}

/** True for a number in its kept form (a claim of a verified ID token, say). */
export function isBangladeshMobile(value: unknown): value is string {
  return typeof value === 'string' && BANGLADESH_MOBILE.test(value);
}

/**
 * A kept number (+8801712345678) as people here read and dial it, 01712-345678, in the language's
 * digits (০১৭১২-৩৪৫৬৭৮); anything else as it is. A link to call it uses the kept form.
 */
export function formatBangladeshMobileIn(phoneNumber: string, language: Language): string {
  if (!isBangladeshMobile(phoneNumber)) return phoneNumber;
  const local = phoneNumber.slice(3);
  return inDigitsOf(`${local.slice(0, 5)}-${local.slice(5)}`, language);
}

export const PHONE_MESSAGES = {
  invalid: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, 11 digits.',
  notVerified:
    "This car's owner asks renters for a verified mobile number. Add and verify yours on your profile, then book again.",
} as const;
