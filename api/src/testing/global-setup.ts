// Once per test run: an Auth emulator for every test file, and, when TEST_DATABASE_URL names a
// PostgreSQL server, a fresh database of this run's own there (migrated, and dropped at the end).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator the tests use. */
    authEmulatorHost: string;
    /** The Firebase project the emulator serves (FIREBASE_PROJECT_ID, or demo-carzone). */
    firebaseProjectId: string;
    /** This run's own database on TEST_DATABASE_URL's server, or null for in-memory PGlite. */
    testDatabaseUrl: string | null;
  }
}

interface AuthEmulatorModule {
  isAuthEmulatorUp(host: string): Promise<boolean>;
  startAuthEmulator(options: {
    port: number;
    projectId: string;
  }): Promise<{ host: string; stop(): Promise<void> }>;
}

const TEST_EMULATOR_PORT = 9299;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulatorModule = pathToFileURL(join(REPO_ROOT, 'scripts', 'lib', 'auth-emulator.mjs')).href;
  const { isAuthEmulatorUp, startAuthEmulator } = (await import(
    emulatorModule
  )) as AuthEmulatorModule;

  const firebaseProjectId = process.env.FIREBASE_PROJECT_ID || 'demo-carzone';
  let authEmulatorHost =
    process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${TEST_EMULATOR_PORT}`;
  let stopEmulator: (() => Promise<void>) | undefined;
  if (!(await isAuthEmulatorUp(authEmulatorHost))) {
    const emulator = await startAuthEmulator({
      port: TEST_EMULATOR_PORT,
      projectId: firebaseProjectId,
    });
    authEmulatorHost = emulator.host;
    stopEmulator = emulator.stop;
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  project.provide('authEmulatorHost', authEmulatorHost);
  project.provide('firebaseProjectId', firebaseProjectId);

  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createRunDatabase(serverUrl);
    dropDatabase = created.drop;
    project.provide('testDatabaseUrl', created.url);
  } else {
    project.provide('testDatabaseUrl', null);
  }

  return async () => {
    await dropDatabase?.();
    await stopEmulator?.();
  };
}

async function createRunDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `carzone_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrate once up front, so the test files' apps start on a ready schema.
  const connection = await openDatabase({ driver: 'postgres', url: url.toString() });
  await connection.close();
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
