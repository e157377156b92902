import { DEMO_OWNER } from '../support/e2e-env.ts';
import {
  createAccount,
  expect,
  holdSessionRestore,
  signIn,
  test,
  uniqueUser,
} from '../support/fixtures.ts';

test.describe('Sign in and sign out', () => {
  // The demo owner is never signed out of all devices here: other tests run signed in as the
  // demo owner at the same time.
  test('the demo owner signs in with e-mail and password', async ({ page }) => {
    await page.goto('/signin');
    await expect(page).toHaveTitle('Sign In | CarZone');
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await signIn(page, DEMO_OWNER);
    await expect(page.getByText('Signin successful')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  // One sentence for both: the page never tells a stranger whether an address has an account.
  for (const [what, email, password] of [
    ['a wrong password', DEMO_OWNER.email, 'not-the-password'],
    ['an e-mail no account uses', uniqueUser('nobody').email, 'Secret123'],
  ] as const) {
    test(`${what} shows "Incorrect e-mail or password.", no success toast, and stays on sign in`, async ({
      page,
    }) => {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
      await expect(page.getByText(/no account/i)).toHaveCount(0);
      await expect(page.getByText('Signin successful')).toHaveCount(0);
      await expect(page).toHaveURL('/signin');
    });
  }

  test('a protected page sends the visitor to sign in and back there afterwards', async ({
    page,
  }) => {
    const user = uniqueUser('return');
    await createAccount(user);
    await page.goto('/bookings');
    await expect(page).toHaveURL('/signin?from=%2Fbookings');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/bookings');
    await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
    await expect(page.getByText('No bookings found.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('while authentication loads, the bar holds only a spinner and a protected page says loading.....', async ({
    page,
  }) => {
    const user = uniqueUser('loading');
    await createAccount(user);
    await signIn(page, user);
    const release = await holdSessionRestore(page);
    await page.goto('/bookings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByText('loading.....')).toBeVisible();
    await expect(nav.getByLabel('Loading')).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    release();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('No bookings found.')).toBeVisible();
    await expect(page.getByText('loading.....')).toHaveCount(0);
  });

  test('when the server refuses the session, the visitor is told and is not shown as signed in', async ({
    page,
  }) => {
    const user = uniqueUser('refused');
    await createAccount(user);
    await page.route('**/api/jwt', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Down' }),
      }),
    );
    await page.goto('/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByText(
        'We could not sign you in to CarZone right now. Please try again in a moment.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Signin successful')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('signing in creates the server session; signing out ends it', async ({ page }) => {
    const user = uniqueUser('session');
    await createAccount(user);
    await signIn(page, user);
    await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(200);
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({
      email: user.email,
    });
    const captured = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
    expect(captured).toBeDefined();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Sign out successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signup');
    await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(401);
    // A copy of the cookie taken before signing out is dead too: this device's session ended.
    const replayed = await page.request.get('/api/me', {
      headers: { cookie: `session=${captured!.value}` },
    });
    expect(replayed.status()).toBe(401);
  });

  test('Google sign-in through the emulator popup', async ({ page }) => {
    await page.goto('/signin');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.getByText('Add new account').click();
    const user = uniqueUser('google');
    await popup.locator('#email-input').fill(user.email);
    await popup.locator('#display-name-input').fill('Google Tester');
    await popup.getByText('Sign in with Google.com').click();

    await expect(page.getByText('Google login successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByLabel('Google Tester'),
    ).toBeVisible();
  });
});
