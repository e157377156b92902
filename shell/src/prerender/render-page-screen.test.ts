// `/available` rendered per request (docs/decisions/008), by the renderer as the shell's build
// bundles it (dist-prerender/render-page-screen.js), loaded as each server loads it: the local
// server (`npm start`, here in this process) and production's rendered pages server (its built
// command, in a process of its own, as beside nginx). Both stand in front of a stand-in API this
// test controls, so it can be slow, fail or answer something else than the API would. What the
// visitor must get: the cars of this moment in their language, else the page written ahead (its
// loading state), never an error. It needs `pnpm build`: `npm test` runs it after the build, and
// `npm run test:unit` leaves it out (vitest.unit.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Car } from '@carzone/domain';
import { TEST_CAR } from '@carzone/domain/testing';
import { loadPageScreenRenderer, PAGE_SCREEN_RENDERER_FILE } from '@carzone/first-visit';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalServer } from '../../server/local-server.ts';

const shellDir = fileURLToPath(new URL('../../', import.meta.url));
const SHELL_DIST = join(shellDir, 'dist');
const RENDERER_BUNDLE = join(shellDir, 'dist-prerender', PAGE_SCREEN_RENDERER_FILE);
const PAGES_SERVER_CLI = join(
  shellDir,
  '..',
  'packages',
  'first-visit',
  'dist',
  'serve-rendered-pages-cli.js',
);
const FIREBASE = { apiKey: 'k', authDomain: 'd', projectId: 'p' };

const car = (id: number, carModel: string, dailyRentalPrice: number): Car => ({
  ...TEST_CAR,
  _id: `65a0000000000000000000${String(id).padStart(2, '0')}`,
  carModel,
  brand: carModel.split(' ')[0] ?? '',
  dailyRentalPrice,
  location: 'Gulshan, Dhaka',
  imageUrl: 'https://images.example.com/car.jpg',
  thumbnailUrl: 'https://images.example.com/car.jpg',
  description: 'Clean and cool.',
  features: 'AC',
  registrationNumber: 'DHA-1',
  createdAt: '2026-11-01T06:00:00.000Z',
});
const CARS = [car(1, 'Toyota Axio', 41), car(2, 'Honda Vezel', 42)];

/**
 * Words the rendered screen shows, from the shell's, the catalog's and web-kit's catalogs (the
 * heading, the sort, the count, a card's button, the footer), in each language.
 */
const WORDS = {
  en: ['Available Cars', 'Sort by', '2 cars listed.', 'Book Now', 'Quick Links'],
  bn: ['উপলব্ধ গাড়ি', 'সাজানোর ক্রম', '২টি গাড়ি তালিকাভুক্ত আছে।', 'এখনই বুক করুন', 'দ্রুত লিংক'],
} as const;
type Language = keyof typeof WORDS;

// The stand-in API: the catalog's loader asks `GET /api/cars?…` and reads the list and its
// X-Total-Count, as from the real API. Each test says how it answers.
type Answer = (response: ServerResponse) => void;
const answerCars: Answer = (response) => {
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Total-Count': String(CARS.length),
  });
  response.end(JSON.stringify(CARS));
};
let answer: Answer = answerCars;
/** What the renderers asked the API, in order. */
let asked: string[] = [];
/** Answers held back (an API too slow), ended after each test. */
const held: ServerResponse[] = [];
const holdAnswer: Answer = (response) => {
  held.push(response);
};

let api: Server;
let apiPort: number;
let local: FastifyInstance;
let localUrl: string;
let pagesServer: ChildProcess;
let pagesUrl: string;
let pagesMetricsUrl: string;
let pagesOutput = '';
let site: string;

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** A port nothing listens on now: the rendered pages server's command takes a port, not 0. */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Production's rendered pages server as the web image starts it, on a site made from the build. */
/** The rendered pages server's count of `series` (a metric with its labels), as scraped now. */
async function pagesMetric(series: string): Promise<number> {
  const text = await (await fetch(pagesMetricsUrl)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1) ?? NaN);
}

