// The production layout on this host, without Docker: what docker-compose.yml describes, from
// Debian's nginx and the built units. nginx serves the shell and each remote from a site folder
// (site/ and site/remotes/<folder>/, as the web image's /usr/share/nginx/html) and routes /api to
// two API instances (NODE_ENV=production) on a PostgreSQL server, balancing between them.
// Prometheus (Debian's) scrapes each instance's metrics port with the alert rules loaded.
// In staging (for tests) the Auth emulator stands in for Firebase, under an explicit flag, and
// the mail catcher for the relay; nginx's configuration is production's all the same.
//
// startProductionLayout() is the one entry: deploy/start-production.mjs calls it, and so can a
// test (the release test does). Its options and answer are kept stable.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAuthEmulator, REMOTES, repoRoot } from './repository.mjs';
import { ChildGroup, waitUntilAnswering } from './child-processes.mjs';
import {
  BROTLI_STATIC_MODULE,
  renderIncludeFiles,
  renderMainConfig,
  renderSiteConfig,
  writeSelfSignedPair,
} from './nginx-config.mjs';
import { startPrometheus } from './prometheus.mjs';

const deployDir = join(repoRoot, 'deploy');

/** The Auth emulator's project: a `demo-` id, so nothing tries to reach a real project. */
const STAGING_PROJECT_ID = 'demo-carzone';

/** The Firebase web config the emulator accepts (any key works there; the project must match). */
const STAGING_FIREBASE = {
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: `${STAGING_PROJECT_ID}.firebaseapp.com`,
  FIREBASE_PROJECT_ID: STAGING_PROJECT_ID,
};

/** What a real Firebase project needs (README, production). */
export const PRODUCTION_FIREBASE_VARIABLES = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'GOOGLE_APPLICATION_CREDENTIALS',
];

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
 * @property {(index: number) => Promise<void>} restartApiInstance  starts API instance `index`
 *   (0-based) again, as a supervisor would after it died (a fault drill's kill -9), and resolves
 *   once it answers
 * @property {() => Promise<void>} stop  stops everything it started; safe to call twice
 */

/**
 * What is wrong with these options and environment, in words an operator can act on.
 * @param {ProductionLayoutOptions} options
 * @returns {string[]}
 */
export function layoutProblems({
  port,
  apiPorts = [],
  metricsPorts = [],
  prometheusPort,
  pagesPort,
  pagesMetricsPort,
  authEmulatorPort,
  databaseUrl,
  staging = false,
  env = process.env,
  tls = null,
}) {
  const problems = [];
  if (metricsPorts.length && metricsPorts.length !== apiPorts.length)
    problems.push(
      `Each API instance needs a metrics port of its own: ${apiPorts.length} instances, ${metricsPorts.length} metrics ports.`,
    );
  // A unit that finds its port taken stops, and the layout runs on without it: the rendered
  // pages server's port once fell on the emulator's, and nginx quietly sent every page written
  // ahead.
  /** @type {Array<{ name: string, port: number | undefined }>} */
  const listeners = [
    { name: 'nginx', port },
    ...apiPorts.map((apiPort, index) => ({ name: `API instance ${index + 1}`, port: apiPort })),
    ...metricsPorts.map((metricsPort, index) => ({
      name: `API instance ${index + 1}'s metrics`,
      port: metricsPort,
    })),
    { name: 'Prometheus', port: prometheusPort },
    { name: 'the rendered pages server', port: pagesPort },
    { name: "the rendered pages server's metrics", port: pagesMetricsPort },
    { name: 'HTTPS', port: tls?.port },
    ...(staging && authEmulatorPort !== undefined
      ? [0, 1, 2].map((next) => ({ name: 'the Auth emulator', port: authEmulatorPort + next }))
      : []),
  ];
  /** @type {Map<number, string>} */
  const taken = new Map();
  for (const listener of listeners) {
    if (listener.port === undefined) continue;
    const before = taken.get(listener.port);
    if (before)
      problems.push(
        `${before} and ${listener.name} would both listen on port ${listener.port}: give each a port of its own.`,
      );
    else taken.set(listener.port, listener.name);
  }
  if (tls) {
    const given = [tls.certificate, tls.key].filter(Boolean);
    if (given.length === 1 || (given.length === 0 && !staging))
      problems.push(
        'HTTPS needs both TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (PEM files); only a staging run makes a self-signed pair.',
      );
    for (const file of given)
      if (!existsSync(/** @type {string} */ (file))) problems.push(`No TLS file at ${file}.`);
  }
  if (!databaseUrl) {
    problems.push(
      'DATABASE_URL is required: the production layout runs on a PostgreSQL server (e.g. postgres://carzone:secret@127.0.0.1:5432/carzone), never on PGlite.',
    );
  } else if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// (or postgresql://) URL.');
  }
  if (!staging) {
    const mailMissing = ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL'].filter(
      (name) => !env[name]?.trim(),
    );
    if (mailMissing.length)
      problems.push(
        `Booking e-mails are not configured: set ${mailMissing.join(', ')} (docs/operations.md), or CARZONE_STAGING=true to catch them locally.`,
      );
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST is set without CARZONE_STAGING=true: production never uses the Auth emulator. Unset it, or set CARZONE_STAGING=true for a staging run.',
      );
    const missing = PRODUCTION_FIREBASE_VARIABLES.filter((name) => !env[name]?.trim());
    if (missing.length)
      problems.push(
        `Firebase is not configured: set ${missing.join(', ')} (a real project; see docs/production.md), or CARZONE_STAGING=true to run on the Auth emulator.`,
      );
    else if (!existsSync(/** @type {string} */ (env.GOOGLE_APPLICATION_CREDENTIALS)))
      problems.push(
        `GOOGLE_APPLICATION_CREDENTIALS names no file: ${env.GOOGLE_APPLICATION_CREDENTIALS}`,
      );
  }
  return problems;
}

