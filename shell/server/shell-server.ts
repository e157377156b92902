// The shell's own server (Vite's dev and preview servers), beyond routing /api and the remotes
// (same-origin.ts): the runtime manifest, the page with that manifest and the remotes' preloads
// in its head, and, on the preview server `npm start` runs, compression and caching as nginx
// does them in production (deploy/nginx.conf).
import { stat, readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { servePrecompressed } from '@carzone/federation/precompressed';
import { remoteBasePath, REMOTE_ENTRY_FILE } from '@carzone/federation/vite';
import compression from 'compression';
import type { Connect, Plugin } from 'vite';
import { beforeHeadersSent } from './before-headers-sent.ts';
import { refuseOversizedBodies } from './body-limit.ts';
import { answerPolicy } from './cache-policy.ts';
import {
  besideEntryUrl,
  FIRST_ROUTES_FILE,
  firstRouteOf,
  firstVisitPage,
  manifestUrl,
  mergeFirstRoutes,
  NO_FIRST_ROUTE,
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
import { readRuntimeConfig } from './runtime-config.ts';
import {
  applySecurityHeaders,
  readSecurityHeaders,
  securityHeadersFor,
} from './security-headers.ts';

/** The one list of security headers, shared with nginx; relative to the shell's folder. */
const SECURITY_HEADERS_FILE = '../deploy/security-headers.conf';

/** Answered by the API and by the remotes' servers (same-origin.ts), never with the shell's page. */
const isProxied = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/');

function pathnameOf(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://request.invalid').pathname);
  } catch {
    return undefined;
  }
}

function writeRuntimeConfig(config: RuntimeConfig): Connect.NextHandleFunction {
  return (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
  };
}

/** Cache-Control (and a 404 for a missing hashed file) on every answer, see cache-policy.ts. */
const applyAnswerPolicy: Connect.NextHandleFunction = (req, res, next) => {
  const pathname = pathnameOf(req.url);
  if (pathname !== undefined) {
    beforeHeadersSent(res, () => {
      const policy = answerPolicy({
        pathname,
        status: res.statusCode,
        contentType: String(res.getHeader('Content-Type') ?? ''),
      });
      if (policy.status) res.statusCode = policy.status;
      if (policy.cacheControl) res.setHeader('Cache-Control', policy.cacheControl);
    });
  }
  next();
};

/**
 * A file of the shell's /assets/ that is not there is a plain 404, as nginx answers it, before
 * Vite's preview server could send the page in its place (the remotes' servers have no page).
 */
function answerMissingAssets(distDir: string): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const pathname = pathnameOf(req.url);
    if (pathname === undefined || !pathname.startsWith('/assets/')) return next();
    if (await isFileIn(distDir, pathname)) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
}

/** Where this server answers, for reading the remotes' manifests through its own routes. */
function ownOrigin(httpServer: { address(): AddressInfo | string | null } | null): string {
  const address = httpServer?.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && host !== '127.0.0.1' ? `[${host}]` : host}:${address.port}`;
}

async function isFileIn(dir: string, pathname: string): Promise<boolean> {
  const file = resolve(dir, `.${pathname}`);
  if (!file.startsWith(dir + sep)) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A navigation to a page of the site: `/`, or a path that is no file, asked for as HTML. */
async function isPageRequest(req: IncomingMessage, pathname: string, distDir: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === '/' || pathname === '/index.html') return true;
  if (isProxied(pathname) || !req.headers.accept?.includes('text/html')) return false;
  return !(await isFileIn(distDir, pathname));
}

export function shellServerPlugin(): Plugin {
  let config: RuntimeConfig | undefined;
  // Read when a server starts, so a missing setting stops it with a readable error.
  const runtimeConfig = () =>
    (config ??= readRuntimeConfig(
      process.env,
      (key) => `${remoteBasePath(key)}${REMOTE_ENTRY_FILE}`,
    ));
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

  /**
   * The page for a first visit to `url`: the first routes and the files of its modules are what
   * the remotes publish beside their entries. Its data only without a query string: the loaders
   * then ask for other answers than the ones listed.
   */
  async function pageForFirstVisit(shellPage: string, url: URL, origin: string): Promise<string> {
    const config = runtimeConfig();
    const remotes = Object.entries(config.remotes).filter(
      (remote): remote is [string, string] => typeof remote[1] === 'string',
    );
    const published = await Promise.all(
      remotes.map(async ([name, entry]) => {
        const firstRoutesUrl = besideEntryUrl(entry, origin, FIRST_ROUTES_FILE);
        const [manifest, firstRoutes] = await Promise.all([
          readManifest(manifestUrl(entry, origin)),
          readFirstRoutes(name, firstRoutesUrl),
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
    return firstVisitPage({ shellPage, config, route, manifests });
  }

  return {
    name: 'carzone-shell-server',
    configureServer(server) {
      server.middlewares.use(refuseOversizedBodies());
      server.middlewares.use('/runtime-config.json', writeRuntimeConfig(runtimeConfig()));
    },
    // In development the page is Vite's own: the manifest and the remote entries go in its head.
    // The remotes' dev servers write no manifest of built files, so no module preloads there.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.server) return html; // a build stays free of any environment's settings
        return firstVisitPage({
          shellPage: html,
          config: runtimeConfig(),
          route: NO_FIRST_ROUTE,
          manifests: new Map(),
        });
      },
    },
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      // Production's headers (nginx includes the same file). Not on the dev server: Vite's dev
      // page runs inline scripts (React Refresh) that this policy refuses.
      const securityHeaders = securityHeadersFor(
        readSecurityHeaders(resolve(server.config.root, SECURITY_HEADERS_FILE)),
        runtimeConfig().firebase.authEmulatorUrl,
      );
      server.middlewares.use(applySecurityHeaders(securityHeaders));
      // Before the proxy, so the remotes' files and the API's answers pass through it too. What
      // is compressed already (Content-Encoding set, as the remotes' servers and the API do)
      // passes unchanged.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      server.middlewares.use(applyAnswerPolicy);
      server.middlewares.use(refuseOversizedBodies());
      server.middlewares.use('/runtime-config.json', writeRuntimeConfig(runtimeConfig()));
      server.middlewares.use(answerMissingAssets(distDir));
      server.middlewares.use(servePrecompressed(distDir));
      server.middlewares.use(async (req, res, next) => {
        try {
          const pathname = pathnameOf(req.url);
          if (pathname === undefined || !(await isPageRequest(req, pathname, distDir))) {
            return next();
          }
          const page = await pageForFirstVisit(
            await readFile(join(distDir, 'index.html'), 'utf8'),
            new URL(req.url ?? '/', 'http://request.invalid'),
            ownOrigin(server.httpServer),
          );
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : page);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
