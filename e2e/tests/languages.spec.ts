import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { REFUSALS } from '@carzone/domain/refusals';
import bookingBangla from '../../mf-booking/src/locales/bn.ts';
import marketingBangla from '../../mf-marketing/src/locales/bn.ts';
import ownerBangla from '../../mf-owner/src/locales/bn.ts';
import sharedBangla from '../../packages/ui/src/locales/bn.ts';
import { expectAccessible } from '../support/accessibility.ts';
import {
  cancelBooking,
  dhakaDate,
  signedInPage,
  typed,
  type ApiBooking,
} from '../support/booking-steps.ts';
import {
  expect,
  holdSessionRestore,
  listCarThroughApi,
  revealRecentListings,
  signedInApi,
  test,
  uniqueUser,
  type TestUser,
} from '../support/fixtures.ts';
import {
  columnHeaderOf,
  englishLeftOn,
  expectOneBangla,
  fieldLabel,
  labelBeside,
  settled,
  switchLanguageTo,
  textBetween,
} from '../support/languages.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// বাংলা and English across the composed site: the switch (in the bar, or the phone's menu), the
// choice kept by a cookie and on the account, and every route read in Bangla with no English left
// but the brand and the data the test made itself (its cars, accounts and searches): the pages
// checked show only this test's own cars, never the demo cars or other tests', so no car data of
// theirs can hide English a page leaves. The same English label, shown by two units, reads as the
// same Bangla; and a refusal reads in Bangla beside the field it is about.

const PUBLIC_ROUTES = [
  '/',
  '/available',
  '/about',
  '/faq',
  '/contact',
  '/signin',
  '/signup',
  '/forgetPassword',
  '/no-such-page',
];

/** The routes whose first screen the pages bring (the remotes' first routes). */
const FIRST_SCREEN_ROUTES = ['/', '/about', '/faq', '/contact', '/available'];

/**
 * What stays as it is in Bangla: brands and file formats people know by their names, and
 * CarZone's own contact details.
 */
const NAMES = [
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'Google',
  'JPEG',
  'PNG',
  'WebP',
  'MB',
  'URL',
  // The toasts' keyboard shortcut, named by its keys.
  'Alt+T',
  'https://…',
  'support@carzone.com.bd',
  'you@example.com',
  'House 12, Road 5, Gulshan 1, Dhaka 1212',
  // The add-car form's examples of what to type: a brand, a model and a number plate.
  'Toyota',
  'Toyota Axio',
  'DHAKA-METRO-GA-12-3456',
];

/**
 * Where the public routes label a field that another unit labels too: the unit, and each field's
 * English label and its control's name.
 */
const SHARED_FIELDS: Record<string, { unit: string; fields: Array<['Email' | 'Name', string]> }> = {
  '/signin': { unit: 'shell', fields: [['Email', 'email']] },
  '/signup': {
    unit: 'shell',
    fields: [
      ['Name', 'name'],
      ['Email', 'email'],
    ],
  },
  '/contact': {
    unit: 'mf-marketing',
    fields: [
      ['Name', 'name'],
      ['Email', 'email'],
    ],
  },
};

/** A car a test lists itself: where to find it, and every text of it the test typed. */
interface OwnCar {
  id: string;
  carModel: string;
  location: string;
  /** What it says as the test typed it, and its owner's name and e-mail: data a page may show. */
  texts: string[];
}

const OWN_CAR_FEATURES = ['Air Conditioning', 'Bluetooth', 'Reverse Camera'];

/** A word in no other car's model, brand or place: a search for it finds the test's cars alone. */
const uniqueWord = (viewport: string) => `Bn${Date.now().toString(36)}${process.pid}${viewport}`;

/**
 * Lists a car as `person` (signed in on `owner`: a page or a `signedInApi` context), every field a
 * car's page shows filled in as an owner types them, in English.
 */
async function listOwnCar(
  owner: Page | APIRequestContext,
  person: TestUser,
  carModel: string,
): Promise<OwnCar> {
  const details = {
    brand: 'Toyota',
    dailyRentalPrice: 40,
    location: 'Mohakhali DOHS, Dhaka',
    description: 'A roomy hybrid estate for family trips out of Dhaka, with a big boot.',
    features: OWN_CAR_FEATURES.join(', '),
    registrationNumber: 'DHAKA-METRO-GA-27-4410',
  };
  const id = await listCarThroughApi(owner, carModel, details);
  const { brand, location, description, registrationNumber } = details;
  return {
    id,
    carModel,
    location,
    texts: [
      carModel,
      brand,
      location,
      description,
      ...OWN_CAR_FEATURES,
      registrationNumber,
      person.name,
      person.email,
    ],
  };
}

