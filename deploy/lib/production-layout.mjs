// The production layout on this host, without Docker: what docker-compose.yml describes, from
// Debian's nginx and the built units. nginx serves the shell and each remote from a site folder
// (site/ and site/remotes/<folder>/, as the web image's /usr/share/nginx/html) and routes /api to
// two API instances (NODE_ENV=production) on a PostgreSQL server, balancing between them.
// Prometheus (Debian's) scrapes each instance's metrics port with the alert rules loaded.
// In staging (for tests) the Auth emulator stands in for Firebase, under an explicit flag, the
// mail catcher for the relay and the SSLCommerz stand-in for the payment gateway; nginx's
// configuration is production's all the same.
//
// startProductionLayout() is the one entry: deploy/start-production.mjs calls it, and so can a
// test (the release test does). Its options and answer are kept stable. This file starts the
// units in order; what it refuses to start with is layout-checks.mjs's, the site folder and the
// rendered pages server layout-site.mjs's, Firebase's, the relay's and the payment gateway's
// stand-ins layout-stand-ins.mjs's, and nginx layout-nginx.mjs's.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './repository.mjs';
import { ChildGroup, waitUntilAnswering } from './child-processes.mjs';
import { layoutProblems } from './layout-checks.mjs';
import { startNginx } from './layout-nginx.mjs';
import { assembleSite, startRenderedPages, writeSitePages } from './layout-site.mjs';
import { startFirebase, startMail, startPaymentGateway } from './layout-stand-ins.mjs';
import { startPrometheus } from './prometheus.mjs';

export { layoutProblems, PRODUCTION_FIREBASE_VARIABLES } from './layout-checks.mjs';
export { assembleSite } from './layout-site.mjs';

/**
 * @typedef {object} ProductionLayoutOptions
 * @property {number} port  nginx's port (the site is at http://localhost:PORT)
 * @property {string} databaseUrl  the PostgreSQL database both API instances use
 * @property {boolean} [staging]  the Auth emulator instead of Firebase (CARZONE_STAGING=true)
 * @property {number[]} [apiPorts]  one port per API instance (default: port+1 and port+2)
 * @property {number} [pagesPort]  the rendered pages server's port (default: port+3)
 * @property {number[]} [metricsPorts]  each API instance's metrics port (METRICS_PORT), never
 *   reached through nginx (default: port+7, port+8…)
 * @property {number} [prometheusPort]  Prometheus's port on 127.0.0.1 (default: port+9)
 * @property {number} [pagesMetricsPort]  the web metrics (the rendered pages server's renders and
 *   nginx's answers by status) on 127.0.0.1 (default: port+10)
 * @property {number} [nginxLogPort]  where nginx sends its access log to be counted, UDP on
 *   127.0.0.1 (default: port+11)
 * @property {number} [authEmulatorPort]  staging: the emulator's port (and the next two: its hub
 *   and logging); default 9199
 * @property {string} [runDir]  where the site, nginx's config, temp files and logs go; default a
 *   new temporary folder, removed by stop()
 * @property {string} [photoDir]  the photo folder both API instances share (default runDir/photos)
 * @property {string} [mailDir]  staging: where the mail catcher keeps the booking e-mails it
 *   takes in place of a relay (default runDir/mail)
 * @property {number} [paymentGatewayPort]  staging: the SSLCommerz stand-in's port on 127.0.0.1
 *   (default 0: a free one; its URL is in the answer)
 * @property {{ port: number, certificate?: string, key?: string } | null} [tls]  HTTPS (with
 *   HTTP/2) on this port as well, with this PEM certificate and key; staging makes a self-signed
 *   pair when they are not given
 * @property {NodeJS.ProcessEnv} [env]  the environment the units read (default process.env):
 *   FIREBASE_* and GOOGLE_APPLICATION_CREDENTIALS outside staging, REDIS_URL, SEED_DEMO_DATA…;
 *   CARZONE_REQUIRE_PROMETHEUS=true: fail rather than run without Prometheus when it is missing
 * @property {(line: string) => void} [log]  each labelled output line (default: console.log)
 * @property {(name: string, reason: string) => void} [onUnexpectedExit]  a unit stopped on its own
 *   (default: printed on stderr)
 */