async function startPagesServer(): Promise<void> {
  site = await mkdtemp(join(tmpdir(), 'carzone-rendered-site-'));
  await mkdir(join(site, 'remotes'));
  for (const file of ['index.html', 'first-screens.json']) {
    await copyFile(join(SHELL_DIST, file), join(site, file));
  }
  await writeFile(
    join(site, 'runtime-config.json'),
    JSON.stringify({ remotes: {}, firebase: FIREBASE }),
  );
  const port = await freePort();
  const metricsPort = await freePort();
  pagesUrl = `http://127.0.0.1:${port}`;
  pagesMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  pagesServer = spawn(process.execPath, [PAGES_SERVER_CLI], {
    env: {
      PATH: process.env.PATH,
      SITE_DIR: site,
      PAGE_RENDERER_BUNDLE: RENDERER_BUNDLE,
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      PAGES_PORT: String(port),
      PAGES_METRICS_PORT: String(metricsPort),
      NGINX_LOG_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    pagesOutput += chunk.toString();
  };
  pagesServer.stdout?.on('data', keep);
  pagesServer.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    pagesServer.once('exit', (code) =>
      reject(new Error(`The rendered pages server stopped (${code}):\n${pagesOutput}`)),
    );
    pagesServer.stdout?.on('data', () => {
      if (pagesOutput.includes('listening on')) resolve();
    });
  });
}

interface Visit {
  status: number;
  page: string;
  ms: number;
}

async function visit(origin: string, path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers });
  const page = await response.text();
  return { status: response.status, page, ms: performance.now() - started } satisfies Visit;
}

const inLanguage = (language: Language): Record<string, string> =>
  language === 'en' ? {} : { Cookie: `carzone_language=${language}` };

/** The page's language as a browser and a search engine read it: its `lang` and first screen's. */
const pageLanguage = (page: string) => ({
  lang: /<html lang="([a-z]+)"/.exec(page)?.[1],
  screen: /<!-- carzone:first-screen:([a-z]+):([a-z]+) -->/.exec(page)?.slice(1).join(':'),
});

/** A page rendered for this request, with the cars the API gave, wholly in `language`. */
function expectRendered(page: string, language: Language) {
  expect(pageLanguage(page)).toEqual({ lang: language, screen: `ready:${language}` });
  for (const { carModel } of CARS) expect(page).toContain(carModel);
  expect(page).toContain('<script type="application/json" id="carzone-route-data">');
  for (const word of WORDS[language]) expect(page, language).toContain(word);
  for (const other of Object.keys(WORDS) as Language[])
    if (other !== language)
      for (const word of WORDS[other]) expect(page, language).not.toContain(word);
}

/** The local server's page written ahead: the first screen's loading state, in `language`. */
function expectWrittenAhead(visited: Visit, language: Language, why = '') {
  expect(visited.status, why).toBe(200);
  expect(pageLanguage(visited.page), why).toEqual({
    lang: language,
    screen: `loading:${language}`,
  });
  expect(visited.page, why).not.toContain('carzone-route-data');
  for (const { carModel } of CARS) expect(visited.page, why).not.toContain(carModel);
  // Nothing of what the loader says when the API fails: the browser asks the API itself.
  expect(visited.page, why).not.toContain("We couldn't load the cars");
  expect(visited.page, why).not.toContain('গাড়িগুলো লোড করা যায়নি');
}

/** The rendered pages server leaving the page to nginx's file written at start-up (a 404). */
function expectLeftToNginx(visited: Visit, why = '') {
  expect({ status: visited.status, page: visited.page }, why).toEqual({
    status: 404,
    page: 'Not rendered here',
  });
}

