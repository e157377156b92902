// The local server's pages: the one first-visit generator (@carzone/first-visit), fed with what
// the remotes publish beside their entries (their federation manifests, their first routes), read
// over HTTP through a short cache; a first screen that waits for the API is rendered per request
// when the shell's build made the renderer.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@carzone/domain';
import type { RuntimeConfig } from '@carzone/federation/contracts';
import {
  besideEntryUrl,
  FIRST_ROUTES_FILE,
  FIRST_SCREENS_FILE,
  isFirstScreens,
  firstRouteOf,
  firstVisitPage,
  manifestUrl,
  mergeFirstRoutes,
  rendersPerRequest,
  withLoadingTexts,
  type FederationManifest,
  type FirstRoutes,
  type FirstScreens,
} from '@carzone/first-visit';
import {
  cachedReader,
  checkedFirstRoutes,
  fetchJson,
  fetchManifest,
  type ReadPublished,
} from './published-files.ts';
import type { PageScreenRenderer } from '@carzone/first-visit';

/**
 * The first screens the shell's build rendered ahead of time, if it did: read again only when the
 * file changes (a build), not on every page.
 */
function firstScreensReader(distDir: string) {
  const file = join(distDir, FIRST_SCREENS_FILE);
  let cached: { modified: number; screens: FirstScreens | undefined } | undefined;
  return async (): Promise<FirstScreens | undefined> => {
    try {
      const modified = (await stat(file)).mtimeMs;
      if (cached?.modified !== modified) {
        const screens: unknown = JSON.parse(await readFile(file, 'utf8'));
        cached = { modified, screens: isFirstScreens(screens) ? screens : undefined };
      }
      return cached.screens;
    } catch {
      return undefined;
    }
  };
}

/**
 * The page for a first visit to a URL, read from `origin` (where the remotes' files are served):
 * the first routes and the files of their modules are what the remotes publish beside their
 * entries. Its data only without a query string: the loaders then ask for other answers than
 * the ones listed. Its first screen in `language` where the build rendered one in it.
 */
export function firstVisitPages({
  config,
  distDir,
  renderScreen,
}: {
  config: RuntimeConfig;
  distDir: string;
  /** Renders a route's first screen per request with its data (render-page-screen), if given. */
  renderScreen?: PageScreenRenderer['render'];
}) {
  const readManifest = cachedReader({ read: fetchManifest });
  const readFirstScreens = firstScreensReader(distDir);
  // One short cache per remote, so each list is checked once per fetch, not on every page.
  const firstRoutesReaders = new Map<string, ReadPublished<FirstRoutes>>();
  const readFirstRoutes = (remoteName: string, url: string) => {
    let read = firstRoutesReaders.get(remoteName);
    if (!read) {
      read = cachedReader({
        read: async (from) => checkedFirstRoutes(await fetchJson(from), remoteName, from),
      });
      firstRoutesReaders.set(remoteName, read);
    }
    return read(url);
  };

  return async (url: URL, origin: string, language: Language = 'en'): Promise<string> => {
    const remotes = Object.entries(config.remotes).filter(
      (remote): remote is [string, string] => typeof remote[1] === 'string',
    );
    const published = await Promise.all(
      remotes.map(async ([name, entry]) => {
        const [manifest, firstRoutes] = await Promise.all([
          readManifest(manifestUrl(entry, origin)),
          readFirstRoutes(name, besideEntryUrl(entry, origin, FIRST_ROUTES_FILE)),
        ]);
        return { name, manifest, firstRoutes: firstRoutes ?? new Map() };
      }),
    );
    const firstRoutes = mergeFirstRoutes(published.map((remote) => remote.firstRoutes));
    const listed = firstRouteOf(firstRoutes, url.pathname);
    const route = url.search ? { ...listed, data: [] } : listed;
    const manifests = new Map<string, FederationManifest | undefined>(
      published.map((remote) => [remote.name, remote.manifest]),
    );
    const [shellPage, firstScreens] = await Promise.all([
      readFile(join(distDir, 'index.html'), 'utf8'),
      readFirstScreens(),
    ]);
    const renderedScreen =
      renderScreen && rendersPerRequest(firstScreens, url.pathname)
        ? await renderScreen(`${url.pathname}${url.search}`, language)
        : undefined;
    return firstVisitPage({
      shellPage,
      config: withLoadingTexts(config, firstRoutes),
      route,
      manifests,
      firstScreens,
      path: url.pathname,
      language,
      renderedScreen,
    });
  };
}
