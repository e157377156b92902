#!/usr/bin/env node
// Beside nginx in the web image (and in the production layout without Docker): the rendered
// pages server (rendered-pages-server.ts). nginx falls back to the pages written at start-up
// whenever it does not answer, so the site works without it, only slower on `/available`.
//
//   SITE_DIR              the web root (default /usr/share/nginx/html)
//   PAGE_RENDERER_BUNDLE  the shell's renderer (default /opt/carzone/page-renderer/render-page-screen.js)
//   API_ORIGIN            where the API answers, as this server reaches it (http://api:3100)
//   PAGES_PORT            this server's port (default 3200), on PAGES_HOST (default 127.0.0.1)
//   PAGES_METRICS_PORT    the web metrics (web-metrics.ts) at GET /metrics (default 9465; 0: none),
//                         on PAGES_METRICS_HOST (default 127.0.0.1): never routed by nginx
//   NGINX_LOG_PORT        where nginx sends its access log over syslog, UDP on 127.0.0.1 (default
//                         3201, as deploy/nginx.conf says; 0: none)
import { createRenderedPagesServer } from './rendered-pages-server.js';
import { loadPageScreenRenderer } from './page-screen-renderer.js';
import { createWebMetricsServer, receiveNginxLog, WebMetrics } from './web-metrics.js';

function fail(message: string): never {
  console.error(`serve-rendered-pages: ${message}`);
  process.exit(1);
}

const env = process.env;
const site = env.SITE_DIR || '/usr/share/nginx/html';
const bundle = env.PAGE_RENDERER_BUNDLE || '/opt/carzone/page-renderer/render-page-screen.js';
const apiOrigin = env.API_ORIGIN || fail('API_ORIGIN is not set (where the API answers).');
const portOf = (name: string, fallback: number, zeroAllowed = false): number => {
  const port = Number(env[name] || fallback);
  if (!Number.isInteger(port) || port < (zeroAllowed ? 0 : 1) || port > 65535)
    fail(`${name} is not a port number${zeroAllowed ? ' (or 0 for none)' : ''}.`);
  return port;
};
const port = portOf('PAGES_PORT', 3200);
const metricsPort = portOf('PAGES_METRICS_PORT', 9465, true);
const nginxLogPort = portOf('NGINX_LOG_PORT', 3201, true);
if (metricsPort === port)
  fail('PAGES_METRICS_PORT is PAGES_PORT: the metrics need a port of their own.');

const metrics = new WebMetrics();
const renderer = await loadPageScreenRenderer(bundle, {
  apiOrigin,
  onFallback: (reason) => metrics.countFallback(reason),
});
if (!renderer) fail(`no renderer at ${bundle} (the shell's build writes it).`);
const server = createRenderedPagesServer({ site, renderer, metrics });
const failToListen = (what: string) => (error: Error) => fail(`${what}: ${error.message}`);
server.on('error', failToListen('the pages port'));
server.listen(port, env.PAGES_HOST || '127.0.0.1', () => {
  console.log(`serve-rendered-pages: listening on ${env.PAGES_HOST || '127.0.0.1'}:${port}`);
});
if (metricsPort) {
  const metricsHost = env.PAGES_METRICS_HOST || '127.0.0.1';
  createWebMetricsServer(metrics)
    .on('error', failToListen('PAGES_METRICS_PORT'))
    .listen(metricsPort, metricsHost, () => {
      console.log(`serve-rendered-pages: metrics on http://${metricsHost}:${metricsPort}/metrics`);
    });
}
if (nginxLogPort) {
  receiveNginxLog(metrics)
    .on('error', failToListen('NGINX_LOG_PORT'))
    .bind(nginxLogPort, '127.0.0.1');
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(0));
}
