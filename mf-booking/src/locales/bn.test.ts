import { resolve } from 'node:path';
import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the booking area's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // A path, not `import.meta.url`: under jsdom that is an http: address, not a file.
    const sourceDir = resolve(import.meta.dirname, '..');
    // The area shows the domain's BOOKING_MESSAGES (date refusals, Book Now's hints).
    const domainSrcDir = resolve(import.meta.dirname, '../../../packages/domain/src');
    expect(catalogProblems(bn, [sourceDir, domainSrcDir])).toEqual([]);
  });
});
