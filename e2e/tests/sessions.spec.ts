// Sessions as people live with them: page loads that never sign in again, signing out on one
// device while the others stay signed in, and "Sign out of all devices" from the account menu and
// the profile page. Each person is a fresh account; a second device is a browser context of its
// own (its own cookies and Firebase storage), as a phone beside a laptop.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../support/e2e-env.ts';
import {
  consoleRequests,
  createAccount,
  demoCar,
  expect,
  signIn,
  test,
  type TestUser,
  uniqueUser,
} from '../support/fixtures.ts';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A second device: a context of its own that, like the test's, never leaves this machine. */
async function anotherDevice(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 800 },
  });
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Counts the ID-token exchanges (POST /api/jwt) the page makes from now on. */
function countTokenExchanges(page: Page): () => number {
  let exchanges = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/jwt')
      exchanges += 1;
  });
  return () => exchanges;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectSignedIn(page: Page): Promise<void> {
  await expect(nav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function openAccountMenu(page: Page, user: TestUser): Promise<void> {
  await nav(page)
    .getByRole('button', { name: `${user.name}: account menu` })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * One person signed in on two devices: the test's page (a laptop) and a phone of its own; runs
 * `steps`, then puts the phone away whatever happened.
 */
async function onTwoDevices(
  page: Page,
  browser: Browser,
  prefix: string,
  steps: (devices: { user: TestUser; phonePage: Page }) => Promise<void>,
): Promise<void> {
  const user = uniqueUser(prefix);
  await createAccount(user);
  await signIn(page, user);
  const phone = await anotherDevice(browser);
  try {
    const phonePage = await phone.newPage();
    await signIn(phonePage, user);
    await steps({ user, phonePage });
  } finally {
    await phone.close();
  }
}

for (const width of [1280, 390]) {
  // Every area twice over and more on a laptop; each once on a phone, where the loads are the
  // same but CI's time is not.
  const loads = width === 390 ? 11 : 25;
  test.describe(`Sessions at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`${loads} page loads across every area stay signed in, and none signs in again`, async ({
      page,
    }) => {
      // Full page loads, each a fresh start of the composed site: on a busy two-core CI machine
      // (two browsers and six servers) one takes up to several seconds.
      test.setTimeout(360_000);
      const user = uniqueUser('reloads');
      await createAccount(user);
      const exchanges = countTokenExchanges(page);
      // A renter, in every area and at the console's address, gets nothing of the console.
      const consoleFiles = consoleRequests(page);
      await signIn(page, user);
      expect(exchanges()).toBe(1);
      const added = await page.request.post('/api/addCars', {
        data: {
          carModel: 'Reload check',
          dailyRentalPrice: 25,
          bookingStatus: 'available',
          location: 'Sylhet',
          registrationNumber: 'Sylhet-GA 11-2233',
        },
      });
      expect(added.status()).toBe(201);
      const { insertedId } = (await added.json()) as { insertedId: string };
      const demo = await demoCar(page.request, 'any demo car');

      const pages: [string, string][] = [
        ['/', 'Drive Your Dreams Today!'],
        ['/available', 'Available Cars'],
        [`/car/${demo._id}`, demo.carModel],
        ['/about', 'About CarZone'],
        ['/faq', 'Frequently Asked Questions'],
        ['/contact', 'Contact Us'],
        ['/addCars', 'Add a Car'],
        [`/cars/${encodeURIComponent(user.email)}`, 'My Cars'],
        [`/update/${insertedId}`, 'Update Car'],
        ['/bookings', 'My Bookings'],
        ['/profile', 'Your profile'],
      ];
      expect(pages.length, 'a phone loads every area once').toBeLessThanOrEqual(loads);
      for (let load = 0; load < loads; load++) {
        const [path, heading] = pages[load % pages.length]!;
        await page.goto(path);
        await expectSignedIn(page);
        await expect(
          page.getByRole('heading', { name: heading, exact: true }).first(),
        ).toBeVisible();
      }
      expect(exchanges(), 'ID-token exchanges after the sign-in').toBe(1);
      await expect(page.getByText('We could not sign you in to CarZone right now')).toHaveCount(0);
      await expect(page.getByText('You have been signed out on this device')).toHaveCount(0);
      expect((await page.request.get('/api/me')).status()).toBe(200);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
      await expectSignedIn(page);
      await expect(nav(page).getByRole('link', { name: 'Console' })).toHaveCount(0);
      expect(consoleFiles).toEqual([]);
      // A renter's first visit to Home asks for nothing of the console at all.
      const beforeHome = consoleFiles.length;
      await page.goto('/');
      await expectSignedIn(page);
      await expect(page.getByRole('heading', { name: 'Drive Your Dreams Today!' })).toBeVisible();
      expect(consoleFiles.slice(beforeHome)).toEqual([]);
    });

    test('signing out on one device leaves the other signed in', async ({ page, browser }) => {
      await onTwoDevices(page, browser, 'two-devices', async ({ phonePage }) => {
        const phoneCookie = (await phonePage.context().cookies()).find(
          (cookie) => cookie.name === 'session',
        );

        await nav(phonePage).getByRole('button', { name: 'Sign out' }).click();
        await expect(phonePage.getByText('Sign out successful')).toBeVisible();
        await expect(phonePage).toHaveURL('/');
        // The phone's session ended on the server: a copy of its cookie is refused.
        const replayed = await page.request.get('/api/me', {
          headers: { cookie: `session=${phoneCookie!.value}` },
        });
        expect(replayed.status()).toBe(401);

        await page.goto('/bookings');
        await expectSignedIn(page);
        await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
        expect((await page.request.get('/api/me')).status()).toBe(200);
      });
    });

    test('"Sign out of all devices" from the account menu ends the sessions of both devices', async ({
      page,
      browser,
    }) => {
      await onTwoDevices(page, browser, 'everywhere', async ({ user, phonePage }) => {
        // Firebase dates a revocation in whole seconds: end the sessions a second after they began.
        await page.waitForTimeout(1100);

        await openAccountMenu(page, user);
        await expect(page.getByRole('menu').getByText(user.email)).toBeVisible();
        await page.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
        await expect(page.getByText('Signed out of all devices')).toBeVisible();
        await expect(page).toHaveURL('/');
        await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();

        // The phone, its page still open, finds out at its next step: told, signed out, and
        // asked to sign in for the page it wanted; signing in again works.
        await phonePage.getByRole('contentinfo').getByRole('link', { name: 'My Bookings' }).click();
        await expect(
          phonePage.getByText('You have been signed out on this device. Please sign in again.'),
        ).toBeVisible();
        await expect(phonePage).toHaveURL('/signin?from=%2Fbookings');
        await expect(nav(phonePage).getByRole('link', { name: 'Login' })).toBeVisible();
        await page.waitForTimeout(1100);
        await phonePage.getByLabel('Email').fill(user.email);
        await phonePage.getByLabel('Password').fill(user.password);
        await phonePage.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(phonePage).toHaveURL('/bookings');
        await expectSignedIn(phonePage);
        await expect(
          phonePage.getByRole('heading', { name: 'My Bookings', level: 1 }),
        ).toBeVisible();
        expect((await page.request.get('/api/me')).status()).toBe(401);
      });
    });

    test('the profile lists both devices, signs the other one out, then every device', async ({
      page,
      browser,
    }) => {
      await onTwoDevices(page, browser, 'profile', async ({ user, phonePage }) => {
        await openAccountMenu(page, user);
        await page.getByRole('menuitem', { name: 'Profile and devices' }).click();
        await expect(page).toHaveURL('/profile');
        await expect(page).toHaveTitle('Profile | CarZone');
        await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();
        await expect(page.getByText(user.email, { exact: true })).toBeVisible();
        const devices = page
          .getByRole('region', { name: 'Signed-in devices' })
          .getByRole('listitem');
        await expect(devices).toHaveCount(2);
        await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
        const phoneEntry = devices.filter({ hasText: 'Android phone' });
        await expect(phoneEntry).toContainText('Chrome 131');
        await expect(phoneEntry).not.toContainText('This device');

        await phoneEntry.getByRole('button', { name: /^Sign out Android phone/ }).click();
        await expect(page.getByText('Signed out of Android phone (Chrome 131)')).toBeVisible();
        await expect(devices).toHaveCount(1);
        // The phone still holds its Firebase sign-in; it is told, and does not sign itself back in.
        // Told once Firebase has started after hydration: on a busy 2-core CI machine that took
        // over 15 s at 390 px (two CI runs on 2026-11-27), so it gets the page load's 30 s.
        await phonePage.goto('/');
        await expect(
          phonePage.getByText('You have been signed out on this device. Please sign in again.'),
        ).toBeVisible({ timeout: 30_000 });
        await expect(nav(phonePage).getByRole('link', { name: 'Login' })).toBeVisible();
        await phonePage.reload();
        await expect(nav(phonePage).getByRole('link', { name: 'Login' })).toBeVisible();

        await page.waitForTimeout(1100);
        await page
          .getByRole('region', { name: 'Signed-in devices' })
          .getByRole('button', { name: 'Sign out of all devices' })
          .click();
        await expect(page.getByText('Signed out of all devices')).toBeVisible();
        await expect(page).toHaveURL('/');
        expect((await page.request.get('/api/me')).status()).toBe(401);
      });
    });
  });
}

test('/profile sends a signed-out visitor to sign in and back', async ({ page }) => {
  const user = uniqueUser('profile-guard');
  await createAccount(user);
  await page.goto('/profile');
  await expect(page).toHaveURL('/signin?from=%2Fprofile');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
});
