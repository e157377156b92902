// Opens CarZone's PostgreSQL database (a server through node-postgres, or embedded PGlite),
// brings it up to date with the checked-in migrations, and hands back one Drizzle handle that
// the repositories use without knowing which of the two is underneath.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config/app-config.js';

/**
 * The Drizzle handle the repositories use, the same type over either driver. The repositories
 * import their tables from ./schema.ts; the relational query API (which needs the schema passed
 * in here) is not used, which also keeps this module free of the domain package at run time.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseConfig['driver'];
  close(): Promise<void>;
  /**
   * The node-postgres pool's connections now (for the metrics); absent on PGlite, which is one
   * in-process session and no pool.
   */
  poolConnections?(): PoolConnections;
}

export interface PoolConnections {
  /** Checked out: running a query or holding a transaction. */
  inUse: number;
  /** Open, waiting in the pool for a query. */
  idle: number;
  /** Queries waiting for a connection: the pool is at its maximum and all are in use. */
  waiting: number;
}

/** api/drizzle, from src/database or dist/database alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant both drivers agree on; it only has to differ from other advisory locks we take.
const MIGRATION_LOCK_ID = 4_271_001;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  return config.driver === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseConnection> {
  // PGlite takes no lock on its folder: one API process per data folder (decision 001).
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The contrib extensions the migrations create: btree_gist (no double booking) and pg_trgm
  // (catalogue search).
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { btree_gist, pg_trgm } });
  try {
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * How long a request waits for the database before it is answered 503: a server that is down or
 * unreachable fails requests fast instead of holding them (and their connections) open.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, queryMs: 15_000 } as const;

async function openPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    // Notices a silently dropped connection (a restarted firewall, a dead host) between queries.
    keepAlive: true,
    // Serial plans only (decision 013): the planner gave the catalogue's deep page and capped
    // count parallel plans that took 4–6 times as long on a 2-core server busy with requests.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection that breaks (the server restarted or went away) is dropped from the pool
  // by node-postgres, and the next query opens a new one. Without a listener the error would end
  // the process.
  pool.on('error', (error) => {
    new Logger('Database').warn(`An idle database connection broke: ${error.message}`);
  });
  // A connection that breaks while it is checked out between two statements of a transaction (a
  // booking change, the request sweep) has no query to fail and no pool
  // listener: its error would end the process. Its next statement fails instead, and the
  // transaction with it (503 for a request); the connection is then dropped.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      new Logger('Database').warn(`A database connection in use broke: ${error.message}`);
    });
  });
  try {
    await migratePostgres(url);
    return {
      db: drizzleNodePg({ client: pool }),
      driver: 'postgres',
      close: () => pool.end(),
      poolConnections: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Several API instances may start at once against one server: the first to take the lock
 * migrates, the others wait and then find nothing left to do. The lock is per session, so the
 * migration runs on the one connection that holds it: a connection of its own, without the
 * pool's query timeout (waiting for the lock, or a long migration, is no outage).
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
