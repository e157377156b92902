// What a first visit needs at once: the entries of the remotes it renders with; for the modules
// the first route uses, the files each one imports, read from its remote's federation manifest
// (mf-manifest.json, written by its build next to its entry); and the API answers its loaders
// ask for, so code and data download in parallel.
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@carzone/domain';
import type { Preload, RuntimeManifest } from './page-head.js';

/** The part of a remote's mf-manifest.json read here. */
export interface FederationManifest {
  metaData?: { name?: string };
  exposes: {
    /** `./recent-listings`, as in the remote's `exposes`. */
    path?: string;
    name?: string;
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

/** What a first visit to one path needs at once. */
export interface FirstRoute {
  /** Remote modules, `<federation name>/<exposed module>` (`mf_catalog/recent-listings`). */
  modules: string[];
  /** Same-origin API URLs (`/api/…`), exactly as the route's loaders fetch them. */
  data: string[];
  /**
   * What the page region says while the route's code and data load on a first visit, in the
   * remote's words (`Loading cars...`); without it the shell shows its own loading state.
   */
  loading?: string;
  /**
   * The same in each other language, by language (`bn`), for a page in that language: its
   * translation in the remote's catalogs, which the remote's build finds (docs/decisions/007).
   */
  translatedLoading?: Partial<Record<TranslatedLanguage, string>>;
}

/** The longest loading text a route may declare: a short phrase, not a paragraph. */
export const MAX_LOADING_TEXT_LENGTH = 80;

/** Path → what a first visit to it needs; a path not listed needs every entry and nothing else. */
export type FirstRoutes = ReadonlyMap<string, FirstRoute>;

/**
 * The file each remote's build publishes beside its entry and mf-manifest.json: the paths it
 * renders first, with its modules and the API answers their loaders fetch (the remote's
 * `firstRoutes`, packages/federation/src/vite-app-config.ts).
 */
export const FIRST_ROUTES_FILE = 'first-routes.json';

/**
 * The key by which a remote's published first routes say it is on demand (the staff's console):
 * only a page that names it preloads its entry. A `$` key, so older readers take it as a comment.
 */
export const ON_DEMAND_KEY = '$onDemand';

export const NO_FIRST_ROUTE: FirstRoute = { modules: [], data: [] };

/**
 * A list of first routes (path → `{ modules, data }`, keys starting with `$` are comments),
 * checked: a module that is not `<remote>/<module>` (of one of `remoteNames`, when given), or
 * data that is no API URL, is an error, so a typo stops the server or the release instead of
 * passing unnoticed. A deployed site checks no names: a remote it does not ship is left out.
 */
export function parseFirstRoutes(
  list: Record<string, unknown>,
  {
    remoteNames,
    source = 'first routes',
  }: { remoteNames?: Iterable<string>; source?: string } = {},
): Map<string, FirstRoute> {
  const names = remoteNames && new Set(remoteNames);
  const isModuleId = (id: unknown) =>
    typeof id === 'string' &&
    /^[A-Za-z_][\w-]*\/[\w./-]+$/.test(id) &&
    (!names || names.has(id.split('/')[0]!));
  const byPath = new Map<string, FirstRoute>();
  for (const [path, value] of Object.entries(list)) {
    if (path.startsWith('$')) continue;
    const {
      modules = [],
      data = [],
      loading,
      translatedLoading,
    } = (value ?? {}) as Partial<Record<keyof FirstRoute, unknown>>;
    const translations = isPlainObject(translatedLoading) ? translatedLoading : {};
    const problems = [
      ...(translatedLoading === undefined || isPlainObject(translatedLoading)
        ? []
        : [`${JSON.stringify(translatedLoading)} is not a loading text by language`]),
      ...[loading, ...Object.values(translations)]
        .filter((text) => text !== undefined && !isLoadingText(text))
        .map(
          (text) =>
            `${JSON.stringify(text)} is not a loading text (1 to ${MAX_LOADING_TEXT_LENGTH} characters, no spaces around)`,
        ),
      ...(Object.keys(translations).length > 0 && loading === undefined
        ? ['a translated loading text needs its English (loading)']
        : []),
      ...(Array.isArray(modules) ? modules : [modules])
        .filter((id) => !isModuleId(id))
        .map((id) => `${JSON.stringify(id)} is not a module of a known remote`),
      ...(Array.isArray(data) ? data : [data])
        .filter((url) => typeof url !== 'string' || !url.startsWith('/api/'))
        .map((url) => `${JSON.stringify(url)} is not an API URL (/api/…)`),
    ];
    if (problems.length) throw new Error(`${source}, "${path}": ${problems.join('; ')}.`);
    // A language the site does not speak is left out: a remote built with another list of
    // languages than the site's still serves the ones they share.
    const spoken = Object.fromEntries(
      TRANSLATED_LANGUAGES.filter((language) => Object.hasOwn(translations, language)).map(
        (language) => [language, translations[language] as string],
      ),
    );
    byPath.set(path, {
      modules: modules as string[],
      data: data as string[],
      ...(typeof loading === 'string' ? { loading } : {}),
      ...(Object.keys(spoken).length > 0 ? { translatedLoading: spoken } : {}),
    });
  }
  return byPath;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLoadingText = (text: unknown): text is string =>
  typeof text === 'string' &&
  text.trim() === text &&
  text.length > 0 &&
  text.length <= MAX_LOADING_TEXT_LENGTH;

/**
 * What one remote published as its first routes (FIRST_ROUTES_FILE), checked as
 * parseFirstRoutes does and to name only that remote's own modules: a remote cannot ask a page to
 * preload another remote's code. `source` names the file in an error.
 */
export function publishedFirstRoutes(
  list: unknown,
  remoteName: string,
  source: string,
): Map<string, FirstRoute> {
  if (typeof list !== 'object' || list === null || Array.isArray(list))
    throw new Error(`${source}: expected an object of paths, got ${JSON.stringify(list)}.`);
  return parseFirstRoutes(list as Record<string, unknown>, { remoteNames: [remoteName], source });
}

/**
 * The remotes' first routes as one list, in the order given (the runtime manifest's): a path two
 * remotes render first (Home) gets the modules and data of both.
 */
export function mergeFirstRoutes(lists: Iterable<FirstRoutes>): Map<string, FirstRoute> {
  const merged = new Map<string, FirstRoute>();
  for (const list of lists) {
    for (const [path, { modules, data, loading, translatedLoading }] of list) {
      const route = merged.get(path) ?? { modules: [], data: [] };
      // The first remote's words, in every language, when two remotes declare some.
      const words = route.loading === undefined ? { loading, translatedLoading } : route;
      merged.set(path, {
        modules: [...route.modules, ...modules],
        data: [...route.data, ...data.filter((url) => !route.data.includes(url))],
        ...(words.loading === undefined ? {} : { loading: words.loading }),
        ...(words.translatedLoading === undefined
          ? {}
          : { translatedLoading: words.translatedLoading }),
      });
    }
  }
  return merged;
}

/**
 * The manifest with the loading text of every route that declares one (the first remote's, when
 * two do), in place of any it carried: the shell shows a remote's words before its code is there.
 */
export function withLoadingTexts<Manifest extends RuntimeManifest>(
  config: Manifest,
  routes: FirstRoutes,
): Manifest {
  const {
    loadingTexts: _published,
    translatedLoadingTexts: _publishedTranslations,
    ...rest
  } = config;
  const texts: Record<string, string> = {};
  const translatedTexts: Partial<Record<TranslatedLanguage, Record<string, string>>> = {};
  for (const [path, { loading, translatedLoading }] of routes) {
    if (loading !== undefined) texts[path] = loading;
    for (const language of TRANSLATED_LANGUAGES) {
      const text = translatedLoading?.[language];
      if (text !== undefined) (translatedTexts[language] ??= {})[path] = text;
    }
  }
  return {
    ...rest,
    ...(Object.keys(texts).length ? { loadingTexts: texts } : {}),
    ...(Object.keys(translatedTexts).length ? { translatedLoadingTexts: translatedTexts } : {}),
  } as Manifest;
}

/** The remote modules and API answers a first visit to `pathname` renders with. */
export function firstRouteOf(routes: FirstRoutes, pathname: string): FirstRoute {
  return routes.get(pathname === '/index.html' ? '/' : pathname) ?? NO_FIRST_ROUTE;
}

/** Stands for the page's own origin while URLs are resolved. */
const PAGE_ORIGIN = 'http://page.invalid';

/** A URL relative to a remote's entry, written root-relative when it is on the page's origin. */
function besideEntry(path: string, entry: string): string {
  const url = new URL(path, new URL(entry, PAGE_ORIGIN));
  return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/** A file a remote publishes next to its entry (`origin` resolves a root-relative entry). */
export function besideEntryUrl(entry: string, origin: string, file: string): string {
  return new URL(file, new URL(entry, origin)).href;
}

/** Where a remote's manifest lives: next to its entry. */
export function manifestUrl(entry: string, origin: string): string {
  return besideEntryUrl(entry, origin, 'mf-manifest.json');
}

/**
 * The remote's bindings to the shared singletons: listed as `async` (it is imported once sharing
 * is negotiated), yet every exposed module loads it at once.
 */
const isSharedBindings = (file: string) => file.includes('__loadShare__');

/**
 * The files an exposed module imports when it loads (`sync`, and its shared bindings), not those
 * it may load later (the rest of `async`: lazily loaded parts, and the remote's own copies of the
 * shared singletons, which the page takes from the shell).
 */
export function exposedModuleFiles(
  entry: string,
  manifest: FederationManifest,
  expose: string,
): Preload[] {
  const exposed = manifest.exposes.find(
    (candidate) => candidate.path === `./${expose}` || candidate.name === expose,
  );
  if (!exposed) return [];
  return [
    ...[
      ...(exposed.assets?.js?.sync ?? []),
      ...(exposed.assets?.js?.async ?? []).filter(isSharedBindings),
    ].map((file): Preload => ({ kind: 'module', href: file })),
    ...(exposed.assets?.css?.sync ?? []).map((file): Preload => ({ kind: 'style', href: file })),
  ].map((preload) => ({ ...preload, href: besideEntry(preload.href, entry) }));
}

/**
 * The first route's API answers, then the entries of the remotes its modules come from (every
 * remote's entry when the first route is not listed: each is small, and every page needs one or
 * two; but an on-demand remote's, which only its own pages load), then the files of the first
 * route's modules, for the remotes whose manifest is at hand. A listed route preloads no other
 * remote's entry: on a phone each one costs the first paint a download it does not use.
 */
export function firstVisitPreloads(
  { remotes, onDemandRemotes = [] }: Pick<RuntimeManifest, 'remotes' | 'onDemandRemotes'>,
  { modules, data }: FirstRoute,
  manifests: ReadonlyMap<string, FederationManifest | undefined>,
): Preload[] {
  const preloads: Preload[] = data.map((href): Preload => ({ kind: 'data', href }));
  const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));
  const neededRemotes = new Set(modules.map(remoteOf));
  for (const [name, entry] of Object.entries(remotes)) {
    const needed =
      neededRemotes.size === 0 ? !onDemandRemotes.includes(name) : neededRemotes.has(name);
    if (entry && needed) {
      preloads.push({ kind: 'module', href: entry });
    }
  }
  for (const id of modules) {
    const expose = id.slice(id.indexOf('/') + 1);
    const name = remoteOf(id);
    const entry = remotes[name];
    const manifest = manifests.get(name);
    if (entry && manifest) preloads.push(...exposedModuleFiles(entry, manifest, expose));
  }
  return preloads;
}

/** Whether a parsed JSON value has the shape of a federation manifest this module reads. */
export function isFederationManifest(value: unknown): value is FederationManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { exposes?: unknown }).exposes)
  );
}
