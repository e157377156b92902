import { describe, expect, it } from 'vitest';
import { MAX_REFUND_CENTS, refundCents } from './refund-rules.ts';

describe('a refund typed in dollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' $0.01 ', 1],
    ['১২.৫০', 1250],
    ['1000000', MAX_REFUND_CENTS],
    // Floating point would make 1.15 dollars 114.99999… cents.
    ['1.15', 115],
  ])('takes %s as %i cents', (typed, cents) => {
    expect(refundCents(typed)).toBe(cents);
  });

  it.each(['', '0', '0.00', '-1', '1.234', '1,000', '12.', '.5', 'twelve', '1e3', '1000000.01'])(
    'refuses %j',
    (typed) => {
      expect(refundCents(typed)).toBeNull();
    },
  );
});
