// A first route's loading text is declared in English; the build publishes its translations from
// the remote's catalogs, where translators put them, and refuses one they would never see.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import { declaredFirstRoutes } from './declared-options.ts';
import { publishedFirstRoutesList, unitCatalogs, type UnitCatalogs } from './vite-app-config.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Bangla's catalogs as given, and every other language's with the text not translated yet. */
const withBangla = (bangla: NonNullable<UnitCatalogs['bn']>): UnitCatalogs => ({
  ...Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, [{ 'Loading cars...': '' }]]),
  ),
  bn: bangla,
});

describe("a first route's loading text", () => {
  const myCars = { '/cars/:email': { modules: ['./my-cars-route'], loading: 'Loading cars...' } };

  it('is published with its translation from the remote’s catalog, else the shared words’', () => {
    const own = { 'Loading cars...': 'গাড়িগুলো লোড হচ্ছে...' };
    expect(publishedFirstRoutesList('mf_owner', myCars, withBangla([own, {}]))).toEqual({
      '/cars/:email': {
        modules: ['mf_owner/my-cars-route'],
        data: [],
        loading: 'Loading cars...',
        translatedLoading: { bn: 'গাড়িগুলো লোড হচ্ছে...' },
      },
    });
    const shared = { 'Loading cars...': 'শেয়ার করা' };
    expect(
      publishedFirstRoutesList('mf_owner', myCars, withBangla([{}, shared]))['/cars/:email'],
    ).toMatchObject({ translatedLoading: { bn: 'শেয়ার করা' } });
  });

  it('is published in English alone while its translation is still empty, as `t` shows it', () => {
    const untranslated = { 'Loading cars...': '' };
    expect(publishedFirstRoutesList('mf_owner', myCars, withBangla([untranslated]))).toEqual({
      '/cars/:email': { modules: ['mf_owner/my-cars-route'], data: [], loading: 'Loading cars...' },
    });
  });

  it('fails the build when no catalog of a language holds it', () => {
    expect(() => publishedFirstRoutesList('mf_owner', myCars, withBangla([{}]))).toThrow(
      `mf_owner's firstRoutes, "/cars/:email": the loading text "Loading cars..." is in no bn catalog of the remote. Add it to its src/locales/bn.po`,
    );
    expect(() => publishedFirstRoutesList('mf_owner', myCars, {})).toThrow(/in no bn catalog/);
    // A route that says nothing while it loads needs no catalog.
    expect(
      publishedFirstRoutesList('mf_owner', { '/cars': { modules: ['./my-cars-route'] } }, {}),
    ).toEqual({ '/cars': { modules: ['mf_owner/my-cars-route'], data: [] } });
  });

  it("is My Cars' in the owner area's own words, in Bangla from its catalog", async () => {
    const owner = unitCatalogs(`${REPO_ROOT}/mf-owner`);
    expect(owner.bn?.[0]).toMatchObject({ 'Loading cars...': 'গাড়িগুলো লোড হচ্ছে...' });
    expect((await declaredFirstRoutes(REPO_ROOT)).get('/cars/:email')).toMatchObject({
      loading: 'Loading cars...',
      translatedLoading: { bn: 'গাড়িগুলো লোড হচ্ছে...' },
    });
  });
});
