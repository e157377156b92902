import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  cancelBooking,
  dhakaDate,
  expectedTotal,
  signedInPage,
  typed,
  type ApiBooking,
} from '../support/booking-steps.ts';
import {
  createAccount,
  expect,
  listCarThroughApi,
  signIn,
  test,
  uniqueUser,
} from '../support/fixtures.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// Finding a car for my dates across the composed site: Home's search (marketing), Available Cars
// (catalog) and the booking dialog on car details (booking). Each run lists two cars of its own
// in a place of its own, so the search finds only them whatever other tests do meanwhile.

/** Types a dd/mm/yyyy date into a search's labelled date field and takes it in with Enter. */
async function typeSearchDate(scope: Locator, label: 'From' | 'To', date: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.fill(typed(date));
  await input.press('Enter');
  await expect(input).toHaveValue(typed(date));
}

/** Waits until the page is Available Cars with exactly these choices in its address. */
async function expectSearchAddress(page: Page, choices: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, choices: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path: '/available', choices });
}

const carModels = (page: Page) =>
  page.getByRole('list', { name: /^Cars, / }).getByRole('heading', { level: 2 });

for (const viewport of VIEWPORTS) {
  test.describe(`Find a car for my dates (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Home search → the cars free on those dates → book one → the same search no longer lists it', async ({
      page,
      browser,
    }) => {
      // Three people sign in, two pages get axe checks and a booking is made: on a busy 2-core CI
      // machine the whole story took 84–90 s, at the default limit's edge.
      test.slow();
      // Two cars of an owner of this run, in a town only this run uses.
      const place = `Testpur ${Date.now().toString(36)}${viewport.name}`;
      const owner = await signedInPage(browser, uniqueUser('dateowner'));
      const takenModel = `Allion taken ${viewport.name}`;
      const freeModel = `Premio free ${viewport.name}`;
      const takenId = await listCarThroughApi(owner, takenModel, { location: place });
      const freeId = await listCarThroughApi(owner, freeModel, {
        location: place,
        dailyRentalPrice: 42,
      });
      // Every date at once, so none falls on the other side of Dhaka's midnight.
      const from = dhakaDate(60);
      const to = dhakaDate(63);
      // Someone else has the first car for a night inside those dates.
      const other = await signedInPage(browser, uniqueUser('datebooker'));
      const taken = await other.request.post('/api/bookings', {
        data: { carId: takenId, startDate: dhakaDate(61), endDate: dhakaDate(62) },
      });
      expect(taken.status(), await taken.text()).toBe(201);
      const takenBooking = (await taken.json()) as ApiBooking;
      let ourBookingId: string | undefined;

      try {
        const renter = uniqueUser('datesearcher');
        await createAccount(renter);
        await signIn(page, renter);

        // Home: the banner stays, the search sits under it.
        await page.goto('/');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Drive Your Dreams Today!' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'View Available Cars' })).toBeVisible();
        const search = page.getByRole('search', { name: 'Find a car for your dates' });
        await search.getByRole('textbox', { name: 'Where' }).fill(place);
        await typeSearchDate(search, 'From', from);
        // Enter took the day in without sending the search (which would ask for To).
        await expect(search.getByText('Give both dates (from and to), or neither.')).toHaveCount(0);
        await expect(page).toHaveURL('/');
        await typeSearchDate(search, 'To', to);
        await search.getByRole('button', { name: 'Search' }).click();

        // Available Cars with those choices: the booked car is not offered.
        await expectSearchAddress(page, { q: place, from, to });
        const freeSentence = `1 car is free from ${typed(from)} to ${typed(to)}.`;
        await expect(page.getByText(freeSentence)).toBeVisible();
        await expect(carModels(page)).toHaveText([freeModel]);

        // A reload keeps the search.
        await page.reload();
        await expect(page.getByText(freeSentence)).toBeVisible();
        await expect(carModels(page)).toHaveText([freeModel]);
        if (viewport.name === 'phone') {
          const filters = page.getByRole('button', { name: /^Filters\W+1 set$/ });
          await filters.click();
          await expect(filters).toHaveAttribute('aria-expanded', 'true');
        }
        await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(
          typed(from),
        );
        await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(typed(to));
        await expectAccessible(page, `Available Cars searched by dates (${viewport.name})`);

        // Book Now carries the dates; the dialog opens with them and the total.
        await page.getByRole('link', { name: new RegExp(`^Book Now\\W+${freeModel}$`) }).click();
        await expect(page).toHaveURL(`/car/${freeId}?from=${from}&to=${to}`);
        const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(/^Start Date/)).toHaveValue(typed(from));
        await expect(dialog.getByLabel(/^End Date/)).toHaveValue(typed(to));
        await expect(dialog.getByRole('status', { name: 'Total Price' })).toHaveText(
          expectedTotal(3, 42),
        );
        await expectAccessible(page, `the booking dialog with searched dates (${viewport.name})`);

        const booked = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
        const answer = await booked;
        expect(answer.status()).toBe(201);
        ourBookingId = ((await answer.json()) as ApiBooking)._id;
        await expect(page.getByText('Booking Confirmed')).toBeVisible();
        await expect(page).toHaveURL(/\/bookings$/);

        // The same search now finds neither car.
        await page.goto(`/available?q=${encodeURIComponent(place)}&from=${from}&to=${to}`);
        await expect(page.getByText('No cars found matching your search.')).toBeVisible();
        await expect(
          page.getByText(`0 cars are free from ${typed(from)} to ${typed(to)}.`),
        ).toBeVisible();

        // Clear dates: both cars are listed again.
        await page.getByRole('main').getByRole('button', { name: 'Clear dates' }).last().click();
        await expectSearchAddress(page, { q: place });
        await expect(carModels(page)).toHaveCount(2);
      } finally {
        if (ourBookingId) await cancelBooking(page, ourBookingId);
        await cancelBooking(other, takenBooking._id);
        await other.context().close();
        await owner.context().close();
      }
    });
  });
}

test('Back and Forward step through searches on Available Cars', async ({ page }) => {
  const from = dhakaDate(70);
  const to = dhakaDate(72);
  await page.goto('/available');
  await expect(page.getByText(/^\d+ cars? listed\.$/)).toBeVisible();
  await typeSearchDate(page.getByRole('search'), 'From', from);
  await typeSearchDate(page.getByRole('search'), 'To', to);
  await expect(page).toHaveURL(`/available?from=${from}&to=${to}`);
  await expect(page.getByText(/cars? (is|are) free from/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price Lowest First');
  await expect(page).toHaveURL(`/available?from=${from}&to=${to}&sort=priceAsc`);

  await page.goBack();
  await expect(page).toHaveURL(`/available?from=${from}&to=${to}`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL('/available');
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('');
  await expect(page.getByText(/^\d+ cars? listed\.$/)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(typed(from));
});
