// A deployed site's first-visit pages, written as files for nginx: `index.html` for `/`, one page
// under `pages/` for each other path a remote lists among its first routes (`pages/available.html`
// for `/available`), and `app.html` for every other path (deploy/nginx.conf), with a copy in each
// other language beside each page whose first screen was rendered in it (`index.bn.html`), each
// made by firstVisitPage from the shell's built page, the runtime manifest, and what each remote
// published beside its entry: its mf-manifest.json and its first routes.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from '@carzone/domain';
import {
  FIRST_ROUTES_FILE,
  firstRouteOf,
  isFederationManifest,
  mergeFirstRoutes,
  ON_DEMAND_KEY,
  publishedFirstRoutes,
  withLoadingTexts,
  type FederationManifest,
  type FirstRoute,
  type FirstRoutes,
} from './first-route-preloads.js';
import { firstVisitPage, hasPageIn } from './first-visit-page.js';
import {
  FIRST_SCREENS_FILE,
  isFirstScreens,
  type FirstScreens,
  type RenderedScreen,
  type RuntimeManifest,
} from './page-head.js';

/** Each page file, with the path its first route is listed under ('' lists nothing). */
export const SITE_PAGES = [
  ['index.html', '/'],
  ['app.html', ''],
] as const;

export const RUNTIME_MANIFEST_FILE = 'runtime-config.json';
const MANIFEST_FILE = 'mf-manifest.json';
const ENTRY_FILE = 'remoteEntry.js';

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

/** A file beside a root-relative entry on this site, or undefined (elsewhere, or none). */
async function besideEntryOnSite(site: string, entry: string, file: string): Promise<unknown> {
  if (!entry.startsWith('/') || entry.startsWith('//')) return undefined;
  const path = join(site, entry.slice(0, entry.lastIndexOf('/') + 1), file);
  return existsSync(path) ? readJson(path) : undefined;
}

async function manifestOnSite(
  site: string,
  entry: string,
): Promise<FederationManifest | undefined> {
  const manifest = await besideEntryOnSite(site, entry, MANIFEST_FILE);
  return isFederationManifest(manifest) ? manifest : undefined;
}

/** The first routes a remote published beside its entry, checked to be its own modules. */
/** The remotes on the site whose published first routes say they are on demand (ON_DEMAND_KEY). */
export async function onDemandRemotesOnSite(
  site: string,
  remotes: RuntimeManifest['remotes'],
): Promise<string[]> {
  const onDemand: string[] = [];
  for (const [name, entry] of Object.entries(remotes)) {
    if (!entry) continue;
    const list = await besideEntryOnSite(site, entry, FIRST_ROUTES_FILE);
    if (
      typeof list === 'object' &&
      list !== null &&
      (list as Record<string, unknown>)[ON_DEMAND_KEY] === true
    )
      onDemand.push(name);
  }
  return onDemand;
}

async function firstRoutesOnSite(site: string, name: string, entry: string): Promise<FirstRoutes> {
  const list = await besideEntryOnSite(site, entry, FIRST_ROUTES_FILE);
  if (list === undefined) return new Map();
  const source = `${entry.slice(0, entry.lastIndexOf('/') + 1)}${FIRST_ROUTES_FILE}`;
  return publishedFirstRoutes(list, name, source);
}

/** The first screens the shell's build rendered ahead of time (none from an older build). */
async function firstScreensOnSite(site: string): Promise<FirstScreens | undefined> {
  const path = join(site, FIRST_SCREENS_FILE);
  if (!existsSync(path)) return undefined;
  const screens = await readJson(path);
  if (!isFirstScreens(screens))
    throw new Error(`${FIRST_SCREENS_FILE} is not a list of first screens.`);
  return screens;
}

/**
 * Replaces a file in one step (write beside it, then rename), so a reader (nginx) sees the old
 * file or the new one, never half of one.
 */