/**
 * Copies the built shell and remotes into `siteDir` as the web image lays them out. A remote's
 * harness page (its own index.html, for working on it alone) is not part of the site.
 * @param {string} siteDir
 * @returns {string[]} the remotes' folders
 */
export function assembleSite(siteDir) {
  const shellDist = join(repoRoot, 'shell', 'dist');
  const present = REMOTES.filter((remote) => remote.present);
  const unbuilt = [
    ...(existsSync(join(shellDist, 'index.html')) ? [] : ['shell']),
    ...present
      .filter((remote) => !existsSync(join(repoRoot, remote.folder, 'dist', 'remoteEntry.js')))
      .map((remote) => remote.folder),
  ];
  if (unbuilt.length)
    throw new Error(
      `Not built: ${unbuilt.join(', ')}. Run \`pnpm build\` first (or drop --skip-build).`,
    );
  mkdirSync(join(siteDir, 'remotes'), { recursive: true });
  cpSync(shellDist, siteDir, { recursive: true });
  for (const remote of present) {
    const dist = join(repoRoot, remote.folder, 'dist');
    cpSync(dist, join(siteDir, 'remotes', remote.folder), {
      recursive: true,
      filter: (source) => source !== join(dist, 'index.html'),
    });
  }
  return present.map((remote) => remote.folder);
}

/** The first-visit pages' writer, as the web image runs it (packages/first-visit, built). */
const SITE_PAGES_WRITER = join(
  repoRoot,
  'packages',
  'first-visit',
  'dist',
  'write-site-pages-cli.js',
);
/** The rendered pages server, as the web image runs it beside nginx, and the shell's renderer. */
const RENDERED_PAGES_SERVER = join(
  repoRoot,
  'packages',
  'first-visit',
  'dist',
  'serve-rendered-pages-cli.js',
);
const PAGE_RENDERER_BUNDLE = join(repoRoot, 'shell', 'dist-prerender', 'render-page-screen.js');

/**
 * Writes the runtime manifest and the first-visit pages into the site, as the web image does at
 * start-up (@carzone/first-visit's write-site-pages).
 * @param {string} siteDir
 * @param {NodeJS.ProcessEnv} env  FIREBASE_* (and in staging CARZONE_STAGING, FIREBASE_AUTH_EMULATOR_URL)
 */
