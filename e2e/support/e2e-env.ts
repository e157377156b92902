// Ports and paths of the stack the end-to-end tests start: apart from `npm start`'s defaults so
// both can run at once, with a fresh data folder each run so the seeded demo data is known.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORTS = {
  PORT: '4000',
  API_PORT: '4100',
  CATALOG_PORT: '4001',
  MARKETING_PORT: '4002',
  BOOKING_PORT: '4003',
  OWNER_PORT: '4004',
  AUTH_EMULATOR_PORT: '9499',
} as const;

export const BASE_URL = `http://localhost:${E2E_PORTS.PORT}`;
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${E2E_PORTS.AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT_ID = 'demo-carzone';

export function freshDataDir(): string {
  // Playwright loads its config in the runner and in every worker: reuse the first folder made.
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'carzone-e2e-data-'));
  return process.env.E2E_DATA_DIR;
}

/** The demo owner seeded by the API on a fresh start (the README gives the same). */
export const DEMO_OWNER = {
  email: 'owner@carzone.test',
  password: 'CarZone123',
  name: 'Demo Owner',
};
