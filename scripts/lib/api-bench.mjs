// What the API benchmarks (bench-catalog, bench-booking-race…) share: cleanups that run whatever
// happens (Ctrl-C included), free ports, the Auth emulator and the built API started on a database
// of its own, and the two databases every figure is taken on: a temporary PGlite folder and a
// fresh database on the PostgreSQL server (BENCH_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. Seeding their big tables is
// bench-seeding.mjs's.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PROJECT_ID, startAuthEmulator } from './auth-emulator.mjs';
import { repoRoot, runPnpm } from './workspace.mjs';

const pg = createRequire(join(repoRoot, 'api', 'package.json'))('pg');
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups = [];

/**
 * A benchmark's command-line options: its own (parseArgs's `options`), and the two every API
 * benchmark takes, `--only pglite|postgres` (onEachDatabase) and `--skip-build` (runBenchmark).
 */
export function benchOptions(own) {
  return parseArgs({
    options: {
      ...own,
      only: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
    },
  }).values;
}

/** Registers `cleanup` to run on the way out (newest first). */
export function onCleanup(cleanup) {
  cleanups.push(cleanup);
}

/** Runs the cleanups (newest first) once. */
export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup failed:', error instanceof Error ? error.message : error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

/**
 * Runs a benchmark's `main`: a failure is printed and sets exit code 1, and the cleanups always
 * run. With `build`, the API and the domain package it loads are built first.
 */
export async function runBenchmark(main, { build = true } = {}) {
  try {
    if (build) {
      console.log('Building @carzone/domain and @carzone/api…');
      runPnpm(['--filter', '@carzone/api...', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port whose next two are free as well (the Auth emulator's hub and logging use them). */
export async function freePortTriple() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1)) && (await portIsFree(port + 2)))
      return port;
  }
  throw new Error('No three consecutive free ports found for the Auth emulator.');
}

/**
 * Starts the Auth emulator on spare ports for the run (or on `port` and the two after it),
 * stopped on the way out: its `host`, its `url` (http://host) and the `apiEnv` that points the
 * built API at it.
 */
export async function startBenchEmulator({ port } = {}) {
  const emulator = await startAuthEmulator({
    port: port ?? (await freePortTriple()),
    projectId: DEMO_PROJECT_ID,
  });
  onCleanup(emulator.stop);
  return {
    ...emulator,
    url: `http://${emulator.host}`,
    apiEnv: {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
    },
  };
}

/** Runs `work` over the items, at most `limit` at a time; the results in the items' order. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Starts `node ARGS` from the repository root with `env` added; answers the child, its output so
 * far, a promise of its exit and a stop() (SIGTERM, then SIGKILL after 10 s) that also runs on the
 * way out.
 */
export function startNodeProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);
  return { child, output, exited, stop };
}

/**
 * Starts the built API (api/dist/main.js, demo data off) with `env` on a free port; resolves once
 * /api/health answers, with its base URL, its output so far and a stop() that waits for its exit.
 * No metrics server unless `env` gives a METRICS_PORT (two benches at once, or one beside
 * `npm start`, would both want 9464).
 */
export async function startBuiltApi(env) {
  const port = await freePort();
  const api = startNodeProcess(['api/dist/main.js'], {
    METRICS_PORT: '0',
    ...env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'false',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (api.child.exitCode !== null)
      throw new Error(`The API exited while starting:\n${api.output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${api.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, output: api.output, stop: api.stop };
}

async function onPostgresServer(statement) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Calls `bench(label, database, apiEnv)` for PGlite and then the PostgreSQL server (or only the one
 * `only` names), each on a database of its own made for the run and removed afterwards.
 * `database` is what the API's openDatabase() takes; `apiEnv` points the API at the same one.
 */
export async function onEachDatabase({ only, prefix }, bench) {
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
    await bench(
      'PGlite (embedded, one process)',
      { driver: 'pglite', dataDir: join(dataDir, 'pglite') },
      { DATA_DIR: dataDir },
    );
  }
  if (only !== 'pglite') {
    const name = `${prefix.replaceAll('-', '_')}_${process.pid}`;
    await onPostgresServer(`CREATE DATABASE "${name}"`);
    onCleanup(() => onPostgresServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    await bench(
      `PostgreSQL server (${url.host}, database ${name})`,
      { driver: 'postgres', url: url.toString() },
      { DATABASE_URL: url.toString() },
    );
  }
}

/** One keep-alive connection for the timed requests, closed on the way out. */
const timedAgent = new Agent({ keepAlive: true, maxSockets: 1 });
onCleanup(() => timedAgent.destroy());

/**
 * One GET with the bytes as sent: timing from request to last byte. `headers` adds request
 * headers (a session cookie).
 */
export function timedGet(url, acceptEncoding = 'identity', headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, {
      agent: timedAgent,
      headers: { 'accept-encoding': acceptEncoding, ...headers },
    });
    req.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `samples` timed GETs of `url` (with `headers`, if any) after three to warm up: the times
 * ascending, for `percentile` (bench-table.mjs), and the last answer (which must be a 200).
 */
export async function sampleGet(url, acceptEncoding, samples, headers = {}) {
  for (let i = 0; i < 3; i++) await timedGet(url, acceptEncoding, headers);
  const times = [];
  let last;
  for (let i = 0; i < samples; i++) {
    last = await timedGet(url, acceptEncoding, headers);
    times.push(last.ms);
  }
  if (last.status !== 200) throw new Error(`${url} answered ${last.status}`);
  times.sort((a, b) => a - b);
  return { times, last };
}
