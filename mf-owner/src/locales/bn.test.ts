import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the owner area's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The area shows the refusals of the car form's rules, of a photo and of days to block, by
    // code (lib/domain-words.ts), and CAR_SORTS (My Cars' sort select). Kept in Latin letters: the
    // picture formats, megabytes, a web address's parts, and how the API writes a date.
    const latin = ['URL', 'https', 'JPEG', 'PNG', 'WebP', 'MB', 'YYYY-MM-DD'];
    expect(unitCatalogProblems(bn, import.meta.dirname, latin)).toEqual([]);
  });
});
