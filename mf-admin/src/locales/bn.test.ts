import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the admin remote's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The kinds of target the API names in the audit log, shown as it names them.
    expect(unitCatalogProblems(bn, import.meta.dirname, ['staff', 'car'])).toEqual([]);
  });
});
