// Fills a benchmark database with many cars (100,000 by default): varied models, brands, prices,
// statuses and owners across Bangladesh, listed over the last two years. It runs the API's own
// migrations first (from its build: `pnpm --filter @carzone/api build`), then generates the rows
// inside the database with generate_series, so 100,000 cars take seconds, not minutes.
//
//   node scripts/seed-benchmark-cars.mjs --data-dir DIR        (PGlite, as DATA_DIR for the API)
//   node scripts/seed-benchmark-cars.mjs --database-url URL    (a PostgreSQL server)
//   options: --count N (default 100000)
//
// The rows are the same for the same count (no randomness), so two runs compare like with like;
// only created_at is relative to now. Importable too: `seedBenchmarkCars({ ... })`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/workspace.mjs';

const DATABASE_MODULE = join(repoRoot, 'api', 'dist', 'database', 'database.js');
const BATCH = 25_000;

// [brand, model, base price per day (USD), image, how many in 1,000 cars]: Toyotas everywhere,
// a few luxury cars, and a Rolls-Royce or a Porsche once in a few thousand (rare searches).
const MODELS = [
  ['Toyota', 'Axio', 35, 'sedan-white', 90],
  ['Toyota', 'Allion', 40, 'sedan-silver', 70],
  ['Toyota', 'Premio', 45, 'sedan-black', 70],
  ['Toyota', 'Corolla', 32, 'sedan-silver', 60],
  ['Toyota', 'Aqua', 30, 'hatchback-red', 45],
  ['Toyota', 'Fielder', 33, 'hatchback-grey', 40],
  ['Toyota', 'Noah', 55, 'microbus-white', 70],
  ['Toyota', 'Hiace', 70, 'microbus-silver', 45],
  ['Toyota', 'Land Cruiser Prado', 120, 'suv-white', 25],
  ['Toyota', 'Harrier', 85, 'suv-black', 15],
  ['Toyota', 'C-HR', 60, 'suv-maroon', 12],
  ['Toyota', 'Probox', 26, 'hatchback-grey', 35],
  ['Honda', 'Civic', 60, 'sedan-red', 40],
  ['Honda', 'Grace', 38, 'sedan-blue', 25],
  ['Honda', 'Vezel', 55, 'suv-green', 35],
  ['Honda', 'Fit', 28, 'hatchback-orange', 25],
  ['Honda', 'CR-V', 75, 'suv-white', 12],
  ['Nissan', 'X-Trail', 70, 'suv-black', 23],
  ['Nissan', 'Sunny', 30, 'sedan-white', 15],
  ['Nissan', 'Note', 27, 'hatchback-red', 12],
  ['Mitsubishi', 'Pajero Sport', 85, 'suv-black', 23],
  ['Mitsubishi', 'Outlander PHEV', 80, 'suv-white', 8],
  ['Mitsubishi', 'Lancer', 34, 'sedan-silver', 12],
  ['Suzuki', 'Swift', 25, 'hatchback-red', 35],
  ['Suzuki', 'Ciaz', 28, 'sedan-red', 15],
  ['Suzuki', 'Alto', 18, 'hatchback-orange', 25],
  ['Suzuki', 'Ertiga', 40, 'microbus-silver', 15],
  ['Hyundai', 'Elantra', 48, 'sedan-blue', 12],
  ['Hyundai', 'Tucson', 72, 'suv-green', 10],
  ['Hyundai', 'Creta', 55, 'suv-maroon', 10],
  ['Kia', 'Sportage', 70, 'suv-black', 10],
  ['Kia', 'Seltos', 58, 'suv-white', 8],
  ['Mazda', 'Axela', 42, 'sedan-red', 8],
  ['Mazda', 'CX-5', 78, 'suv-maroon', 8],
  ['Proton', 'Saga', 22, 'sedan-blue', 6],
  ['Tata', 'Nexon', 35, 'suv-green', 5],
  ['BMW', '5 Series 530e', 99, 'sedan-black', 5],
  ['BMW', 'X5', 140, 'suv-black', 3],
  ['Mercedes-Benz', 'E-Class', 130, 'sedan-black', 4],
  ['Mercedes-Benz', 'C-Class', 105, 'sedan-silver', 5],
  ['Lexus', 'RX 450h', 115, 'suv-maroon', 4],
  ['Audi', 'A4', 95, 'sedan-white', 3],
  ['Porsche', 'Cayenne', 220, 'suv-black', 1],
  ['Rolls-Royce', 'Ghost', 450, 'sedan-black', 1],
];
/** Each model's share as a range of 0..999, for `(row * 7) % 1000 BETWEEN low AND high`. */
const MODEL_SHARES = MODELS.reduce((rows, [brand, model, price, image, perThousand]) => {
  const low = rows.length ? rows.at(-1)[5] + 1 : 0;
  return [...rows, [brand, model, price, image, low, low + perThousand - 1]];
}, []);
if (MODEL_SHARES.at(-1)[5] !== 999) throw new Error('The model shares must add up to 1,000.');

