import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the marketing remote's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The contact form's checks and Home's search show the domain's words (*_MESSAGES).
    expect(unitCatalogProblems(bn, import.meta.dirname)).toEqual([]);
  });
});
