// The production-layout smoke suite (playwright.production.config.ts): its ports, apart from
// `npm start`'s and the end-to-end stack's (e2e-env.ts) so all three can run at once, and the
// helpers that talk to its own Auth emulator.
import { expect } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, type TestUser } from './fixtures.ts';

export const PRODUCTION_PORTS = {
  /** nginx; the two API instances listen on API_PORT and the next. */
  PORT: '4300',
  API_PORT: '4301',
  /** The API instances' metrics (on 127.0.0.1 only, never through nginx): this and the next. */
  METRICS_PORT: '4307',
  /** Prometheus, scraping both instances' metrics. */
  PROMETHEUS_PORT: '4309',
  /** HTTPS with HTTP/2 (a self-signed pair, made by the staging start). */
  TLS_PORT: '4343',
  /** The emulator uses the next two ports as well (its hub and logging). */
  AUTH_EMULATOR_PORT: '9599',
} as const;

/** Where the staging run's mail catcher keeps the booking e-mails (one folder per run). */
function productionMailDir(): string {
  // Playwright loads this in the runner and in every worker: reuse the first folder made.
  process.env.PRODUCTION_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'carzone-production-mail-'));
  return process.env.PRODUCTION_MAIL_DIR;
}
export const PRODUCTION_MAIL_DIR = productionMailDir();

export const PRODUCTION_BASE_URL = `http://localhost:${PRODUCTION_PORTS.PORT}`;
/** Where production serves the site (its port 80 only redirects here): the suite's baseURL. */
export const PRODUCTION_HTTPS_URL = `https://localhost:${PRODUCTION_PORTS.TLS_PORT}`;
/** Each API instance, straight (nginx balances over both): the cross-instance tests pick one. */
export const PRODUCTION_API_URLS = [0, 1].map(
  (next) => `http://127.0.0.1:${Number(PRODUCTION_PORTS.API_PORT) + next}`,
);
export const PRODUCTION_PROMETHEUS_URL = `http://127.0.0.1:${PRODUCTION_PORTS.PROMETHEUS_PORT}`;
/** Each API instance's metrics, as Prometheus scrapes them. */
export const PRODUCTION_METRICS_TARGETS = [0, 1].map(
  (next) => `127.0.0.1:${Number(PRODUCTION_PORTS.METRICS_PORT) + next}`,
);
export const PRODUCTION_AUTH_EMULATOR_URL = `http://127.0.0.1:${PRODUCTION_PORTS.AUTH_EMULATOR_PORT}`;

/** Creates an account in this layout's Auth emulator; answers its ID token. */
export const createAccountInLayout = (user: TestUser): Promise<string> =>
  createAccount(user, PRODUCTION_AUTH_EMULATOR_URL);

/**
 * Signs a new account in through nginx (POST /api/jwt) as the site does; answers the Cookie
 * header that carries its session, whatever the API names the cookie.
 */
export async function sessionThroughNginx(user: TestUser): Promise<string> {
  const idToken = await createAccountInLayout(user);
  const response = await fetch(`${PRODUCTION_BASE_URL}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  expect(cookies.length, 'a session cookie').toBeGreaterThan(0);
  return cookies.join('; ');
}