/** Books a car for two nights from Dhaka's today plus `days`, as the renter signed in on `api`. */
async function bookThroughApi(api: APIRequestContext, carId: string, days: number): Promise<void> {
  const answer = await api.post('/api/bookings', {
    data: { carId, startDate: dhakaDate(days), endDate: dhakaDate(days + 2) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A new owner (signed in to the API alone) who lists one car of the test's own. */
async function carOfAnotherOwner(word: string): Promise<OwnCar> {
  const owner = uniqueUser('bangla-lister');
  const api = await signedInApi(owner);
  try {
    return await listOwnCar(api, owner, `Fielder ${word}`);
  } finally {
    await api.dispose();
  }
}

/** Opens `path` in Bangla and finds no English on it but `data`, once it shows `showing` too. */
async function expectAllBangla(
  page: Page,
  path: string,
  data: readonly string[],
  showing?: Locator,
): Promise<void> {
  await page.goto(path);
  await settled(page);
  // Home's listings load as their place nears the screen; they are checked too.
  if (path === '/') await revealRecentListings(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (showing) await expect(showing).toBeVisible();
  expect.soft(await englishLeftOn(page, data), `English left on ${path}`).toEqual([]);
  await expectAccessible(page, `${path} in Bangla`);
}

/** The form field (label, control, its error) a control belongs to. */
const fieldAround = (control: Locator) =>
  control.locator('xpath=ancestor::*[@data-scope="field"][@data-part="root"][1]');

async function inBangla(page: Page): Promise<void> {
  await page.context().addCookies([
    {
      name: 'carzone_language',
      value: 'bn',
      url: new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin,
    },
  ]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`বাংলা and English (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the switch changes the page in place, keeps what a form holds, and survives a reload', async ({
      page,
    }) => {
      await page.goto('/contact');
      await settled(page);
      await page.getByLabel('Name').fill('Rahim Uddin');
      await switchLanguageTo(page, 'বাংলা');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{3}/);
      await expect(page.getByRole('textbox').first()).toHaveValue('Rahim Uddin');
      await expect.poll(() => page.title()).toMatch(/[\u0980-\u09FF]/);
      await expectAccessible(page, '/contact in Bangla');

      await page.reload();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect.poll(() => page.title()).toMatch(/[\u0980-\u09FF]/);

      await switchLanguageTo(page, 'English');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[A-Za-z]/);
      await page.reload();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('a first visit follows the browser: bn reads Bangla', async ({ browser }) => {
      const context = await browser.newContext({ locale: 'bn-BD', viewport });
      const page = await context.newPage();
      await page.goto('/about');
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await context.close();
    });

    test('a page loaded in Bangla comes in Bangla, before any script, and is taken over as it is', async ({
      browser,
      baseURL,
    }) => {
      // Available Cars searched for this test's own car: the list the server renders is that car.
      const word = uniqueWord(viewport.name);
      const car = await carOfAnotherOwner(word);
      const data = [...NAMES, ...car.texts, word];
      const inBanglaBrowser = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        await context.addCookies([{ name: 'carzone_language', value: 'bn', url: baseURL! }]);
        return context;
      };
      // Without scripts: what the page brings is what shows first.
      const withoutScripts = await inBanglaBrowser(false);
      const bare = await withoutScripts.newPage();
      for (const route of FIRST_SCREEN_ROUTES) {
        const path = route === '/available' ? `/available?q=${word}` : route;
        await bare.goto(path);
        await expect(bare.locator('html'), path).toHaveAttribute('lang', 'bn');
        const shown = bare.getByRole('heading', { level: 1 });
        await expect(shown, path).toBeVisible();
        await expect(shown, path).toHaveText(/[\u0980-\u09FF]/);
        // Available Cars' list comes rendered by the server for this visit, in Bangla too.
        if (route === '/available') {
          await expect(bare.getByRole('article')).toHaveCount(1);
          await expect(bare.getByRole('article')).toContainText(car.carModel);
        }
        expect(await englishLeftOn(bare, data), path).toEqual([]);
      }
      await withoutScripts.close();

      // With them: React takes over the Bangla screen (the heading is the element the page came
      // with, not one rendered anew), with no mismatch reported.
      const context = await inBanglaBrowser(true);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { firstHeading?: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      for (const path of ['/', '/about', '/available']) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        const keptHeading = await page.evaluate(() => {
          const first = (window as { firstHeading?: Element | null }).firstHeading;
          return !!first && first.isConnected && first === document.querySelector('h1');
        });
        expect(keptHeading, path).toBe(true);
      }
      expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
      await context.close();
    });

    test('every public route reads in Bangla, axe clean', async ({ page }) => {
      test.slow();
      const word = uniqueWord(viewport.name);
      const car = await carOfAnotherOwner(word);
      const data = [...NAMES, ...car.texts, word];
      // Home's Recent Listings are the newest cars of anyone, other tests' among them: here the
      // API's answer for this test's car alone, so every other word on Home is the page's own.
      const ownCar = await (await page.request.get(`/api/car/${car.id}`)).json();
      await page.route('**/api/allCars?*', (route) => route.fulfill({ json: [ownCar] }));
      await page.goto('/');
      await inBangla(page);
      const labels: Record<'Email' | 'Name', Record<string, string>> = { Email: {}, Name: {} };
      for (const path of PUBLIC_ROUTES) {
        // Available Cars searched for this test's car; both it and Home list that car alone.
        const listsCars = path === '/' || path === '/available';
        const carCards = page
          .getByRole('article')
          .filter({ has: page.locator('a[href^="/car/"]') });
        await expectAllBangla(
          page,
          path === '/available' ? `/available?q=${word}` : path,
          data,
          listsCars ? carCards.filter({ hasText: car.carModel }) : undefined,
        );
        if (listsCars) await expect(carCards).toHaveCount(1);
        const shared = SHARED_FIELDS[path];
        for (const [english, name] of shared?.fields ?? []) {
          labels[english][`${shared!.unit} ${path}`] = await fieldLabel(
            page.getByRole('main').locator(`input[name="${name}"]`),
          );
        }
      }
      // The sign-in and sign-up forms (the shell's) and the contact form (marketing's) label a
      // person's name and e-mail alike.
      expectOneBangla('Email', labels.Email);
      expectOneBangla('Name', labels.Name);
      await expectAllBangla(page, `/car/${car.id}`, data);

      // Refusals read in Bangla beside the field they are about. A search's From in the past:
      // the field's own check says the table's words (one Bangla for the API and the page).
      await page.goto('/available');
      await settled(page);
      const from = page.getByRole('main').getByLabel(new RegExp(`^${sharedBangla.From}`));
      if (viewport.name === 'phone') await page.getByRole('button', { name: /ফিল্টার/ }).click();
      await from.fill(typed(dhakaDate(-1)));
      await from.press('Enter');
      await expect(fieldAround(from)).toContainText(REFUSALS['carSearchDates.fromInPast'].bn);

      // A contact message the API refuses (an address it cannot take, though the page let it
      // through): the API's Bangla under the e-mail field, and nothing else refused.
      await page.goto('/contact');
      await settled(page);
      const form = page.getByRole('main');
      await form.getByLabel(sharedBangla.Name).fill('রহিম');
      await form.getByLabel(sharedBangla.Email).fill('rahim@example.com');
      await form.getByLabel(sharedBangla.Message).fill('গাড়ি ভাড়া নিয়ে একটি প্রশ্ন।');
      await page.route('**/api/contact', (route) =>
        route.continue({
          postData: JSON.stringify({ name: 'রহিম', email: 'not-an-address', message: 'প্রশ্ন' }),
        }),
      );
      const refused = page.waitForResponse((answer) => answer.url().endsWith('/api/contact'));
      await form.getByRole('button', { name: marketingBangla['Send Message'] }).click();
      expect(((await (await refused).json()) as { code: string }).code).toBe(
        'contact.emailInvalid',
      );
      await expect(form.getByLabel(sharedBangla.Email)).toHaveAccessibleErrorMessage(
        REFUSALS['contact.emailInvalid'].bn,
      );
      await expect(form.getByLabel(sharedBangla.Name)).not.toHaveAttribute('aria-invalid', 'true');
      await page.unroute('**/api/contact');
      expect.soft(await englishLeftOn(page, data), 'English left by the refusal').toEqual([]);
      await expectAccessible(page, 'a refused contact message in Bangla');
    });

    test('signed in: the account keeps the choice, and the owner and booking pages read in Bangla', async ({
      browser,
    }) => {
      test.slow();
      const user: TestUser = uniqueUser('bangla');
      const page = await signedInPage(browser, user);
      await switchLanguageTo(page, 'বাংলা');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect
        .poll(async () => (await (await page.request.get('/api/me/language')).json()).language)
        .toBe('bn');

      const sessions = await page.request.get('/api/sessions');
      expect(sessions.ok()).toBe(true);
      // The profile names each device by its system and browser (their own names: data) and
      // says what kind of device it is in Bangla.
      const devices = (
        (await sessions.json()) as Array<{ device: string; browser: string }>
      ).flatMap(({ device, browser }) => [
        device.replace(/ (phone|tablet|computer|device)$/, ''),
        browser,
      ]);
      // The cars are the test's own: another owner's, which this user books, and this user's,
      // which that owner books; so My Bookings and My Cars each show a car and a booking.
      const word = uniqueWord(viewport.name);
      const owner = uniqueUser('bangla-lister');
      const ownerApi = await signedInApi(owner);
      const theirs = await listOwnCar(ownerApi, owner, `Fielder ${word}`);
      const ours = await listOwnCar(page, user, `Axio ${word}`);
      await bookThroughApi(page.request, theirs.id, 30);
      await bookThroughApi(ownerApi, ours.id, 30);
      await ownerApi.dispose();
      const data = [...NAMES, ...devices, ...theirs.texts, ...ours.texts];

      const main = page.getByRole('main');
      /**
       * The status of the one booking a list shows, or its trip's stage: the words of its first
       * or second badge (Chakra's).
       */
      const bookingStatus = (list: Locator, badge = 0) =>
        list.locator('.chakra-badge').filter({ visible: true }).nth(badge).innerText();
      const shown: Record<'Car Model' | 'Confirmed' | 'Upcoming', Record<string, string>> = {
        'Car Model': {},
        Confirmed: {},
        Upcoming: {},
      };
      await expectAllBangla(page, '/addCars', data);
      shown['Car Model']['mf-owner /addCars'] = await fieldLabel(
        main.locator('input[name="carModel"]'),
      );
      // The tables' columns: only a wide screen has them.
      const wide = viewport.name === 'desktop';
      await expectAllBangla(page, `/cars/${encodeURIComponent(user.email)}`, data);
      const ownersList = main
        .getByRole('list', { name: new RegExp(ours.carModel) })
        .filter({ visible: true });
      shown.Confirmed['mf-owner My Cars'] = await bookingStatus(ownersList);
      shown.Upcoming['mf-owner My Cars'] = await bookingStatus(ownersList, 1);
      if (wide) {
        shown['Car Model']['mf-owner My Cars'] = await columnHeaderOf(
          main.getByRole('table').getByText(ours.carModel, { exact: true }),
        );
      }
      await expectAllBangla(page, '/bookings', data);
      shown.Confirmed['mf-booking My Bookings'] = await bookingStatus(main);
      shown.Upcoming['mf-booking My Bookings'] = await bookingStatus(main, 1);
      if (wide) {
        shown['Car Model']['mf-booking My Bookings'] = await columnHeaderOf(
          main.getByRole('table').getByText(theirs.carModel, { exact: true }),
        );
        expectOneBangla('Car Model', shown['Car Model']);
      }
      // A booking's status, to its renter (the booking area's page) and to the car's owner (the
      // owner area's).
      expectOneBangla('Confirmed', shown.Confirmed);
      expectOneBangla('Upcoming', shown.Upcoming);
      await expectAllBangla(page, '/profile', data);

      // A listing the API refuses (a number plate longer than it takes, though the page let it
      // through): the API's Bangla under that field, nothing added.
      await page.goto('/addCars');
      await settled(page);
      const listing = page.getByRole('main');
      await listing.getByLabel(sharedBangla['Car Model']).fill('Toyota Axio');
      await listing.getByLabel(ownerBangla['Daily Rental Price']).fill('40');
      await listing.getByLabel(ownerBangla.Availability).selectOption('available');
      const plate = listing.getByLabel(ownerBangla['Registration Number']);
      await plate.fill('DHA-GA-11-2233');
      await listing.getByLabel(sharedBangla.Location).fill('Banani, Dhaka');
      await page.route('**/api/addCars', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({
          postData: JSON.stringify({ ...body, registrationNumber: 'D'.repeat(31) }),
        });
      });
      const refusedListing = page.waitForResponse((answer) =>
        answer.url().endsWith('/api/addCars'),
      );
      await listing.getByRole('button', { name: sharedBangla['Add Car'] }).click();
      expect(((await (await refusedListing).json()) as { code: string }).code).toBe(
        'carListing.registrationNumberTooLong',
      );
      await expect(plate).toHaveAccessibleErrorMessage(
        REFUSALS['carListing.registrationNumberTooLong'].bn,
      );
      await expect(listing.getByLabel(sharedBangla.Location)).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await page.unroute('**/api/addCars');
      expect.soft(await englishLeftOn(page, data), 'English left by the refusal').toEqual([]);

      // My Cars' words while the owner area loads are the owner remote's, in Bangla too.
      const release = await holdSessionRestore(page);
      await page.goto(`/cars/${encodeURIComponent(user.email)}`);
      await expect(page.getByText('গাড়িগুলো লোড হচ্ছে...')).toBeVisible();
      await expect(page.getByText('Loading cars...')).toHaveCount(0);
      release();
      await expect(page.getByText('গাড়িগুলো লোড হচ্ছে...')).toHaveCount(0);
      await page.context().close();
    });

    test("signing in on a new device brings the account's Bangla, kept there after", async ({
      browser,
    }) => {
      const user: TestUser = uniqueUser('bangla-device');
      const first = await signedInPage(browser, user);
      await switchLanguageTo(first, 'বাংলা');
      await expect
        .poll(async () => (await (await first.request.get('/api/me/language')).json()).language)
        .toBe('bn');
      await first.context().close();

      // Another browser, in English, that never chose a language.
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/signin');
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
      await page.reload();
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await context.close();
    });

    test('a refusal from the API and its toast read in Bangla: dates taken while choosing', async ({
      browser,
    }) => {
      test.slow();
      const car = await carOfAnotherOwner(uniqueWord(viewport.name));
      const renter = uniqueUser('bangla-renter');
      const page = await signedInPage(browser, renter);
      await switchLanguageTo(page, 'বাংলা');
      await page.goto(`/car/${car.id}`);
      await settled(page);
      // The car's place, as the catalog's page and the booking area's dialog label it.
      const location: Record<string, string> = {
        'mf-catalog car page': await labelBeside(page.getByRole('main'), car.location),
      };
      await page.getByRole('button', { name: 'এখনই বুক করুন' }).click();
      const dialog = page.getByRole('dialog', { name: 'বুকিং নিশ্চিত করুন' });
      location['mf-booking Confirm Booking'] = await labelBeside(dialog, car.location);
      expectOneBangla('Location', location);
      // The car is this run's own: days far ahead are free.
      const first = 150;
      const [start, end] = [dhakaDate(first), dhakaDate(first + 2)];
      for (const [label, date] of [
        ['শুরুর তারিখ', start],
        ['ফেরতের তারিখ', end],
      ] as const) {
        const input = dialog.getByLabel(new RegExp(`^${label}`));
        await input.fill(typed(date));
        await input.press('Enter');
      }

      // Someone else books those days before this renter confirms.
      const other = await signedInPage(browser, uniqueUser('quicker'));
      const taken = await other.request.post('/api/bookings', {
        data: { carId: car.id, startDate: start, endDate: end },
      });
      expect(taken.status()).toBe(201);
      try {
        await dialog.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();
        // The API's 409 (code booking.overlap), in Bangla: the toast, and the dialog's own words.
        await expect(
          page.getByText('এই তারিখগুলো আগেই বুক করা হয়েছে', { exact: true }),
        ).toBeVisible();
        const warning = dialog.getByText(
          bookingBangla[
            'The car was booked for some of those days while you were choosing. Choose other dates; taken days are greyed out.'
          ],
          { exact: true },
        );
        await expect(warning).toBeVisible();
        // Beside the fields it is about: right above the two dates (nothing between it and the
        // first but that field's label), which it emptied.
        const startDate = dialog.getByLabel(/^শুরুর তারিখ/);
        await expect(startDate).toHaveValue('');
        await expect(dialog.getByLabel(/^ফেরতের তারিখ/)).toHaveValue('');
        expect(await textBetween(warning, startDate)).toBe('শুরুর তারিখ');
        const data = [...NAMES, ...car.texts, renter.name, renter.email];
        expect.soft(await englishLeftOn(page, data), 'English left').toEqual([]);
        await expectAccessible(page, 'the refused booking in Bangla');
      } finally {
        await cancelBooking(other, ((await taken.json()) as ApiBooking)._id);
        await other.context().close();
        await page.context().close();
      }
    });
  });
}