// [area, city, registration prefix]; Dhaka is where most cars are.
const PLACES = [
  ['Gulshan', 'Dhaka', 'Dhaka Metro'],
  ['Banani', 'Dhaka', 'Dhaka Metro'],
  ['Dhanmondi', 'Dhaka', 'Dhaka Metro'],
  ['Uttara', 'Dhaka', 'Dhaka Metro'],
  ['Mirpur', 'Dhaka', 'Dhaka Metro'],
  ['Mohammadpur', 'Dhaka', 'Dhaka Metro'],
  ['Bashundhara', 'Dhaka', 'Dhaka Metro'],
  ['Baridhara', 'Dhaka', 'Dhaka Metro'],
  ['Motijheel', 'Dhaka', 'Dhaka Metro'],
  ['Tejgaon', 'Dhaka', 'Dhaka Metro'],
  ['Hazrat Shahjalal Airport', 'Dhaka', 'Dhaka Metro'],
  ['Agrabad', 'Chittagong', 'Chatta Metro'],
  ['GEC Circle', 'Chittagong', 'Chatta Metro'],
  ['Nasirabad', 'Chittagong', 'Chatta Metro'],
  ['Khulshi', 'Chittagong', 'Chatta Metro'],
  ['Patenga', 'Chittagong', 'Chatta Metro'],
  ['Zindabazar', 'Sylhet', 'Sylhet Metro'],
  ['Amberkhana', 'Sylhet', 'Sylhet Metro'],
  ['Upashahar', 'Sylhet', 'Sylhet Metro'],
  ['Kolatoli Road', "Cox's Bazar", "Cox's Bazar"],
  ['Sugandha Beach Road', "Cox's Bazar", "Cox's Bazar"],
  ['Inani', "Cox's Bazar", "Cox's Bazar"],
  ['Shaheb Bazar', 'Rajshahi', 'Rajshahi Metro'],
  ['Kazla', 'Rajshahi', 'Rajshahi Metro'],
  ['Boyra', 'Khulna', 'Khulna Metro'],
  ['Sonadanga', 'Khulna', 'Khulna Metro'],
  ['Nathullabad', 'Barishal', 'Barishal Metro'],
  ['Jahaj Company More', 'Rangpur', 'Rangpur'],
  ['Ganginarpar', 'Mymensingh', 'Mymensingh'],
  ['Kandirpar', 'Cumilla', 'Cumilla'],
  ['Satmatha', 'Bogura', 'Bogura'],
  ['Tongi', 'Gazipur', 'Dhaka Metro'],
  ['Chashara', 'Narayanganj', 'Dhaka Metro'],
];

const FEATURES = [
  'Air Conditioning, Bluetooth, USB Charging',
  'Air Conditioning, Bluetooth, Reverse Camera, Keyless Entry',
  'Air Conditioning, GPS, Bluetooth, Cruise Control',
  'Leather Seats, Air Conditioning, GPS, Bluetooth, Sunroof',
  '4WD, Air Conditioning, 7 Seats, GPS, Bluetooth',
  'Air Conditioning, 8 Seats, Sliding Doors, Roof Rack',
  'Air Conditioning, Apple CarPlay, Android Auto, Parking Sensors',
  'Air Conditioning, Hybrid Engine, Bluetooth, Reverse Camera',
];

const FIRST_NAMES = [
  'Rahim',
  'Karim',
  'Nusrat',
  'Farhana',
  'Tanvir',
  'Sadia',
  'Imran',
  'Ayesha',
  'Rafiq',
  'Mitu',
  'Shakil',
  'Jannat',
  'Arif',
  'Sumaiya',
  'Hasan',
  'Priya',
  'Mahmud',
  'Tasnim',
];
const LAST_NAMES = [
  'Uddin',
  'Rahman',
  'Hossain',
  'Islam',
  'Ahmed',
  'Chowdhury',
  'Khan',
  'Sarker',
  'Das',
  'Begum',
  'Talukder',
  'Mia',
  'Haque',
  'Akter',
];
const OWNERS = 2_000;
const TWO_YEARS_IN_MINUTES = 2 * 365 * 24 * 60;

