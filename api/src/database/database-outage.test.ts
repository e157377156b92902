// The database going away is the service's trouble, passing: every request that needs it is
// answered 503 with Retry-After (not 500, not a hang), liveness still answers, and once the
// database is back the same API instance answers normally, with no restart.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toApiError } from '../common/api-error.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { json, startTestApp, type TestApp, usingPostgresServer } from '../testing/test-app.js';
import { refusalBody, said } from '../testing/error-body.js';

const UNAVAILABLE = refusalBody(503, said('service.unavailable'));

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a query to a database that cannot be reached', () => {
  it('becomes a 503 in the one error shape, not a 500', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/carzone`,
      connectionTimeoutMillis: 2_000,
    });
    try {
      const failure = await drizzle({ client: pool })
        .execute(sql`SELECT 1`)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(toApiError(failure)).toEqual(UNAVAILABLE);
    } finally {
      await pool.end();
    }
  });

  it('is told apart from a query the database refused (still a 500, logged)', () => {
    const refused = Object.assign(new Error('relation "carz" does not exist'), { code: '42P01' });
    expect(toApiError(refused).statusCode).toBe(500);
    // A visitor's words that happen to read like a lost connection change nothing.
    const wrapped = Object.assign(new Error('Failed query: …\nparams: Connection terminated'), {
      query: 'INSERT …',
      params: ['Connection terminated'],
      cause: refused,
    });
    expect(toApiError(wrapped).statusCode).toBe(500);
  });
});

// The run's PostgreSQL database, reached through a relay the test can cut. (On a PGlite run the
// database lives inside the API process and cannot become unreachable.)
if (usingPostgresServer()) {
  describe('the API while its PostgreSQL server is unreachable', () => {
    let proxy: TcpProxy;
    let api: TestApp;

    beforeAll(async () => {
      const databaseUrl = new URL(inject('testDatabaseUrl')!);
      proxy = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
      databaseUrl.hostname = '127.0.0.1';
      databaseUrl.port = String(proxy.port);
      api = await startTestApp({
        seedDemoData: false,
        database: { driver: 'postgres', url: databaseUrl.toString() },
      });
    });
    afterAll(async () => {
      await proxy?.restore().catch(() => undefined);
      await api?.close();
      await proxy?.close();
    });

    it('answers 503 with Retry-After while it is cut, and normally once it is back', async () => {
      expect((await api.fetch('/api/cars')).status).toBe(200);
      expect((await api.fetch('/api/health/ready')).status).toBe(200);

      await proxy.cut();

      const cars = await api.fetch('/api/cars');
      expect(cars.status).toBe(503);
      expect(cars.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json(cars)).toEqual(UNAVAILABLE);

      const ready = await api.fetch('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await json(ready)).toEqual(refusalBody(503, 'The database is not answering.'));
      // The process itself is fine: nothing should restart it.
      expect((await api.fetch('/api/health/live')).status).toBe(200);

      await proxy.restore();

      const carsAgain = await api.fetch('/api/cars');
      expect(carsAgain.status).toBe(200);
      expect(Array.isArray(await carsAgain.json())).toBe(true);
      expect((await api.fetch('/api/health/ready')).status).toBe(200);
    });
  });
}
