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
import { DEMO_OWNER } from '../support/e2e-env.ts';
import { expectMails } from '../support/mails.ts';
import {
  createAccount,
  demoCar,
  expect,
  signIn,
  test,
  uniqueUser,
  type ApiCar,
} from '../support/fixtures.ts';

// Booking walks through the composed site: car details (catalog) with the booking area's dialog in
// its slot, sign-in (shell) and My Bookings (booking). Each test books a demo car of its own, on
// dates of its own, and cancels what it booked, so the tests run in parallel and in any order.

/**
 * The n-th available demo car that asks no advance (the spec's flow: Confirmed at once), so each
 * test books a car no other test books.
 */
async function availableDemoCar(page: Page, index: number): Promise<ApiCar> {
  const response = await page.request.get('/api/cars?sort=oldest&limit=100');
  const cars = ((await response.json()) as ApiCar[]).filter(
    (car) =>
      car.email === DEMO_OWNER.email &&
      car.bookingStatus === 'available' &&
      car.advancePercent === 0,
  );
  expect(cars.length, 'enough available demo cars').toBeGreaterThan(index);
  return cars[index]!;
}

test.describe('Booking a car', () => {
  test('a visitor signs in from Book Now, books, modifies and cancels; the dates are free again', async ({
    page,
    browser,
  }) => {
    const car = await availableDemoCar(page, 0);
    const renter = uniqueUser('booker');
    await createAccount(renter);

    await page.goto(`/car/${car._id}`);
    await page.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signin\?from=/);
    await page.getByLabel('Email').fill(renter.email);
    await page.getByLabel('Password').fill(renter.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${car._id}$`));

    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Total Price' })).toHaveText('—');
    // Every date at once: computed later, one could fall on the other side of Dhaka's midnight.
    const start = dhakaDate(30);
    const end = dhakaDate(33);
    const newEnd = dhakaDate(35);
    await typeDate(page, 'Start Date', start);
    await typeDate(page, 'End Date', end);
    await expect(dialog.getByRole('status', { name: 'Total Price' })).toHaveText(
      expectedTotal(3, car.dailyRentalPrice),
    );
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page.getByText('Booking Confirmed')).toBeVisible();
    await expect(page.getByText(`You booked ${car.carModel}`)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
    const row = page.getByRole('row').filter({ hasText: car.carModel });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(typed(start));
    await expect(row).toContainText(expectedTotal(3, car.dailyRentalPrice));

    // Modify Date: new dates, re-priced.
    await row.getByRole('button', { name: `Modify Date of ${car.carModel}` }).click();
    await expect(page.getByRole('dialog', { name: 'Modify Date' })).toBeVisible();
    await typeDate(page, 'Start Date', start);
    await typeDate(page, 'End Date', newEnd);
    await expect(
      page.getByRole('dialog').getByRole('status', { name: 'New Total Price' }),
    ).toHaveText(expectedTotal(5, car.dailyRentalPrice));
    await page.getByRole('dialog').getByRole('button', { name: 'Save Dates' }).click();
    await expect(page.getByText('Updated!')).toBeVisible();
    await expect(row).toContainText(typed(newEnd));
    await expect(row).toContainText(expectedTotal(5, car.dailyRentalPrice));

    // Cancel, after the confirmation; the row keeps no actions.
    await row.getByRole('button', { name: `Cancel ${car.carModel}` }).click();
    await expect(page.getByText('Are you sure you want to cancel this booking?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Canceled!')).toBeVisible();
    await expect(row).toContainText('Canceled');
    await expect(row.getByRole('button', { name: /Modify Date/ })).toHaveCount(0);

    // The renter and the owner each heard of all three: six mails in the catcher's folder.
    const range = (from: string, to: string) => `${car.carModel}, ${typed(from)} – ${typed(to)}`;
    await expectMails(renter.email, [
      `Booking confirmed: ${range(start, end)}`,
      `Booking dates changed: ${range(start, newEnd)}`,
      `Booking canceled: ${range(start, newEnd)}`,
    ]);
    await expectMails(DEMO_OWNER.email, [
      `New booking: ${range(start, end)}`,
      `Booking dates changed: ${range(start, newEnd)}`,
      `Booking canceled: ${range(start, newEnd)}`,
    ]);

    // Someone else can book those dates at once.
    const other = await signedInPage(browser, uniqueUser('next'));
    const booked = await other.request.post('/api/bookings', {
      data: { carId: car._id, startDate: start, endDate: newEnd },
    });
    expect(booked.status()).toBe(201);
    const booking = (await booked.json()) as ApiBooking;
    await cancelBooking(other, booking._id);
    await other.context().close();
  });

  test('booked days are shown and greyed for the next renter, who cannot pick them', async ({
    page,
    browser,
  }) => {
    const car = await availableDemoCar(page, 1);
    const first = await signedInPage(browser, uniqueUser('first'));
    const start = dhakaDate(40);
    const end = dhakaDate(43);
    const answer = await first.request.post('/api/bookings', {
      data: { carId: car._id, startDate: start, endDate: end },
    });
    expect(answer.status()).toBe(201);
    const booking = (await answer.json()) as ApiBooking;

    try {
      const second = uniqueUser('second');
      await createAccount(second);
      await signIn(page, second);
      await page.goto(`/car/${car._id}`);
      await page.getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
      await expect(
        dialog.getByText(`Already booked: ${typed(start)} – ${typed(end)}`),
      ).toBeVisible();

      // Typed, a taken day is refused with the reason.
      await typeDate(page, 'Start Date', dhakaDate(41));
      await expect(dialog.getByText('These dates are already booked')).toBeVisible();

      // In the calendar, the taken days cannot be chosen.
      await dialog.getByRole('button', { name: 'Choose start date' }).click();
      const takenDay = new Date(`${dhakaDate(41)}T00:00:00Z`).getUTCDate();
      const calendar = dialog.getByRole('grid');
      await expect(calendar).toBeVisible();
      // Move the calendar to the booked month when it is not the month it opened on.
      const bookedMonth = new Intl.DateTimeFormat('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${dhakaDate(41)}T00:00:00Z`));
      const shownMonth = dialog.getByRole('button', { name: 'Switch to month view' });
      for (let step = 0; step < 3 && (await shownMonth.textContent()) !== bookedMonth; step++) {
        await dialog.getByRole('button', { name: /next/i }).first().click();
      }
      await expect(shownMonth).toHaveText(bookedMonth);
      const cell = calendar
        .getByRole('gridcell')
        .filter({ hasText: new RegExp(`^${takenDay}$`) })
        .first();
      await expect(cell.locator('[data-unavailable]')).toHaveCount(1);
    } finally {
      await cancelBooking(first, booking._id);
      await first.context().close();
    }
  });

  test('the owner is told they cannot book their own car', async ({ page, request }) => {
    const car = await demoCar(request, 'an available car', (candidate) => {
      return candidate.bookingStatus === 'available';
    });
    await signIn(page, DEMO_OWNER);
    await page.goto(`/car/${car._id}`);
    await expect(page.getByRole('heading', { name: car.carModel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(page.getByText('You cannot book your own car.')).toBeVisible();
  });

  test('booking area down: car details still show, Book Now says booking is unavailable', async ({
    page,
    request,
  }) => {
    await page.route('**/remotes/mf-booking/**', (route) => route.abort('connectionrefused'));
    const car = await demoCar(request, 'any car');
    await page.goto(`/car/${car._id}`);
    await expect(page.getByRole('heading', { name: car.carModel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(
      page.getByText('Online booking is not available right now. Please try again later.'),
    ).toBeVisible();
  });

  test('My Bookings is only for a signed-in visitor', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/signin\?from=%2Fbookings/);
  });
});