/** A SQL string literal for one of the constants above. */
const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
/** `(VALUES (1, …), (2, …)) AS name(n, …)`: a constant list numbered from 0. */
const valuesTable = (name, columns, rows) =>
  `(VALUES ${rows
    .map(
      (row, index) =>
        `(${[index, ...row].map((v) => (typeof v === 'number' ? v : literal(v))).join(', ')})`,
    )
    .join(', ')}) AS ${name}(n, ${columns.join(', ')})`;

/**
 * The owners' trip rules and whether the car is booked at once, mixed (`mixedRules`): most cars
 * take any trip from a night at once, as the defaults do; some want 2, 3 or 7 nights at least, some
 * at most 7 or 30, some a day's, two days' or a week's notice, and one in four takes requests
 * (instant_booking false). Within cars_trip_rules_check (max_days ≥ min_days). What they offer
 *, as in Bangladesh: six in ten only with a driver, two either way, two self-drive;
 * 4, 5, 7 or 11 seats; spread over eight districts.
 */
const MIXED_RULES = `
  CASE WHEN i % 20 = 0 THEN 7 WHEN i % 10 = 3 THEN 3 WHEN i % 5 = 1 THEN 2 ELSE 1 END,
  CASE WHEN i % 8 = 2 THEN 7 WHEN i % 25 = 4 THEN 30 ELSE 365 END,
  CASE WHEN i % 12 = 5 THEN 168 WHEN i % 6 = 1 THEN 48 WHEN i % 4 = 2 THEN 24 ELSE 0 END,
  i % 4 <> 3,
  CASE WHEN i % 10 < 6 THEN 'with-driver' WHEN i % 10 < 8 THEN 'both' ELSE 'self-drive' END,
  CASE WHEN i % 10 < 8 THEN 15 + i % 10 END,
  CASE WHEN i % 10 < 8 THEN 3 END,
  CASE WHEN i % 10 < 8 THEN 8 END,
  CASE WHEN i % 10 < 8 THEN 12 END,
  CASE WHEN i % 10 < 8 THEN (CASE WHEN i % 3 = 0 THEN 'included' ELSE 'renter-pays' END) END,
  (ARRAY[4, 5, 7, 11])[1 + (i / 7) % 4],
  (ARRAY['dhaka', 'chattogram', 'sylhet', 'coxs-bazar', 'rajshahi', 'khulna', 'gazipur', 'cumilla'])[1 + (i / 3) % 8]`;

/**
 * Rows `first`..`last`. Each derives its model, year, place, price, features, owner and age from
 * its number in a different way (remainders of different multiples), so neighbouring rows differ
 * and the combinations spread evenly.
 */
