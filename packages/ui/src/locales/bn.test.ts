import { resolve } from 'node:path';
import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn';

describe("the shared UI's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // A path, not `import.meta.url`: under jsdom that is an http: address, not a file.
    const sourceDir = resolve(import.meta.dirname, '..');
    // The search dates refuse a day in the domain's words (CAR_SEARCH_DATE_MESSAGES).
    const domainSrcDir = resolve(import.meta.dirname, '../../../domain/src');
    expect(catalogProblems(bn, [sourceDir, domainSrcDir])).toEqual([]);
  });
});
