import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the marketing remote's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The contact form's checks (by code) and Home's search (CAR_SEARCH_DATE_MESSAGES) show the
    // domain's rules.
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