export async function writeAtomically(path: string, text: string): Promise<void> {
  const neighbour = join(dirname(path), `.${Date.now()}-${process.pid}.carzone.tmp`);
  await writeFile(neighbour, text);
  try {
    await rename(neighbour, path);
  } catch (error) {
    await rm(neighbour, { force: true });
    throw error;
  }
}

/** The first routes every remote of `config` publishes on the site, merged by path. */
async function siteFirstRoutes(
  site: string,
  config: RuntimeManifest,
): Promise<Map<string, FirstRoute>> {
  const declarations: FirstRoutes[] = [];
  for (const [name, entry] of Object.entries(config.remotes)) {
    if (entry) declarations.push(await firstRoutesOnSite(site, name, entry));
  }
  return mergeFirstRoutes(declarations);
}

/**
 * A release of `remote` makes the first screens it renders in stale: the shell's build rendered
 * them from the sources it saw. Those screens leave first-screens.json (the others stay), so their
 * pages start their scripts at once until the site's next build renders them again. The routes
 * are read from every manifest given (the one before the release and the one after). Returns
 * the paths whose screens went.
 */
export async function dropFirstScreensOf(
  site: string,
  remote: string,
  ...configs: RuntimeManifest[]
): Promise<string[]> {
  const firstScreens = await firstScreensOnSite(site);
  if (!firstScreens) return [];
  const stale = new Set<string>();
  for (const config of configs) {
    for (const [path, route] of await siteFirstRoutes(site, config)) {
      if (route.modules.some((id) => id.startsWith(`${remote}/`))) stale.add(path);
    }
  }
  const dropped = Object.keys(firstScreens.screens).filter((path) => stale.has(path));
  if (dropped.length === 0) return [];
  const screens = Object.fromEntries(
    Object.entries(firstScreens.screens).filter(([path]) => !stale.has(path)),
  );
  await writeAtomically(
    join(site, FIRST_SCREENS_FILE),
    `${JSON.stringify({ ...firstScreens, screens })}\n`,
  );
  return dropped;
}

/** The pages of the site as they would be written now, by file name. */
export async function sitePages(
  site: string,
  config: RuntimeManifest,
): Promise<Map<string, string>> {
  return (await siteFiles(site, config)).pages;
}

/** What the site's pages are made from, read once, and the page of a path from it. */
export interface SiteReading {
  /** The runtime manifest with the remotes' loading texts. */
  manifest: RuntimeManifest;
  firstRoutes: Map<string, FirstRoute>;
  firstScreens: FirstScreens | undefined;
  /** The page of `path` in `language`, with its first screen rendered for this request if given. */
  page: (path: string, language: Language, renderedScreen?: RenderedScreen) => string;
}

/** Reads the shell's page, each remote's manifest and first routes, and the first screens. */
export async function readSite(site: string, config: RuntimeManifest): Promise<SiteReading> {
  const shellPage = await readFile(join(site, 'index.html'), 'utf8');
  const manifests = new Map<string, FederationManifest | undefined>();
  for (const [name, entry] of Object.entries(config.remotes)) {
    if (entry) manifests.set(name, await manifestOnSite(site, entry));
  }
  const firstRoutes = await siteFirstRoutes(site, config);
  const firstScreens = await firstScreensOnSite(site);
  const manifest = withLoadingTexts(config, firstRoutes);
  const page = (path: string, language: Language, renderedScreen?: RenderedScreen) =>
    firstVisitPage({
      shellPage,
      config: manifest,
      route: firstRouteOf(firstRoutes, path),
      manifests,
      firstScreens,
      path,
      language,
      renderedScreen,
    });
  return { manifest, firstRoutes, firstScreens, page };
}

