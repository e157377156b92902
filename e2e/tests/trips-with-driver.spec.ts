import bookingBangla from '../../mf-booking/src/locales/bn.ts';
import marketingBangla from '../../mf-marketing/src/locales/bn.ts';
import sharedBangla from '../../packages/ui/src/locales/bn.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, signedInPage, typeDate, typed } from '../support/booking-steps.ts';
import { expect, listCarThroughApi, test, uniqueUser } from '../support/fixtures.ts';
import { expectMails } from '../support/mails.ts';
import { switchLanguageTo } from '../support/languages.ts';
import { jpegPhoto } from '../support/photos.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// Trips the way Bangladesh rents: an owner lists a car with its driver in Dhaka; a
// renter on a phone finds it on /available with the driver and district filters, asks for a
// two-day trip to Cox's Bazar with a pickup time and place, sees the price line by line before
// confirming, and finds the same lines in My Bookings and in the mail. The car is this test's own.

const [PHONE, DESKTOP] = VIEWPORTS;

/**
 * The driver's rates each test's car is listed with: $20 a day, $3.50 an hour of overtime, $10 a
 * night away, $15 a day out of town.
 */
const DRIVER_RATES = {
  driverDailyRate: 20,
  overtimeHourlyRate: 3.5,
  nightHaltRate: 10,
  intercityDailySurcharge: 15,
};

test("a renter books a car with its driver for a two-day trip to Cox's Bazar, priced line by line", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueUser('driverowner');
  const ownerPage = await signedInPage(browser, owner);
  const carModel = `Noah driver ${owner.email.split('@')[0]!.slice(-8)}`;
  const carId = await listCarThroughApi(ownerPage, carModel, {
    dailyRentalPrice: 50,
    location: 'Gulshan, Dhaka',
    driverOption: 'with-driver',
    ...DRIVER_RATES,
    fuelPolicy: 'renter-pays',
    seats: 7,
  });
  await ownerPage.context().close();

  const renter = uniqueUser('driverrenter');
  const renterPage = await signedInPage(browser, renter);
  await renterPage.setViewportSize({ width: PHONE.width, height: PHONE.height });
  // The search's filters: with a driver, in Dhaka, 7 seats or more.
  await renterPage.goto(
    `/available?q=${encodeURIComponent(carModel)}&driver=with&district=dhaka&minSeats=7`,
  );
  await expect(renterPage.getByText(carModel).first()).toBeVisible();

  await renterPage.goto(`/car/${carId}`);
  await expect(renterPage.getByText('Driver: $20 a day (10 hours)')).toBeVisible();
  await renterPage.getByRole('button', { name: 'Book Now' }).click();
  const dialog = renterPage.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(dialog.getByText('This car is rented with its driver.')).toBeVisible();
  await typeDate(renterPage, 'Start Date', dhakaDate(5));
  await typeDate(renterPage, 'End Date', dhakaDate(7));
  await dialog.getByLabel('Pickup time').fill('08:30');
  await dialog.getByLabel('Pickup place').fill('House 12, Road 5, Gulshan');
  await dialog.getByLabel('Search districts').fill('cox');
  await dialog.getByLabel('Destination district').selectOption({ label: "Cox's Bazar" });
  // The lines as the server priced them, before anything is booked.
  await expect(dialog.getByText('Car: 2 days × $50.00')).toBeVisible();
  await expect(dialog.getByText('Driver: 2 days × $20.00')).toBeVisible();
  await expect(
    dialog.getByText('Out of town: 2 days × $15.00 + 1 night away × $10.00'),
  ).toBeVisible();
  await expect(dialog.getByText('Fuel: paid by the renter')).toBeVisible();
  await expect(dialog.getByText('$198.00')).toBeVisible();
  await expectAccessible(renterPage, 'the booking dialog with a driver (phone)');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(renterPage.getByText('Booking Confirmed')).toBeVisible();

  await expect(renterPage).toHaveURL('/bookings');
  const myBookings = renterPage.getByRole('main');
  await expect(myBookings.getByText('$198.00').filter({ visible: true }).first()).toBeVisible();
  await expect(
    myBookings
      .getByText(/Pickup: 08:30, House 12, Road 5, Gulshan/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  const booking = (
    (await (await renterPage.request.get('/api/bookings')).json()) as {
      carId: string;
      lines: { label: string }[];
    }[]
  ).find((each) => each.carId === carId);
  expect(booking?.lines.map((line) => line.label)).toContain('Driver: 2 days × $20.00');
  await expectMails(renter.email, [
    `Booking confirmed: ${carModel}, ${dhakaDate(5).split('-').reverse().join('/')} – ${dhakaDate(7).split('-').reverse().join('/')}`,
  ]);
  await renterPage.context().close();
});

test("in Bangla on a wide screen, Home's search finds a car with its driver in Dhaka, and its trip to Cox's Bazar is priced in Bangla", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueUser('bnowner');
  const ownerPage = await signedInPage(browser, owner);
  const carModel = `Hiace bn ${owner.email.split('@')[0]!.slice(-8)}`;
  const carId = await listCarThroughApi(ownerPage, carModel, {
    dailyRentalPrice: 50,
    location: 'Mirpur, Dhaka',
    driverOption: 'with-driver',
    ...DRIVER_RATES,
    fuelPolicy: 'included',
    seats: 12,
  });
  await ownerPage.context().close();

  const renter = uniqueUser('bnrenter');
  const page = await signedInPage(browser, renter);
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await page.goto('/');
  await switchLanguageTo(page, 'বাংলা');
  const search = page.getByRole('search');
  await search.getByLabel(marketingBangla.Where).fill(carModel);
  await search.getByLabel(sharedBangla['With driver']).check();
  await search.getByLabel(sharedBangla["Car's district"]).selectOption({ label: 'ঢাকা' });
  await search.getByRole('button', { name: sharedBangla.Search, exact: true }).click();
  await expect(page).toHaveURL(/\/available\?.*driver=with.*district=dhaka/);
  await page
    .getByRole('link', { name: new RegExp(carModel) })
    .first()
    .click();
  await expect(page).toHaveURL(`/car/${carId}`);

  await page.getByRole('button', { name: sharedBangla['Book Now'] }).click();
  const dialog = page.getByRole('dialog', { name: bookingBangla['Confirm Booking'] });
  for (const [label, days] of [
    [bookingBangla['Start Date'], 12],
    [bookingBangla['End Date'], 14],
  ] as const) {
    const field = dialog.getByLabel(new RegExp(`^${label}`));
    await field.fill(typed(dhakaDate(days)));
    await field.press('Enter');
  }
  await dialog.getByLabel(bookingBangla['Pickup time']).fill('07:00');
  await dialog.getByLabel(bookingBangla['Pickup place']).fill('মিরপুর ১০ গোলচত্বর');
  await dialog.getByLabel(bookingBangla['Search districts']).fill('কক্স');
  await dialog
    .getByLabel(bookingBangla['Destination district'])
    .selectOption({ label: 'কক্সবাজার' });
  // The server's lines, in Bangla, before anything is booked: 100 + 40 + 30 + 10, + 10 %.
  await expect(dialog.getByText('ড্রাইভার: ২ দিন × $২০.০০')).toBeVisible();
  await expect(dialog.getByText('$১৯৮.০০')).toBeVisible();
  await expectAccessible(page, 'the booking dialog with a driver in Bangla (desktop)');
  await dialog.getByRole('button', { name: bookingBangla['Confirm Booking'] }).click();
  await expect(page.getByText(bookingBangla['Booking Confirmed'])).toBeVisible();
  await expect(page).toHaveURL('/bookings');
  await expect(
    page.getByRole('main').getByText('$১৯৮.০০').filter({ visible: true }).first(),
  ).toBeVisible();
  await page.context().close();
});

