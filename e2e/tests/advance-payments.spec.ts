import type { Browser, Page } from '@playwright/test';
import bookingBangla from '../../mf-booking/src/locales/bn.ts';
import sharedBangla from '../../packages/ui/src/locales/bn.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, signedInPage, typed, type ApiBooking } from '../support/booking-steps.ts';
import { expect, listCarThroughApi, test, uniqueUser } from '../support/fixtures.ts';
import { switchLanguageTo } from '../support/languages.ts';
import { expectMails } from '../support/mails.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// Money on the platform through the composed site and the local SSLCommerz stand-in (npm start's,
// labelled as one): an owner asks a 25% advance; a renter books, pays it with bKash on the
// stand-in's page, comes back to a Confirmed booking with its lines, cancels more than a day
// ahead and sees the whole advance refunded; a booking left unpaid expires, its dates free again.
// Each test lists a car of its own, so they run in parallel with the rest.

const [PHONE, DESKTOP] = VIEWPORTS;

/** $40 a day with a 25% advance: 3 days cost $132, so $33 now and $99 at pickup. */
const DAILY_PRICE = 40;
const ADVANCE_PERCENT = 25;

async function ownerWithAdvanceCar(
  browser: Browser,
  label: string,
): Promise<{ carId: string; carModel: string }> {
  const owner = uniqueUser(`advowner${label}`);
  const ownerPage = await signedInPage(browser, owner);
  const carModel = `Corolla advance ${owner.email.split('@')[0]!.slice(-8)}`;
  const carId = await listCarThroughApi(ownerPage, carModel, {
    dailyRentalPrice: DAILY_PRICE,
    advancePercent: ADVANCE_PERCENT,
  });
  await ownerPage.context().close();
  return { carId, carModel };
}

/** The booking dialog's labels and buttons in the page's language. */
const WORDS = {
  en: { bookNow: 'Book Now', confirm: 'Confirm Booking', start: 'Start Date', end: 'End Date' },
  bn: {
    bookNow: sharedBangla['Book Now'],
    confirm: bookingBangla['Confirm Booking'],
    start: bookingBangla['Start Date'],
    end: bookingBangla['End Date'],
  },
} as const;

/** Opens the car's booking dialog and types the trip's dates, `from` to `to` days ahead. */
async function bookingDialog(
  page: Page,
  carId: string,
  from: number,
  to: number,
  language: 'en' | 'bn',
) {
  const words = WORDS[language];
  await page.goto(`/car/${carId}`);
  await page.getByRole('button', { name: words.bookNow }).click();
  const dialog = page.getByRole('dialog', { name: words.confirm });
  for (const [label, days] of [
    [words.start, from],
    [words.end, to],
  ] as const) {
    const input = dialog.getByLabel(new RegExp(`^${label}`));
    await input.fill(typed(dhakaDate(days)));
    await input.press('Enter');
  }
  return dialog;
}

/** A date as a Bangla page writes it: dd/mm/yyyy in Bengali digits. */
const inBangla = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

/** Pays on the stand-in's page with bKash, as a renter would, and lands back on My Bookings. */
async function payWithBkash(page: Page, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText(/SSLCommerz stand-in/).first()).toBeVisible();
  await expect(page.getByText(`USD ${amount}`)).toBeVisible();
  await page.getByLabel('bKash').check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\?payment=paid&booking=/);
}

