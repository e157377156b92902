// Prints how the owner's side of booking requests holds up for a large owner: one owner
// of 500 cars (two in five taking requests) with 50,000 bookings on them, among 20,000 cars and
// 300,000 bookings in all. The owner's bookings run from two years back to three months ahead:
// the past ones mostly Confirmed, some Canceled, Declined or Expired; of the ones to come a few
// hundred are Pending requests, most before their deadline (in up to a day), a third past it (the
// sweep has not written them Expired yet). The other owners' cars carry bookings and requests
// alike, so the partial indexes are not the owner's alone. For `GET /api/requests` (the Requests
// page) and `GET /api/cars/:email/bookings` (My Cars), as that owner, beside `GET /api/bookings`
// (the owner rents nothing: what the session check alone costs): latency (median and p95 of
// 40 requests, request to last byte), the answer's items and bytes; on PostgreSQL also the plans
// (EXPLAIN ANALYZE) of both queries as the API's repository sends them. It prints figures and
// asserts nothing. It builds the API (skip with --skip-build), starts the Auth emulator on spare
// ports, seeds its own databases through a connection of its own and removes them again.
//
//   node scripts/bench-requests.mjs [--cars 20000] [--bookings 300000] [--fleet-cars 500]
//        [--fleet-bookings 50000] [--only pglite|postgres] [--skip-build]
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
} from './lib/api-bench.mjs';
import { latencyCells, num, pad } from './lib/bench-table.mjs';
import { fillWithoutIndexes, numberCars, openSeedConnection } from './lib/bench-seeding.mjs';
import { sessionCookie, signUp } from './lib/renters.mjs';
import { repoRoot } from './lib/workspace.mjs';

const options = benchOptions({
  cars: { type: 'string', default: '20000' },
  bookings: { type: 'string', default: '300000' },
  'fleet-cars': { type: 'string', default: '500' },
  'fleet-bookings': { type: 'string', default: '50000' },
});
const CARS = Number(options.cars);
const BOOKINGS = Number(options.bookings);
const FLEET_CARS = Number(options['fleet-cars']);
const FLEET_BOOKINGS = Number(options['fleet-bookings']);
const SAMPLES = 40;
const OWNER = 'fleet-owner@bench.carzone.test';
/** Days from two years back to three months ahead, over which each car's bookings are spread. */
const SPAN_DAYS = 820;
const FIRST_DAY = -730;

/**
 * Bookings `first`..`last` (numbered from `base`) of `count` on the cars numbered `carFrom`..
 * `carFrom + carCount - 1` (car_numbers.n): each car its share in slots of the span, each booking
 * 1 to 5 nights inside its slot, so two never overlap. Before today: one in eight Canceled, on the
 * cars taking requests one in twelve Declined and one in sixteen Expired, the rest Confirmed.
 * From today on: on the cars taking requests one in four Pending (a third of those past their
 * deadline an hour ago, the rest due within a day), one in ten Canceled, the rest Confirmed.
 */
function insertBookings(first, last, count, carFrom, carCount, base) {
  const perCar = Math.max(1, Math.ceil(count / carCount));
  const slot = Math.max(6, Math.floor(SPAN_DAYS / perCar));
  return `
INSERT INTO bookings (car_id, car_model, image_url, location, daily_rental_price, start_date,
  end_date, booking_date, total_price, booking_status, expires_at, booker_email, booker_name,
  canceled_by)
SELECT c.id, c.car_model, c.image_url, c.location, c.daily_rental_price, b.start_date,
  b.start_date + b.nights, now(), c.daily_rental_price * b.nights, s.status,
  CASE WHEN s.status = 'Pending' THEN
    CASE WHEN b.i % 3 = 0 THEN now() - interval '1 hour'
      ELSE now() + (b.i % 1440) * interval '1 minute' END END,
  'renter' || (b.i % 20000) || '@bench.carzone.test', 'Bench Renter',
  CASE WHEN s.status = 'Canceled' THEN 'renter' END
FROM generate_series(${first}, ${last}) AS i
CROSS JOIN LATERAL (
  SELECT i, ${carFrom} + i % ${carCount} AS car_number, 1 + (i * 7) % 5 AS nights,
    (now() AT TIME ZONE 'Asia/Dhaka')::date + ${FIRST_DAY} + ((i - ${base}) / ${carCount}) * ${slot}
      + (i * 13) % ${slot - 5} AS start_date
) AS b
JOIN car_numbers c ON c.n = b.car_number
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN b.start_date <= (now() AT TIME ZONE 'Asia/Dhaka')::date THEN
      CASE WHEN b.i % 8 = 0 THEN 'Canceled'
        WHEN NOT c.instant_booking AND b.i % 12 = 1 THEN 'Declined'
        WHEN NOT c.instant_booking AND b.i % 16 = 3 THEN 'Expired'
        ELSE 'Confirmed' END
    WHEN NOT c.instant_booking AND b.i % 4 = 2 THEN 'Pending'
    WHEN b.i % 10 = 0 THEN 'Canceled'
    ELSE 'Confirmed' END AS status
) AS s`;
}

