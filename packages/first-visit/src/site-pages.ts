// A deployed site's first-visit pages, written as files for nginx: `index.html` for `/`, one page
// under `pages/` for each other path a remote lists among its first routes (`pages/available.html`
// for `/available`), and `app.html` for every other path (deploy/nginx.conf), each made by
// firstVisitPage from the shell's built page, the runtime manifest, and what each remote
// published beside its entry: its mf-manifest.json and its first routes.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  FIRST_ROUTES_FILE,
  firstRouteOf,
  isFederationManifest,
  mergeFirstRoutes,
  publishedFirstRoutes,
  type FederationManifest,
  type FirstRoutes,
} from './first-route-preloads.js';
import { firstVisitPage } from './first-visit-page.js';
import {
  FIRST_SCREENS_FILE,
  isFirstScreens,
  type FirstScreens,
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
async function firstRoutesOnSite(site: string, name: string, entry: string): Promise<FirstRoutes> {
  const list = await besideEntryOnSite(site, entry, FIRST_ROUTES_FILE);
  if (list === undefined) return new Map();
  const source = `${entry.slice(0, entry.lastIndexOf('/') + 1)}${FIRST_ROUTES_FILE}`;
  return publishedFirstRoutes(list, name, source);
}

/**
 * Replaces a file in one step (write beside it, then rename), so a reader (nginx) sees the old
 * file or the new one, never half of one.
 */
/** The first screens the shell's build rendered ahead of time (none from an older build). */
async function firstScreensOnSite(site: string): Promise<FirstScreens | undefined> {
  const path = join(site, FIRST_SCREENS_FILE);
  if (!existsSync(path)) return undefined;
  const screens = await readJson(path);
  if (!isFirstScreens(screens))
    throw new Error(`${FIRST_SCREENS_FILE} is not a list of first screens.`);
  return screens;
}

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

/** The pages of the site as they would be written now, by file name. */
export async function sitePages(
  site: string,
  config: RuntimeManifest,
): Promise<Map<string, string>> {
  const shellPage = await readFile(join(site, 'index.html'), 'utf8');
  const manifests = new Map<string, FederationManifest | undefined>();
  const declarations: FirstRoutes[] = [];
  for (const [name, entry] of Object.entries(config.remotes)) {
    if (!entry) continue;
    manifests.set(name, await manifestOnSite(site, entry));
    declarations.push(await firstRoutesOnSite(site, name, entry));
  }
  const firstRoutes = mergeFirstRoutes(declarations);
  const firstScreens = await firstScreensOnSite(site);
  const page = (path: string) =>
    firstVisitPage({
      shellPage,
      config,
      route: firstRouteOf(firstRoutes, path),
      manifests,
      firstScreens,
      path,
    });
  const routePages = [...firstRoutes.keys()]
    .filter((path) => path !== '/' && ROUTE_PAGE_PATH.test(path))
    .sort()
    .map((path) => [routePageFile(path), page(path)] as const);
  return new Map([
    ...routePages,
    ...[...SITE_PAGES].reverse().map(([file, path]) => [file, page(path)] as const),
  ]);
}

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
  const pages = await sitePages(site, config);
  await writeAtomically(join(site, RUNTIME_MANIFEST_FILE), `${JSON.stringify(config)}\n`);
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
