// Prints how the date search holds up: 100,000 cars with 1,000,000 bookings on a PostgreSQL server
// and 200,000 on PGlite, spread over the next year (a tenth canceled, some Pending requests before
// and past their deadline, a few declined or expired), 200,000 days blocked by the owners, and the
// owners' trip rules and instant booking mixed across the cars. For each common shape of
// `GET /api/cars?from=&to=` (a weekend, two weeks, with and without a search, with a price range,
// a deep page): latency (median and p95 of 30 requests, request to last byte) and the answer's
// size; on PostgreSQL also the plans (EXPLAIN ANALYZE) of the weekend's queries as the API sends
// them. It prints figures and asserts nothing. It builds the API (skip with --skip-build), seeds
// its own databases through a connection of its own and removes them again, as
// scripts/bench-catalog.mjs does.
//
//   node scripts/bench-search-dates.mjs [--cars 100000] [--bookings-postgres 1000000]
//        [--bookings-pglite 200000] [--blocks 200000] [--only pglite|postgres] [--skip-build]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedBenchmarkCars } from './seed-benchmark-cars.mjs';
import {
  benchOptions,
  onEachDatabase,
  runBenchmark,
  sampleGet,
  startBuiltApi,
  timedGet,
} from './lib/api-bench.mjs';
import { latencyCells, num, pad } from './lib/bench-table.mjs';
import { fillWithoutIndexes, numberCars, openSeedConnection } from './lib/bench-seeding.mjs';
import { repoRoot } from './lib/workspace.mjs';

const options = benchOptions({
  cars: { type: 'string', default: '100000' },
  'bookings-postgres': { type: 'string', default: '1000000' },
  'bookings-pglite': { type: 'string', default: '200000' },
  blocks: { type: 'string', default: '200000' },
});
const CARS = Number(options.cars);
const BLOCKS = Number(options.blocks);
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
  ['weekend, with a driver in Sylhet', `/api/cars?${weekend}&driver=with&district=sylhet`],
  ['weekend, self-drive, 7 seats up', `/api/cars?${weekend}&driver=self&minSeats=7`],
  ['weekend, deep page offset=5000', `/api/cars?${weekend}&offset=5000`],
];

/**
 * `count` bookings over the next year, the same for the same counts: each car gets its share in
 * slots of the year, each booking 1–14 nights at a varying place inside its slot, so two never
 * overlap (the no-overlap constraint holds). One in ten is canceled; one in twenty is a Pending
 * request, half of them past their deadline (`expires_at` an hour ago: they hold nothing any more,
 * though the sweep has not written them Expired yet) and half before it (in 20 hours); one in fifty
 * was declined and one in fifty expired; the rest are Confirmed.
 */
function insertBookings(first, last, count, carCount) {
  const perCar = Math.max(1, Math.ceil(count / carCount));
  const slot = Math.floor(365 / perCar);
  const maxNights = Math.max(1, Math.min(14, Math.floor(slot / 2)));
  return `
INSERT INTO bookings (car_id, car_model, image_url, location, daily_rental_price, start_date,
  end_date, booking_date, total_price, booking_status, expires_at, booker_email, booker_name)
SELECT c.id, c.car_model, c.image_url, c.location, c.daily_rental_price,
  b.start_date, b.start_date + b.nights, now(), c.daily_rental_price * b.nights,
  CASE WHEN b.i % 10 = 0 THEN 'Canceled' WHEN b.i % 20 = 1 THEN 'Pending'
    WHEN b.i % 50 = 7 THEN 'Declined' WHEN b.i % 50 = 17 THEN 'Expired' ELSE 'Confirmed' END,
  CASE WHEN b.i % 40 = 1 THEN now() - interval '1 hour'
    WHEN b.i % 40 = 21 THEN now() + interval '20 hours' END,
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

/**
 * `count` days blocked by the owners over the next year, as the bookings are spread: each car its
 * share in slots of the year, 1–7 nights each at another place than its bookings', so a car's
 * blocks never overlap each other (car_blocks_no_overlap), though one may cover a booking's night.
 */
function insertBlocks(first, last, count, carCount) {
  const perCar = Math.max(1, Math.ceil(count / carCount));
  const slot = Math.floor(365 / perCar);
  const maxNights = Math.max(1, Math.min(7, Math.floor(slot / 2)));
  return `
INSERT INTO car_blocks (car_id, start_date, end_date, note)
SELECT c.id, b.start_date, b.start_date + b.nights, 'Bench block'
FROM generate_series(${first}, ${last}) AS i
CROSS JOIN LATERAL (
  SELECT (i % ${carCount}) + 1 AS car_number, 1 + (i * 5) % ${maxNights} AS nights,
    (now() AT TIME ZONE 'Asia/Dhaka')::date + (i / ${carCount}) * ${slot}
      + ((i * 29 + 3) % ${Math.max(1, slot - maxNights)}) AS start_date
) AS b
JOIN car_numbers c ON c.n = b.car_number`;
}

/**
 * Fills `table` through `insert(first, last, count, cars)`, one row per car per batch, into an
 * empty table (fillWithoutIndexes: its exclusion constraint is `constraintName`).
 */
async function fillTable(query, { table, constraintName, count, cars, insert }) {
  await fillWithoutIndexes(query, { table, constraintName }, async () => {
    for (let first = 0; first < count; first += cars)
      await query(insert(first, Math.min(first + cars, count) - 1, count, cars));
  });
}

async function seedBookingsAndBlocks(database, bookingCount, blockCount) {
  const connection = await openSeedConnection(database);
  const { query } = connection;
  try {
    const cars = await numberCars(query);
    await fillTable(query, {
      table: 'bookings',
      constraintName: 'bookings_no_overlap',
      count: bookingCount,
      cars,
      insert: insertBookings,
    });
    await fillTable(query, {
      table: 'car_blocks',
      constraintName: 'car_blocks_no_overlap',
      count: blockCount,
      cars,
      insert: insertBlocks,
    });
    const [bookingTotals] = await query(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE booking_status = 'Canceled')::int AS canceled,
         count(*) FILTER (WHERE booking_status = 'Pending' AND expires_at > now())::int AS waiting,
         count(*) FILTER (WHERE booking_status = 'Pending' AND expires_at <= now())::int AS lapsed
       FROM bookings`,
    );
    const [{ blocks }] = await query('SELECT count(*)::int AS blocks FROM car_blocks');
    const [rules] = await query(
      `SELECT count(*) FILTER (WHERE min_days > 1 OR max_days < 365 OR advance_notice_hours > 0)::int AS ruled,
         count(*) FILTER (WHERE NOT instant_booking)::int AS requests
       FROM cars`,
    );
    return { ...bookingTotals, blocks, ...rules };
  } finally {
    await connection.close();
  }
}

