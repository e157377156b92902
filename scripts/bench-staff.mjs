// Prints how the operators' console's two lists hold up with 100,000 accounts and 10,000 reports,
// and what reading a person's staff role costs a request:
//   (a) beside GET /api/me (what the session check alone costs), the people search,
//       GET /api/admin/users?q=: a whole e-mail, an e-mail's first part (a
//       name as the address spells it), a common first name, a verified number as typed, a miss,
//       everyone (page 1) and a deep page; the reports queue, GET /api/admin/reports?status=open,
//       page 1 and page 11, and the resolved ones. One member of staff at a time: median and p95
//       of --samples requests (request to last byte, brotli); then --callers at once (autocannon,
//       keep-alive): answers per second.
//   (b) the role check, on and off in one run, on GET /api/me, a signed-in route every page load
//       calls. "On" is a person with a verified e-mail and a role: the API reads their staff_roles
//       row (the primary-key lookup StaffGuard makes on every staff request). "Off" is a person
//       whose e-mail is not verified: a role counts only for a verified e-mail, so the API skips
//       the lookup. Everything else is the same for both (the session row, Firebase's check of
//       the session cookie, the account's standing, the verified number). Off, on, on, off rounds
//       of --role-samples each, one request at a time; the difference of the medians and of the
//       p95s. Then the two lookups every request may make (the role; the account's standing,
//       which every signed-in request reads) timed in this process over a connection of its own,
//       beside `SELECT 1`, to show their share without HTTP and Firebase around them.
// With --explain (PostgreSQL only), the plans of the people search's page and count and of the
// queue's page, as the API's repositories send them.
// It prints figures and asserts nothing. It builds the API (skip with --skip-build), starts the
// Auth emulator on --emulator-port (and the two after it), seeds its own databases in bulk (SQL,
// not the API) and removes them again, as scripts/bench-catalog.mjs does.
//
//   node scripts/bench-staff.mjs [--accounts 100000] [--reports 10000] [--cars 5000]
//        [--trips 4000] [--samples 40] [--callers 4] [--role-samples 250] [--explain]
//        [--emulator-port 9699] [--only pglite|postgres] [--skip-build]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import {
  benchOptions,
  onEachDatabase,
  runBenchmark,
  sampleGet,
  startBenchEmulator,
  startBuiltApi,
  timedGet,
} from './lib/api-bench.mjs';
import { latencyCells, num, pad, percentile } from './lib/bench-table.mjs';
import { openSeedConnection } from './lib/bench-seeding.mjs';
import { sessionCookie, signIn, signUp, verifyEmail } from './lib/renters.mjs';
import { emailOfNumber, phoneOfNumber, seedStaffData } from './lib/staff-bench-data.mjs';
import { repoRoot } from './lib/workspace.mjs';

const autocannon = createRequire(join(repoRoot, 'package.json'))('autocannon');

const options = benchOptions({
  accounts: { type: 'string', default: '100000' },
  reports: { type: 'string', default: '10000' },
  cars: { type: 'string', default: '5000' },
  trips: { type: 'string', default: '4000' },
  samples: { type: 'string', default: '40' },
  callers: { type: 'string', default: '4' },
  'role-samples': { type: 'string', default: '250' },
  'emulator-port': { type: 'string', default: '9699' },
  explain: { type: 'boolean', default: false },
});
const ACCOUNTS = Number(options.accounts);
const REPORTS = Number(options.reports);
const CARS = Number(options.cars);
const TRIPS = Number(options.trips);
const SAMPLES = Number(options.samples);
const CALLERS = Number(options.callers);
const ROLE_SAMPLES = Number(options['role-samples']);
/** Off, on, on, off: a machine growing busier or quieter weighs on both alike. */
const ROLE_ROUNDS = ['off', 'on', 'on', 'off'];
const LOOKUPS = 2000;
const ADMIN = 'bench-admin@bench.carzone.test';
const PLAIN = 'bench-renter@bench.carzone.test';

/** The person whose number and address the searches ask for (a verified number: n % 5 < 2). */
const KNOWN = 12_345;
const KNOWN_EMAIL = emailOfNumber(KNOWN);
const KNOWN_PHONE = `0${phoneOfNumber(KNOWN).slice(4)}`;
const q = (text) => `q=${encodeURIComponent(text)}`;
const CASES = [
  // What any signed-in request costs (the session checked, no role read), for comparison.
  ['baseline: GET /api/me', '/api/me'],
  ['users: whole e-mail', `/api/admin/users?${q(KNOWN_EMAIL)}`],
  ['users: e-mail prefix', `/api/admin/users?${q(KNOWN_EMAIL.split(/\d/)[0])}`],
  ['users: name fragment', `/api/admin/users?${q('rahim')}`],
  ['users: phone number', `/api/admin/users?${q(KNOWN_PHONE)}`],
  ['users: a miss', `/api/admin/users?${q('nobody-like-this')}`],
  ['users: everyone, page 1', '/api/admin/users'],
  ['users: everyone, offset 4800', '/api/admin/users?offset=4800'],
  ['reports: open, page 1', '/api/admin/reports?status=open'],
  ['reports: open, offset 240', '/api/admin/reports?status=open&offset=240'],
  ['reports: resolved, page 1', '/api/admin/reports?status=resolved'],
];

