import type { APIRequestContext, Locator } from '@playwright/test';
import {
  consoleRequests,
  dollars,
  expect,
  revealRecentListings,
  statusLabel,
  test,
  type ApiCar,
} from '../support/fixtures.ts';

// Other tests add and change cars while these run: Recent Listings is checked against the API
// (each card shows its car as the API has it, newest first), never against a list of demo cars.

/** "Today" → 0, "Added 3 day(s) ago" → 3. */
const daysOld = (label: string) => (label === 'Today' ? 0 : Number(/\d+/.exec(label)![0]));

/** The car as the API has it now, or null when another test has removed it since. */
async function carNow(request: APIRequestContext, id: string): Promise<ApiCar | null> {
  const response = await request.get(`/api/car/${id}`);
  if (response.status() === 404) return null;
  expect(response.ok(), `GET /api/car/${id} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ApiCar;
}

/** The id a card's "See More" link leads to. */
async function carIdOf(card: Locator): Promise<string> {
  const href = await card.getByRole('link', { name: /See More/ }).getAttribute('href');
  expect(href).toMatch(/^\/car\/[^/]+$/);
  return href!.slice('/car/'.length);
}

test.describe('Home', () => {
  test('shows the banner, and its button leads to the available cars', async ({ page }) => {
    // A visitor's first visit brings nothing of the operators' console.
    const consoleFiles = consoleRequests(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Home | CarZone');
    const banner = page.getByRole('region', { name: 'Drive Your Dreams Today!' });
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Drive Your Dreams Today!');

    await banner.getByRole('link', { name: 'View Available Cars' }).click();
    await expect(page).toHaveURL('/available');
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Available Cars | CarZone');
    expect(consoleFiles).toEqual([]);
  });

  test('the sections come in order: the search under the banner, the recent listings between them', async ({
    page,
  }) => {
    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Find a car for your dates',
      'Why Choose Us?',
      'Recent Listings',
      'Car Rental Tips',
      'How It Works',
      'Special Offers',
    ]);

    const whyChooseUs = page.getByRole('region', { name: 'Why Choose Us?' });
    await expect(whyChooseUs.getByRole('heading', { level: 3 })).toHaveText([
      'Wide Variety of Cars',
      'Affordable Prices',
      'Easy Booking',
      '24/7 Support',
    ]);
    await expect(
      page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Browse Cars', 'Book Online', 'Drive & Enjoy']);
    await expect(
      page.getByRole('region', { name: 'Special Offers' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Weekend Saver', 'Luxury Holiday Deal']);
  });

  test('Recent Listings shows the six newest cars, newest first, each with its price, age and status', async ({
    page,
  }) => {
    // Home asks the server for the six newest cars only, never for the whole catalogue.
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['/api/cars', '/api/allCars'].includes(url.pathname)) {
        listCalls.push(`${url.pathname}${url.search}`);
      }
    });
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/allCars',
    );
    await page.goto('/');
    // Below the fold: the listings load as their place nears the screen.
    expect(listCalls).toEqual([]);
    await revealRecentListings(page);
    const newest = (await (await answer).json()) as ApiCar[];
    const recent = page.getByRole('region', { name: 'Recent Listings' });
    const cards = recent.getByRole('article');
    // The demo data alone has more than six cars, and other tests only add more.
    await expect(cards).toHaveCount(6);
    // The cars the server answered, in its order.
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      newest.map((car) => car.carModel),
    );
    expect(new Set(listCalls)).toEqual(new Set(['/api/allCars?limit=6']));

    const ages: number[] = [];
    const listedAt: number[] = [];
    for (const card of await cards.all()) {
      // What the card shows is the car as the API has it.
      const car = await carNow(page.request, await carIdOf(card));
      if (!car) continue;
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(car.carModel);
      await expect(card.getByRole('img', { name: car.carModel })).toBeVisible();
      await expect(
        card.getByText(`${dollars(car.dailyRentalPrice)} / day`, { exact: true }),
      ).toBeVisible();
      await expect(card.getByText(statusLabel(car), { exact: true })).toBeVisible();
      if (car.description) await expect(card.getByText(car.description)).toBeVisible();
      const age = card.getByText(/^(Today|Added \d+ day\(s\) ago)$/);
      await expect(age).toBeVisible();
      ages.push(daysOld((await age.textContent())!));
      listedAt.push(Date.parse(car.createdAt));
    }
    // Newest first: each card was listed no later than the one before it.
    expect(listedAt.length).toBeGreaterThan(0);
    expect(listedAt).toEqual([...listedAt].sort((a, b) => b - a));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  test("'See More' opens that car's details", async ({ page }) => {
    await page.goto('/');
    await revealRecentListings(page);
    const recent = page.getByRole('region', { name: 'Recent Listings' });
    const card = recent.getByRole('article').first();
    const model = await card.getByRole('heading', { level: 3 }).textContent();
    const id = await carIdOf(card);

    await card.getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL(`/car/${id}`);
    await expect(page.getByRole('heading', { name: model!, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${model} | CarZone`);
  });
});
