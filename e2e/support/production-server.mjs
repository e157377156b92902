// The smoke suite's web server (playwright.production.config.ts): a fresh database of its own on
// the PostgreSQL server (TEST_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432), then the
// production start in staging mode on it, with the machine's Redis (TEST_REDIS_URL's, else
// redis://127.0.0.1:6379, which .ci/run starts) carrying live messages and rate limits between
// the two API instances, under counters of the run's own; when Playwright stops it, the start
// stops everything it started and the database is dropped. Playwright starts its web server before any global
// setup runs, which is why the database is made here and not in one.
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverUrl = new URL(
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
);
const name = `carzone_production_e2e_${Date.now()}_${process.pid}`;

/** Runs one statement on the server, through psql (as .ci/run does). */
function onServer(statement) {
  execFileSync('psql', [serverUrl.href, '-qXc', statement], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

onServer(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

const start = spawn(
  process.execPath,
  [`${repoRoot}deploy/start-production.mjs`, '--skip-build', '--quiet'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.href,
      CARZONE_STAGING: 'true',
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      // Counts of the run's own: the limits by address (every test's is 127.0.0.1) never add up
      // over runs.
      RATE_LIMIT_REDIS_PREFIX: `carzone:rate-limit:${name}`,
    },
  },
);

let dropped = false;
function dropDatabase() {
  if (dropped) return;
  dropped = true;
  try {
    onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch (error) {
    console.error(
      `Could not drop the database ${name}: ${error instanceof Error ? error.message : error}`,
    );
  }
}

// Playwright signals the whole process group: the start gets the signal too and stops its units;
// this waits for that, then drops the database.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (start.exitCode === null && start.signalCode === null) start.kill(signal);
  });
}
start.once('exit', (code, signal) => {
  dropDatabase();
  process.exit(code ?? (signal ? 1 : 0));
});
