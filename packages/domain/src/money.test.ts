import { describe, expect, it } from 'vitest';
import { formatDollars, roundToCents, totalPrice } from './money.js';

describe('totalPrice', () => {
  it('charges every day plus the 10% surcharge, to the cent', () => {
    expect(totalPrice(3, 45)).toBe(148.5);
    expect(totalPrice(1, 33.33)).toBe(36.66);
    expect(totalPrice(7, 99)).toBe(762.3);
  });

  it('rounds half a cent up', () => {
    expect(roundToCents(1.005)).toBe(1.01);
  });
});

describe('formatDollars', () => {
  it('shows whole amounts without cents and others with two decimals', () => {
    expect(formatDollars(45)).toBe('$45');
    expect(formatDollars(148.5)).toBe('$148.50');
  });
});
