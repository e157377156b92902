import { resolve } from 'node:path';
import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the catalog's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // A path, not `import.meta.url`: under jsdom that is an http: address, not a file.
    const sourceDir = resolve(import.meta.dirname, '..');
    // The catalog shows the domain's CAR_SORTS (the sort select), CAR_SEARCH_DATE_MESSAGES (why
    // an address's dates were left out) and CAR_LIST_MESSAGES.minAboveMax (the price boxes).
    const domainSrcDir = resolve(import.meta.dirname, '../../../packages/domain/src');
    expect(catalogProblems(bn, [sourceDir, domainSrcDir])).toEqual([]);
  });
});
