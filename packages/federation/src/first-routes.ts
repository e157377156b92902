// A remote's first routes (module-federation.config.ts's `firstRoutes`) as its build publishes
// them beside its entry (first-routes.json): full module ids, API URLs checked, loading texts
// with their translations.
import type { Plugin } from 'vite';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@carzone/domain';
import { FIRST_ROUTES_FILE, ON_DEMAND_KEY, parseFirstRoutes } from '@carzone/first-visit';
import { unitCatalogs, type UnitCatalogs } from './unit-catalogs.ts';

export type DeclaredFirstRoutes = Record<
  string,
  { modules: readonly string[]; data?: readonly string[]; loading?: string }
>;

/**
 * A loading text's translation into each language but English, from the remote's catalogs. A text
 * a catalog holds untranslated (a language translators have not finished) is left out, so the
 * page shows its English, as `t` does; a text no catalog holds is an error, since no translator
 * would ever see it.
 */
function loadingTranslations(
  english: string,
  catalogs: UnitCatalogs,
  source: string,
): Partial<Record<TranslatedLanguage, string>> {
  const translations: Partial<Record<TranslatedLanguage, string>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const catalog = (catalogs[language] ?? []).find((words) => Object.hasOwn(words, english));
    if (!catalog) {
      throw new Error(
        `${source}: the loading text ${JSON.stringify(english)} is in no ${language} catalog of the remote. Add it to its src/locales/${language}.po (or, shown by other units too, to packages/ui's), then run \`npm run translations\`.`,
      );
    }
    if (catalog[english] !== '') translations[language] = catalog[english];
  }
  return translations;
}

/**
 * A remote's first routes as its build publishes them: full module ids
 * (`mf_catalog/recent-listings`), and each loading text with its translations from the remote's
 * `catalogs` (unitCatalogs).
 */
export function publishedFirstRoutesList(
  name: string,
  firstRoutes: DeclaredFirstRoutes,
  catalogs: UnitCatalogs,
) {
  return Object.fromEntries(
    Object.entries(firstRoutes).map(([path, { modules, data = [], loading }]) => {
      const translatedLoading =
        loading === undefined
          ? {}
          : loadingTranslations(loading, catalogs, `${name}'s firstRoutes, "${path}"`);
      return [
        path,
        {
          modules: modules.map((expose) => `${name}/${expose.replace(/^\.\//, '')}`),
          data,
          ...(loading === undefined ? {} : { loading }),
          ...(Object.keys(translatedLoading).length > 0 ? { translatedLoading } : {}),
        },
      ];
    }),
  );
}

/**
 * Publishes the remote's first routes beside its entry, as full module ids
 * (`mf_catalog/recent-listings`) with their loading texts' translations, checked: a data URL that
 * is no API URL, or a loading text no catalog of the remote holds, fails the build. An on-demand
 * remote (units.json) says so there too (ON_DEMAND_KEY), for the sites that read no units.json.
 */
export function publishFirstRoutes(
  { name, onDemand = false }: { name: string; onDemand?: boolean },
  firstRoutes: DeclaredFirstRoutes,
): Plugin {
  let root = process.cwd();
  let list: Record<string, unknown> = {};
  return {
    name: 'carzone:first-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      list = publishedFirstRoutesList(name, firstRoutes, unitCatalogs(root));
      parseFirstRoutes(list, { remoteNames: [name], source: `${name}'s firstRoutes` });
      if (onDemand) list = { [ON_DEMAND_KEY]: true, ...list };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_ROUTES_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      });
    },
  };
}
