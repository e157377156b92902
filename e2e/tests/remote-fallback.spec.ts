import {
  createAccount,
  expect,
  revealRecentListings,
  signIn,
  test,
  uniqueUser,
} from '../support/fixtures.ts';

test.describe('A remote that is down takes down only its own region', () => {
  test('catalog down: Home still shows marketing, with a fallback where the listings go', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Drive Your Dreams Today!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    await revealRecentListings(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not load the car catalog.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toHaveCount(0);
  });

  test('catalog down: /available shows the fallback inside the layout, and other pages still work', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/available');
    await expect(page.getByText('This area is not available right now')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('marketing down: Home still shows the Recent Listings', async ({ page }) => {
    await page.route('**/remotes/mf-marketing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not load the information pages.' }),
    ).toBeVisible();
  });

  test('owner area down: its pages show the fallback, and the rest of the site works', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-owner/**', (route) => route.abort('connectionrefused'));
    const owner = uniqueUser('owner');
    await createAccount(owner);
    await signIn(page, owner);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Car' })
      .click();
    await expect(page.getByText('This area is not available right now')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Cars' })
      .click();
    await expect(page.getByText('This area is not available right now')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
  });

  test('exactly one React runs in the composed page', async ({ page }) => {
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject: (renderer: unknown) => renderers.push(renderer),
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
        __carzoneRenderers: renderers,
      });
    });
    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __carzoneRenderers: unknown[] }).__carzoneRenderers.length,
      ),
    ).toBe(1);
  });
});
