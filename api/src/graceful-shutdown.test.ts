// The built API as it runs in production (`node dist/main.js`; `pnpm --filter @carzone/api
// build` first): on SIGTERM it stops taking connections, lets the request under way finish with
// its normal answer, then exits 0, its metrics server closed with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database/database.js';
import { contactMessages } from './database/schema.js';
import { openSocket, readUntilClosed } from './testing/raw-sockets.js';
import { usingPostgresServer } from './testing/test-app.js';

const BUILT_API = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const SENDER_EMAIL = `shutdown-${Date.now()}@carzone.test`;

const dataDir = mkdtempSync(join(tmpdir(), 'carzone-shutdown-test-'));
let port: number;
let metricsPort: number;
let child: ChildProcess;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return;
    await sleep(250);
  }
  throw new Error('The built API never became ready.');
}

beforeAll(async () => {
  if (!existsSync(BUILT_API))
    throw new Error(`No built API at ${BUILT_API}: run pnpm --filter @carzone/api build first.`);
  port = await freePort();
  metricsPort = await freePort();
  const databaseUrl = inject('testDatabaseUrl');
  child = spawn(process.execPath, [BUILT_API], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      FIREBASE_PROJECT_ID: inject('firebaseProjectId'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await waitUntilReady();
});

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (usingPostgresServer()) {
    const connection = await openDatabase({ driver: 'postgres', url: inject('testDatabaseUrl')! });
    await connection.db.delete(contactMessages).where(eq(contactMessages.email, SENDER_EMAIL));
    await connection.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** True once a new connection to the API is refused. */
async function refusesNewConnections(): Promise<boolean> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const refused = await openSocket(port).then(
      (socket) => {
        socket.destroy();
        return false;
      },
      () => true,
    );
    if (refused) return true;
    await sleep(100);
  }
  return false;
}

describe('SIGTERM', () => {
  it('finishes the request under way with its normal answer, refuses new connections, then exits 0', async () => {
    // Prometheus's connection, kept open between scrapes, must not hold the exit.
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('carzone_http_requests_total{route="/api/health/ready"');

    const body = JSON.stringify({
      name: 'Shutdown Test',
      email: SENDER_EMAIL,
      message: 'Sent while the API was shutting down.',
    });
    const half = Math.floor(body.length / 2);
    const socket = await openSocket(port);
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: carzone.test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
        body.slice(0, half),
    );
    // Let the server take the request in before the signal.
    await sleep(300);

    child.kill('SIGTERM');
    expect(await refusesNewConnections()).toBe(true);
    expect(child.exitCode).toBeNull();

    // write(), not end(): a client that half-closes its side gives up its request in Node.
    socket.write(body.slice(half));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"message"');

    expect(await exited).toEqual({ code: 0, signal: null });
    await expect(openSocket(metricsPort)).rejects.toThrow(/ECONNREFUSED/);
  });
});
