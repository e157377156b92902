import { unitCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the owner area's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // The area shows the refusals of the car form's rules and of a photo, by code
    // (lib/domain-words.ts), and CAR_SORTS (My Cars' sort select). Kept in Latin letters: the
    // picture formats, megabytes, and a web address's parts.
    const latin = ['URL', 'https', 'JPEG', 'PNG', 'WebP', 'MB'];
    expect(unitCatalogProblems(bn, import.meta.dirname, latin)).toEqual([]);
  });
});