/**
 * @typedef {object} ProductionLayout
 * @property {string} url  http://localhost:PORT
 * @property {string | null} httpsUrl  https://localhost:TLS_PORT when TLS is on
 * @property {string} siteDir  the web root: the shell, and each remote in remotes/<folder>/
 * @property {number[]} apiPorts
 * @property {number[]} metricsPorts  each API instance's metrics: http://127.0.0.1:PORT/metrics
 * @property {number} pagesMetricsPort  the web metrics: http://127.0.0.1:PORT/metrics
 * @property {string | null} prometheusUrl  http://127.0.0.1:PROMETHEUS_PORT; null when Debian's
 *   prometheus is not installed (and not required)
 * @property {string} runDir
 * @property {string | null} authEmulatorUrl  staging: the emulator as the browser reaches it
 * @property {string | null} mailDir  staging: the caught e-mails' folder (.eml files)
 * @property {string | null} paymentGatewayUrl  staging: the SSLCommerz stand-in the API instances
 *   pay through (its /__standin/settings turns it down for a drill); null outside staging or
 *   when SSLCOMMERZ_STORE_ID names a store of the run's own
 * @property {(index: number) => Promise<void>} restartApiInstance  starts API instance `index`
 *   (0-based) again, as a supervisor would after it died (a fault drill's kill -9), and resolves
 *   once it answers
 * @property {() => Promise<void>} stop  stops everything it started; safe to call twice
 */

/**
 * Starts the layout and resolves once nginx answers for the site and the API; on a failure part
 * way, stops what it started and rejects.
 * @param {ProductionLayoutOptions} options
 * @returns {Promise<ProductionLayout>}
 */
