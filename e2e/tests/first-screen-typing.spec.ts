import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, typed } from '../support/booking-steps.ts';
import { createAccount, expect, signIn, test, uniqueUser } from '../support/fixtures.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// On a slow network a page's first screen (HTML, rendered ahead of time) shows well before its
// scripts have run, and people start typing. What they typed must count once the page is
// interactive: the forms below are filled while every script is held back, then the scripts go.

const THANKS = 'Thank you for reaching out! We will get back to you soon.';

/**
 * Opens a page with its scripts held back until `release` is called: the visitor sees (and
 * types into) the HTML alone.
 */
async function openBeforeScripts(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  // The frame's own goto (the fixtures' page.goto waits for the page to be interactive), and
  // only until the page starts to arrive: its module scripts hold DOMContentLoaded back.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  return {
    /** Lets the scripts through and waits until React has the page. */
    scriptsArrive: async () => {
      release();
      // As long as the fixtures' page.goto gives a page (every script arrives at once here, and a
      // busy CI machine took 15 s to run them).
      await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
    },
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`Typing before the page is interactive (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("Home's search keeps a place and a From typed before the scripts ran; the nav, the scroll and Enter work", async ({
      page,
    }) => {
      const from = dhakaDate(10);
      const to = dhakaDate(12);
      const visit = await openBeforeScripts(page, '/');
      const search = page.getByRole('search', { name: 'Find a car for your dates' });
      await search.getByRole('textbox', { name: 'Where' }).fill('Sylhet');
      await search.getByRole('textbox', { name: 'From', exact: true }).fill(typed(from));
      // To waits for a From, which the page only knows once its scripts have run; Search waits
      // for them too (the browser would otherwise send the form itself, reloading Home), and
      // says why to a screen reader.
      await expect(search.getByRole('textbox', { name: 'To', exact: true })).toBeDisabled();
      const searchButton = search.getByRole('button', { name: 'Search' });
      await expect(searchButton).toBeDisabled();
      await expect(searchButton).toHaveAccessibleDescription('Available once the page has loaded');
      // The nav is a visitor's from the HTML (not a spinner): its links are links at once; the
      // phone's menu button waits for the scripts like Search.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'CarZone' })).toHaveAttribute('href', '/');
      const onPhone = viewport.name !== 'desktop';
      // The phone's menu is the browser's own popover: it opens before any script.
      if (onPhone) await nav.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav.getByRole('link', { name: 'Available Cars' })).toHaveAttribute(
        'href',
        '/available',
      );
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'বাংলা' })).toHaveAccessibleDescription(
        'Available once the page has loaded',
      );
      if (onPhone) {
        await expectAccessible(page, `Home's menu before its scripts ran (${viewport.name})`);
        await page.keyboard.press('Escape');
        await expect(nav.getByRole('link', { name: 'Available Cars' })).toBeHidden();
      }
      await expectAccessible(page, `Home before its scripts ran (${viewport.name})`);
      // Scrolled down to where the newest cars go: the page stays there when React takes it over,
      // and they load as they are near the screen.
      await page.locator('#recent-listings').scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      await visit.scriptsArrive();

      await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
      await expect(searchButton).toBeEnabled();
      await expect(searchButton).not.toHaveAccessibleDescription(/./);
      await expect(search.getByRole('textbox', { name: 'Where' })).toHaveValue('Sylhet');
      await expect(search.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(
        typed(from),
      );
      const toBox = search.getByRole('textbox', { name: 'To', exact: true });
      await expect(toBox).toBeEnabled();
      await toBox.fill(typed(to));
      // Enter in a date field takes the day in; Enter in Where then searches.
      await toBox.press('Enter');
      await expect(page).toHaveURL('/');
      await search.getByRole('textbox', { name: 'Where' }).press('Enter');
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual({ q: 'Sylhet', from, to });
      await expect(page).toHaveURL(/\/available\?/);
      await expectAccessible(page, `Home's search sent after typing early (${viewport.name})`);
      // Searched once: one step back is Home.
      await page.goBack();
      await expect(page).toHaveURL('/');
    });

    test('/available sorts and searches by what was chosen and typed before the scripts ran', async ({
      page,
    }) => {
      // The list comes rendered by the server for this visit, so its sort and search are there
      // before any script.
      const carRequests: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/cars') carRequests.push(url);
      });
      const sortedSearches = () =>
        carRequests.filter(
          (url) =>
            url.searchParams.get('q') === 'toyota' && url.searchParams.get('sort') === 'priceAsc',
        ).length;
      const visit = await openBeforeScripts(page, '/available');
      await page.getByLabel('Sort by').selectOption({ label: 'Price Lowest First' });
      await page.getByPlaceholder('Search by model, brand, or location...').fill('toyota');

      await visit.scriptsArrive();

      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual({ q: 'toyota', sort: 'priceAsc' });
      await expect(page.getByLabel('Sort by')).toHaveValue('priceAsc');
      await expect(page.getByText(/^\d+ cars? match(es)? your search\.$/)).toBeVisible();
      const prices = async () =>
        (await page.getByText(/^Price: \$[\d.]+\/day$/).allTextContents()).map((text) =>
          Number(/\$([\d.]+)/.exec(text)![1]),
        );
      await expect
        .poll(async () => {
          const shown = await prices();
          return shown.length > 0 && shown.every((price, i) => i === 0 || shown[i - 1]! <= price);
        })
        .toBe(true);
      // The list was asked for once with both choices, not once per choice made early.
      expect(sortedSearches()).toBe(1);
    });

    test('a car tapped before the scripts ran opens once, as its link', async ({ page }) => {
      const visit = await openBeforeScripts(page, '/available');
      const opened: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/car/'))
          opened.push(request.url());
      });
      const card = page.getByRole('main').getByRole('article').first();
      const model = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      const carModel = (await model.textContent())!.trim();
      await expect(card).toBeVisible();
      await model.getByRole('link').click();
      await expect(page).toHaveURL(/\/car\/[^/?]+$/);

      await visit.scriptsArrive();

      await expect(page.getByRole('heading', { name: carModel, level: 1 })).toBeVisible();
      expect(opened).toHaveLength(1);
    });

    if (viewport.name === 'phone') {
      test("a signed-in person's menu, opened before the scripts ran, stays open through the session's loading", async ({
        page,
      }) => {
        const person = uniqueUser('early-menu');
        await createAccount(person);
        await signIn(page, person);
        const visit = await openBeforeScripts(page, '/contact');
        const nav = page.getByRole('navigation', { name: 'Main' });
        // The first screen is rendered for nobody in particular: a visitor's menu, opened at once.
        await nav.getByRole('button', { name: 'Open menu' }).click();
        await expect(nav.getByRole('link', { name: 'Available Cars' })).toBeVisible();

        await visit.scriptsArrive();

        // The bar is a spinner while the session loads, then the person's, its menu still open.
        await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
        await nav.getByRole('link', { name: 'My Bookings' }).click();
        await expect(page).toHaveURL('/bookings');
        await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeHidden();
      });
    }

    test('the contact form sends what was typed before the scripts ran', async ({ page }) => {
      const posts: string[] = [];
      await page.route('**/api/contact', async (route) => {
        posts.push(route.request().postData() ?? '');
        await route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ message: THANKS }),
        });
      });
      const visit = await openBeforeScripts(page, '/contact');
      const form = page.getByRole('region', { name: 'Write to us' });
      await form.getByLabel('Name').fill('Rahim Uddin');
      await form.getByLabel('Email').fill('rahim@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill('A car with a driver in Sylhet?');
      // Sent by the browser itself, the form would put all this in the page's address.
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
      await expectAccessible(page, `Contact before its scripts ran (${viewport.name})`);

      await visit.scriptsArrive();

      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText(THANKS)).toBeVisible();
      expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
        {
          name: 'Rahim Uddin',
          email: 'rahim@example.com',
          message: 'A car with a driver in Sylhet?',
        },
      ]);
    });
  });
}
