// Fixtures every end-to-end test uses: a browser that never leaves this machine, and helpers to
// make what a test needs (a signed-up user) through the Auth emulator's own API.
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT_ID } from './e2e-env.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const GAPI_STAND_IN = readFileSync(new URL('./gapi-iframes-stand-in.js', import.meta.url), 'utf8');

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

let counter = 0;
export function uniqueUser(prefix = 'renter'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    email: `${prefix}.${id}@example.com`,
    password: 'Secret123',
    name: `Test ${prefix} ${counter}`,
  };
}

/** Creates an account in the Auth emulator directly, for tests that start signed up. */
export async function createAccount(user: TestUser): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: user.email,
        password: user.password,
        displayName: user.name,
        returnSecureToken: true,
      }),
    },
  );
  expect(response.ok, await response.clone().text()).toBe(true);
}

/** The password-reset code the emulator "e-mailed" to this address most recently. */
export async function latestResetCode(email: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const codes = oobCodes.filter(
    (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
  );
  expect(codes.length, `a reset e-mail for ${email}`).toBeGreaterThan(0);
  return codes.at(-1)!.oobCode;
}

export async function signIn(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Holds back every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    // Nothing outside this machine is reachable: fail such requests at once instead of waiting.
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    // Registered last, so it answers before the block above (Playwright tries routes newest first).
    await context.route('https://apis.google.com/js/api.js*', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
    );
    await use(context);
  },
});

export { expect };
