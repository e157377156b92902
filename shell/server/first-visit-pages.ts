// The local server's pages: the one first-visit generator (@carzone/first-visit), fed with what
// the remotes publish beside their entries (their federation manifests, their first routes), read
// over HTTP through a short cache.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  type FederationManifest,
  type FirstRoutes,
} from '@carzone/first-visit';
import {
  cachedReader,
  checkedFirstRoutes,
  fetchJson,
  fetchManifest,
  type ReadPublished,
} from './published-files.ts';

/** The first screens the shell's build rendered ahead of time, if it did. */
async function readFirstScreens(distDir: string) {
  try {
    const screens: unknown = JSON.parse(await readFile(join(distDir, FIRST_SCREENS_FILE), 'utf8'));
    return isFirstScreens(screens) ? screens : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page for a first visit to a URL, read from `origin` (where the remotes' files are served):
 * the first routes and the files of their modules are what the remotes publish beside their
 * entries. Its data only without a query string: the loaders then ask for other answers than
 * the ones listed.
 */
export function firstVisitPages({ config, distDir }: { config: RuntimeConfig; distDir: string }) {
  const readManifest = cachedReader({ read: fetchManifest });
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

  return async (url: URL, origin: string): Promise<string> => {
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
    const listed = firstRouteOf(
      mergeFirstRoutes(published.map((remote) => remote.firstRoutes)),
      url.pathname,
    );
    const route = url.search ? { ...listed, data: [] } : listed;
    const manifests = new Map<string, FederationManifest | undefined>(
      published.map((remote) => [remote.name, remote.manifest]),
    );
    const [shellPage, firstScreens] = await Promise.all([
      readFile(join(distDir, 'index.html'), 'utf8'),
      readFirstScreens(distDir),
    ]);
    return firstVisitPage({
      shellPage,
      config,
      route,
      manifests,
      firstScreens,
      path: url.pathname,
    });
  };
}
