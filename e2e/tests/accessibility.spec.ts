// Every route, signed out and signed in, at desktop and phone width, with each dialog and menu the
// route has opened in turn: no serious or critical axe violation, and a main landmark, one h1 and
// no skipped heading level everywhere (support/accessibility.ts says exactly what is checked).
// Each signed-in test works on an account and a car of its own, so it runs beside any other test.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import {
  cancelBooking,
  dhakaDate,
  signedInPage,
  type ApiBooking,
} from '../support/booking-steps.ts';
import {
  createAccount,
  demoCar,
  expect,
  revealRecentListings,
  signIn,
  test,
  uniqueUser,
  type TestUser,
} from '../support/fixtures.ts';
import { VIEWPORTS } from '../support/viewports.ts';

/** Opens `path` and waits for its h1 (the page is there), then checks it. */
async function visitAndCheck(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (path === '/') {
    // Below the fold, loaded as their place nears the screen: checked with the rest.
    await revealRecentListings(page);
    await expect(page.getByRole('region', { name: 'Recent Listings' })).toBeVisible();
  }
  await expectAccessible(page, path);
}

/** Home at phone width with the nav's links open in their menu. */
async function openPhoneMenu(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Open menu' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Available Cars' }),
  ).toBeVisible();
}

/** A car of the owner's own, listed through the API; answers its id. */
async function listCar(owner: Page, carModel: string): Promise<string> {
  const answer = await owner.request.post('/api/addCars', {
    data: {
      carModel,
      dailyRentalPrice: 30,
      bookingStatus: 'available',
      registrationNumber: 'Dhaka-Metro-GA 12-3456',
      location: 'Dhaka',
      features: 'Air conditioning, Bluetooth',
      description: 'A car for the accessibility checks.',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { insertedId: string }).insertedId;
}

for (const viewport of VIEWPORTS) {
  test.describe(`Accessibility at ${viewport.width} px (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [path, heading] of [
      ['/', 'Drive Your Dreams Today!'],
      ['/available', 'Available Cars'],
      ['/about', 'About CarZone'],
      ['/faq', 'Frequently Asked Questions'],
      ['/contact', 'Contact Us'],
      ['/signin', 'Login to your account'],
      ['/signup', 'Signup to your account'],
      ['/forgetPassword', 'Forgot your password?'],
      ['/reset-password?mode=resetPassword&oobCode=bogus-code', 'Choose a new password'],
      ['/a', 'Hello from CarZone!'],
      ['/no-such-page', '404 - page not found'],
      ['/car/not-a-car-id', '404 - page not found'],
    ] as const) {
      test(`${path} signed out`, async ({ page }) => {
        await visitAndCheck(page, path, heading);
      });
    }

    test("a car's details signed out", async ({ page }) => {
      const car = await demoCar(page.request, 'any demo car');
      await visitAndCheck(page, `/car/${car._id}`, car.carModel);
    });

    test('the sign-in and sign-up forms showing their errors', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Photo URL').fill('http://not-https.example/me.png');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Please enter your name.')).toBeVisible();
      await expectAccessible(page, '/signup with field errors');

      await page.goto('/signin');
      await page.getByLabel('Email').fill(uniqueUser('nobody').email);
      await page.getByLabel('Password').fill('Secret123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
      await expectAccessible(page, '/signin with its error toast');
    });

    test('a toast leaves the nav bar uncovered', async ({ page }) => {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(uniqueUser('nobody').email);
      await page.getByLabel('Password').fill('Secret123');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Incorrect e-mail or password.' });
      await expect(toast).toBeVisible();
      const navBar = (await page.getByRole('banner').boundingBox())!;
      // Where it comes to rest: it slides in from above, across the bar, for a moment.
      await expect
        .poll(async () => (await toast.boundingBox())?.y, {
          message: 'the toast starts below the nav bar',
        })
        .toBeGreaterThanOrEqual(navBar.y + navBar.height);
    });

    if (viewport.name === 'phone') {
      test("the phone's navigation menu, open", async ({ page }) => {
        await openPhoneMenu(page);
        await expectAccessible(page, '/ with the navigation menu open');
      });
    }

    test('every page of a signed-in person, and the account menu', async ({ page }) => {
      // Nine pages, each checked by axe: minutes on a busy 2-core machine.
      test.setTimeout(240_000);
      const person = uniqueUser('a11y-pages');
      await createAccount(person);
      await signIn(page, person);
      const ownId = await listCar(page, `Premio ${person.email.split('@')[0]!.slice(-8)}`);
      try {
        const pages: [string, string][] = [
          ['/', 'Drive Your Dreams Today!'],
          ['/available', 'Available Cars'],
          ['/about', 'About CarZone'],
          ['/faq', 'Frequently Asked Questions'],
          ['/contact', 'Contact Us'],
          ['/addCars', 'Add a Car'],
          [`/update/${ownId}`, 'Update Car'],
          ['/update/not-a-car-id', '404 - page not found'],
          ['/profile', 'Your profile'],
        ];
        for (const [path, heading] of pages) await visitAndCheck(page, path, heading);

        // The account menu, from the round picture in the nav.
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: `${person.name}: account menu` })
          .click();
        await expect(page.getByRole('menuitem', { name: 'Sign out of all devices' })).toBeVisible();
        await expectAccessible(page, '/profile with the account menu open');
        await page.keyboard.press('Escape');

        if (viewport.name === 'phone') {
          await openPhoneMenu(page);
          await expectAccessible(page, '/ signed in with the navigation menu open');
        }
      } finally {
        expect((await page.request.delete(`/api/cars/${ownId}`)).status()).toBe(200);
      }
    });

    test("the operators' console to its demo admin, and its remove-role confirmation", async ({
      page,
    }) => {
      // The local site's demo admin (api/src/seed/demo-data.service.ts); nothing is changed.
      await signIn(page, { email: 'admin@carzone.test', password: 'CarZone123' });
      if (viewport.name === 'phone') await openPhoneMenu(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Console' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
      await expectAccessible(page, '/admin');
      await visitAndCheck(page, '/admin/audit', 'Audit log');
      await visitAndCheck(page, '/admin/people', 'People');
      await page.getByRole('link', { name: 'admin@carzone.test' }).first().click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Staff actions on them' }),
      ).toBeVisible();
      await expectAccessible(page, "the demo admin's own account page");
      await visitAndCheck(page, '/admin/reports', 'Reports');
      await visitAndCheck(page, '/admin/reports?status=resolved', 'Reports');
      await visitAndCheck(page, '/admin/listings', 'Listings');
      await visitAndCheck(page, '/admin/reviews', 'Reviews');
      await visitAndCheck(page, '/admin/staff', 'Staff');
      // Usable at phone width too: nothing runs off the side of the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.getByRole('button', { name: 'Remove role (admin@carzone.test)' }).click();
      const confirmRemove = page.getByRole('alertdialog', {
        name: "Remove admin@carzone.test's role?",
      });
      await expect(confirmRemove).toBeVisible();
      await expectAccessible(page, '/admin/staff with the remove-role confirmation open');
      await confirmRemove.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirmRemove).toHaveCount(0);
    });

    test("a signed-in person's dialogs: booking, delete, Modify Date, cancel", async ({
      page,
      browser,
    }) => {
      // Four dialogs, each checked by axe: minutes on a busy 2-core machine.
      test.setTimeout(240_000);
      // The car belongs to someone else, so the person can book it; the person lists one of their
      // own for My Cars' delete confirmation.
      const owner: TestUser = uniqueUser('a11y-owner');
      const ownerPage = await signedInPage(browser, owner);
      const rentedModel = `Axio ${owner.email.split('@')[0]!.slice(-8)}`;
      const rentedId = await listCar(ownerPage, rentedModel);

      const person = uniqueUser('a11y-dialogs');
      await createAccount(person);
      await signIn(page, person);
      const ownModel = `Premio ${person.email.split('@')[0]!.slice(-8)}`;
      const ownId = await listCar(page, ownModel);
      const booked = await page.request.post('/api/bookings', {
        data: { carId: rentedId, startDate: dhakaDate(20), endDate: dhakaDate(23) },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const booking = (await booked.json()) as ApiBooking;

      try {
        // Car details with the booking dialog open.
        await visitAndCheck(page, `/car/${rentedId}`, rentedModel);
        await page.getByRole('button', { name: 'Book Now' }).click();
        await expect(page.getByRole('dialog', { name: 'Confirm Booking' })).toBeVisible();
        await expectAccessible(page, `/car/${rentedId} with the booking dialog open`);

        // My Cars with the delete confirmation open (then kept: Cancel).
        await visitAndCheck(page, `/cars/${encodeURIComponent(person.email)}`, 'My Cars');
        await page.getByRole('button', { name: `Delete ${ownModel}` }).click();
        const confirmDelete = page.getByRole('alertdialog', { name: 'Are you sure?' });
        await expect(confirmDelete).toBeVisible();
        await expectAccessible(page, 'My Cars with the delete confirmation open');
        await confirmDelete.getByRole('button', { name: 'Cancel' }).click();

        // My Bookings with the Modify Date dialog, then the cancel confirmation, open.
        await visitAndCheck(page, '/bookings', 'My Bookings');
        await page.getByRole('button', { name: `Modify Date of ${rentedModel}` }).click();
        await expect(page.getByRole('dialog', { name: 'Modify Date' })).toBeVisible();
        await expectAccessible(page, '/bookings with the Modify Date dialog open');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Modify Date' })).toHaveCount(0);
        await page.getByRole('button', { name: `Cancel ${rentedModel}` }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectAccessible(page, '/bookings with the cancel confirmation open');
      } finally {
        // A car with an upcoming booking cannot be deleted: the booking goes first.
        await cancelBooking(page, booking._id);
        expect((await ownerPage.request.delete(`/api/cars/${rentedId}`)).status()).toBe(200);
        expect((await page.request.delete(`/api/cars/${ownId}`)).status()).toBe(200);
        await ownerPage.context().close();
      }
    });
  });
}
