import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';

// The 24 cars of api/src/seed/demo-cars.ts, in seed order (which is newest first: hours ago grow).
const SEEDED_CARS = [
  { model: 'Toyota Axio 2018', price: 35, hoursAgo: 2 },
  { model: 'BMW 5 Series 530e', price: 99, hoursAgo: 6 },
  { model: 'Toyota Noah 2017', price: 55, hoursAgo: 26 },
  { model: 'Honda Civic 2020', price: 60, hoursAgo: 30 },
  { model: 'Toyota Land Cruiser Prado', price: 120, hoursAgo: 50 },
  { model: 'Toyota Premio 2019', price: 45, hoursAgo: 74 },
  { model: 'Mitsubishi Pajero Sport', price: 85, hoursAgo: 98 },
  { model: 'Suzuki Swift 2021', price: 25, hoursAgo: 122 },
  { model: 'Honda Vezel Hybrid', price: 50, hoursAgo: 146 },
  { model: 'Toyota Hiace Commuter', price: 75, hoursAgo: 170 },
  { model: 'Nissan X-Trail 2019', price: 70, hoursAgo: 194 },
  { model: 'Toyota Allion 2018', price: 42, hoursAgo: 218 },
  { model: 'Hyundai Tucson 2021', price: 68, hoursAgo: 242 },
  { model: 'Mercedes-Benz C-Class C200', price: 110, hoursAgo: 266 },
  { model: 'Nissan Sunny 2017', price: 30, hoursAgo: 290 },
  { model: 'Honda Grace Hybrid', price: 38, hoursAgo: 338 },
  { model: 'Kia Sportage 2020', price: 65, hoursAgo: 386 },
  { model: 'Mitsubishi Outlander PHEV', price: 80, hoursAgo: 434 },
  { model: 'Suzuki Ciaz 2019', price: 28, hoursAgo: 482 },
  { model: 'Hyundai Elantra 2020', price: 48, hoursAgo: 530 },
  { model: 'Toyota Corolla Cross', price: 58, hoursAgo: 578 },
  { model: 'Lexus RX 450h', price: 115, hoursAgo: 626 },
  { model: 'Toyota Corolla 2016', price: 32, hoursAgo: 674 },
  { model: 'Toyota Probox 2018', price: 26, hoursAgo: 710 },
] as const;

const newestFirst = [...SEEDED_CARS].sort((a, b) => a.hoursAgo - b.hoursAgo);
const modelsOf = (cars: ReadonlyArray<{ model: string }>) => cars.map((car) => car.model);
const pricesOf = (cars: ReadonlyArray<{ price: number }>) =>
  cars.map((car) => `Price: $${car.price}/day`);

const carList = (page: Page, view: 'grid' | 'list' = 'grid') =>
  page.getByRole('list', { name: `Cars, ${view} view` });
const carModels = (list: Locator) => list.getByRole('article').getByRole('heading', { level: 2 });
const carPrices = (list: Locator) => list.getByText(/^Price: \$\d+\/day$/);
const searchBox = (page: Page) => page.getByPlaceholder('Search by model, brand, or location...');

