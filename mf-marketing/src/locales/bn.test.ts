import { resolve } from 'node:path';
import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

// Folders from this file's own (in jsdom, Vite rewrites `new URL(…, import.meta.url)` to an
// http: address, which fileURLToPath refuses).
const fromHere = (path: string) => resolve(import.meta.dirname, path);

describe("the marketing remote's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    const sourceDir = fromHere('..');
    // The contact form's checks and Home's search show the domain's words (*_MESSAGES).
    const domainSrcDir = fromHere('../../../packages/domain/src');
    expect(catalogProblems(bn, [sourceDir, domainSrcDir])).toEqual([]);
  });
});
