import {
  dhakaDateTime,
  demoCar,
  dollars,
  expect,
  featureList,
  statusLabel,
  test,
} from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';

// Other tests add and change cars while these run, and the list may be paged: so these tests
// check what holds for any data (the order of what is shown, that a search narrows to matches,
// that the count shown agrees with the cards) and take the cars they look at from the API.

const carList = (page: Page, view: 'grid' | 'list' = 'grid') =>
  page.getByRole('list', { name: `Cars, ${view} view` });
const cardsIn = (list: Locator) => list.getByRole('article');
const carModels = (list: Locator) => cardsIn(list).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByPlaceholder('Search by model, brand, or location...');
const listedCount = (page: Page) => page.getByText(/^\d+ cars? listed\.$/);
const matchCount = (page: Page) => page.getByText(/^\d+ of \d+ cars? match your search\.$/);

/** The numbers in the count sentence: "24 cars listed." → [24]; "2 of 24 cars match…" → [2, 24]. */
async function numbersIn(sentence: Locator): Promise<number[]> {
  return ((await sentence.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
}

/** The "Added" moment of each card shown, as "yyyymmddHHmm" so that text order is time order. */
async function addedMoments(list: Locator): Promise<string[]> {
  const texts = await list.getByText(/^Added: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/).allTextContents();
  return texts.map((text) => {
    const [, day, month, year, hour, minute] = /(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})/.exec(
      text,
    )!;
    return `${year}${month}${day}${hour}${minute}`;
  });
}

/** The daily price of each card shown. */
async function prices(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^Price: \$[\d.]+\/day$/).allTextContents();
  return texts.map((text) => Number(/\$([\d.]+)/.exec(text)![1]));
}

/** True when every value comes no earlier than the one before it, by `compare`. */
function inOrder<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);
}
const ascending = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
const descending = (a: number | string, b: number | string) => ascending(b, a);

/** Every card shown mentions `term` (in its model, brand or location), whatever the case. */
async function everyCardMentions(list: Locator, term: string): Promise<boolean> {
  const texts = await cardsIn(list).allTextContents();
  return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(term.toLowerCase()));
}

async function openAvailableCars(page: Page, path = '/available') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
  await expect(cardsIn(carList(page)).first()).toBeVisible();
}

