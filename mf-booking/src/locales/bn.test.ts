import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the booking area's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The area shows the domain's BOOKING_MESSAGES (date refusals, Book Now's hints).
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
