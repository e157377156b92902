// Prints what happens when many renters book the same car for overlapping nights at the same
// moment, on PGlite and on a PostgreSQL server: how many bookings succeeded (must be exactly 1),
// how many were refused with 409 (the rest), how many failed with a 5xx (must be 0), any other
// answer, and the car's final bookingCount (must be 1), with the wall time of the burst.
//
// For each database it starts the built API (api/dist/main.js) on a database of its own (a
// temporary PGlite folder; a fresh database on BENCH_DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/postgres, dropped at the end), inserts one car owned by a
// user of its own, signs up `--users` renters in the Firebase Auth emulator (which it starts on
// spare ports) through the emulator's REST API, trades each one's ID token for the API's session
// cookie (POST /api/jwt), and then fires every renter's POST /api/bookings at once, each for a
// different range that shares one night with all the others. Everything it started or created is
// stopped and removed again, whatever happens (Ctrl-C included).
//
// These are figures, not a test (the API tests hold the same rule with 30 renters); it still
// exits with 1 when the rule is broken, so a script can notice. It builds @carzone/domain and
// @carzone/api first (skip with --skip-build).
//
//   node scripts/bench-booking-race.mjs [--users 200] [--only pglite|postgres] [--skip-build]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  benchOptions,
  mapLimit,
  onEachDatabase,
  runBenchmark,
  startBenchEmulator,
  startBuiltApi,
} from './lib/api-bench.mjs';
import { dhakaDay, sessionCookie, signUp } from './lib/renters.mjs';
import { repoRoot } from './lib/workspace.mjs';

const DATABASE_MODULE = join(repoRoot, 'api', 'dist', 'database', 'database.js');

const options = benchOptions({
  users: { type: 'string', default: '200' },
});
const USERS = Number(options.users);
/** How many sign-ups and session exchanges run at once while preparing (not during the race). */
const SETUP_CONCURRENCY = 20;

/** Opens the database with the API's own code (which migrates it) and inserts the car. */
async function insertCar(database, ownerEmail) {
  const { openDatabase } = await import(pathToFileURL(DATABASE_MODULE).href);
  const connection = await openDatabase(database);
  try {
    const quoted = ownerEmail.replaceAll("'", "''");
    const result = await connection.db.execute(
      `INSERT INTO cars (car_model, brand, daily_rental_price, booking_status, location,
         registration_number, owner_email, owner_name)
       VALUES ('Toyota Noah (booking race)', 'Toyota', 55, 'available', 'Gulshan, Dhaka',
         'Dhaka Metro-CHA 00-0000', '${quoted}', 'Race Owner')
       RETURNING id`,
    );
    return (result.rows ?? result)[0].id;
  } finally {
    await connection.close();
  }
}

async function race(name, emulator, database, apiEnv) {
  console.log(`\n== ${name} ==`);
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const ownerEmail = `race-owner-${run}@carzone.test`;
  await signUp(emulator.url, ownerEmail);
  const carId = await insertCar(database, ownerEmail);

  let started = performance.now();
  const api = await startBuiltApi({ ...apiEnv, ...emulator.apiEnv });
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    started = performance.now();
    const emails = Array.from({ length: USERS }, (_, i) => `race-${run}-${i}@carzone.test`);
    const cookies = await mapLimit(emails, SETUP_CONCURRENCY, async (email) =>
      sessionCookie(api.base, await signUp(emulator.url, email)),
    );
    console.log(
      `  ${USERS} renters signed up and signed in (session cookies) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // Different ranges, every one holding the night of day 31: at most one can be booked.
    const bodies = cookies.map((_, i) => ({
      carId,
      startDate: dhakaDay(31 - (i % 5)),
      endDate: dhakaDay(32 + (i % 7)),
    }));
    started = performance.now();
    const answers = await Promise.all(
      cookies.map(async (cookie, i) => {
        try {
          const response = await fetch(`${api.base}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(bodies[i]),
          });
          return { status: response.status, body: await response.text() };
        } catch (error) {
          return { status: 0, body: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const burstMs = performance.now() - started;

    const succeeded = answers.filter((answer) => answer.status === 201).length;
    const conflicts = answers.filter((answer) => answer.status === 409).length;
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const other = answers.length - succeeded - conflicts - serverErrors;
    const car = await (await fetch(`${api.base}/api/car/${carId}`)).json();
    const ranges = await (await fetch(`${api.base}/api/car/${carId}/booked-ranges`)).json();

    const holds = succeeded === 1 && serverErrors === 0 && car.bookingCount === 1;
    console.log(`  ${USERS} concurrent POST /api/bookings in ${burstMs.toFixed(0)} ms`);
    console.log(`  succeeded (201):     ${String(succeeded).padStart(4)}   (must be 1)`);
    console.log(`  refused (409):       ${String(conflicts).padStart(4)}`);
    console.log(`  server errors (5xx): ${String(serverErrors).padStart(4)}   (must be 0)`);
    console.log(`  other:               ${String(other).padStart(4)}`);
    console.log(`  final bookingCount:  ${String(car.bookingCount).padStart(4)}   (must be 1)`);
    console.log(`  booked ranges:       ${String(ranges.length).padStart(4)}`);
    console.log(`  ${holds ? 'OK: one winner, no double booking' : 'BROKEN: see above'}`);
    const odd = answers.find((answer) => answer.status !== 201 && answer.status !== 409);
    if (odd) console.log(`  e.g. ${odd.status}: ${odd.body.slice(0, 300)}`);
    if (!holds) process.exitCode = 1;
  } finally {
    await api.stop();
  }
}

async function main() {
  if (!Number.isInteger(USERS) || USERS < 2) throw new Error('--users must be at least 2.');
  const started = performance.now();
  const emulator = await startBenchEmulator();
  const [load1] = loadavg();
  console.log(
    `CarZone booking race: ${USERS} renters, one car, overlapping nights; Node ${process.version}; load average ${load1.toFixed(2)}; Auth emulator at ${emulator.host}`,
  );
  await onEachDatabase(
    { only: options.only, prefix: 'carzone-bench-race' },
    (label, database, apiEnv) => race(label, emulator, database, apiEnv),
  );
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