test.describe('Available cars', () => {
  test('lists the cars in a grid, newest first, and says how many are listed', async ({ page }) => {
    await openAvailableCars(page);
    await expect(page).toHaveTitle('Available Cars | CarZone');
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText(
      'Date Added Newest First',
    );
    await expect(searchBox(page)).toHaveValue('');

    const list = carList(page);
    const [listed] = await numbersIn(listedCount(page));
    const shown = await cardsIn(list).count();
    // Every card is one of the cars the sentence counts (a page may show only some of them).
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(listed!);
    expect(inOrder(await addedMoments(list), descending)).toBe(true);
    expect(await addedMoments(list)).toHaveLength(shown);
  });

  for (const { label, sort, isSorted } of [
    {
      label: 'Oldest First',
      sort: 'oldest',
      isSorted: async (list: Locator) => inOrder(await addedMoments(list), ascending),
    },
    {
      label: 'Price Lowest First',
      sort: 'priceAsc',
      isSorted: async (list: Locator) => inOrder(await prices(list), ascending),
    },
    {
      label: 'Price Highest First',
      sort: 'priceDesc',
      isSorted: async (list: Locator) => inOrder(await prices(list), descending),
    },
    {
      label: 'Date Added Newest First',
      sort: 'newest',
      isSorted: async (list: Locator) => inOrder(await addedMoments(list), descending),
    },
  ]) {
    test(`sorting by '${label}' orders the cards, and the address keeps it`, async ({ page }) => {
      await openAvailableCars(page);
      const list = carList(page);
      if (sort === 'newest') {
        // Leave the default first, so choosing it again is a real change.
        await page.getByLabel('Sort by').selectOption({ label: 'Price Highest First' });
        await expect.poll(async () => inOrder(await prices(list), descending)).toBe(true);
        await expect(page).toHaveURL(/[?&]sort=priceDesc/);
      }
      await page.getByLabel('Sort by').selectOption({ label });
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText(label);
      await expect.poll(() => isSorted(list)).toBe(true);
      if (sort === 'newest') await expect(page).not.toHaveURL(/[?&]sort=/);
      else await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`));
      expect(await prices(list)).toHaveLength(await cardsIn(list).count());
    });
  }

  test('search narrows to the cars whose model, brand or location matches, whatever the case', async ({
    page,
  }) => {
    // Terms taken from a demo car with a brand, so that each one matches at least that car.
    const car = await demoCar(page.request, 'with a brand', (candidate) => candidate.brand !== '');
    const city = car.location.split(', ').at(-1)!;
    await openAvailableCars(page);
    const list = carList(page);
    const [listed] = await numbersIn(listedCount(page));

    for (const term of [car.carModel.toUpperCase(), car.brand.toLowerCase(), city.toLowerCase()]) {
      // From the whole list each time, so the list seen after typing is this term's answer.
      await searchBox(page).clear();
      await expect(listedCount(page)).toBeVisible();
      await searchBox(page).fill(term);
      await expect.poll(() => everyCardMentions(list, term), { message: term }).toBe(true);
      await expect(carModels(list).filter({ hasText: car.carModel })).toHaveCount(1);
      // The sentence counts the matches among all the cars, and shows every match.
      await expect(matchCount(page)).toBeVisible();
      const [matches, of] = await numbersIn(matchCount(page));
      expect(of).toBeGreaterThanOrEqual(listed!);
      expect(matches).toBeLessThan(of!);
      await expect(cardsIn(list)).toHaveCount(matches!);
    }

    // Search and sort work together.
    await page.getByLabel('Sort by').selectOption({ label: 'Price Highest First' });
    await expect.poll(async () => inOrder(await prices(list), descending)).toBe(true);
    expect(await everyCardMentions(list, city)).toBe(true);
  });

  test('the clear button empties the search and brings every car back', async ({ page }) => {
    const car = await demoCar(page.request, 'any');
    await openAvailableCars(page);
    const list = carList(page);
    await searchBox(page).fill(car.carModel);
    await expect(matchCount(page)).toBeVisible();
    const narrowed = await cardsIn(list).count();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(listedCount(page)).toBeVisible();
    await expect(matchCount(page)).toHaveCount(0);
    await expect.poll(() => cardsIn(list).count()).toBeGreaterThan(narrowed);
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('a search that matches nothing says so', async ({ page }) => {
    const nothing = `no-such-car-${Date.now().toString(36)}`;
    await openAvailableCars(page);
    await searchBox(page).fill(nothing);
    await expect(page.getByText('No cars found matching your search.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(/^0 of \d+ cars match your search\.$/)).toBeVisible();
  });

  test('the view button switches between grid and list', async ({ page }) => {
    await openAvailableCars(page);
    const grid = carList(page, 'grid');
    const models = await carModels(grid).allTextContents();
    expect(models.length, 'enough cars for a grid of two rows').toBeGreaterThanOrEqual(4);

    // Grid: on a desktop screen three cards stand side by side.
    const [first, second, fourth] = await Promise.all(
      [0, 1, 3].map((index) => cardsIn(grid).nth(index).boundingBox()),
    );
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1);

    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List View' })).toHaveCount(0);
    const list = carList(page, 'list');
    await expect(grid).toHaveCount(0);
    // The same cars, in the same order.
    await expect(carModels(list)).toHaveText(models);

    // List: one card per row, as wide as the list, its photo beside the facts.
    const listBox = await list.boundingBox();
    const card = cardsIn(list).first();
    const [row1, row2, photo, heading] = await Promise.all([
      card.boundingBox(),
      cardsIn(list).nth(1).boundingBox(),
      card.getByRole('img', { name: models[0] }).boundingBox(),
      card.getByRole('heading', { name: models[0] }).boundingBox(),
    ]);
    expect(row1!.width).toBeCloseTo(listBox!.width, 0);
    expect(row2!.y).toBeGreaterThan(row1!.y + row1!.height - 1);
    expect(heading!.x).toBeGreaterThan(photo!.x + photo!.width - 1);

    await page.getByRole('button', { name: 'Grid View' }).click();
    await expect(carModels(carList(page, 'grid'))).toHaveText(models);
    await expect(page.getByRole('button', { name: 'List View' })).toBeVisible();
  });

  test('a card shows brand, price, added date, bookings, location, status, features and a Book Now link', async ({
    page,
  }) => {
    const car = await demoCar(
      page.request,
      'available, with a brand and several features',
      (candidate) =>
        statusLabel(candidate) === 'Available' &&
        candidate.brand !== '' &&
        featureList(candidate).length > 1,
    );
    // The address may carry the search, so the car is found whatever page it would be on.
    await openAvailableCars(page, `/available?q=${encodeURIComponent(car.carModel)}`);
    await expect(searchBox(page)).toHaveValue(car.carModel);
    const card = cardsIn(carList(page)).filter({
      has: page.getByRole('heading', { name: car.carModel, exact: true }),
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: car.carModel })).toBeVisible();
    await expect(card.getByText(car.brand, { exact: true })).toBeVisible();
    await expect(card.getByText(`Price: ${dollars(car.dailyRentalPrice)}/day`)).toBeVisible();
    await expect(
      card.getByText(`Added: ${dhakaDateTime(car.createdAt)}`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(/^Bookings: \d+$/)).toBeVisible();
    await expect(card.getByText(car.location)).toBeVisible();
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(
      card.getByRole('list', { name: `Features of ${car.carModel}` }).getByRole('listitem'),
    ).toHaveText(featureList(car));

    const bookNow = card.getByRole('link', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute('href', `/car/${car._id}`);
    await bookNow.click();
    await expect(page).toHaveURL(`/car/${car._id}`);
    await expect(page.getByRole('heading', { name: car.carModel, level: 1 })).toBeVisible();
  });

  test('an unavailable car is marked so on its card', async ({ page }) => {
    const car = await demoCar(
      page.request,
      'not available for booking',
      (candidate) => statusLabel(candidate) === 'Unavailable',
    );
    await openAvailableCars(page, `/available?q=${encodeURIComponent(car.carModel)}`);
    const card = cardsIn(carList(page)).filter({
      has: page.getByRole('heading', { name: car.carModel, exact: true }),
    });
    await expect(card.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(card.getByText(car.location)).toBeVisible();
    await expect(card.getByText(`Price: ${dollars(car.dailyRentalPrice)}/day`)).toBeVisible();
  });
});
