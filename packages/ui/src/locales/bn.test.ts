import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn';

describe("the shared UI's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The search dates refuse a day in the domain's words (CAR_SEARCH_DATE_MESSAGES).
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
