import { sharedCatalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn';

describe('the shared Bangla catalog (packages/ui)', () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    // Its words are shown by packages/ui's components and by the units (the shell, the remotes),
    // some of them the domain's: CAR_SEARCH_DATE_MESSAGES, CAR_SORTS, the forms' rules.
    expect(sharedCatalogProblems(bn)).toEqual([]);
  });
});