async function seed(database) {
  const connection = await openSeedConnection(database);
  const { query } = connection;
  try {
    // The first FLEET_CARS cars become the owner's, two in five of them taking requests.
    await query(
      `UPDATE cars SET owner_email = '${OWNER}', owner_name = 'Fleet Owner',
         instant_booking = (n % 5 >= 2)
       FROM (SELECT id AS car, row_number() OVER (ORDER BY id) AS n FROM cars) AS numbered
       WHERE cars.id = numbered.car AND numbered.n <= ${FLEET_CARS}`,
    );
    const cars = await numberCars(query);
    // Into an empty table: indexes and the no-overlap constraint dropped, built once afterwards.
    await fillWithoutIndexes(
      query,
      { table: 'bookings', constraintName: 'bookings_no_overlap' },
      async () => {
        const batch = 25_000;
        for (let first = 0; first < FLEET_BOOKINGS; first += batch)
          await query(
            insertBookings(
              first,
              Math.min(first + batch, FLEET_BOOKINGS) - 1,
              FLEET_BOOKINGS,
              1,
              FLEET_CARS,
              0,
            ),
          );
        const others = BOOKINGS - FLEET_BOOKINGS;
        for (let first = 0; first < others; first += batch)
          await query(
            insertBookings(
              FLEET_BOOKINGS + first,
              FLEET_BOOKINGS + Math.min(first + batch, others) - 1,
              others,
              FLEET_CARS + 1,
              cars - FLEET_CARS,
              FLEET_BOOKINGS,
            ),
          );
      },
    );
    await query('VACUUM ANALYZE cars');
    const [totals] = await query(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE c.owner_email = '${OWNER}')::int AS fleet,
         count(*) FILTER (WHERE c.owner_email = '${OWNER}' AND b.booking_status = 'Pending'
           AND b.expires_at > now())::int AS fleet_waiting,
         count(*) FILTER (WHERE c.owner_email = '${OWNER}' AND b.booking_status = 'Pending'
           AND b.expires_at <= now())::int AS fleet_lapsed,
         count(*) FILTER (WHERE b.booking_status = 'Pending')::int AS pending
       FROM bookings b JOIN cars c ON c.id = b.car_id`,
    );
    const [{ requestCars }] = await query(
      `SELECT count(*)::int AS "requestCars" FROM cars
       WHERE owner_email = '${OWNER}' AND NOT instant_booking`,
    );
    const statuses = await query(
      `SELECT b.booking_status AS status, count(*)::int AS n FROM bookings b JOIN cars c
       ON c.id = b.car_id WHERE c.owner_email = '${OWNER}' GROUP BY 1 ORDER BY 1`,
    );
    return { ...totals, requestCars, statuses };
  } finally {
    await connection.close();
  }
}

/**
 * The plans of both reads as the API sends them: its own repositories (api/src/booking-requests/
 * booking-requests.repository.ts, api/src/bookings/bookings.repository.ts) run each once over a
 * Drizzle handle whose logger keeps the SQL and its parameters, which are then explained.
 */
async function explainReads(database) {
  const connection = await openSeedConnection(database);
  try {
    const built = (...path) => pathToFileURL(join(repoRoot, 'api', 'dist', ...path)).href;
    const { BookingRequestsRepository } = await import(
      built('booking-requests', 'booking-requests.repository.js')
    );
    const { BookingsRepository } = await import(built('bookings', 'bookings.repository.js'));
    const sent = [];
    const db = connection.drizzleOf({ logQuery: (sql, params) => sent.push({ sql, params }) });
    const requests = new BookingRequestsRepository(db);
    // Reads only: no transaction, so neither the car read cache nor the metrics are needed.
    const bookings = new BookingsRepository(db, null, null);
    const now = new Date();
    for (const [label, read] of [
      ['GET /api/requests (findWaitingForOwner)', () => requests.findWaitingForOwner(OWNER, now)],
      ['GET /api/cars/:email/bookings (findForOwner)', () => bookings.findForOwner(OWNER, now)],
    ]) {
      sent.length = 0;
      await read();
      const { sql, params } = sent.at(-1);
      const plan = await connection.queryWith(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
        params,
      );
      console.log(`\n  EXPLAIN ANALYZE, ${label}:`);
      for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    }
  } finally {
    await connection.close();
  }
}

async function benchTarget(name, database, apiEnv, emulator) {
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  await seedBenchmarkCars({ database, count: CARS, mixedRules: true });
  const seeded = await seed(database);
  console.log(
    `  seeded ${CARS} cars and ${seeded.total} bookings (${seeded.pending} Pending) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  the owner: ${FLEET_CARS} cars (${seeded.requestCars} taking requests), ${seeded.fleet} bookings: ${seeded.statuses.map(({ status, n }) => `${status} ${n}`).join(', ')}; Pending: ${seeded.fleet_waiting} waiting, ${seeded.fleet_lapsed} past their deadline`,
  );
  started = performance.now();
  const api = await startBuiltApi({ ...apiEnv, ...emulator.apiEnv });
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    const cookie = await sessionCookie(
      api.base,
      await signUp(emulator.url, OWNER).catch(async () => {
        // Signed up for the previous database already: sign in instead.
        const response = await fetch(
          `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: OWNER, password: 'Secret123', returnSecureToken: true }),
          },
        );
        return (await response.json()).idToken;
      }),
    );
    console.log(
      `  ${pad('as the owner of 500 cars', 36)}${num('items', 7)}${num('median', 10)}${num('p95', 10)}${num('raw B', 10)}${num('br B', 9)}`,
    );
    for (const [label, path] of [
      // What any signed-in request costs (the session checked), for comparison: none listed.
      ['GET /api/bookings (baseline)', '/api/bookings'],
      ['GET /api/requests', '/api/requests'],
      ['GET /api/cars/:email/bookings', `/api/cars/${encodeURIComponent(OWNER)}/bookings`],
    ]) {
      const url = `${api.base}${path}`;
      const { times, last } = await sampleGet(url, 'br', SAMPLES, { cookie });
      const raw = await sampleGet(url, 'identity', 1, { cookie });
      const items = JSON.parse(raw.last.body.toString('utf8')).length;
      console.log(
        `  ${pad(label, 36)}${num(items, 7)}${latencyCells(times)}${num(raw.last.body.length, 10)}${num(last.body.length, 9)}`,
      );
    }
  } finally {
    await api.stop();
  }
  if (database.driver === 'postgres') await explainReads(database);
}

async function main() {
  if (FLEET_BOOKINGS >= BOOKINGS || FLEET_CARS >= CARS)
    throw new Error('--bookings and --cars must exceed the owner’s share.');
  const started = performance.now();
  const [load1] = loadavg();
  console.log(
    `CarZone booking requests benchmark: ${CARS} cars, ${BOOKINGS} bookings; the owner ${FLEET_CARS} cars, ${FLEET_BOOKINGS} bookings; Node ${process.version}; load average ${load1.toFixed(2)} (compare within one run)`,
  );
  const emulator = await startBenchEmulator();
  await onEachDatabase(
    { only: options.only, prefix: 'carzone-bench-requests' },
    (label, database, apiEnv) => benchTarget(label, database, apiEnv, emulator),
  );
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
