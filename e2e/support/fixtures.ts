// Fixtures every end-to-end test uses: a browser that never leaves this machine, and helpers to
// make what a test needs (a signed-up user) through the Auth emulator's own API.
//
// Tests own their data: the suite runs in parallel, in any order, and other tests (booking, owner)
// add and change cars while it runs. So no test counts the demo cars or relies on their order; a
// test that needs a car picks one of the demo owner's by what it needs (`demoCar`) and reads what
// the page should show from the API, and a test that writes creates what it needs.
import type { Car } from '@carzone/domain';
import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  request as apiRequests,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { AUTH_EMULATOR_URL, BASE_URL, DEMO_OWNER, FIREBASE_PROJECT_ID } from './e2e-env.ts';

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

/**
 * Creates an account in an Auth emulator directly (by default the end-to-end stack's), for tests
 * that start signed up; answers its ID token.
 */
export async function createAccount(
  user: TestUser,
  emulatorUrl: string = AUTH_EMULATOR_URL,
): Promise<string> {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
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
  const answer = (await response.json()) as { idToken?: string };
  expect(response.ok, JSON.stringify(answer)).toBe(true);
  return answer.idToken!;
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

/**
 * A new person signed in to the API alone, with no page (the session the site opens: POST
 * /api/jwt): an owner who lists the cars a test needs, say. Dispose of it when done.
 */
export async function signedInApi(user: TestUser): Promise<APIRequestContext> {
  const idToken = await createAccount(user);
  const api = await apiRequests.newContext({ baseURL: BASE_URL });
  const answer = await api.post('/api/jwt', { data: { idToken } });
  expect(answer.status(), await answer.text()).toBe(200);
  return api;
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

/**
 * Fills in the sign-up form the page shows with `user`'s name, e-mail and password (and
 * `photoUrl` when given), and sends it.
 */
export async function submitSignUp(page: Page, user: TestUser, photoUrl?: string): Promise<void> {
  await page.getByLabel('Name').fill(user.name);
  if (photoUrl !== undefined) await page.getByLabel('Photo URL').fill(photoUrl);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * Signs `user` up through the sign-up form the page shows: they land on Home, signed in, the Main
 * navigation offering My Bookings. Answers that navigation.
 */
export async function signUp(page: Page, user: TestUser): Promise<Locator> {
  await submitSignUp(page, user);
  await expect(page.getByText('SignUp successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  return nav;
}

/** A car as the API answers it: the domain's `Car`. */
export type ApiCar = Car;

/**
 * One of the demo owner's cars that fits `wanted` (described in `what` for the failure message),
 * as the API has it now. The demo cars are the oldest listings, so the oldest page holds them
 * whether or not the API pages its answer; cars other tests add are never picked.
 */
export async function demoCar(
  request: APIRequestContext,
  what: string,
  wanted: (car: ApiCar) => boolean = () => true,
): Promise<ApiCar> {
  const response = await request.get('/api/cars?sort=oldest&limit=100');
  expect(response.ok(), `GET /api/cars answered ${response.status()}`).toBe(true);
  const cars = (await response.json()) as ApiCar[];
  const car = cars.find((candidate) => candidate.email === DEMO_OWNER.email && wanted(candidate));
  expect(car, `a demo car: ${what}`).toBeDefined();
  return car!;
}

/**
 * Lists a car through the API as the signed-in page's user (or a `signedInApi` person), answering
 * its id: a Toyota at $38 a day in Uttara unless `details` say otherwise.
 */
export async function listCarThroughApi(
  owner: Page | APIRequestContext,
  carModel: string,
  details: Partial<Omit<ApiCar, '_id' | 'carModel'>> = {},
): Promise<string> {
  const api = 'request' in owner ? owner.request : owner;
  const answer = await api.post('/api/addCars', {
    data: {
      carModel,
      brand: 'Toyota',
      dailyRentalPrice: 38,
      bookingStatus: 'available',
      registrationNumber: 'DHA-E2E-9',
      location: 'Uttara, Dhaka',
      ...details,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { insertedId: string }).insertedId;
}

/** A price as the site writes it: "$35", "$60.50". */
export const dollars = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;

/** A moment as the site writes it: Bangladesh time, en-GB, "dd/mm/yyyy, HH:mm". */
export const dhakaDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** "Available" or "Unavailable", as the lists label a car's status (in any case). */
export const statusLabel = (car: { bookingStatus: string }) =>
  car.bookingStatus.toLowerCase() === 'available' ? 'Available' : 'Unavailable';

/** The features a car lists, as its tags show them. */
export const featureList = (car: Pick<ApiCar, 'features'>) =>
  car.features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);

/** Holds back every request matching `url` until the returned function is called. */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Every request the page makes from now on for the operators' console's files
 * (`/remotes/mf-admin/`): none for anyone but staff, on any page (the shell loads that remote
 * only behind its staff guard, and no page but its own preloads its entry).
 */
export function consoleRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-admin/')) asked.push(request.url());
  });
  return asked;
}

/**
 * Holds back the Auth emulator's answer that restores a signed-in user when a page loads (its
 * account lookup), so the page stays in its "authentication loading" state until released.
 */
export function holdSessionRestore(page: Page): Promise<() => void> {
  return holdRequests(page, '**/identitytoolkit.googleapis.com/v1/accounts:lookup*');
}

/** What a page's Content-Security-Policy refused, as the browser reports it. */
interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    // Every test also checks that the site runs under its own security policy: anything the page
    // tries that the policy refuses (a script, a frame, a request) fails the test that caused it.
    const violations: CspViolation[] = [];
    await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
      violations.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (v: CspViolation) => void>)
          .__reportCspViolation;
        report?.({
          page: event.documentURI,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
        });
      });
    });
    // A page may open on a first screen rendered ahead of time, which shows before it works:
    // #root says aria-busy until React has taken it over. Every visit waits for that, as a
    // person waits for a page to respond.
    context.on('page', (page) => {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const visit = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await visit(...args);
          await page.waitForFunction(
            () => !document.getElementById('root')?.hasAttribute('aria-busy'),
            null,
            { timeout: 30_000 },
          );
          return response;
        };
      }
    });
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
    expect(violations, 'what the Content-Security-Policy refused').toEqual([]);
  },
});

export { expect };

/**
 * Home's Recent Listings load when their place nears the screen (a first visit that is not
 * scrolled loads none of the catalog): scrolls to it, as a person reading on would.
 */
export async function revealRecentListings(page: Page): Promise<void> {
  await page.locator('#recent-listings').scrollIntoViewIfNeeded();
}