export async function startProductionLayout(options) {
  const {
    port,
    databaseUrl,
    staging = false,
    apiPorts = [port + 1, port + 2],
    pagesPort = port + 3,
    // Beside the emulator's default and release.spec's block (port … port+6): 7 to 11, so a
    // layout keeps to twelve ports.
    metricsPorts = apiPorts.map((_, index) => port + 7 + index),
    prometheusPort = port + 9,
    pagesMetricsPort = port + 10,
    nginxLogPort = port + 11,
    authEmulatorPort = 9199,
    paymentGatewayPort = 0,
    env = process.env,
    log = (line) => console.log(line),
    onUnexpectedExit = (name, reason) => console.error(`[${name}] stopped unexpectedly: ${reason}`),
  } = options;
  const problems = layoutProblems({
    ...options,
    apiPorts,
    metricsPorts,
    prometheusPort,
    pagesPort,
    pagesMetricsPort,
    authEmulatorPort,
  });
  if (problems.length)
    throw new Error(
      `The production layout cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );

  const ownRunDir = !options.runDir;
  const runDir = options.runDir ?? mkdtempSync(join(tmpdir(), 'carzone-production-'));
  const siteDir = join(runDir, 'site');
  const confDir = join(runDir, 'conf');
  const photoDir = options.photoDir ?? join(runDir, 'photos');
  const children = new ChildGroup({ log, onUnexpectedExit });
  /** @type {(() => Promise<void>) | null} */
  let stopEmulator = null;
  /** @type {(() => Promise<void>) | null} */
  let stopMailCatcher = null;
  /** @type {(() => Promise<void>) | null} */
  let stopPaymentGateway = null;
  /** @type {Promise<void> | null} */
  let stopping = null;
  // One stop for every caller: a second caller (a signal while a unit's exit is being handled)
  // waits for the same one instead of returning before it has finished.
  const stop = () =>
    (stopping ??= (async () => {
      await children.stopAll();
      await stopEmulator?.();
      await stopMailCatcher?.();
      await stopPaymentGateway?.();
      if (ownRunDir) rmSync(runDir, { recursive: true, force: true });
    })());

  try {
    for (const dir of [siteDir, confDir, photoDir, join(runDir, 'temp'), join(runDir, 'logs')])
      mkdirSync(dir, { recursive: true });
    // nginx's workers drop root (when started as root) and must still reach the site.
    chmodSync(runDir, 0o755);
    assembleSite(siteDir);

    const firebase = await startFirebase({ staging, env, authEmulatorPort });
    stopEmulator = firebase.stop;
    const { firebaseEnv, authEmulatorUrl } = firebase;
    const mail = await startMail({
      staging,
      env,
      port,
      mailDir: options.mailDir ?? join(runDir, 'mail'),
    });
    stopMailCatcher = mail.stop;
    const { mailEnv, mailDir } = mail;
    const payments = await startPaymentGateway({ staging, env, port: paymentGatewayPort });
    stopPaymentGateway = payments.stop;
    const { paymentEnv, paymentGatewayUrl } = payments;
    writeSitePages(siteDir, {
      ...firebaseEnv,
      ...(authEmulatorUrl && { FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl }),
    });

    // The environment docker-compose.yml gives the api service, per instance.
    const startApi = (/** @type {number} */ index) =>
      children.start(`api-${index + 1}`, process.execPath, ['dist/main.js'], {
        cwd: join(repoRoot, 'api'),
        env: {
          ...env,
          ...firebaseEnv,
          ...mailEnv,
          ...paymentEnv,
          NODE_ENV: 'production',
          API_HOST: '127.0.0.1',
          API_PORT: String(apiPorts[index]),
          // Scraped by this layout's Prometheus, on a port of the instance's own.
          METRICS_HOST: '127.0.0.1',
          METRICS_PORT: String(metricsPorts[index]),
          DATABASE_URL: databaseUrl,
          PHOTO_DIR: photoDir,
        },
      });
    const apis = apiPorts.map((_, index) => startApi(index));
    for (const [index, api] of apis.entries()) {
      await waitUntilAnswering(`http://127.0.0.1:${apiPorts[index]}/api/health`, {
        label: `API instance ${index + 1}`,
        child: api,
      });
    }

    await startRenderedPages(children, {
      siteDir,
      apiOrigin: `http://127.0.0.1:${apiPorts[0]}`,
      pagesPort,
      pagesMetricsPort,
      nginxLogPort,
    });

    // Scraping starts now; the instances have answered, so their metrics listen too.
    const prometheusUrl = await startPrometheus({
      children,
      runDir,
      port: prometheusPort,
      targets: metricsPorts.map((metricsPort, index) => ({
        address: `127.0.0.1:${metricsPort}`,
        unit: `api-${index + 1}`,
      })),
      webTargets: [{ address: `127.0.0.1:${pagesMetricsPort}`, unit: 'web' }],
      // Staging is for tests, which wait for a scrape or two.
      scrapeInterval: staging ? '5s' : '15s',
      env,
      log,
    });

    const { url, httpsUrl } = await startNginx(children, {
      port,
      runDir,
      confDir,
      siteDir,
      apiPorts,
      pagesPort,
      nginxLogPort,
      authEmulatorUrl,
      tls: options.tls,
      staging,
      log,
    });
    return {
      url,
      httpsUrl,
      siteDir,
      apiPorts,
      metricsPorts,
      pagesMetricsPort,
      prometheusUrl,
      runDir,
      authEmulatorUrl,
      mailDir,
      paymentGatewayUrl,
      async restartApiInstance(index) {
        if (!apiPorts[index]) throw new Error(`There is no API instance ${index + 1}.`);
        const api = startApi(index);
        await waitUntilAnswering(`http://127.0.0.1:${apiPorts[index]}/api/health`, {
          label: `API instance ${index + 1}`,
          child: api,
        });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
