// How the API benchmarks (bench-requests, bench-search-dates) seed their big tables: through a
// connection of their own, with the cars numbered for the generated rows to pick from, and into an
// empty table with its indexes and exclusion constraint built once afterwards rather than row by
// row. Needs the API's build.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './workspace.mjs';

const apiRequire = createRequire(join(repoRoot, 'api', 'package.json'));
const pg = apiRequire('pg');

/**
 * A connection of the script's own to seed and read through (bench-requests, bench-search-dates):
 * on a PostgreSQL server a plain client, without the API pool's 15 s query timeout (rebuilding the
 * no-overlap constraint over 1,000,000 bookings takes longer on a 2-core machine) and with room to
 * build indexes in memory, with a Drizzle handle on it (`db`, or `drizzleOf(logger)` to see the
 * SQL sent); PGlite is embedded, without a timeout, and opened as the API opens it (its
 * migrations have run already). Needs the API's build.
 */
export async function openSeedConnection(database) {
  if (database.driver === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("SET maintenance_work_mem = '256MB'");
    // The ES module, as the API's build imports it (require.resolve would give the CommonJS copy).
    const { drizzle } = await import(
      pathToFileURL(
        apiRequire.resolve('drizzle-orm/node-postgres').replace(/index\.cjs$/, 'index.js'),
      ).href
    );
    const queryWith = async (text, params) => (await client.query(text, params)).rows;
    return {
      db: drizzle({ client }),
      drizzleOf: (logger) => drizzle({ client, logger }),
      query: (text) => queryWith(text),
      queryWith,
      close: () => client.end(),
    };
  }
  const { openDatabase } = await import(
    pathToFileURL(join(repoRoot, 'api', 'dist', 'database', 'database.js')).href
  );
  const connection = await openDatabase(database);
  return {
    db: connection.db,
    query: async (text) => {
      const result = await connection.db.execute(text);
      return result.rows ?? result;
    },
    close: () => connection.close(),
  };
}

/**
 * Numbers the cars for the generated rows to pick from (a temporary table `car_numbers`: `n` from
 * 1, in id order, beside every column of cars); answers how many there are.
 */
export async function numberCars(query) {
  await query(
    'CREATE TEMP TABLE car_numbers AS SELECT row_number() OVER (ORDER BY id) AS n, * FROM cars',
  );
  await query('CREATE INDEX ON car_numbers (n)');
  const [{ cars }] = await query('SELECT count(*)::int AS cars FROM car_numbers');
  return cars;
}

/**
 * Runs `fill()` into the empty `table` with its indexes and its exclusion constraint
 * (`constraintName`, if it has one) dropped, then builds them once and refreshes the table's
 * statistics.
 */
export async function fillWithoutIndexes(query, { table, constraintName }, fill) {
  const indexes = await query(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = '${table}'
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  const [constraint] = constraintName
    ? await query(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conname = '${constraintName}'`,
      )
    : [];
  if (constraint) await query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraintName}`);
  for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
  await fill();
  for (const { definition } of indexes) await query(definition);
  if (constraint)
    await query(`ALTER TABLE ${table} ADD CONSTRAINT ${constraintName} ${constraint.definition}`);
  await query(`VACUUM ANALYZE ${table}`);
}
