// Production's rendered pages server, on a small site made for each test, with a renderer that
// stands in for the shell's (which needs the shell's build): what it answers, and when it leaves
// the page to nginx's files.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageScreenRenderer } from './page-screen-renderer.js';
import { createRenderedPagesServer } from './rendered-pages-server.js';
import { WebMetrics } from './web-metrics.js';

const SHELL_PAGE =
  '<!doctype html>\n<html>\n  <head>\n    <title>CarZone</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let site: string;
let close: () => Promise<void>;
/** What the renderer was asked, and what it gives (undefined: nothing to give). */
let asked: string[];
let gives: ((url: string, language: string) => string | undefined) | undefined;
let metrics: WebMetrics;

const renderer: PageScreenRenderer = {
  render: async (url, language) => {
    asked.push(`${url} ${language}`);
    const html = gives?.(url, language);
    return html === undefined ? undefined : { html, head: '<style data-emotion="css r"></style>' };
  },
};

async function writeScreens(availableReady: boolean) {
  await writeFile(
    join(site, 'first-screens.json'),
    JSON.stringify({
      head: '',
      screens: {
        '/': { html: '<h1>Home</h1>', head: '', ready: true },
        '/available': { html: '<p>Loading cars</p>', head: '', ready: availableReady },
      },
    }),
  );
}

async function start(): Promise<string> {
  const server = createRenderedPagesServer({ site, renderer, metrics });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'carzone-rendered-pages-'));
  asked = [];
  metrics = new WebMetrics();
  gives = (url, language) => `<h1>Cars for ${url} in ${language}</h1>`;
  await writeFile(join(site, 'index.html'), SHELL_PAGE);
  await writeFile(
    join(site, 'runtime-config.json'),
    JSON.stringify({ remotes: {}, firebase: { apiKey: 'k', authDomain: 'a', projectId: 'p' } }),
  );
  await mkdir(join(site, 'remotes'), { recursive: true });
  await writeScreens(false);
});
afterEach(async () => {
  await close?.();
  await rm(site, { recursive: true, force: true });
});

describe('the rendered pages server', () => {
  it('answers a page whose first screen waits for the API with the screen rendered now', async () => {
    const origin = await start();
    const answer = await fetch(`${origin}/available?q=toyota&sort=priceAsc`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await answer.text();
    expect(page).toContain(
      '<!-- carzone:first-screen:ready:en --><h1>Cars for /available?q=toyota&sort=priceAsc in en</h1>',
    );
    expect(page).not.toContain('Loading cars');
    expect(asked).toEqual(['/available?q=toyota&sort=priceAsc en']);
    expect(metrics.text()).toContain('carzone_page_renders_total 1\n');
  });

  it("renders in the visitor's language: the kept choice, else the browser's", async () => {
    const origin = await start();
    const bangla = await fetch(`${origin}/available`, {
      headers: { Cookie: 'carzone_language=bn' },
    });
    expect(await bangla.text()).toContain('<html lang="bn">');
    await fetch(`${origin}/available`, { headers: { 'Accept-Language': 'bn-BD,bn;q=0.9' } });
    await fetch(`${origin}/available`, {
      headers: { Cookie: 'carzone_language=en', 'Accept-Language': 'bn-BD' },
    });
    expect(asked).toEqual(['/available bn', '/available bn', '/available en']);
  });

  it('leaves every other page to nginx (404), without rendering it', async () => {
    const origin = await start();
    for (const path of ['/', '/about', '/car/42', '/available/extra', '/pages/available.html']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${origin}/available`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('leaves the page to nginx when the renderer has nothing to give (an API too slow)', async () => {
    gives = undefined;
    const origin = await start();
    expect((await fetch(`${origin}/available`)).status).toBe(404);
    // Not a render (the renderer itself counts the fallback, knowing why).
    expect(metrics.text()).toContain('carzone_page_renders_total 0\n');
  });

  it('stops rendering a page once its screen leaves the build (a release of its remote)', async () => {
    const origin = await start();
    expect((await fetch(`${origin}/available`)).status).toBe(200);
    // The site's files are read again when they change.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(site, 'first-screens.json'), JSON.stringify({ head: '', screens: {} }));
    expect((await fetch(`${origin}/available`)).status).toBe(404);
  });

  it('answers 500, for nginx to fall back, when the site cannot be read', async () => {
    await rm(join(site, 'runtime-config.json'));
    const origin = await start();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      expect((await fetch(`${origin}/available`)).status).toBe(500);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
