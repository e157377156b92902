// What the console checks before sending an act on money, as the API would: a refund's amount,
// typed in dollars, made the integer cents the API takes (a whole number of cents, at least 1, at
// most its maximum), and the length of the reason staff give.
import { toMinorUnits } from '@carzone/domain';

/** The most a refund by hand may be, in cents (the API refuses more). */
export const MAX_REFUND_CENTS = 100_000_000;

/** The longest reason staff may give (the API refuses a longer one). */
export const STAFF_REASON_MAX_LENGTH = 1000;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Dollars with at most two decimals: "27", "27.5", "27.50". */
const DOLLARS = /^\d+(\.\d{1,2})?$/;

/**
 * The amount in cents, or null when it is not a positive amount of at most two decimals. Bangla
 * digits count as the digits they are, and a leading "$" is allowed, as amounts are shown so.
 */
export function refundCents(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .replace(/^\$/, '');
  if (!DOLLARS.test(text)) return null;
  const cents = toMinorUnits(Number(text));
  return cents >= 1 && cents <= MAX_REFUND_CENTS ? cents : null;
}
