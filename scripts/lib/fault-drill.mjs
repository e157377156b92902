// What the fault drills (scripts/fault-*.mjs) share: the production layout on a database of the
// drill's own on the PostgreSQL server, the process behind a port, cars listed through the API, a
// seeded choice, counts by answer, and the closing table of checks.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startProductionLayout } from '../../deploy/lib/production-layout.mjs';
import { sessionCookie, signUp } from './renters.mjs';
import { repoRoot } from './workspace.mjs';

const pg = createRequire(join(repoRoot, 'api', 'package.json'))('pg');

export const SERVER_URL =
  process.env.FAULT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds as seconds to the tenth: `12.3 s`. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A small seeded generator (mulberry32), so two runs with one seed make the same choices. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `list` in place with `rand` (seededRandom's), every order as likely; answers it. */
export function shuffle(list, rand) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Counts by what was counted (answers by status), on one line: `201: 275, 502: 3`, or `none`. */
export function describeCounts(counts) {
  return (
    [...counts]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none'
  );
}

/** The process listening on 127.0.0.1:`port` (an API instance), from `ss`. */
export function pidListeningOn(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`Nothing listens on port ${port}.`);
  return Number(pid);
}

/** Runs `work` with a client of the server's maintenance database (to create or drop one). */
export async function withAdmin(work) {
  return withDatabase(SERVER_URL, work);
}

export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Lists car `n` as the owner signed in with `cookie`; answers its id. `listing` adds to or
 * overrides the listing's fields (e.g. `{ instantBooking: false }` for a car taking requests).
 */
export async function addCar(site, cookie, n, listing = {}) {
  const response = await fetch(`${site}/api/addCars`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      carModel: `Toyota Axio (fault drill ${n})`,
      dailyRentalPrice: 40,
      bookingStatus: 'available',
      registrationNumber: `Dhaka Metro-GA 11-${String(1000 + n)}`,
      location: 'Dhanmondi, Dhaka',
      imageUrl: 'https://example.com/axio.jpg',
      ...listing,
    }),
  });
  const answer = await response.json();
  if (response.status !== 201) throw new Error(`addCars answered ${response.status}`);
  return answer.insertedId;
}

/**
 * Signs up an owner (`owner-RUN@carzone.test`) in the Auth emulator at `emulatorUrl` and lists
 * `count` cars as that owner at `site`; answers the cars' ids.
 */
export async function carsOfNewOwner(site, emulatorUrl, run, count) {
  const owner = await sessionCookie(site, await signUp(emulatorUrl, `owner-${run}@carzone.test`));
  const cars = [];
  for (let n = 0; n < count; n++) cars.push(await addCar(site, owner, n));
  return cars;
}

/**
 * Runs `work(databaseUrl)` on a fresh database of its own on the server (named `prefix_…`),
 * dropped afterwards whatever happens.
 */
export async function withDrillDatabase(prefix, work) {
  const database = `${prefix}_${Date.now()}_${process.pid}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  try {
    return await work(`${SERVER_URL.replace(/\/[^/]*$/, '')}/${database}`);
  } finally {
    await withAdmin((client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    ).catch(() => {});
  }
}

/**
 * The production layout for a drill: staging (the Auth emulator), quiet, on `port` (the
 * emulator 50 above). The drills book and sign in far faster than a person could: the per-user
 * limits (docs/rate-limits.md) would otherwise answer most of it with 429. `log` gets each of the
 * units' output lines (`[api-1] …`); none is printed by default.
 */
export function startDrillLayout({ port, databaseUrl, env = {}, log = () => {} }) {
  return startProductionLayout({
    port,
    databaseUrl,
    staging: true,
    authEmulatorPort: port + 50,
    log,
    onUnexpectedExit: () => {},
    env: {
      ...process.env,
      RATE_LIMIT_BOOKINGS_PER_USER: '100000/1m',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000/1m',
      ...env,
    },
  });
}

/**
 * Runs `work(layout, databaseUrl)` on the drill's layout (startDrillLayout with `layoutOptions`:
 * `port`, `env`, `log`) over a fresh database of its own (withDrillDatabase, named `prefix_…`);
 * the layout is stopped and the database dropped afterwards, whatever happens.
 */
export async function withDrillLayout(prefix, layoutOptions, work) {
  return withDrillDatabase(prefix, async (databaseUrl) => {
    const layout = await startDrillLayout({ ...layoutOptions, databaseUrl });
    try {
      return await work(layout, databaseUrl);
    } finally {
      await layout.stop();
    }
  });
}

/**
 * A drill's closing table: each kind of check with its count of violations, the first 30 in
 * detail, then whether the site and the surviving instance still answer. Exit code 1 on any
 * violation, or when the site does not answer.
 * @param {{ kinds: string[], violations: Array<{ kind: string, detail: string }>, site: string, survivorPort: number }} drill
 */
export async function reportViolations({ kinds, violations, site, survivorPort }) {
  console.log('\n  check                                   violations');
  for (const kind of kinds)
    console.log(
      `  ${kind.padEnd(40)}${String(violations.filter((v) => v.kind === kind).length).padStart(10)}`,
    );
  for (const { kind, detail } of violations.slice(0, 30)) console.log(`  ! ${kind}: ${detail}`);
  if (violations.length > 30) console.log(`  ! … and ${violations.length - 30} more`);
  const site200 = await fetch(`${site}/api/health`).then((r) => r.status);
  const survivor200 = await fetch(`http://127.0.0.1:${survivorPort}/api/health`).then(
    (r) => r.status,
  );
  console.log(`\n  site /api/health after: ${site200}; surviving instance: ${survivor200}`);
  console.log(
    violations.length === 0 ? '  no violation' : `  ${violations.length} violations: exit 1`,
  );
  if (violations.length > 0 || site200 !== 200) process.exitCode = 1;
}

/**
 * A drill's command-line options (`--renters 20`), each a number: `defaults` names them and gives
 * each its value when the option is left out.
 */
export function drillOptions(defaults) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [
        name,
        { type: 'string', default: String(value) },
      ]),
    ),
  });
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Number(value)]));
}
