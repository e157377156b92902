// `npm start`: installs what is missing, builds every unit, and runs the whole site on its
// embedded defaults (Auth emulator, API on PGlite, a mail catcher for the booking e-mails, a
// stand-in for the SSLCommerz payment gateway, the remotes and the shell) on one origin.
// Ctrl-C stops everything; the data stays in DATA_DIR for the next start.
//
//   --skip-install   do not check the install     --skip-build   use the existing builds
//   --quiet          print only the site's URL (the end-to-end tests use these three)
import { isAbsolute, join, resolve } from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { onStop, startProcess, stopAll, waitForUrl } from './lib/processes.mjs';
import { portsFrom, REMOTES } from './lib/units.mjs';
import { ensureInstalled, repoRoot, runPnpm } from './lib/workspace.mjs';

const flags = new Set(process.argv.slice(2));
const quiet = flags.has('--quiet');
const env = process.env;
const production = env.NODE_ENV === 'production';

const present = REMOTES.filter((remote) => remote.present);
const absent = REMOTES.filter((remote) => !remote.present);
const ports = portsFrom(env);
const dataDir = env.DATA_DIR
  ? isAbsolute(env.DATA_DIR)
    ? env.DATA_DIR
    : resolve(env.DATA_DIR)
  : join(repoRoot, '.data');
const siteUrl = `http://localhost:${ports.PORT}`;

async function main() {
  if (production && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST set: a production start never uses the Auth emulator.',
    );
  }
  if (!flags.has('--skip-install')) ensureInstalled();
  if (!flags.has('--skip-build')) runPnpm(['-r', '--workspace-concurrency=2', 'build']);

  const shared = {
    ...ports,
    DATA_DIR: dataDir,
    DISABLED_REMOTES: absent.map((remote) => remote.key).join(','),
  };
  if (production) {
    shared.CARZONE_ENV = 'production';
  } else {
    const emulator = await startAuthEmulator({
      port: Number(ports.AUTH_EMULATOR_PORT),
      stateDir: join(dataDir, 'auth-emulator'),
    });
    onStop(emulator.stop);
    shared.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    shared.FIREBASE_PROJECT_ID = emulator.projectId;
  }
  shared.PUBLIC_URL = env.PUBLIC_URL || siteUrl;
  let mailPage = null;
  if (!production && !env.SMTP_URL) {
    // Built above: imported only now, so a fresh clone's first start finds it.
    const { startMailCatcher } = await import('@carzone/mail-catcher');
    const catcher = await startMailCatcher({
      mailDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : join(dataDir, 'mail'),
      smtpPort: Number(env.MAIL_SMTP_PORT || 2525),
      pagePort: Number(env.MAIL_PAGE_PORT || 3025),
    });
    onStop(catcher.stop);
    shared.SMTP_URL = catcher.smtpUrl;
    mailPage = catcher.pageUrl;
  }
  let paymentGateway = null;
  if (!production && !env.SSLCOMMERZ_STORE_ID) {
    // Payments go to a local test gateway (no money moves); a store id given means a real
    // sandbox or live store, and its SSLCOMMERZ_* variables reach the API as they are.
    const { startSslcommerzStandIn } = await import('@carzone/sslcommerz-standin');
    const gateway = await startSslcommerzStandIn({
      port: Number(env.PAYMENT_GATEWAY_PORT || 3026),
      storeId: 'carzone-standin',
      storePassword: 'carzone-standin@ssl',
    });
    onStop(gateway.close);
    shared.SSLCOMMERZ_STORE_ID = 'carzone-standin';
    shared.SSLCOMMERZ_STORE_PASSWORD = 'carzone-standin@ssl';
    shared.SSLCOMMERZ_LIVE = 'false';
    shared.SSLCOMMERZ_BASE_URL = gateway.url;
    paymentGateway = gateway.url;
  }

  startProcess('api', process.execPath, ['dist/main.js'], {
    cwd: join(repoRoot, 'api'),
    env: shared,
    quiet,
  });
  // Vite itself, not through `pnpm run`: one process per server, so stopping it leaves nothing behind.
  const servePreview = (folder) =>
    startProcess(
      folder,
      process.execPath,
      [
        join(repoRoot, folder, 'node_modules', 'vite', 'bin', 'vite.js'),
        'preview',
        '--configLoader',
        'runner',
      ],
      { cwd: join(repoRoot, folder), env: shared, quiet },
    );
  for (const remote of present) servePreview(remote.folder);
  // The shell's local server: the site's one origin, as nginx is in production (shell/server).
  startProcess('shell', process.execPath, ['--import', 'tsx', 'server/start-local-server.ts'], {
    cwd: join(repoRoot, 'shell'),
    env: shared,
    quiet,
  });

  await waitForUrl(`http://127.0.0.1:${ports.API_PORT}/api/health`, {
    label: 'The API',
    timeoutMs: 90_000,
  });
  await waitForUrl(`${siteUrl}/api/health`, { label: "The shell's route to the API" });
  await waitForUrl(`${siteUrl}/`, { label: 'The shell' });
  for (const remote of present) {
    await waitForUrl(`${siteUrl}/remotes/${remote.folder}/remoteEntry.js`, {
      label: remote.folder,
    });
  }
  console.log(`\nCarZone is running at ${siteUrl}  (Ctrl-C stops it)`);
  if (mailPage && !quiet) console.log(`The e-mails it sends are caught at ${mailPage}`);
  if (paymentGateway && !quiet)
    console.log(`Payments go to the SSLCommerz stand-in at ${paymentGateway} (no money moves)`);
  console.log('');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