/** The runtime manifest (with the remotes' loading texts) and the pages, from one reading. */
async function siteFiles(
  site: string,
  config: RuntimeManifest,
): Promise<{ manifest: RuntimeManifest; pages: Map<string, string> }> {
  const { manifest, firstRoutes, firstScreens, page } = await readSite(site, config);
  /** A path's page, and its page in each other language it has one in (`pages/about.bn.html`). */
  const pagesOf = (file: string, path: string) => [
    ...TRANSLATED_LANGUAGES.filter((language) => hasPageIn(firstScreens, path, language)).map(
      (language) => [translatedPageFile(file, language), page(path, language)] as const,
    ),
    [file, page(path, 'en')] as const,
  ];
  const routePages = [...firstRoutes.keys()]
    .filter((path) => path !== '/' && ROUTE_PAGE_PATH.test(path))
    .sort()
    .flatMap((path) => pagesOf(routePageFile(path), path));
  const pages = new Map([
    ...routePages,
    ...[...SITE_PAGES].reverse().flatMap(([file, path]) => pagesOf(file, path)),
  ]);
  return { manifest, pages };
}

/**
 * The file of a page's copy in `language` (`index.bn.html`), which nginx sends to a visitor
 * reading that language (`$carzone_page_language` is `.bn`).
 */
export const translatedPageFile = (file: string, language: TranslatedLanguage) =>
  file.replace(/\.html$/, `.${language}.html`);

/** The folder of the route pages, which nginx tries for a path before app.html. */
export const ROUTE_PAGES_DIR = 'pages';
/** A path that can be a file name: no parameters (`:id`), no wildcards, no dots. */
const ROUTE_PAGE_PATH = /^(\/[A-Za-z0-9_-]+)+$/;
const routePageFile = (path: string) => `${ROUTE_PAGES_DIR}${path}.html`;

/**
 * Writes the runtime manifest, then the pages, Home's last, each replaced in one step: a page
 * never names a remote version the manifest does not.
 */
export async function writeSitePages(site: string, config: RuntimeManifest): Promise<void> {
  const { manifest, pages } = await siteFiles(site, config);
  await writeAtomically(join(site, RUNTIME_MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
  // The route pages first (a route no remote lists any more loses its page), Home's last.
  const routePagesDir = join(site, ROUTE_PAGES_DIR);
  for (const stale of existsSync(routePagesDir)
    ? await readdir(routePagesDir, { recursive: true, encoding: 'utf8' })
    : []) {
    if (stale.endsWith('.html') && !pages.has(`${ROUTE_PAGES_DIR}/${stale}`)) {
      await rm(join(routePagesDir, stale), { force: true });
    }
  }
  for (const [file, page] of pages) {
    await mkdir(dirname(join(site, file)), { recursive: true });
    await writeAtomically(join(site, file), page);
  }
  // A page whose first screen is no longer rendered in a language loses its copy in it (after
  // the English page is written, which nginx then sends instead); a route page's copies went
  // with the stale route pages above.
  for (const [file] of SITE_PAGES) {
    for (const language of TRANSLATED_LANGUAGES) {
      const copy = translatedPageFile(file, language);
      if (!pages.has(copy)) await rm(join(site, copy), { force: true });
    }
  }
}

/**
 * The remotes deployed on the site (`remotes/<folder>/remoteEntry.js`), by the federation name
 * their own build wrote into their manifest.
 */
export async function remotesOnSite(site: string): Promise<Record<string, string>> {
  const dir = join(site, 'remotes');
  if (!existsSync(dir)) return {};
  const remotes: Record<string, string> = {};
  for (const folder of (await readdir(dir)).sort()) {
    if (!existsSync(join(dir, folder, ENTRY_FILE))) continue;
    const entry = `/remotes/${folder}/${ENTRY_FILE}`;
    const manifest = await manifestOnSite(site, entry);
    const name = manifest?.metaData?.name;
    if (!name) throw new Error(`remotes/${folder} has no ${MANIFEST_FILE} naming the remote.`);
    remotes[name] = entry;
  }
  return remotes;
}
