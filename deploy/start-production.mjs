// `pnpm start:production`: CarZone as docker-compose.yml runs it, on this host without Docker:
// Debian's nginx serving the built shell and remotes and routing /api to two API instances
// (NODE_ENV=production) on the PostgreSQL server DATABASE_URL names, and Debian's Prometheus
// scraping both. No Vite server. Ctrl-C (or SIGTERM) stops nginx, both API instances, Prometheus
// and the emulator. docs/production.md lists the variables.
//
//   DATABASE_URL        required: the PostgreSQL database (postgres://…)
//   PORT                nginx's port (default 8080); the API instances use API_PORT and the next
//   API_PORT            (default PORT+1)
//   PAGES_PORT          the rendered pages server beside nginx (default PORT+3)
//   METRICS_PORT        the first API instance's metrics port, the second's the next (default
//                       PORT+7); never reached through nginx
//   PROMETHEUS_PORT     Prometheus on 127.0.0.1 (default PORT+9)
//   PAGES_METRICS_PORT  the web metrics (renders, nginx's answers by status) on 127.0.0.1
//                       (default PORT+10); NGINX_LOG_PORT, UDP, where nginx sends its access log
//                       to be counted (default PORT+11)
//   CARZONE_REQUIRE_PROMETHEUS
//                       true: stop with an error when Debian's prometheus is not installed
//                       (without it the layout runs unwatched, and says so)
//   CARZONE_STAGING     true: the Auth emulator instead of a real Firebase project (tests only)
//   AUTH_EMULATOR_PORT  staging: the emulator's port (default 9199; it uses the next two too)
//   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, GOOGLE_APPLICATION_CREDENTIALS
//                       required outside staging
//   TLS_PORT            HTTPS (with HTTP/2) on this port as well (off when unset)
//   TLS_CERTIFICATE, TLS_CERTIFICATE_KEY
//                       its PEM certificate chain and key; staging makes a self-signed pair
//   PHOTO_DIR           the photo folder both instances share (default .data/production/photos)
//   REDIS_URL           passed to the API instances (rate limits shared between them)
//   SMTP_URL, MAIL_FROM, PUBLIC_URL
//                       required outside staging: the relay booking e-mails go through, their
//                       sender, and the site's address for their links
//   MAIL_DIR            staging: where the mail catcher standing in for the relay keeps the
//                       e-mails (default: a folder of the run's own)
//
//   --skip-build   use the existing builds     --quiet   print only the site's URL and errors
import { isAbsolute, join, resolve } from 'node:path';
import { startProductionLayout } from './lib/production-layout.mjs';
import { loadRunPnpm, repoRoot } from './lib/repository.mjs';

const flags = new Set(process.argv.slice(2));
const env = process.env;

/** @param {string} name @param {number} fallback */
function portFrom(name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    throw new Error(`${name} must be a port number (got "${value}").`);
  return Number(value);
}

/** A TLS file's path from the environment, absolute (as nginx needs it), or undefined. */
function tlsFile(/** @type {string} */ name) {
  const value = env[name]?.trim();
  return value ? resolve(value) : undefined;
}

/** HTTPS on TLS_PORT with the pair TLS_CERTIFICATE / TLS_CERTIFICATE_KEY, or none. */
function tlsFromEnv() {
  const certificate = tlsFile('TLS_CERTIFICATE');
  const key = tlsFile('TLS_CERTIFICATE_KEY');
  if (!env.TLS_PORT?.trim()) {
    if (certificate || key)
      throw new Error('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY need TLS_PORT, the HTTPS port.');
    return null;
  }
  return { port: portFrom('TLS_PORT', 0), certificate, key };
}

/** @type {import('./lib/production-layout.mjs').ProductionLayout | null} */
let layout = null;
let stopRequested = false;

async function stopAndExit(/** @type {number} */ exitCode) {
  stopRequested = true;
  await layout?.stop();
  process.exit(exitCode);
}

async function main() {
  const staging = env.CARZONE_STAGING?.trim() === 'true';
  const port = portFrom('PORT', 8080);
  const firstApiPort = portFrom('API_PORT', port + 1);
  const firstMetricsPort = portFrom('METRICS_PORT', port + 7);
  const photoDir = env.PHOTO_DIR?.trim() || join(repoRoot, '.data', 'production', 'photos');
  if (!flags.has('--skip-build'))
    (await loadRunPnpm())(['-r', '--workspace-concurrency=2', 'build']);

  layout = await startProductionLayout({
    port,
    databaseUrl: env.DATABASE_URL?.trim() ?? '',
    staging,
    apiPorts: [firstApiPort, firstApiPort + 1],
    metricsPorts: [firstMetricsPort, firstMetricsPort + 1],
    prometheusPort: portFrom('PROMETHEUS_PORT', port + 9),
    pagesPort: portFrom('PAGES_PORT', port + 3),
    pagesMetricsPort: portFrom('PAGES_METRICS_PORT', port + 10),
    nginxLogPort: portFrom('NGINX_LOG_PORT', port + 11),
    authEmulatorPort: portFrom('AUTH_EMULATOR_PORT', 9199),
    photoDir: isAbsolute(photoDir) ? photoDir : resolve(photoDir),
    mailDir: env.MAIL_DIR?.trim() ? resolve(env.MAIL_DIR.trim()) : undefined,
    tls: tlsFromEnv(),
    env,
    log: flags.has('--quiet') ? () => {} : (line) => console.log(line),
    onUnexpectedExit: (name, reason) => {
      // Stopping by process group (a terminal's Ctrl-C, a test runner) ends the units too.
      if (stopRequested) return;
      console.error(`[${name}] stopped unexpectedly (${reason})`);
      void stopAndExit(1);
    },
  });
  // A Ctrl-C that came while starting: stop now that everything is known.
  if (stopRequested) return stopAndExit(0);
  if (staging)
    console.log(`Staging: signing in goes to the Auth emulator at ${layout.authEmulatorUrl}.`);
  if (layout.prometheusUrl)
    console.log(`Prometheus (both API instances, the alert rules) is at ${layout.prometheusUrl}.`);
  const alsoHttps = layout.httpsUrl ? ` and ${layout.httpsUrl}` : '';
  console.log(
    `\nCarZone (production layout) is running at ${layout.url}${alsoHttps}  (Ctrl-C stops it)\n`,
  );
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopRequested = true;
    if (layout) void stopAndExit(0);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
