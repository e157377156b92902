import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn';

describe("web-kit's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // These tests run in Node, where the module's URL is a file: address.
    const sourceDir = decodeURIComponent(new URL('..', import.meta.url).pathname);
    expect(catalogProblems(bn, sourceDir, ['Alt', 'T'])).toEqual([]);
  });
});
