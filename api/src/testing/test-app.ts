// Starts the real API on a free port for a test file, on the run's database and Auth emulator.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import type { AppConfig, DatabaseConfig } from '../config/app-config.js';
import { type Database, type DatabaseConnection, openDatabase } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { withoutRequestId } from './error-body.js';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_RULES,
  type RateLimitsConfig,
} from '../config/rate-limit-rules.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  db: Database;
  /** fetch() against the app: `api.fetch('/api/cars')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs a JSON body (or raw text with the given content type). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  countRows(table: PgTable): Promise<number>;
  close(): Promise<void>;
}

export const usingPostgresServer = (): boolean => inject('testDatabaseUrl') !== null;

/**
 * Far above what any test does from 127.0.0.1 (many sign-ins each), so that only the tests of
 * the limits themselves, which pass strict ones, ever meet a 429. A fresh Redis key prefix per
 * app keeps runs apart; two apps sharing counts pass the same one.
 */
export function relaxedRateLimits(): RateLimitsConfig {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const rule of RATE_LIMIT_RULES)
    for (const scope of ['perIp', 'perUser'] as const)
      if (limits[rule][scope]) limits[rule][scope] = { points: 100_000, seconds: 60 };
  limits.redisKeyPrefix = `carzone-test:${randomUUID()}`;
  return limits;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const url = inject('testDatabaseUrl');
  return {
    port: 0,
    host: '127.0.0.1',
    database: url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: null },
    firebase: {
      projectId: inject('firebaseProjectId'),
      authEmulatorHost: inject('authEmulatorHost'),
    },
    production: false,
    secureCookies: false,
    seedDemoData: true,
    apiDocs: true,
    rateLimits: relaxedRateLimits(),
    redisUrl: null,
    // Only where a test asks: apps on a moved clock sharing the run's database would otherwise
    // expire and publish other files' rows behind their backs.
    backgroundSweeps: false,
    ...overrides,
  };
}

/**
 * One in-memory PGlite per test process, lent to every app it starts, as all of them share the
 * run's database on a PostgreSQL server: creating a PGlite and migrating it takes a second or
 * more, and most files start several apps. Tests therefore assert on their own rows, never on a
 * whole table, except where they ask for a database of their own (`ownDatabase`), empty.
 */
let sharedPglite: Promise<DatabaseConnection> | undefined;

function lentDatabase(
  config: AppConfig,
  ownDatabase: boolean,
): Promise<DatabaseConnection> | undefined {
  const { database } = config;
  if (ownDatabase || database.driver !== 'pglite' || database.dataDir !== null) return undefined;
  sharedPglite ??= openDatabase(database);
  return sharedPglite;
}

/**
 * An empty database of the test's own, on the run's driver: in-memory PGlite, or a new database on
 * the run's PostgreSQL server, which `drop` removes. For a rule that counts every row of a table
 * (the last admin), which other files' rows in the shared database would change; start the app
 * with `{ ownDatabase: true }`.
 */
export async function ownEmptyDatabase(): Promise<{
  database: DatabaseConfig;
  drop(): Promise<void>;
}> {
  const url = inject('testDatabaseUrl');
  if (!url) return { database: { driver: 'pglite', dataDir: null }, drop: async () => {} };
  const server = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const own = new URL(url);
  const name = `${own.pathname.slice(1)}_own_${randomUUID().slice(0, 8)}`;
  await server(`CREATE DATABASE "${name}"`);
  own.pathname = `/${name}`;
  return {
    database: { driver: 'postgres', url: own.toString() },
    drop: () => server(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  { ownDatabase = false }: { ownDatabase?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = await createApp(config, {
    logger: false,
    database: await lentDatabase(config, ownDatabase),
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = app.get<Database>(DATABASE);
  const doFetch = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    app,
    baseUrl,
    db,
    fetch: doFetch,
    post: (path, body, headers = {}) =>
      doFetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    countRows: async (table) => {
      const [row] = await db.select({ total: count() }).from(table);
      return row?.total ?? 0;
    },
    close: () => app.close(),
  };
}

/**
 * The API's JSON answer. An error's body must name its request as its X-Request-Id header does
 * (what a person quotes to support); it comes back without that id, so a test compares the
 * refusal itself. Asserts nothing else about the body.
 */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  return response.status >= 400 ? (withoutRequestId(body, response.headers) as T) : body;
}