function writeSitePages(siteDir, env) {
  if (!existsSync(SITE_PAGES_WRITER))
    throw new Error('Not built: packages/first-visit. Run `pnpm build` first.');
  const result = spawnSync(process.execPath, [SITE_PAGES_WRITER], {
    env: {
      PATH: process.env.PATH,
      ...env,
      SITE_DIR: siteDir,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(
      `Writing the site's pages failed (${result.status ?? result.signal}):\n${result.stderr}`,
    );
}

/** The nginx to run: NGINX when set, else Debian's. */
function nginxBinary() {
  return process.env.NGINX || '/usr/sbin/nginx';
}

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
  /** @type {Promise<void> | null} */
  let stopping = null;
  // One stop for every caller: a second caller (a signal while a unit's exit is being handled)
  // waits for the same one instead of returning before it has finished.
  const stop = () =>
    (stopping ??= (async () => {
      await children.stopAll();
      await stopEmulator?.();
      await stopMailCatcher?.();
      if (ownRunDir) rmSync(runDir, { recursive: true, force: true });
    })());

  try {
    for (const dir of [siteDir, confDir, photoDir, join(runDir, 'temp'), join(runDir, 'logs')])
      mkdirSync(dir, { recursive: true });
    // nginx's workers drop root (when started as root) and must still reach the site.
    chmodSync(runDir, 0o755);
    assembleSite(siteDir);

    /** @type {NodeJS.ProcessEnv} */
    let firebaseEnv;
    let authEmulatorUrl = null;
    if (staging) {
      const { startAuthEmulator } = await loadAuthEmulator();
      const emulator = await startAuthEmulator({
        port: authEmulatorPort,
        projectId: STAGING_PROJECT_ID,
      });
      stopEmulator = emulator.stop;
      authEmulatorUrl = `http://${emulator.host}`;
      firebaseEnv = {
        ...STAGING_FIREBASE,
        CARZONE_STAGING: 'true',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      };
    } else {
      firebaseEnv = Object.fromEntries(
        PRODUCTION_FIREBASE_VARIABLES.map((name) => [name, env[name]]),
      );
    }
    /** @type {NodeJS.ProcessEnv} */
    let mailEnv = {};
    let mailDir = null;
    if (staging) {
      // A staging run's mails link to this layout and come from a test address. The catcher
      // stands in for the relay, as the Auth emulator does for Firebase, unless the run brings
      // a relay of its own (the mail drill, which stops and restarts it).
      mailEnv = {
        MAIL_FROM: env.MAIL_FROM || 'CarZone <bookings@carzone.test>',
        PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}`,
      };
      if (!env.SMTP_URL) {
        mailDir = options.mailDir ?? join(runDir, 'mail');
        const { startMailCatcher } = await import('@carzone/mail-catcher');
        const catcher = await startMailCatcher({ mailDir, smtpPort: 0, pagePort: null });
        stopMailCatcher = catcher.stop;
        mailEnv.SMTP_URL = catcher.smtpUrl;
      }
    }
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

    // Beside nginx, as in the web image (deploy/web-entrypoint.sh); nginx sends the pages written
    // above whenever it does not answer.
    const pages = children.start('pages', process.execPath, [RENDERED_PAGES_SERVER], {
      env: {
        PATH: process.env.PATH,
        SITE_DIR: siteDir,
        PAGE_RENDERER_BUNDLE,
        API_ORIGIN: `http://127.0.0.1:${apiPorts[0]}`,
        PAGES_PORT: String(pagesPort),
        PAGES_METRICS_PORT: String(pagesMetricsPort),
        NGINX_LOG_PORT: String(nginxLogPort),
      },
    });
    await waitUntilAnswering(`http://127.0.0.1:${pagesPort}/`, {
      label: 'the rendered pages server',
      child: pages,
      // Its 404 for a path it does not render is its answer.
      status: 404,
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

    const includeDir = confDir;
    const read = (/** @type {string} */ name) => readFileSync(join(deployDir, name), 'utf8');
    const included = renderIncludeFiles(read, {
      authEmulatorOrigin: authEmulatorUrl,
      // HSTS only where TLS ends here with a real pair (deploy/hsts.conf), as in the web image.
      hsts: Boolean(options.tls?.certificate && !staging),
    });
    for (const [name, text] of Object.entries(included))
      writeFileSync(join(includeDir, name), text);
    const tls = options.tls
      ? {
          port: options.tls.port,
          ...(options.tls.certificate && options.tls.key
            ? { certificate: options.tls.certificate, key: options.tls.key }
            : writeSelfSignedPair(confDir)),
        }
      : null;
    const brotli = existsSync(BROTLI_STATIC_MODULE);
    if (!brotli)
      log(
        `nginx has no brotli_static module (${BROTLI_STATIC_MODULE}): it sends the .gz copies. apt-get install libnginx-mod-http-brotli-static adds it.`,
      );
    const siteConfig = join(confDir, 'site.conf');
    writeFileSync(
      siteConfig,
      renderSiteConfig(read('nginx.conf'), {
        port,
        siteDir,
        apiServers: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
        pagesPort,
        includeDir,
        tls,
        brotli,
      }),
    );
    const mainConfig = join(confDir, 'nginx.conf');
    writeFileSync(
      mainConfig,
      renderMainConfig({
        runDir,
        siteConfig,
        accessLog: join(runDir, 'logs', 'access.log'),
        nginxLogPort,
        workerUser: process.getuid?.() === 0 ? 'www-data' : null,
        modules: brotli ? [BROTLI_STATIC_MODULE] : [],
      }),
    );
    const nginx = children.start(
      'nginx',
      nginxBinary(),
      ['-e', 'stderr', '-p', runDir, '-c', mainConfig, '-g', 'daemon off;'],
      { env: { PATH: process.env.PATH } },
    );
    const url = `http://localhost:${port}`;
    await waitUntilAnswering(`${url}/api/health`, {
      label: 'nginx (the route to the API)',
      child: nginx,
    });
    await waitUntilAnswering(`${url}/`, { label: 'nginx (the site)', child: nginx });
    const httpsUrl = tls ? `https://localhost:${tls.port}` : null;
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