/**
 * --callers keep-alive callers, 50 requests each: answers per second from the first request to
 * the last answer (autocannon's own figures count whole seconds of its clock).
 */
async function answersPerSecond(base, path, cookie) {
  let answers = 0;
  let failures = 0;
  let last = 0;
  const started = performance.now();
  const run = autocannon({
    url: `${base}${path}`,
    connections: CALLERS,
    amount: CALLERS * 50,
    headers: { cookie, 'accept-encoding': 'br' },
  });
  run.on('response', (_client, statusCode) => {
    answers += 1;
    last = performance.now();
    if (statusCode !== 200) failures += 1;
  });
  const result = await run;
  return { rps: answers / ((last - started) / 1000), failures: failures + result.errors };
}

async function benchLists(base, cookie) {
  // Warm up: the JIT, the pool's connections (the first row would pay for them otherwise).
  for (let i = 0; i < 100; i++) await timedGet(`${base}/api/me`, 'identity', { cookie });
  console.log(
    `  ${pad(`as an admin (${CALLERS} callers for answers/s)`, 34)}${num('matches', 8)}${num('items', 6)}${num('median', 10)}${num('p95', 10)}${num('answers/s', 11)}${num('raw B', 8)}`,
  );
  for (const [label, path] of CASES) {
    const url = `${base}${path}`;
    const { times } = await sampleGet(url, 'br', SAMPLES, { cookie });
    const raw = await timedGet(url, 'identity', { cookie });
    const body = JSON.parse(raw.body.toString('utf8'));
    const items = (body.users ?? body.reports)?.length ?? '';
    const { rps, failures } = await answersPerSecond(base, path, cookie);
    console.log(
      `  ${pad(label, 34)}${num(body.total ?? '', 8)}${num(items, 6)}${latencyCells(times)}${num(Math.round(rps), 11)}${num(raw.body.length, 8)}${failures ? `  ${failures} failed` : ''}`,
    );
  }
}

/** GET /api/me with the role read (on) and not (off), in alternating rounds. */
async function benchRoleCheck(base, cookies) {
  const url = `${base}/api/me`;
  const times = { on: [], off: [] };
  for (const side of ['on', 'off']) {
    const answer = await timedGet(url, 'identity', { cookie: cookies[side] });
    const { role } = JSON.parse(answer.body.toString('utf8'));
    if (answer.status !== 200 || (side === 'on') !== (role === 'admin'))
      throw new Error(`GET /api/me answered ${answer.status}, role ${role}, for the ${side} side`);
    for (let i = 0; i < 20; i++) await timedGet(url, 'identity', { cookie: cookies[side] });
  }
  for (const side of ROLE_ROUNDS)
    for (let i = 0; i < ROLE_SAMPLES; i++)
      times[side].push((await timedGet(url, 'identity', { cookie: cookies[side] })).ms);
  for (const side of ['on', 'off']) times[side].sort((a, b) => a - b);
  console.log(
    `\n  GET /api/me, ${ROLE_SAMPLES * 2} requests each, one at a time${num('median', 10)}${num('p95', 10)}`,
  );
  console.log(`  ${pad('role check off (e-mail not verified)', 44)}${latencyCells(times.off)}`);
  console.log(`  ${pad('role check on (verified, admin)', 44)}${latencyCells(times.on)}`);
  const difference = (p) => percentile(times.on, p) - percentile(times.off, p);
  console.log(
    `  ${pad('on − off', 44)}${num(`${difference(0.5).toFixed(2)} ms`, 10)}${num(`${difference(0.95).toFixed(2)} ms`, 10)}`,
  );
}

