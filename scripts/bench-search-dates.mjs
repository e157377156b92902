// Prints how the date search holds up: 100,000 cars with 1,000,000 bookings on a PostgreSQL server
// and 200,000 on PGlite, spread over the next year, a tenth of them canceled. For each common
// shape of `GET /api/cars?from=&to=` (a weekend, two weeks, with and without a search, with a price
// range, a deep page): latency (median and p95 of 30 requests, request to last byte) and the
// answer's size; on PostgreSQL also the plan (EXPLAIN ANALYZE) of the two weekend shapes.
// It prints figures and asserts nothing. It builds the API (skip with --skip-build), seeds its own
// databases and removes them again, as scripts/bench-catalog.mjs does.
//
//   node scripts/bench-search-dates.mjs [--cars 100000] [--bookings-postgres 1000000]
//        [--bookings-pglite 200000] [--only pglite|postgres] [--skip-build]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import {
  num,
  onEachDatabase,
  pad,
  percentile,
  runBenchmark,
  sampleGet,
  startBuiltApi,
  timedGet,
} from './lib/api-bench.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { values: options } = parseArgs({
  options: {
    cars: { type: 'string', default: '100000' },
    'bookings-postgres': { type: 'string', default: '1000000' },
    'bookings-pglite': { type: 'string', default: '200000' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const CARS = Number(options.cars);
const SAMPLES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Dhaka's today plus `n` days, YYYY-MM-DD (Bangladesh is UTC+6 all year). */
const dhakaDay = (n) =>
  new Date(Date.now() + 6 * 3600 * 1000 + n * DAY_MS).toISOString().slice(0, 10);
/** The next Friday in Dhaka, at least two days ahead: a weekend's first day. */
const friday = (() => {
  for (let n = 2; ; n++) if (new Date(`${dhakaDay(n)}T00:00:00Z`).getUTCDay() === 5) return n;
})();
const weekend = `from=${dhakaDay(friday)}&to=${dhakaDay(friday + 3)}`;
const twoWeeks = `from=${dhakaDay(20)}&to=${dhakaDay(34)}`;
const CASES = [
  ['weekend', `/api/cars?${weekend}`],
  ['weekend, q=toyota', `/api/cars?${weekend}&q=toyota`],
  ['two weeks', `/api/cars?${twoWeeks}`],
  ['two weeks, q=toyota', `/api/cars?${twoWeeks}&q=toyota`],
  ['weekend, $30–60', `/api/cars?${weekend}&minPrice=30&maxPrice=60&sort=priceAsc`],
  ['weekend, rare: q=rolls-royce', `/api/cars?${weekend}&q=rolls-royce`],
  ['weekend, deep page offset=5000', `/api/cars?${weekend}&offset=5000`],
];

/**
 * `count` bookings over the next year, the same for the same counts: each car gets its share in
 * slots of the year, each booking 1–14 nights at a varying place inside its slot, so two never
 * overlap (the no-overlap constraint holds); one in ten is canceled, one in twenty Pending.
 */
function insertBookings(first, last, count, carCount) {
  const perCar = Math.max(1, Math.ceil(count / carCount));
  const slot = Math.floor(365 / perCar);
  const maxNights = Math.max(1, Math.min(14, Math.floor(slot / 2)));
  return `
INSERT INTO bookings (car_id, car_model, image_url, location, daily_rental_price, start_date,
  end_date, booking_date, total_price, booking_status, booker_email, booker_name)
SELECT c.id, c.car_model, c.image_url, c.location, c.daily_rental_price,
  b.start_date, b.start_date + b.nights, now(), c.daily_rental_price * b.nights,
  CASE WHEN b.i % 10 = 0 THEN 'Canceled' WHEN b.i % 20 = 1 THEN 'Pending' ELSE 'Confirmed' END,
  'renter' || (b.i % 5000) || '@bench.carzone.test', 'Bench Renter'
FROM generate_series(${first}, ${last}) AS i
CROSS JOIN LATERAL (
  SELECT i, (i % ${carCount}) + 1 AS car_number, i / ${carCount} AS k,
    1 + (i * 7) % ${maxNights} AS nights
) AS raw
CROSS JOIN LATERAL (
  SELECT raw.i, raw.car_number, raw.nights,
    (now() AT TIME ZONE 'Asia/Dhaka')::date + raw.k * ${slot}
      + ((raw.i * 13) % ${Math.max(1, slot - maxNights)}) AS start_date
) AS b
JOIN car_numbers c ON c.n = b.car_number`;
}

async function seedBookings(database, count) {
  const { openDatabase } = await import(
    new URL(`file://${join(repoRoot, 'api', 'dist', 'database', 'database.js')}`).href
  );
  const connection = await openDatabase(database);
  const query = async (text) => {
    const result = await connection.db.execute(text);
    return result.rows ?? result;
  };
  try {
    // Into an empty table, the indexes and the no-overlap constraint are built once afterwards.
    const indexes = await query(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'bookings'
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    const [constraint] = await query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conname = 'bookings_no_overlap'`,
    );
    await query('ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap');
    for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
    await query(
      'CREATE TEMP TABLE car_numbers AS SELECT row_number() OVER (ORDER BY id) AS n, * FROM cars',
    );
    await query('CREATE INDEX ON car_numbers (n)');
    const [{ cars }] = await query('SELECT count(*)::int AS cars FROM car_numbers');
    // One booking per car per batch: the next slot of the year.
    for (let first = 0; first < count; first += cars)
      await query(insertBookings(first, Math.min(first + cars, count) - 1, count, cars));
    for (const { definition } of indexes) await query(definition);
    await query(`ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap ${constraint.definition}`);
    await query('VACUUM ANALYZE bookings');
    const [{ total, canceled }] = await query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE booking_status = 'Canceled')::int AS canceled FROM bookings`,
    );
    return { total, canceled };
  } finally {
    await connection.close();
  }
}

async function benchCases(base) {
  console.log(
    `  ${pad('GET /api/cars?from=&to= …', 32)}${num('matches', 8)}${num('cars', 6)}${num('median', 10)}${num('p95', 10)}${num('raw B', 9)}${num('br B', 8)}`,
  );
  for (const [label, path] of CASES) {
    const url = `${base}${path}`;
    const { times, last } = await sampleGet(url, 'br', SAMPLES);
    const raw = await timedGet(url, 'identity');
    const cars = JSON.parse(raw.body.toString('utf8')).length;
    console.log(
      `  ${pad(label, 32)}${num(raw.headers['x-total-count'], 8)}${num(cars, 6)}${num(`${percentile(times, 0.5).toFixed(1)} ms`, 10)}${num(`${percentile(times, 0.95).toFixed(1)} ms`, 10)}${num(raw.body.length, 9)}${num(last.body.length, 8)}`,
    );
  }
}

/**
 * The plans of the weekend page, with and without a search: the query the API sends for them
 * (src/cars/cars.repository.ts, written out here with its values).
 */
async function explainWeekend(url) {
  const pg = createRequire(join(repoRoot, 'api', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [from, to] = [dhakaDay(friday), dhakaDay(friday + 3)];
    for (const [label, search] of [
      ['weekend', ''],
      ['weekend, q=toyota', `AND cars.search_text LIKE lower('%toyota%')`],
    ]) {
      // The page probes each car in order; the count hashes the taken cars (cars.repository.ts).
      const free = (overlapping) =>
        `cars.booking_status = 'available' AND NOT EXISTS (SELECT 1 FROM bookings
          WHERE bookings.car_id = cars.id AND bookings.booking_status <> 'Canceled' AND ${overlapping})`;
      const pageFree = free(`bookings.end_date > '${from}' AND bookings.start_date < '${to}'`);
      const countFree = free(
        `daterange(bookings.start_date, bookings.end_date, '[)') && daterange('${from}'::date, '${to}'::date, '[)')`,
      );
      for (const [what, sql] of [
        [
          'page',
          `SELECT cars.id FROM cars WHERE ${pageFree} ${search} ORDER BY cars.created_at DESC, cars.id DESC LIMIT 24`,
        ],
        ['count', `SELECT count(*) FROM cars WHERE ${countFree} ${search}`],
      ]) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql}`);
        console.log(`\n  EXPLAIN ANALYZE, ${label}, ${what}:`);
        for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end();
  }
}

async function benchTarget(name, database, apiEnv) {
  const bookingCount = Number(
    database.driver === 'postgres' ? options['bookings-postgres'] : options['bookings-pglite'],
  );
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  const cars = await seedBenchmarkCars({ database, count: CARS });
  const { total, canceled } = await seedBookings(database, bookingCount);
  console.log(
    `  seeded ${cars} cars and ${total} bookings (${canceled} canceled) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const api = await startBuiltApi(apiEnv);
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    await benchCases(api.base);
  } finally {
    await api.stop();
  }
  if (database.driver === 'postgres') await explainWeekend(database.url);
}

async function main() {
  if (!Number.isInteger(CARS) || CARS < 1000) throw new Error('--cars must be at least 1000.');
  const started = performance.now();
  const [load1] = loadavg();
  console.log(
    `CarZone date search benchmark: ${CARS} cars; weekend ${weekend}, two weeks ${twoWeeks}; Node ${process.version}; load average ${load1.toFixed(2)} (compare within one run)`,
  );
  await onEachDatabase({ only: options.only, prefix: 'carzone-bench-dates' }, benchTarget);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

await runBenchmark(main, { build: !options['skip-build'] });