/** A case's address as the API's repository takes it (cars.controller.ts's findPage). */
function pageQueryOf(path) {
  const query = new URL(path, 'http://bench').searchParams;
  const price = (name) => (query.has(name) ? Number(query.get(name)) : null);
  return {
    search: query.get('q') ?? '',
    freeDates: { from: query.get('from'), to: query.get('to') },
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    driver: query.get('driver'),
    district: query.get('district'),
    minSeats: price('minSeats'),
    sort: query.get('sort') ?? 'newest',
    limit: 24,
    offset: Number(query.get('offset') ?? 0),
  };
}

/** The repository of the built API over `db` (a Drizzle handle), to build its queries unsent. */
async function carsRepository(db) {
  const { CarsRepository } = await import(
    pathToFileURL(join(repoRoot, 'api', 'dist', 'cars', 'cars.repository.js')).href
  );
  return new CarsRepository(db);
}

/** Every case's matches, each counted (the query the API counted with before its cap). */
async function exactCounts(database) {
  const connection = await openSeedConnection(database);
  try {
    const repository = await carsRepository(connection.db);
    const counts = new Map();
    for (const [label, path] of CASES) {
      const [{ total }] = await repository.countAllQuery(pageQueryOf(path));
      counts.set(label, total);
    }
    return counts;
  } finally {
    await connection.close();
  }
}

async function benchCases(base, exact) {
  console.log(
    `  ${pad('GET /api/cars?from=&to= …', 32)}${num('X-Total-Count', 14)}${num('exact', 7)}${num('cars', 6)}${num('median', 10)}${num('p95', 10)}${num('raw B', 9)}${num('br B', 8)}`,
  );
  for (const [label, path] of CASES) {
    const url = `${base}${path}`;
    const { times, last } = await sampleGet(url, 'br', SAMPLES);
    const raw = await timedGet(url, 'identity');
    const cars = JSON.parse(raw.body.toString('utf8')).length;
    // "~" marks an estimate (X-Total-Count-Estimated: true).
    const total = `${raw.headers['x-total-count-estimated'] === 'true' ? '~' : ''}${raw.headers['x-total-count']}`;
    console.log(
      `  ${pad(label, 32)}${num(total, 14)}${num(exact.get(label), 7)}${num(cars, 6)}${latencyCells(times)}${num(raw.body.length, 9)}${num(last.body.length, 8)}`,
    );
  }
}

/**
 * The plans of the weekend's queries, with and without a search, as the API sends them: built by
 * its own repository (api/src/cars/cars.repository.ts) and run as it runs them (serial plans, as
 * the API's connections are opened: database.ts), the capped count and the estimate's sample
 * included.
 */
async function explainWeekend(database) {
  const connection = await openSeedConnection(database);
  try {
    const repository = await carsRepository(connection.db);
    await connection.query('SET max_parallel_workers_per_gather = 0');
    for (const label of [
      'weekend',
      'weekend, q=toyota',
      'weekend, rare: q=rolls-royce',
      'weekend, deep page offset=5000',
    ]) {
      const query = pageQueryOf(CASES.find(([name]) => name === label)[1]);
      const queries =
        query.offset > 0
          ? [['page', repository.pageQuery(query)]]
          : [
              ['page', repository.pageQuery(query)],
              ['count, up to 1,001', repository.countUpToQuery(query, 1001)],
              ['estimate, its sample', repository.sampleQuery(query)],
            ];
      for (const [what, built] of queries) {
        const { sql, params } = built.toSQL();
        const plan = await connection.queryWith(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
        console.log(`\n  EXPLAIN ANALYZE, ${label}, ${what}:`);
        for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await connection.close();
  }
}

async function benchTarget(name, database, apiEnv) {
  const bookingCount = Number(
    database.driver === 'postgres' ? options['bookings-postgres'] : options['bookings-pglite'],
  );
  console.log(`\n== ${name} ==`);
  let started = performance.now();
  const cars = await seedBenchmarkCars({ database, count: CARS, mixedRules: true });
  const seeded = await seedBookingsAndBlocks(database, bookingCount, BLOCKS);
  console.log(
    `  seeded ${cars} cars (${seeded.ruled} with trip rules, ${seeded.requests} taking requests), ${seeded.total} bookings (${seeded.canceled} canceled; Pending: ${seeded.waiting} waiting, ${seeded.lapsed} past their deadline) and ${seeded.blocks} blocks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Before the API opens the database (PGlite is one process's).
  const exact = await exactCounts(database);
  started = performance.now();
  const api = await startBuiltApi(apiEnv);
  console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  try {
    await benchCases(api.base, exact);
  } finally {
    await api.stop();
  }
  if (database.driver === 'postgres') await explainWeekend(database);
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
