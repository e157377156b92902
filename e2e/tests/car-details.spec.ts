import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

interface SeededCar {
  _id: string;
  carModel: string;
}

async function seededCarId(request: APIRequestContext, model: string): Promise<string> {
  const cars = (await (await request.get('/api/cars')).json()) as SeededCar[];
  const car = cars.find((candidate) => candidate.carModel === model);
  expect(car, `the seeded ${model}`).toBeDefined();
  return car!._id;
}

const bookNowButton = (page: Page) => page.getByRole('button', { name: 'Book Now' });

test.describe('Car details', () => {
  test('shows an available car: photo, model, price, status and description', async ({ page }) => {
    const id = await seededCarId(page.request, 'Toyota Axio 2018');
    await page.goto(`/car/${id}`);

    await expect(page).toHaveTitle('Toyota Axio 2018 | CarZone');
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText('Toyota Axio 2018');
    const photo = car.getByRole('img', { name: 'Toyota Axio 2018' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(car.getByText('$35 / day', { exact: true })).toBeVisible();
    await expect(car.getByText('Available', { exact: true })).toBeVisible();
    await expect(
      car.getByText(
        'A spotless white Axio, the easiest car to drive through Gulshan traffic. Fuel-efficient hybrid engine and a comfortable back seat for three.',
      ),
    ).toBeVisible();
    await expect(car.getByText('Gulshan, Dhaka')).toBeVisible();
    await expect(car.getByText('Dhaka Metro-GA 12-3456')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Available Cars' })).toHaveAttribute(
      'href',
      '/available',
    );
  });

  test('the car is loaded before its page shows', async ({ page }) => {
    const id = await seededCarId(page.request, 'BMW 5 Series 530e');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/car/${id}`, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/available');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'BMW 5 Series 530e' }) })
      .getByRole('link', { name: 'Book Now' })
      .click();
    // While the car is on its way, the list stays: no half-empty details page.
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BMW 5 Series 530e', level: 1 })).toHaveCount(0);
    await expect(page).toHaveURL('/available');

    release();
    await expect(page).toHaveURL(`/car/${id}`);
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText('BMW 5 Series 530e');
    await expect(car.getByText('$99 / day', { exact: true })).toBeVisible();
    await expect(car.getByText('Available', { exact: true })).toBeVisible();
    await expect(car.getByText('Our Luxury Holiday Deal: a plug-in hybrid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toHaveCount(0);
  });

  test("an available car's Book Now is enabled", async ({ page }) => {
    const id = await seededCarId(page.request, 'Toyota Axio 2018');
    await page.goto(`/car/${id}`);
    await expect(page.getByRole('heading', { name: 'Toyota Axio 2018', level: 1 })).toBeVisible();
    await expect(bookNowButton(page)).toBeEnabled();
    await expect(page.getByText('This car is not available for booking right now.')).toHaveCount(0);
  });

  test("clicking an available car's Book Now says online booking opens soon", async ({ page }) => {
    const id = await seededCarId(page.request, 'Toyota Axio 2018');
    await page.goto(`/car/${id}`);
    await bookNowButton(page).click();
    await expect(page.getByRole('status', { name: 'Online booking opens soon.' })).toBeVisible();
  });

  test("an unavailable car's Book Now is disabled, with the reason", async ({ page }) => {
    const id = await seededCarId(page.request, 'Honda Vezel Hybrid');
    await page.goto(`/car/${id}`);
    await expect(page).toHaveTitle('Honda Vezel Hybrid | CarZone');
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText('Honda Vezel Hybrid');
    await expect(car.getByText('$50 / day', { exact: true })).toBeVisible();
    await expect(car.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(bookNowButton(page)).toBeDisabled();
    await expect(bookNowButton(page)).toHaveAccessibleDescription(
      'This car is not available for booking right now.',
    );
  });

  for (const { what, id } of [
    { what: 'a car id that does not exist', id: randomUUID() },
    { what: 'an id that cannot be a car id', id: 'not-a-uuid' },
  ]) {
    test(`${what} shows the not-found page inside the layout`, async ({ page }) => {
      await page.goto(`/car/${id}`);
      await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
      await expect(
        page.getByText("We couldn't find that car. It may have been removed."),
      ).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | CarZone');
      await expect(page.getByText('This area is not available right now')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.getByRole('link', { name: 'Go Back Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Drive Your Dreams Today!' })).toBeVisible();
    });
  }
});