function insertBatch(first, last, mixedRules) {
  return `
INSERT INTO cars (car_model, brand, daily_rental_price, booking_status, booking_count, location,
  image_url, description, features, registration_number, owner_email, owner_name, created_at,
  rating_total, rating_count${
    mixedRules
      ? ',\n  min_days, max_days, advance_notice_hours, instant_booking, driver_option,' +
        ' driver_daily_rate, overtime_hourly_rate, night_halt_rate, intercity_daily_surcharge,' +
        ' fuel_policy, seats, district'
      : ''
  })
SELECT
  m.brand || ' ' || m.model || ' ' || (2010 + (i * 13) % 15),
  m.brand,
  round(m.price * (0.8 + ((i * 37) % 41) / 100.0), 2),
  CASE WHEN i % 9 = 0 THEN 'unavailable' ELSE 'available' END,
  (i * 13) % 40,
  p.area || ', ' || p.city,
  '/api/images/cars/' || m.image || '.svg',
  'A well-kept ' || m.brand || ' ' || m.model || ' for rent in ' || p.area || ', ' || p.city
    || '. Clean, serviced on schedule and ready for city errands or a trip out of town.',
  f.features,
  p.plate || '-' || (ARRAY['GA', 'KHA', 'GHA', 'CHA'])[1 + i % 4] || ' '
    || lpad(((i * 11) % 90 + 10)::text, 2, '0') || '-' || lpad((i::bigint * 7919 % 10000)::text, 4, '0'),
  'owner' || o.n || '@bench.carzone.test',
  (ARRAY[${FIRST_NAMES.map(literal).join(', ')}])[1 + o.n % ${FIRST_NAMES.length}] || ' '
    || (ARRAY[${LAST_NAMES.map(literal).join(', ')}])[1 + o.n / ${FIRST_NAMES.length} % ${LAST_NAMES.length}],
  now() - make_interval(mins => (i::bigint * 7919 % ${TWO_YEARS_IN_MINUTES})::int),
  -- Four cars in five rated, by 1 to 29 renters, averaging 3 to 5 stars (ties many: a real sort).
  CASE WHEN i % 5 = 0 THEN 0 ELSE ((i * 7) % 29 + 1) * 3 + (i * 11) % (2 * ((i * 7) % 29 + 1) + 1) END,
  CASE WHEN i % 5 = 0 THEN 0 ELSE (i * 7) % 29 + 1 END${mixedRules ? `,\n  ${MIXED_RULES}` : ''}
FROM generate_series(${first}, ${last}) AS i
CROSS JOIN LATERAL (SELECT (i / 5) % ${OWNERS} AS n) AS o
JOIN ${valuesTable('m', ['brand', 'model', 'price', 'image', 'low', 'high'], MODEL_SHARES)}
  ON (i * 7) % 1000 BETWEEN m.low AND m.high
JOIN ${valuesTable('p', ['area', 'city', 'plate'], PLACES)} ON p.n = (i * 17) % ${PLACES.length}
JOIN ${valuesTable(
    'f',
    ['features'],
    FEATURES.map((features) => [features]),
  )} ON f.n = (i * 3) % ${FEATURES.length}`;
}

/**
 * Migrates the database and inserts `count` cars; answers how many cars it then holds. With
 * `mixedRules`, the cars have the owners' trip rules and instant booking mixed (MIXED_RULES);
 * without, the columns' defaults (any trip, booked at once).
 * @param {{ database: { driver: 'pglite', dataDir: string } | { driver: 'postgres', url: string },
 *   count?: number, mixedRules?: boolean, log?: (line: string) => void }} options
 */
export async function seedBenchmarkCars({
  database,
  count = 100_000,
  mixedRules = false,
  log = () => {},
}) {
  if (!existsSync(DATABASE_MODULE))
    throw new Error(
      `${DATABASE_MODULE} is missing: run \`pnpm --filter @carzone/api build\` first.`,
    );
  const { openDatabase } = await import(pathToFileURL(DATABASE_MODULE).href);
  const connection = await openDatabase(database);
  const query = async (text) => {
    const result = await connection.db.execute(text);
    return result.rows ?? result;
  };
  try {
    // Into an empty table, build the indexes once after the rows rather than row by row (the
    // trigram index most of all): the same indexes, read back from the migrated database.
    const [{ empty }] = await query('SELECT NOT EXISTS (SELECT 1 FROM cars) AS empty');
    const indexes = empty
      ? await query(
          `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
           WHERE schemaname = current_schema() AND tablename = 'cars'
             AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
        )
      : [];
    for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
    for (let first = 1; first <= count; first += BATCH) {
      const last = Math.min(first + BATCH - 1, count);
      await query(insertBatch(first, last, mixedRules));
      log(`  ${last} / ${count} cars`);
    }
    for (const { definition } of indexes) await query(definition);
    // Fresh statistics (and a visibility map) so the planner sees the table as it now is.
    await query('VACUUM ANALYZE cars');
    const [{ total }] = await query('SELECT count(*)::int AS total FROM cars');
    return total;
  } finally {
    await connection.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      count: { type: 'string', default: '100000' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number ≥ 1.');
  if (Boolean(values['data-dir']) === Boolean(values['database-url']))
    throw new Error(
      'Give exactly one of --data-dir DIR (PGlite) or --database-url URL (PostgreSQL).',
    );
  // The same folder layout as the API's DATA_DIR: the PGlite files live in DIR/pglite.
  const database = values['data-dir']
    ? { driver: 'pglite', dataDir: join(resolve(values['data-dir']), 'pglite') }
    : { driver: 'postgres', url: values['database-url'] };
  const started = performance.now();
  const total = await seedBenchmarkCars({ database, count, log: console.log });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Inserted ${count} cars in ${seconds} s; the database now holds ${total}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
