// Ports and paths of the stack the end-to-end tests start: apart from `npm start`'s defaults so
// both can run at once, with a fresh data folder each run so the seeded demo data is known.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNITS } from '@carzone/federation/units';

/**
 * Moves every port below by this much (E2E_PORT_SHIFT, default 0), so a second checkout (a git
 * worktree) can run its end-to-end tests while the first does.
 */
const SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0);
const port = (value: number) => String(value + SHIFT);

/** Every unit of units.json a thousand ports above its default (the emulator: 400). */
export const E2E_PORTS = {
  PORT: port(4000),
  API_PORT: port(4100),
  ...Object.fromEntries(
    Object.values(UNITS.remotes).map((remote) => [remote.portVariable, port(remote.port + 1000)]),
  ),
  AUTH_EMULATOR_PORT: port(9499),
  // The API's Prometheus metrics (npm start's: 9464): a test's own stack must not want npm start's.
  METRICS_PORT: port(10464),
  // The mail catcher's SMTP port and page (npm start's: 2525 and 3025).
  MAIL_SMTP_PORT: port(3525),
  MAIL_PAGE_PORT: port(4025),
  // The SSLCommerz stand-in (npm start's: 3026).
  PAYMENT_GATEWAY_PORT: port(3526),
};

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

/**
 * The suite signs in dozens of times within minutes, from one address and often as the demo
 * owner: past the API's sign-in limits, which are meant for real visitors (they are tested in
 * api/src/rate-limits). Put in this process's environment, which Playwright's webServer and then
 * scripts/start.mjs pass on to the API; a value already in the environment wins.
 */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_SIGN_IN_REFUSED_PER_IP: '10000/1m',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10000/1m',
  RATE_LIMIT_CONTACT_ANONYMOUS_PER_IP: '10000/1m',
  RATE_LIMIT_CONTACT_PER_USER: '10000/1m',
  RATE_LIMIT_BOOKINGS_PER_USER: '10000/1m',
  RATE_LIMIT_UPLOADS_PER_USER: '10000/1m',
  RATE_LIMIT_CAR_WRITES_PER_USER: '10000/1m',
} as const;
for (const [name, value] of Object.entries(E2E_RATE_LIMITS)) process.env[name] ??= value;
