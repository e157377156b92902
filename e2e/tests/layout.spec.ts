import {
  consoleRequests,
  demoCar,
  expect,
  holdRequests,
  revealRecentListings,
  test,
} from '../support/fixtures.ts';

test.describe('Layout, placeholder and not-found pages', () => {
  test('signed out, the nav bar shows the public links and a Login button', async ({ page }) => {
    await page.goto('/a');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Available Cars', '/available'],
      ['Contact', '/contact'],
      ['About', '/about'],
      ['FAQ', '/faq'],
      ['Login', '/signup'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Add Car' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'CarZone' })).toHaveAttribute('href', '/');
  });

  test('on a first visit the layout shows at once, with a spinner where a slow page is loading', async ({
    page,
  }) => {
    const car = await demoCar(page.request, 'any');
    const release = await holdRequests(page, '**/remotes/mf-catalog/**');
    await page.goto(`/car/${car._id}`);
    await expect(page.getByRole('main').getByLabel('Loading')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Available Cars' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: car.carModel, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Loading')).toHaveCount(0);
  });

  test('/available comes with its first cars in the HTML, shown before any script runs', async ({
    browser,
  }) => {
    // The server renders them into the page with the API's answer of this visit: a browser that
    // runs no script at all still shows them.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    // Oldest first: cars other tests add meanwhile come last, not first.
    await bare.goto('/available?sort=oldest');
    await expect(bare.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(bare.getByRole('article').first()).toBeVisible();
    await expect(bare.getByText(/^\d+ cars? listed\.$/)).toBeVisible();
    await expect(bare.getByRole('main').getByLabel('Loading')).toHaveCount(0);
    const firstCar = await bare.getByRole('article').first().getByRole('heading').textContent();
    await withoutScripts.close();

    // With scripts, the same page becomes the app over it, and works: a search narrows the list.
    // Far from Dhaka too: the server renders dates in Dhaka's time, as the browser does.
    const farAway = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    const page = await farAway.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/available?sort=oldest');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstCar!);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', 'true');
    await page.getByPlaceholder('Search by model, brand, or location...').fill('zzz-no-such-car');
    await expect(page.getByText('No cars found matching your search.')).toBeVisible();
    // React took the server's HTML over as it was: no mismatch reported.
    expect(errors).toEqual([]);
    await farAway.close();
  });

  test('moving to a page that is still loading shows a progress bar until it arrives', async ({
    page,
  }) => {
    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    // The list's call, whatever query it carries.
    const release = await holdRequests(page, (url) => url.pathname === '/api/cars');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Available Cars' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  });

  test('the footer has the links, hours, locations, year and social links', async ({ page }) => {
    await page.goto('/a');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Rent your dream car easily and affordably.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'List Your Car' })).toHaveAttribute(
      'href',
      '/add-car',
    );
    await expect(footer.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    for (const hours of [
      'Mon-Fri 8:00 AM-8:00 PM',
      'Sat 9:00 AM-6:00 PM',
      'Sun closed',
      '24/7 online booking',
    ]) {
      await expect(footer.getByText(hours, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText("Cox's Bazar Beach Road")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} CarZone`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('on a small screen the links collapse into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Home comes as a first screen: its bar's links stay the server's HTML once React has it.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const availableCars = nav.getByRole('link', { name: 'Available Cars' });
    await expect(availableCars).toBeHidden();
    const menuButton = nav.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(availableCars).toBeVisible();
    // Escape closes it; so does following a link.
    await page.keyboard.press('Escape');
    await expect(availableCars).toBeHidden();
    await menuButton.click();
    await availableCars.click();
    await expect(page).toHaveURL('/available');
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(availableCars).toBeHidden();
    // The page shown is marked in the menu, and the language is one of its items.
    await menuButton.click();
    await expect(availableCars).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'বাংলা' })).toBeEnabled();
  });

  test('a page opened afresh starts at its top, whatever page was scrolled before; a reload keeps its place', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const faqScroll = await page.evaluate(() => window.scrollY);
    expect(faqScroll).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(faqScroll);

    await page.goto('/available');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/listed/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/a shows a greeting', async ({ page }) => {
    await page.goto('/a');
    await expect(page.getByRole('heading', { name: 'Hello from CarZone!' })).toBeVisible();
    await expect(page).toHaveTitle('Hello | CarZone');
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
    await expect(page.getByText("Oop! The page you are looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | CarZone');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("the operators' console is the not-found page to a visitor, with none of its code", async ({
    page,
  }) => {
    const consoleFiles = consoleRequests(page);
    for (const path of ['/admin', '/admin/people/x%40y.z', '/admin/reports', '/admin/reviews']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | CarZone');
    }
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }),
    ).toHaveCount(0);
    expect(consoleFiles).toEqual([]);
  });

  test('the footer "List Your Car" link leads a signed-out visitor to sign in first', async ({
    page,
  }) => {
    await page.goto('/a');
    await page.getByRole('contentinfo').getByRole('link', { name: 'List Your Car' }).click();
    await expect(page).toHaveURL('/signin?from=%2FaddCars');
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  });
});