test.describe('Available cars', () => {
  test('lists all 24 cars in a grid, newest first, by default', async ({ page }) => {
    await page.goto('/available');
    await expect(page).toHaveTitle('Available Cars | CarZone');
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page.getByText('24 cars listed.')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText(
      'Date Added Newest First',
    );
    await expect(searchBox(page)).toHaveValue('');

    const list = carList(page);
    await expect(list.getByRole('article')).toHaveCount(24);
    await expect(carModels(list)).toHaveText(modelsOf(newestFirst));
  });

  for (const { label, expected } of [
    { label: 'Oldest First', expected: [...newestFirst].reverse() },
    { label: 'Price Lowest First', expected: [...SEEDED_CARS].sort((a, b) => a.price - b.price) },
    { label: 'Price Highest First', expected: [...SEEDED_CARS].sort((a, b) => b.price - a.price) },
    { label: 'Date Added Newest First', expected: newestFirst },
  ]) {
    test(`sorting by '${label}' orders the cards`, async ({ page }) => {
      await page.goto('/available');
      const list = carList(page);
      await expect(list.getByRole('article')).toHaveCount(24);
      if (label === 'Date Added Newest First') {
        // Leave the default first, so choosing it again is a real change.
        await page.getByLabel('Sort by').selectOption({ label: 'Price Lowest First' });
        await expect(carModels(list).first()).toHaveText('Suzuki Swift 2021');
      }
      await page.getByLabel('Sort by').selectOption({ label });
      await expect(carModels(list)).toHaveText(modelsOf(expected));
      await expect(carPrices(list)).toHaveText(pricesOf(expected));
    });
  }

  test('search matches model, brand and location, whatever the case', async ({ page }) => {
    await page.goto('/available');
    const list = carList(page);
    await expect(list.getByRole('article')).toHaveCount(24);

    // By model.
    await searchBox(page).fill('aXiO');
    await expect(carModels(list)).toHaveText(['Toyota Axio 2018']);
    await expect(page.getByText('1 of 24 cars match your search.')).toBeVisible();

    // By brand (Nissan's two cars).
    await searchBox(page).fill('NISSAN');
    await expect(carModels(list)).toHaveText(['Nissan X-Trail 2019', 'Nissan Sunny 2017']);

    // By location: no model or brand says Sylhet, two cars are there.
    await searchBox(page).fill('sylhet');
    await expect(carModels(list)).toHaveText(['Suzuki Swift 2021', 'Kia Sportage 2020']);
    await expect(list.getByText('Zindabazar, Sylhet')).toBeVisible();
    await expect(list.getByText('Amberkhana, Sylhet')).toBeVisible();

    await searchBox(page).fill('Chittagong');
    await expect(carModels(list)).toHaveText([
      'Toyota Premio 2019',
      'Nissan Sunny 2017',
      'Suzuki Ciaz 2019',
      'Hyundai Elantra 2020',
    ]);
    await expect(page.getByText('4 of 24 cars match your search.')).toBeVisible();

    // Search and sort work together.
    await page.getByLabel('Sort by').selectOption({ label: 'Price Highest First' });
    await expect(carPrices(list)).toHaveText([
      'Price: $48/day',
      'Price: $45/day',
      'Price: $30/day',
      'Price: $28/day',
    ]);
  });

  test('the clear button empties the search and brings every car back', async ({ page }) => {
    await page.goto('/available');
    await searchBox(page).fill('honda');
    const list = carList(page);
    await expect(carModels(list)).toHaveText([
      'Honda Civic 2020',
      'Honda Vezel Hybrid',
      'Honda Grace Hybrid',
    ]);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(list.getByRole('article')).toHaveCount(24);
    await expect(page.getByText('24 cars listed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await page.goto('/available');
    await searchBox(page).fill('Tesla');
    await expect(page.getByText('No cars found matching your search.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('0 of 24 cars match your search.')).toBeVisible();
  });

  test('the view button switches between grid and list', async ({ page }) => {
    await page.goto('/available');
    const grid = carList(page, 'grid');
    await expect(grid.getByRole('article')).toHaveCount(24);

    // Grid: on a desktop screen three cards stand side by side.
    const [first, second, fourth] = await Promise.all(
      [0, 1, 3].map((index) => grid.getByRole('article').nth(index).boundingBox()),
    );
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1);

    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List View' })).toHaveCount(0);
    const list = carList(page, 'list');
    await expect(list.getByRole('article')).toHaveCount(24);
    await expect(grid).toHaveCount(0);
    await expect(carModels(list)).toHaveText(modelsOf(newestFirst));

    // List: one card per row, as wide as the list, its photo beside the facts.
    const listBox = await list.boundingBox();
    const card = list.getByRole('article').first();
    const [row1, row2, photo, heading] = await Promise.all([
      card.boundingBox(),
      list.getByRole('article').nth(1).boundingBox(),
      card.getByRole('img', { name: 'Toyota Axio 2018' }).boundingBox(),
      card.getByRole('heading', { name: 'Toyota Axio 2018' }).boundingBox(),
    ]);
    expect(row1!.width).toBeCloseTo(listBox!.width, 0);
    expect(row2!.y).toBeGreaterThan(row1!.y + row1!.height - 1);
    expect(heading!.x).toBeGreaterThan(photo!.x + photo!.width - 1);

    await page.getByRole('button', { name: 'Grid View' }).click();
    await expect(carList(page, 'grid').getByRole('article')).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'List View' })).toBeVisible();
  });

  test('a card shows price, added date, bookings, location and a Book Now link', async ({
    page,
  }) => {
    const cars = (await (await page.request.get('/api/cars')).json()) as Array<{
      _id: string;
      carModel: string;
      createdAt: string;
    }>;
    const prado = cars.find((car) => car.carModel === 'Toyota Land Cruiser Prado');
    expect(prado, 'the seeded Toyota Land Cruiser Prado').toBeDefined();
    // Bangladesh time, en-GB: dd/mm/yyyy, HH:mm (24-hour).
    const added = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(new Date(prado!.createdAt));
    expect(added).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    await page.goto('/available');
    const card = carList(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Toyota Land Cruiser Prado' }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'Toyota Land Cruiser Prado' })).toBeVisible();
    await expect(card.getByText('Toyota', { exact: true })).toBeVisible();
    await expect(card.getByText('Price: $120/day')).toBeVisible();
    await expect(card.getByText(`Added: ${added}`, { exact: true })).toBeVisible();
    await expect(card.getByText(/^Added: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(card.getByText('Bookings: 0', { exact: true })).toBeVisible();
    await expect(card.getByText('Gulshan, Dhaka')).toBeVisible();
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(
      card
        .getByRole('list', { name: 'Features of Toyota Land Cruiser Prado' })
        .getByRole('listitem'),
    ).toHaveText(['4WD', 'Air Conditioning', 'Leather Seats', 'GPS', '7 Seats', 'Bluetooth']);

    const bookNow = card.getByRole('link', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute('href', `/car/${prado!._id}`);
    await bookNow.click();
    await expect(page).toHaveURL(`/car/${prado!._id}`);
    await expect(
      page.getByRole('heading', { name: 'Toyota Land Cruiser Prado', level: 1 }),
    ).toBeVisible();
  });

  test('an unavailable car is marked so on its card', async ({ page }) => {
    await page.goto('/available');
    const card = carList(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Honda Vezel Hybrid' }) });
    await expect(card.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(card.getByText('Uttara, Dhaka')).toBeVisible();
    await expect(card.getByText('Price: $50/day')).toBeVisible();
  });
});
