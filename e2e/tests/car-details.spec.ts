import { randomUUID } from 'node:crypto';
import { demoCar, dollars, expect, statusLabel, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

// Each test takes a demo car that fits it from the API and expects the page to show that car as
// the API has it, so nothing here depends on which cars the demo data holds or in what order.

const isAvailable = (car: { bookingStatus: string }) => statusLabel(car) === 'Available';
const bookNowButton = (page: Page) => page.getByRole('button', { name: 'Book Now' });

test.describe('Car details', () => {
  test('shows an available car: photo, model, price, status, description, rating and reviews', async ({
    page,
  }) => {
    const shown = await demoCar(
      page.request,
      'available, with a description, reviewed by several renters',
      (car) => isAvailable(car) && car.description !== '' && car.rating.count > 1,
    );
    await page.goto(`/car/${shown._id}`);

    await expect(page).toHaveTitle(`${shown.carModel} | CarZone`);
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText(shown.carModel);
    const photo = car.getByRole('img', { name: shown.carModel });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      car.getByText(`${dollars(shown.dailyRentalPrice)} / day`, { exact: true }),
    ).toBeVisible();
    await expect(car.getByText('Available', { exact: true })).toBeVisible();
    await expect(car.getByText(shown.description)).toBeVisible();
    await expect(car.getByText(shown.location)).toBeVisible();
    await expect(car.getByText(shown.registrationNumber)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Available Cars' })).toHaveAttribute(
      'href',
      '/available',
    );

    // Its renters' published reviews: the average by the title, the newest first.
    const { average, count } = shown.rating;
    await expect(
      car.getByRole('img', { name: `Rated ${average!.toFixed(1)} out of 5 by ${count} renters` }),
    ).toBeVisible();
    await expect(car.getByText(`${count} reviews`)).toBeVisible();
    const reviews = (await (await page.request.get(`/api/car/${shown._id}/reviews`)).json()) as {
      rating: number;
      reviewerName: string;
      text: string;
    }[];
    expect(reviews).toHaveLength(count);
    const section = page.getByRole('region', { name: 'Reviews' });
    const newest = section.getByRole('listitem').first();
    await expect(newest).toContainText(reviews[0]!.reviewerName);
    await expect(
      newest.getByRole('img', { name: `${reviews[0]!.rating} stars out of 5` }),
    ).toBeVisible();
    if (reviews[0]!.text) await expect(newest).toContainText(reviews[0]!.text);
    await expect(section.getByRole('listitem')).toHaveCount(count);
  });

  test('the car is loaded before its page shows', async ({ page }) => {
    const shown = await demoCar(
      page.request,
      'available, with a description',
      (car) => isAvailable(car) && car.description !== '',
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/car/${shown._id}`, async (route) => {
      await released;
      await route.continue();
    });

    // Searched for, so its card is there whatever page of the list it would be on.
    const listPath = `/available?q=${encodeURIComponent(shown.carModel)}`;
    await page.goto(listPath);
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: shown.carModel, exact: true }) })
      .getByRole('link', { name: 'Book Now' })
      .click();
    // While the car is on its way, the list stays: no half-empty details page.
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: shown.carModel, level: 1 })).toHaveCount(0);
    await expect(page).toHaveURL(/\/available\?/);

    release();
    await expect(page).toHaveURL(`/car/${shown._id}`);
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText(shown.carModel);
    await expect(
      car.getByText(`${dollars(shown.dailyRentalPrice)} / day`, { exact: true }),
    ).toBeVisible();
    await expect(car.getByText('Available', { exact: true })).toBeVisible();
    await expect(car.getByText(shown.description)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Cars', level: 1 })).toHaveCount(0);
  });

  // The booking area (mf-booking) fills car details' Book Now; booking itself is in booking.spec.ts.
  test("an available car's Book Now asks a visitor to sign in, to come back to this car", async ({
    page,
  }) => {
    const car = await demoCar(page.request, 'available', isAvailable);
    await page.goto(`/car/${car._id}`);
    await expect(page.getByRole('heading', { name: car.carModel, level: 1 })).toBeVisible();
    const bookNow = page.getByRole('link', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute(
      'href',
      `/signin?from=${encodeURIComponent(`/car/${car._id}`)}`,
    );
    await expect(page.getByText('This car is not available for booking right now.')).toHaveCount(0);
    await expect(page.getByText('This area is not available right now')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Available Cars' })).toBeVisible();
  });

  test("an unavailable car's Book Now is disabled, with the reason", async ({ page }) => {
    const shown = await demoCar(page.request, 'not available', (car) => !isAvailable(car));
    await page.goto(`/car/${shown._id}`);
    await expect(page).toHaveTitle(`${shown.carModel} | CarZone`);
    const car = page.getByRole('main').getByRole('article');
    await expect(car.getByRole('heading', { level: 1 })).toHaveText(shown.carModel);
    await expect(
      car.getByText(`${dollars(shown.dailyRentalPrice)} / day`, { exact: true }),
    ).toBeVisible();
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
