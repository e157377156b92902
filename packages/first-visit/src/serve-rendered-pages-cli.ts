#!/usr/bin/env node
// Beside nginx in the web image (and in the production layout without Docker): the rendered
// pages server (rendered-pages-server.ts). nginx falls back to the pages written at start-up
// whenever it does not answer, so the site works without it, only slower on `/available`.
//
//   SITE_DIR              the web root (default /usr/share/nginx/html)
//   PAGE_RENDERER_BUNDLE  the shell's renderer (default /opt/carzone/page-renderer/render-page-screen.js)
//   API_ORIGIN            where the API answers, as this server reaches it (http://api:3100)
//   PAGES_PORT            this server's port (default 3200), on PAGES_HOST (default 127.0.0.1)
import { createRenderedPagesServer } from './rendered-pages-server.js';
import { loadPageScreenRenderer } from './page-screen-renderer.js';

function fail(message: string): never {
  console.error(`serve-rendered-pages: ${message}`);
  process.exit(1);
}

const env = process.env;
const site = env.SITE_DIR || '/usr/share/nginx/html';
const bundle = env.PAGE_RENDERER_BUNDLE || '/opt/carzone/page-renderer/render-page-screen.js';
const apiOrigin = env.API_ORIGIN || fail('API_ORIGIN is not set (where the API answers).');
const port = Number(env.PAGES_PORT || 3200);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('PAGES_PORT is not a port number.');

const renderer = await loadPageScreenRenderer(bundle, { apiOrigin });
if (!renderer) fail(`no renderer at ${bundle} (the shell's build writes it).`);
const server = createRenderedPagesServer({ site, renderer });
server.listen(port, env.PAGES_HOST || '127.0.0.1', () => {
  console.log(`serve-rendered-pages: listening on ${env.PAGES_HOST || '127.0.0.1'}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(0));
}
