// Production's rendered pages: nginx asks this server first for the page of any path that is not
// a file (deploy/nginx.conf, `@rendered_page`). It answers only the routes whose first screen the
// build could render no further than its loading state, because their loaders wait for the API
// (`/available`'s cars): their page, with the screen rendered for this request by the shell's
// renderer (page-screen-renderer.ts), in the visitor's language. Everything else, and anything it
// cannot render in time, is a 404 here, and nginx sends the page written at start-up instead.
import { stat, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { rendersPerRequest } from './first-visit-page.js';
import { FIRST_SCREENS_FILE, type RuntimeManifest } from './page-head.js';
import { requestLanguage } from './page-language.js';
import type { PageScreenRenderer } from './page-screen-renderer.js';
import { readSite, RUNTIME_MANIFEST_FILE, type SiteReading } from './site-pages.js';
import type { WebMetrics } from './web-metrics.js';

/** The files a reading of the site depends on: written at start-up and by each release. */
const SITE_INPUTS = ['index.html', RUNTIME_MANIFEST_FILE, FIRST_SCREENS_FILE];

/** The site as its files are now: read again only after one of them changed (a release). */
function siteReader(site: string) {
  let cached: { key: string; reading: Promise<SiteReading> } | undefined;
  return async (): Promise<SiteReading> => {
    const times = await Promise.all(
      SITE_INPUTS.map((file) =>
        stat(join(site, file)).then(
          (found) => found.mtimeMs,
          () => 0,
        ),
      ),
    );
    const key = times.join(' ');
    if (cached?.key !== key) {
      const reading = readFile(join(site, RUNTIME_MANIFEST_FILE), 'utf8').then((text) =>
        readSite(site, JSON.parse(text) as RuntimeManifest),
      );
      cached = { key, reading };
      reading.catch(() => {
        if (cached?.reading === reading) cached = undefined;
      });
    }
    return cached.reading;
  };
}

const notHere = (response: ServerResponse) => {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not rendered here');
};

export function createRenderedPagesServer({
  site,
  renderer,
  metrics,
}: {
  /** The web root nginx serves (the pages written at start-up, first-screens.json…). */
  site: string;
  renderer: PageScreenRenderer;
  /** Where its renders are counted (the renderer counts the fallbacks, knowing why). */
  metrics?: WebMetrics;
}): Server {
  const readSiteNow = siteReader(site);

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notHere(response);
    const url = new URL(request.url ?? '/', 'http://page.invalid');
    const reading = await readSiteNow();
    if (!rendersPerRequest(reading.firstScreens, url.pathname)) return notHere(response);
    const language = requestLanguage({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const started = performance.now();
    const screen = await renderer.render(`${url.pathname}${url.search}`, language);
    if (!screen) return notHere(response);
    const page = Buffer.from(reading.page(url.pathname, language, screen));
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.length,
    });
    response.end(request.method === 'HEAD' ? undefined : page);
    metrics?.countRender((performance.now() - started) / 1000);
  }

  return createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
}
