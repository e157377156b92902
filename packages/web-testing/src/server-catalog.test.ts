// The API's own words (the booking e-mails, api/src/locales): checked as a unit's catalog is,
// here, since the API's tests do not load the front ends' test kit.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, SERVER_CATALOG_UNIT, unitCatalogProblems } from './catalog-check';
import catalogs from '../../../api/src/locales/catalogs';

describe("the API's catalogs", () => {
  it.each(Object.entries(catalogs))(
    '%s: has every text the code uses once, with the same placeholders, all translated',
    (_language, catalog) => {
      expect(Object.keys(catalog).length).toBeGreaterThan(20);
      const localesDir = join(REPOSITORY_ROOT, SERVER_CATALOG_UNIT, 'src/locales');
      expect(unitCatalogProblems(catalog, localesDir)).toEqual([]);
    },
  );
});