beforeAll(async () => {
  const missing = [
    RENDERER_BUNDLE,
    PAGES_SERVER_CLI,
    join(SHELL_DIST, 'first-screens.json'),
  ].filter((file) => !existsSync(file));
  if (missing.length)
    throw new Error(`These tests load what \`pnpm build\` writes; missing: ${missing.join(', ')}`);
  api = createServer((request, response) => {
    asked.push(request.url ?? '');
    answer(response);
  });
  apiPort = await listen(api);
  const renderer = await loadPageScreenRenderer(RENDERER_BUNDLE, {
    apiOrigin: `http://127.0.0.1:${apiPort}`,
  });
  local = await createLocalServer({
    distDir: SHELL_DIST,
    config: { remotes: {}, firebase: FIREBASE },
    securityHeaders: [],
    apiUrl: `http://127.0.0.1:${apiPort}`,
    remoteServers: [],
    renderScreen: renderer?.render,
  });
  localUrl = await local.listen({ port: 0, host: '127.0.0.1' });
  await startPagesServer();
}, 60_000);

afterEach(() => {
  for (const response of held.splice(0)) response.destroy();
  answer = answerCars;
  asked = [];
  vi.restoreAllMocks();
});

afterAll(async () => {
  pagesServer?.removeAllListeners('exit');
  pagesServer?.kill();
  await local?.close();
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
  if (site) await rm(site, { recursive: true, force: true });
});