test("self-drive needs the renter's licence where the owner asks: refused, added on the profile, booked; the owner sees it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = uniqueUser('licenceowner');
  const ownerPage = await signedInPage(browser, owner);
  const carModel = `Swift self-drive ${owner.email.split('@')[0]!.slice(-8)}`;
  const carId = await listCarThroughApi(ownerPage, carModel, {
    dailyRentalPrice: 30,
    location: 'Zindabazar, Sylhet',
    driverOption: 'self-drive',
    licenceRequired: true,
  });

  const renter = uniqueUser('licencerenter');
  const renterPage = await signedInPage(browser, renter);
  await renterPage.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await renterPage.goto(`/car/${carId}`);
  await renterPage.getByRole('button', { name: 'Book Now' }).click();
  const dialog = renterPage.getByRole('dialog', { name: 'Confirm Booking' });
  // Told before confirming, and refused when they confirm anyway.
  await expect(
    dialog.getByText('The owner asks self-drive renters for a driving licence', { exact: false }),
  ).toBeVisible();
  await typeDate(renterPage, 'Start Date', dhakaDate(8));
  await typeDate(renterPage, 'End Date', dhakaDate(10));
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    dialog.getByText(
      "This car's owner asks self-drive renters for a driving licence. Add yours on your profile, then book again.",
    ),
  ).toBeVisible();
  await expectAccessible(renterPage, 'the licence refusal in the booking dialog (phone)');
  await dialog.getByRole('link', { name: 'Go to your profile' }).first().click();

  await expect(renterPage).toHaveURL('/profile');
  const licence = renterPage.getByRole('region', { name: 'Driving licence' });
  await licence.getByLabel('Licence number').fill('dk0123456c00001');
  const expiry = licence.getByLabel(/^Expiry date/);
  await expiry.fill(typed(dhakaDate(400)));
  await expiry.press('Enter');
  const uploaded = renterPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/licence/photo') && response.request().method() === 'POST',
  );
  await licence
    .locator('input[type="file"]')
    .setInputFiles(await jpegPhoto(renterPage, '#0f766e', 'licence.jpg'));
  expect((await uploaded).status()).toBe(200);
  await licence.getByRole('button', { name: 'Save licence' }).click();
  await expect(renterPage.getByText('Licence saved')).toBeVisible();
  await expect(licence.getByText('DK0123456C00001')).toBeVisible();
  await expectAccessible(renterPage, 'the profile with a driving licence (phone)');

  await renterPage.goto(`/car/${carId}`);
  await renterPage.getByRole('button', { name: 'Book Now' }).click();
  await typeDate(renterPage, 'Start Date', dhakaDate(8));
  await typeDate(renterPage, 'End Date', dhakaDate(10));
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(renterPage.getByText('Booking Confirmed')).toBeVisible();
  await renterPage.context().close();

  // The owner, on a wide screen, sees the licence on the booking, and its photo opens.
  await ownerPage.setViewportSize({ width: 1280, height: 900 });
  await ownerPage.goto(`/cars/${encodeURIComponent(owner.email)}`);
  await expect(
    ownerPage
      .getByText(`Renter's driving licence: DK0123456C00001, valid until ${typed(dhakaDate(400))}`)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  const photo = ownerPage
    .getByRole('img', { name: `Photo of ${renter.name}'s driving licence` })
    .filter({ visible: true })
    .first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // Nobody else can fetch it: not signed in, the address answers 403.
  const address = await photo.evaluate((image: HTMLImageElement) => image.src);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(address)).status()).toBe(403);
  await anonymous.close();
  await expectAccessible(ownerPage, "My Cars with a renter's licence (desktop)");
  await ownerPage.context().close();
});
