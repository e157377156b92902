import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  cancelBooking,
  dhakaDate,
  expectedTotal,
  signedInPage,
  typeDate,
  typed,
  type ApiBooking,
} from '../support/booking-steps.ts';
import {
  type ApiCar,
  createAccount,
  expect,
  holdSessionRestore,
  listCarThroughApi,
  revealRecentListings,
  signIn,
  test,
  type TestUser,
  uniqueUser,
} from '../support/fixtures.ts';
import { jpegPhoto } from '../support/photos.ts';

// The owner area walks through the composed site: the owner's pages (mf-owner) with the photo
// upload, the catalogue (Home, /available, car details), the booking area (a renter books) and the
// shell's guard. Each test signs up owners of its own and lists cars of its own, so nothing here
// depends on, or changes, the demo cars.

/** Picks a photo in the form's upload field and waits until the API has it. */
async function uploadPhoto(page: Page, photo: Awaited<ReturnType<typeof jpegPhoto>>) {
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/photos') && response.request().method() === 'POST',
  );
  await page.locator('input[type="file"]').setInputFiles(photo);
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByRole('img', { name: "Preview of the car's photo" })).toBeVisible();
}

/** A field of the page's form, by its label (the footer has a "Popular Locations" region too). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label);

const myCarsRow = (page: Page, carModel: string) =>
  page.getByRole('row').filter({ has: page.getByText(carModel, { exact: true }) });

test.describe('The owner area', () => {
  test('an owner lists a car with a photo, updates it, sees its booking, and deletes it once the booking is canceled', async ({
    page,
    browser,
  }) => {
    // A car listed, updated, booked and deleted through the pages: minutes on a busy machine.
    test.setTimeout(240_000);
    const owner = uniqueUser('owner');
    await createAccount(owner);
    await signIn(page, owner);
    const carModel = `Axio ${owner.email.split('@')[0]!.slice(-10)}`;

    // Add Car, from the nav bar.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Add Car' })
      .click();
    await expect(page).toHaveURL(/\/addCars$/);
    await expect(page).toHaveTitle('AddCar | CarZone');
    await expect(field(page, 'Email')).toHaveValue(owner.email);
    await expect(field(page, 'Name')).toHaveValue(owner.name);

    // Sent empty, nothing goes to the server and each required field says what is missing.
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('Please enter the car model.')).toBeVisible();
    await expect(page.getByText('Please enter the daily rental price.')).toBeVisible();

    await field(page, 'Car Model').fill(carModel);
    await field(page, 'Brand').fill('Toyota');
    await field(page, 'Daily Rental Price').fill('42.50');
    await field(page, 'Availability').selectOption('available');
    await field(page, 'Registration Number').fill('DHA-GA-11-2233');
    await field(page, 'Location').fill('Banani, Dhaka');
    await field(page, 'Features').fill('AC, GPS');
    await field(page, 'Description').fill('Listed by the end-to-end tests.');
    await uploadPhoto(page, await jpegPhoto(page, '#1d4ed8', 'axio.jpg'));
    // A new self-drive listing asks renters for a licence unless the owner says otherwise
    //; this test's renter has none (the licence's own flow: trips-with-driver.spec.ts).
    const licenceAsked = page.getByRole('checkbox', {
      name: 'Self-drive renters must have a driving licence on their profile',
    });
    await expect(licenceAsked).toBeChecked();
    await licenceAsked.uncheck();
    const added = page.waitForResponse((response) => response.url().endsWith('/api/addCars'));
    await page.getByRole('button', { name: 'Add Car' }).click();
    const { insertedId: carId } = (await (await added).json()) as { insertedId: string };
    await expect(page.getByText('Data added successfully')).toBeVisible();
    await expect(field(page, 'Car Model')).toHaveValue('');

    // The car is public at once: Home's Recent Listings, /available, its own page.
    const car = (await (await page.request.get(`/api/car/${carId}`)).json()) as ApiCar & {
      thumbnailUrl: string;
    };
    expect(car.email).toBe(owner.email);
    expect(car.imageUrl).toMatch(/^\/api\/photos\/.+\.webp$/);
    const picture = await page.request.get(car.imageUrl);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toContain('immutable');

    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: carModel })).toBeVisible();
    await page.goto(`/available?q=${encodeURIComponent(carModel)}`);
    await expect(page.getByRole('heading', { name: carModel })).toBeVisible();

    // My Cars, from the nav bar: the car with its thumbnail, price and no bookings yet.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Cars' })
      .click();
    await expect(page).toHaveURL(`/cars/${encodeURIComponent(owner.email)}`);
    const row = myCarsRow(page, carModel);
    await expect(row).toContainText('$42.5');
    await expect(row.getByRole('img', { name: carModel })).toHaveAttribute('src', car.thumbnailUrl);

    // Update: a new price and a new photo.
    await row.getByRole('link', { name: `Update ${carModel}` }).click();
    await expect(page).toHaveURL(`/update/${carId}`);
    await expect(field(page, 'Car Model')).toHaveValue(carModel);
    await field(page, 'Daily Rental Price').fill('55');
    await uploadPhoto(page, await jpegPhoto(page, '#b91c1c', 'axio-red.jpg'));
    await page.getByRole('button', { name: 'Update Car' }).click();
    await expect(page.getByText('Data updated Successfully')).toBeVisible();
    await expect(page).toHaveURL(`/cars/${encodeURIComponent(owner.email)}`);
    await expect(row).toContainText('$55');
    const updated = (await (await page.request.get(`/api/car/${carId}`)).json()) as ApiCar;
    expect(updated.dailyRentalPrice).toBe(55);
    expect(updated.imageUrl).not.toBe(car.imageUrl);

    // A renter books it through the booking area.
    const renter = uniqueUser('renter');
    const renterPage = await signedInPage(browser, renter);
    const start = dhakaDate(50);
    const end = dhakaDate(52);
    await renterPage.goto(`/car/${carId}`);
    await renterPage.getByRole('button', { name: 'Book Now' }).click();
    await typeDate(renterPage, 'Start Date', start);
    await typeDate(renterPage, 'End Date', end);
    const booked = renterPage.waitForResponse(
      (response) =>
        response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
    );
    await renterPage.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    const booking = (await (await booked).json()) as ApiBooking;
    await expect(renterPage.getByText('Booking Confirmed')).toBeVisible();

    // The owner sees it on My Cars: dates, the renter's name, the total, the status.
    await page.reload();
    const upcoming = page.getByRole('list', { name: `Upcoming bookings of ${carModel}` }).first();
    await expect(upcoming).toContainText(typed(start));
    await expect(upcoming).toContainText(renter.name);
    await expect(upcoming).toContainText(expectedTotal(2, 55));
    await expect(upcoming).toContainText('Confirmed');

    // Deleting is refused while the booking is to come, and the car stays.
    await row.getByRole('button', { name: `Delete ${carModel}` }).click();
    await expect(page.getByText('Are you sure?')).toBeVisible();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(refusal.getByText(/This car has 1 upcoming booking, until/)).toBeVisible();
    await refusal.getByRole('button', { name: 'Close' }).click();
    await expect(refusal).toHaveCount(0);
    await expect(row).toBeVisible();
    expect((await page.request.get(`/api/car/${carId}`)).status()).toBe(200);

    // Once the renter cancels, it goes, everywhere.
    await cancelBooking(renterPage, booking._id);
    await renterPage.context().close();
    await row.getByRole('button', { name: `Delete ${carModel}` }).click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page.getByText('Deleted!')).toBeVisible();
    await expect(page.getByText('Your car has been deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("You haven't added any cars yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Click here to add your first car.' }).click();
    await expect(page).toHaveURL(/\/addCars$/);

    expect((await page.request.get(`/api/car/${carId}`)).status()).toBe(404);
    await page.goto('/');
    await revealRecentListings(page);
    await expect(page.getByRole('heading', { name: 'Recent Listings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: carModel })).toHaveCount(0);
    await page.goto(`/available?q=${encodeURIComponent(carModel)}`);
    await expect(page.getByText('No cars found matching your search.')).toBeVisible();
  });

  test("another person cannot see, update or delete someone's car, in the site or the API", async ({
    page,
    browser,
  }) => {
    const owner = uniqueUser('owner');
    const ownerPage = await signedInPage(browser, owner);
    const carModel = `Premio ${owner.email.split('@')[0]!.slice(-10)}`;
    const carId = await listCarThroughApi(ownerPage, carModel);

    try {
      const stranger: TestUser = uniqueUser('stranger');
      await createAccount(stranger);
      await signIn(page, stranger);

      await page.goto(`/cars/${encodeURIComponent(owner.email)}`);
      await expect(page.getByRole('heading', { name: '403 - not allowed' })).toBeVisible();
      await expect(page.getByText(carModel)).toHaveCount(0);
      // Someone else's car looks exactly like a car that does not exist, or an id that cannot be one.
      for (const id of [carId, randomUUID(), 'not-a-car-id']) {
        await page.goto(`/update/${id}`);
        await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
        await expect(
          page.getByText("We couldn't find that car among yours. It may have been removed."),
        ).toBeVisible();
        await expect(page).toHaveTitle('Page Not Found | CarZone');
        await expect(page.getByText('This area is not available right now')).toHaveCount(0);
        await expect(field(page, 'Car Model')).toHaveCount(0);
      }

      expect(
        (await page.request.get(`/api/cars/${encodeURIComponent(owner.email)}`)).status(),
      ).toBe(403);
      expect((await page.request.get(`/api/update/${carId}`)).status()).toBe(403);
      const put = await page.request.put(`/api/update/${carId}`, {
        data: {
          carModel: 'Taken over',
          dailyRentalPrice: 1,
          bookingStatus: 'unavailable',
          registrationNumber: 'X',
          location: 'Nowhere',
        },
      });
      expect(put.status()).toBe(403);
      expect((await page.request.delete(`/api/cars/${carId}`)).status()).toBe(403);

      const unchanged = (await (await page.request.get(`/api/car/${carId}`)).json()) as ApiCar;
      expect(unchanged.carModel).toBe(carModel);
      expect(unchanged.dailyRentalPrice).toBe(38);
    } finally {
      expect((await ownerPage.request.delete(`/api/cars/${carId}`)).status()).toBe(200);
      await ownerPage.context().close();
    }
  });

  test("My Cars says 'Loading cars...' while the owner loads, in the owner area's own words", async ({
    page,
  }) => {
    const owner = uniqueUser('waiting');
    await createAccount(owner);
    await signIn(page, owner);
    const release = await holdSessionRestore(page);
    await page.goto(`/cars/${encodeURIComponent(owner.email)}`);
    await expect(page.getByText('Loading cars...')).toBeVisible();
    await expect(page.getByText('loading.....')).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { name: 'My Cars', level: 1 })).toBeVisible();
    await expect(page.getByText("You haven't added any cars yet.")).toBeVisible();
    await expect(page.getByText('Loading cars...')).toHaveCount(0);
  });

  test('the owner pages are only for a signed-in visitor, who comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/addCars');
    await expect(page).toHaveURL(/\/signin\?from=%2FaddCars/);
    const owner = uniqueUser('owner');
    await createAccount(owner);
    await field(page, 'Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/addCars$/);
    await expect(field(page, 'Car Model')).toBeVisible();
  });
});