// A render waits up to 1 s for the API, and some of these visits wait for several renders.
describe('/available rendered per request by the built renderer', { timeout: 20_000 }, () => {
  it("shows the API's cars of this moment, in the visitor's language", async () => {
    for (const language of ['en', 'bn'] as const) {
      const fromLocal = await visit(localUrl, '/available', inLanguage(language));
      expect(fromLocal.status).toBe(200);
      expectRendered(fromLocal.page, language);
      const fromPagesServer = await visit(pagesUrl, '/available', inLanguage(language));
      expect(fromPagesServer.status).toBe(200);
      expectRendered(fromPagesServer.page, language);
    }
    // Each render asked the API once, as the catalog's loader does in a browser.
    expect(asked.map((url) => new URL(url, 'http://api.invalid').pathname)).toEqual(
      Array(4).fill('/api/cars'),
    );
  });

  it('sends the page written ahead when the API is slower than the render waits, then renders again', async () => {
    answer = holdAnswer;
    const [fromLocal, fromPagesServer] = await Promise.all([
      visit(localUrl, '/available?q=toyota', inLanguage('bn')),
      visit(pagesUrl, '/available?q=toyota', inLanguage('bn')),
    ]);
    expectWrittenAhead(fromLocal, 'bn');
    expectLeftToNginx(fromPagesServer);
    // The render gives up after 1 s (nginx gives the pages server 3 s); the API would never answer.
    expect(Math.max(fromLocal.ms, fromPagesServer.ms)).toBeLessThan(4000);
    expect(held).toHaveLength(2);

    // Once the API answers in time again, so do the renders: the one that gave up left nothing.
    answer = answerCars;
    for (const response of held.splice(0)) answerCars(response);
    expectRendered((await visit(localUrl, '/available')).page, 'en');
    expectRendered((await visit(pagesUrl, '/available')).page, 'en');
  });

  it('sends the page written ahead when the API fails, never an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const apiFallbacksBefore = await pagesMetric(
      'carzone_page_render_fallbacks_total{reason="api"}',
    );
    const failures: Record<string, Answer | 'no one listening'> = {
      'a 500': (response) => {
        response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(
          JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Internal server error',
          }),
        );
      },
      'a 503 from a proxy, not JSON': (response) => {
        response.writeHead(503, { 'Content-Type': 'text/html' });
        response.end('<h1>503 Service Temporarily Unavailable</h1>');
      },
      'a connection closed without an answer': (response) => {
        response.socket?.destroy();
      },
      // Something else than the API on its address (a wrong API_ORIGIN): the loader ends in its
      // error ("invalid data"), which the browser, asking through the site, would not meet.
      'a page that is not the API’s answer': (response) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Welcome to nginx!</title>');
      },
      'no one listening': 'no one listening',
    };
    for (const [failure, failing] of Object.entries(failures)) {
      if (failing === 'no one listening') {
        api.closeAllConnections();
        await new Promise((resolve) => api.close(resolve));
      } else {
        answer = failing;
      }
      try {
        for (const language of ['en', 'bn'] as const) {
          const [fromLocal, fromPagesServer] = await Promise.all([
            visit(localUrl, '/available', inLanguage(language)),
            visit(pagesUrl, '/available', inLanguage(language)),
          ]);
          expectWrittenAhead(fromLocal, language, `${failure}, ${language}`);
          expectLeftToNginx(fromPagesServer, `${failure}, ${language}`);
        }
      } finally {
        if (failing === 'no one listening') await listen(api, apiPort);
      }
    }
    // Each failure, in each language, counted as the API's (five failures, two languages).
    expect(await pagesMetric('carzone_page_render_fallbacks_total{reason="api"}')).toBe(
      apiFallbacksBefore + 10,
    );
    // The API back on its address: the next visitor gets the cars again.
    answer = answerCars;
    expectRendered((await visit(localUrl, '/available')).page, 'en');
    expectRendered((await visit(pagesUrl, '/available')).page, 'en');
  });

  it('sends the page written ahead at once past eight renders waiting', async () => {
    const busyBefore = await pagesMetric('carzone_page_render_fallbacks_total{reason="busy"}');
    const rendersBefore = await pagesMetric('carzone_page_renders_total');
    for (const origin of [localUrl, pagesUrl]) {
      answer = holdAnswer;
      asked = [];
      const answered: Visit[] = [];
      const visits = Array.from({ length: 12 }, (_, index) =>
        visit(origin, `/available?sort=priceAsc&visitor=${index}`).then((visited) => {
          answered.push(visited);
          return visited;
        }),
      );
      // One render waits for the API, seven wait their turn: the other four are answered now,
      // while the API has answered nothing.
      await vi.waitFor(() => expect(answered).toHaveLength(4), { timeout: 5000 });
      expect(asked.length).toBeLessThanOrEqual(1);
      for (const refused of answered) {
        if (origin === localUrl) expectWrittenAhead(refused, 'en');
        else expectLeftToNginx(refused);
      }
      answer = answerCars;
      for (const response of held.splice(0)) answerCars(response);
      const all = await Promise.all(visits);
      const rendered = all.filter((visited) => visited.page.includes('carzone-route-data'));
      expect(rendered).toHaveLength(8);
      for (const { page } of rendered) expectRendered(page, 'en');
      expect(asked).toHaveLength(8);
    }
    // What an operator sees of it (the pages server's metrics): four sent away busy, eight rendered.
    expect(await pagesMetric('carzone_page_render_fallbacks_total{reason="busy"}')).toBe(
      busyBefore + 4,
    );
    expect(await pagesMetric('carzone_page_renders_total')).toBe(rendersBefore + 8);
  });

  it('gives Bangla and English visitors coming at once each their own language', async () => {
    // A little wait at the API, so that renders in both languages queue behind one another.
    answer = (response) => setTimeout(() => answerCars(response), 50);
    const visitors: Array<{ language: Language; headers: Record<string, string> }> = [
      { language: 'bn', headers: { Cookie: 'carzone_language=bn' } },
      { language: 'en', headers: { 'Accept-Language': 'en-US,en;q=0.9' } },
      { language: 'bn', headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' } },
      { language: 'en', headers: { Cookie: 'carzone_language=en', 'Accept-Language': 'bn-BD' } },
    ];
    const twice = [...visitors, ...visitors];
    const pages = await Promise.all(
      [localUrl, pagesUrl].flatMap((origin) =>
        twice.map(async ({ language, headers }) => ({
          language,
          ...(await visit(origin, '/available', headers)),
        })),
      ),
    );
    for (const { language, status, page } of pages) {
      expect(status).toBe(200);
      expectRendered(page, language);
    }
  });
});
