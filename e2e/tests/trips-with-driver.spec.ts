import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, signedInPage, typeDate } from '../support/booking-steps.ts';
import { expect, listCarThroughApi, test, uniqueUser } from '../support/fixtures.ts';
import { expectMails } from '../support/mails.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// Trips the way Bangladesh rents (issue 36): an owner lists a car with its driver in Dhaka; a
// renter on a phone finds it on /available with the driver and district filters, asks for a
// two-day trip to Cox's Bazar with a pickup time and place, sees the price line by line before
// confirming, and finds the same lines in My Bookings and in the mail. The car is this test's own.

const [PHONE] = VIEWPORTS;

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
    driverDailyRate: 20,
    overtimeHourlyRate: 3.5,
    nightHaltRate: 10,
    intercityDailySurcharge: 15,
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