test('a renter on a phone pays a 25% advance with bKash, is confirmed, cancels and gets it back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { carId, carModel } = await ownerWithAdvanceCar(browser, 'en');
  const renter = uniqueUser('advrenter');
  const page = await signedInPage(browser, renter);
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });

  await page.goto(`/car/${carId}`);
  await expect(
    page.getByText('Advance: 25% of the trip price now, the rest at pickup'),
  ).toBeVisible();
  const dialog = await bookingDialog(page, carId, 5, 8, 'en');
  // Priced by the server's total before anything is booked, with the policy beside it.
  await expect(dialog.getByText('Advance: 25% ($33.00) now, the rest at pickup')).toBeVisible();
  await expect(
    dialog.getByText(/Free cancellation until 24 hours before the first day/),
  ).toBeVisible();
  await expectAccessible(page, 'the booking dialog with an advance (phone)');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Pay the advance to confirm')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\?pay=/);

  // On a phone My Bookings is a list of cards.
  const card = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: carModel });
  await expect(card).toContainText('Awaiting payment');
  await expect(card).toContainText(/Pay within (\d+ minutes|1 hour)/);
  const pay = card.getByRole('button', { name: `Pay advance of $33.00 for ${carModel}` });
  await expect(pay).toBeFocused();
  await expectAccessible(page, 'My Bookings with an advance due (phone)');
  await pay.click();
  await payWithBkash(page, '33.00');

  await expect(
    page.getByRole('status').filter({ hasText: 'Advance paid: your booking is confirmed.' }),
  ).toBeVisible();
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Advance paid $33.00');
  await expect(card).toContainText('To pay at pickup $99.00');
  const range = `${carModel}, ${typed(dhakaDate(5))} – ${typed(dhakaDate(8))}`;
  await expectMails(renter.email, [
    `Pay the advance for your booking: ${range}`,
    `Advance paid, booking confirmed: ${range}`,
  ]);

  // More than 24 hours before the first day: the whole advance goes back, said before confirming.
  await card.getByRole('button', { name: `Cancel ${carModel}` }).click();
  await expect(page.getByText('You get back $33.00')).toBeVisible();
  await expectAccessible(page, 'the cancel dialog with its refund (phone)');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Canceled!')).toBeVisible();
  await expect(card).toContainText('Canceled');
  await expect(card).toContainText(/Refund \$33\.00: (on its way|done)/);
  // The refund worker carries it out through the stand-in's refund API within seconds.
  await expect
    .poll(
      async () => {
        await page.reload();
        return card.textContent();
      },
      { timeout: 45_000, message: 'the refund done' },
    )
    .toContain('Refund $33.00: done');
  await page.context().close();
});

test('in Bangla on a desktop, a renter pays an advance; a booking left unpaid expires and frees its dates', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { carId, carModel } = await ownerWithAdvanceCar(browser, 'bn');
  const renter = uniqueUser('advrenterbn');
  const page = await signedInPage(browser, renter);
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });

  // Left unpaid: a trip whose pickup is the first whole minute at least 20 s away (its deadline,
  // as the trip's start comes before the hour's window ends); paying the other advance meanwhile.
  const pickup = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const pickupTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(pickup);
  const pickupDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(pickup);
  const unpaidAnswer = await page.request.post('/api/bookings', {
    data: { carId, startDate: pickupDay, endDate: dhakaDate(2), pickupTime },
  });
  expect(unpaidAnswer.status(), await unpaidAnswer.text()).toBe(201);
  const unpaid = (await unpaidAnswer.json()) as ApiBooking & { advance: { dueAt: string } };
  expect(unpaid.bookingStatus).toBe('AwaitingPayment');

  await page.goto('/');
  await switchLanguageTo(page, 'বাংলা');
  const dialog = await bookingDialog(page, carId, 12, 15, 'bn');
  await dialog.getByRole('button', { name: bookingBangla['Confirm Booking'] }).click();
  await expect(page).toHaveURL(/\/bookings\?pay=/);
  // The car's model as its owner typed it; the dates in Bangla digits.
  const row = page
    .getByRole('row')
    .filter({ hasText: carModel })
    .filter({ hasText: inBangla(typed(dhakaDate(12))) });
  await expect(row).toContainText(sharedBangla['Awaiting payment']);
  await row.getByRole('button').filter({ hasText: bookingBangla['Pay advance'] }).click();
  await payWithBkash(page, '33.00');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: bookingBangla['Advance paid: your booking is confirmed.'] }),
  ).toBeVisible();
  await expect(row).toContainText(sharedBangla.Confirmed);
  await expectAccessible(page, 'My Bookings with a paid advance (Bangla, desktop)');

  // The unpaid booking: Expired once its deadline passes, and its nights free for anyone.
  const unpaidRow = page.getByRole('row').filter({
    hasText: bookingBangla['Pickup: {pickup}'].replace('{pickup}', inBangla(pickupTime)),
  });
  await page.waitForTimeout(Math.max(0, Date.parse(unpaid.advance.dueAt) - Date.now()) + 1_000);
  await page.reload();
  await expect(unpaidRow).toContainText(sharedBangla.Expired);
  const ranges = await page.request.get(`/api/car/${carId}/booked-ranges`);
  const taken = (await ranges.json()) as { startDate: string }[];
  expect(taken.map((range) => range.startDate)).not.toContain(pickupDay);
  await page.context().close();
});