/** The role and standing lookups as the API makes them, timed over a connection of our own. */
async function benchLookups(database) {
  const built = (...path) => pathToFileURL(join(repoRoot, 'api', 'dist', ...path)).href;
  const { staffRoleOf } = await import(built('database', 'staff-roles.js'));
  const { accountStandingOf } = await import(built('database', 'account-standing.js'));
  const connection = await openSeedConnection(database);
  try {
    const { db } = connection;
    const reads = [
      ['SELECT 1 (the round trip alone)', () => connection.query('SELECT 1')],
      ['staff role (staff_roles by e-mail)', (i) => staffRoleOf(db, emailOfNumber(1 + i))],
      ['standing (accounts by e-mail)', (i) => accountStandingOf(db, emailOfNumber(1 + i))],
    ];
    console.log(
      `\n  one lookup at a time, ${LOOKUPS} each, this process${num('median', 10)}${num('p95', 10)}`,
    );
    for (const [label, read] of reads) {
      for (let i = 0; i < 200; i++) await read(i);
      const times = [];
      for (let i = 0; i < LOOKUPS; i++) {
        const started = performance.now();
        await read((i * 7919) % ACCOUNTS);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${pad(label, 44)}${num(`${(percentile(times, 0.5) * 1000).toFixed(0)} µs`, 10)}${num(`${(percentile(times, 0.95) * 1000).toFixed(0)} µs`, 10)}`,
      );
    }
  } finally {
    await connection.close();
  }
}

/** The plans of the people search's and the queue's queries, as the repositories send them. */
async function explainReads(database) {
  const connection = await openSeedConnection(database);
  try {
    const built = (...path) => pathToFileURL(join(repoRoot, 'api', 'dist', ...path)).href;
    const { AccountsRepository } = await import(built('accounts', 'accounts.repository.js'));
    const { ReportsRepository } = await import(built('reports', 'reports.repository.js'));
    const sent = [];
    const db = connection.drizzleOf({ logQuery: (sql, params) => sent.push({ sql, params }) });
    const accounts = new AccountsRepository(db);
    // Reads only: no transaction, so neither the car read cache nor the metrics are needed.
    const reports = new ReportsRepository(db, null, null);
    const phone = phoneOfNumber(KNOWN);
    for (const [label, read] of [
      ['name fragment', () => accounts.search({ text: 'rahim', phoneNumber: null }, 24, 0)],
      ['phone number', () => accounts.search({ text: KNOWN_PHONE, phoneNumber: phone }, 24, 0)],
      ['everyone, page 1', () => accounts.search({ text: '', phoneNumber: null }, 24, 0)],
      ['reports open, offset 240', () => reports.page('open', 24, 240)],
    ]) {
      sent.length = 0;
      await read();
      for (const { sql, params } of sent) {
        const plan = await connection.queryWith(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
          params,
        );
        console.log(`\n  EXPLAIN ANALYZE, ${label}: ${sql.slice(0, 60)}…`);
        for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await connection.close();
  }
}

async function benchTarget(name, database, apiEnv, emulator) {
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  await seedBenchmarkCars({ database, count: CARS });
  const connection = await openSeedConnection(database);
  let seeded;
  try {
    seeded = await seedStaffData(connection.query, {
      accounts: ACCOUNTS,
      reports: REPORTS,
      trips: TRIPS,
    });
  } finally {
    await connection.close();
  }
  console.log(
    `  seeded ${seeded.accounts} accounts (${seeded.phones} with a verified number), ${seeded.cars} cars, ${seeded.reviews} reviews, ${seeded.reports} reports (${seeded.open} open) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const api = await startBuiltApi({ ...apiEnv, ...emulator.apiEnv, ADMIN_EMAILS: ADMIN });
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    const cookies = {
      on: await sessionCookie(api.base, await signIn(emulator.url, ADMIN)),
      off: await sessionCookie(api.base, await signIn(emulator.url, PLAIN)),
    };
    await benchLists(api.base, cookies.on);
    await benchRoleCheck(api.base, cookies);
  } finally {
    await api.stop();
  }
  await benchLookups(database);
  if (options.explain && database.driver === 'postgres') await explainReads(database);
}

async function main() {
  if (!(ACCOUNTS >= Math.max(REPORTS, KNOWN)) || !(CARS >= 1100))
    throw new Error(`--accounts must be at least --reports and ${KNOWN}; --cars at least 1100.`);
  const started = performance.now();
  const [load1] = loadavg();
  console.log(
    `CarZone staff benchmark: ${ACCOUNTS} accounts, ${REPORTS} reports, ${CARS} cars; Node ${process.version}; load average ${load1.toFixed(2)} (compare within one run)`,
  );
  const emulator = await startBenchEmulator({ port: Number(options['emulator-port']) });
  // The admin (ADMIN_EMAILS) with a verified e-mail, and a person whose e-mail is not verified.
  await verifyEmail(emulator.url, await signUp(emulator.url, ADMIN));
  await signUp(emulator.url, PLAIN);
  await onEachDatabase({ only: options.only, prefix: 'carzone-bench-staff' }, (...target) =>
    benchTarget(...target, emulator),
  );
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
