import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the catalog's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The catalog shows the domain's CAR_SORTS (the sort select), the refusals of a search's dates
    // by code (why an address's dates were left out) and CAR_LIST_MESSAGES.minAboveMax (the price
    // boxes).
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
