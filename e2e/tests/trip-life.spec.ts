// A trip lived over its days, as the README says a person does it on `npm start`, on a
// site of this test's own. The owner asks renters for a verified mobile number: the renter (a
// phone, English) is refused, follows the refusal to their profile, verifies their number with the
// code the emulator keeps, and books; each side then reads the other's number. The site is stopped
// and started again three days later on the API's clock (CLOCK_OFFSET_DAYS=3): the trip is
// completed; the renter and the owner (a computer, Bangla) review each other, blind until both have
// written; the car's page shows the new average and the review.
import { request as apiRequests, type Browser, type Locator, type Page } from '@playwright/test';
import ownerBangla from '../../mf-owner/src/locales/bn.ts';
import sharedBangla from '../../packages/ui/src/locales/bn.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, typeDate } from '../support/booking-steps.ts';
import {
  createAccount,
  expect,
  listCarThroughApi,
  signIn,
  test,
  type TestUser,
  uniqueUser,
} from '../support/fixtures.ts';
import { switchLanguageTo } from '../support/languages.ts';
import { ownStack } from '../support/own-stack.ts';
import {
  keptForm,
  smsCodeSentTo,
  uniqueMobileNumber,
  verifyPhoneThroughEmulator,
} from '../support/phone-codes.ts';
import { VIEWPORTS } from '../support/viewports.ts';

const [PHONE, DESKTOP] = VIEWPORTS;

const bengaliDigits = (value: string | number) =>
  String(value).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

/** The star a person clicks: the label around the (visually hidden) radio named `name`. */
const starOf = (dialog: Locator, name: string) =>
  dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name }) });

/** The account, made in the emulator unless it has it already. */
async function signedUp(user: TestUser, emulatorUrl: string): Promise<void> {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, displayName: user.name }),
    },
  );
  if (!response.ok) expect(await response.text()).toContain('EMAIL_EXISTS');
}

async function signedInOn(
  browser: Browser,
  baseURL: string,
  user: TestUser,
  { width, height }: { width: number; height: number },
): Promise<Page> {
  // Signed in at the default width (its nav shows Sign out), then at the width the test wants.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user);
  await page.setViewportSize({ width, height });
  return page;
}

test('a trip is booked, completes three days on, and both sides review it', async ({ browser }) => {
  test.setTimeout(300_000);
  const stack = ownStack();
  try {
    await stack.start();
    const owner = uniqueUser('owner');
    const renter = uniqueUser('renter');
    const ownerApi = await apiRequests.newContext({ baseURL: stack.baseUrl });
    const renterApi = await apiRequests.newContext({ baseURL: stack.baseUrl });
    // The owner verified their number (as the profile does, through the emulator's REST calls).
    const ownerNumber = keptForm(uniqueMobileNumber());
    const ownerToken = await verifyPhoneThroughEmulator(
      stack.emulatorUrl,
      await createAccount(owner, stack.emulatorUrl),
      ownerNumber,
    );
    expect((await ownerApi.post('/api/jwt', { data: { idToken: ownerToken } })).status()).toBe(200);
    const renterToken = await createAccount(renter, stack.emulatorUrl);
    expect((await renterApi.post('/api/jwt', { data: { idToken: renterToken } })).status()).toBe(
      200,
    );
    const carModel = `Axio trip ${owner.email.split('@')[0]!.slice(-8)}`;
    const carId = await listCarThroughApi(ownerApi, carModel, {
      dailyRentalPrice: 40,
      requireVerifiedPhone: true,
    });

    // The renter, on a phone: the car asks for a verified number, which they do not have yet.
    const renterPage = await signedInOn(browser, stack.baseUrl, renter, PHONE);
    await renterPage.goto(`/car/${carId}`);
    await expect(renterPage.getByText('Renters need a verified mobile number')).toBeVisible();
    await expect(renterPage.getByText('Phone verified', { exact: true })).toBeVisible();
    await renterPage.getByRole('button', { name: 'Book Now' }).click();
    const booking = renterPage.getByRole('dialog', { name: 'Confirm Booking' });
    // Tomorrow and the day after; the car comes back on the third day.
    await typeDate(renterPage, 'Start Date', dhakaDate(1));
    await typeDate(renterPage, 'End Date', dhakaDate(3));
    await booking.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(booking).toContainText(
      "This car's owner asks renters for a verified mobile number.",
    );
    await booking.getByRole('link', { name: 'Add it on your profile' }).first().click();
    await expect(renterPage).toHaveURL(/\/profile$/);

    // Their number, typed as people here write it, and the code the emulator kept for it.
    const typedNumber = uniqueMobileNumber();
    await renterPage.getByRole('textbox', { name: 'Mobile number' }).fill(typedNumber);
    await renterPage.getByRole('button', { name: 'Send code' }).click();
    const code = await smsCodeSentTo(stack.emulatorUrl, keptForm(typedNumber));
    await renterPage.getByRole('textbox', { name: 'Code' }).fill(code);
    await renterPage.getByRole('button', { name: 'Verify' }).click();
    await expect(renterPage.getByText('Mobile number verified')).toBeVisible();
    const shownNumber = `${typedNumber.slice(0, 5)}-${typedNumber.slice(5)}`;
    await expect(renterPage.getByText(shownNumber)).toBeVisible();
    await expectAccessible(renterPage, 'the profile with a verified number, on a phone');

    // Back to the car: booked now, and the owner's number is on the booking.
    await renterPage.goto(`/car/${carId}`);
    await renterPage.getByRole('button', { name: 'Book Now' }).click();
    await typeDate(renterPage, 'Start Date', dhakaDate(1));
    await typeDate(renterPage, 'End Date', dhakaDate(3));
    await booking.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(renterPage).toHaveURL(/\/bookings$/);
    const ownerNumberLink = renterPage.getByRole('link', {
      name: `${ownerNumber.slice(3, 8)}-${ownerNumber.slice(8)}`,
    });
    await expect(ownerNumberLink).toHaveAttribute('href', `tel:${ownerNumber}`);
    // And the renter's on the owner's list.
    const ownersList = await ownerApi.get(`/api/cars/${encodeURIComponent(owner.email)}/bookings`);
    expect(
      ((await ownersList.json()) as { renterPhoneNumber: string | null }[]).map(
        (booked) => booked.renterPhoneNumber,
      ),
    ).toEqual([keptForm(typedNumber)]);
    await Promise.all([ownerApi.dispose(), renterApi.dispose(), renterPage.context().close()]);

    await stack.stop();
    await stack.start({ CLOCK_OFFSET_DAYS: '3' });
    // CarZone knows people by their e-mail: the same two, signed up again should the emulator
    // not have kept its accounts over the restart (under the test runner it may not).
    for (const user of [owner, renter]) await signedUp(user, stack.emulatorUrl);

    // The renter, on a phone, in English: the trip is completed, nothing to change, a review to write.
    const reviewerPage = await signedInOn(browser, stack.baseUrl, renter, PHONE);
    await reviewerPage.goto('/bookings');
    const card = reviewerPage
      .getByRole('listitem')
      .filter({ has: reviewerPage.getByRole('heading', { name: carModel }) });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Cancel ${carModel}` })).toHaveCount(0);
    await card.getByRole('button', { name: `Review ${carModel}` }).click();
    const dialog = reviewerPage.getByRole('dialog', { name: 'Write a review' });
    await starOf(dialog, '4 stars').click();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog
      .getByLabel('Your review (optional)')
      .fill('Clean car, and the pickup was on time.');
    await expectAccessible(reviewerPage, 'the review form on a phone');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(reviewerPage.getByText('Review saved', { exact: true })).toBeVisible();
    // Blind: the renter waits for the owner's review.
    await expect(card.getByText("Waiting for the owner's review")).toBeVisible();
    await expectAccessible(reviewerPage, 'My Bookings with a completed trip');

    // The owner, on a computer, in Bangla: the trip to review on My Cars, the renter's review
    // still hidden; once the owner writes, both are published.
    const ownerPage = await signedInOn(browser, stack.baseUrl, owner, DESKTOP);
    await switchLanguageTo(ownerPage, 'বাংলা');
    await ownerPage.goto(`/cars/${encodeURIComponent(owner.email)}`);
    const trips = ownerPage.getByRole('list', {
      name: ownerBangla['Trips to review of {carModel}'].replace('{carModel}', carModel),
    });
    await expect(trips.getByText(sharedBangla.Completed, { exact: true })).toBeVisible();
    await expect(trips).not.toContainText('Clean car');
    await trips
      .getByRole('button', {
        name: sharedBangla['Review {subject}'].replace('{subject}', renter.name),
      })
      .click();
    const ownersDialog = ownerPage.getByRole('dialog', { name: sharedBangla['Write a review'] });
    await starOf(ownersDialog, `${bengaliDigits(5)}টি তারকা`).click();
    await expectAccessible(ownerPage, 'the review form in Bangla on a computer');
    await ownersDialog.getByRole('button', { name: sharedBangla['Publish review'] }).click();
    await expect(ownerPage.getByText(sharedBangla['Review published'])).toBeVisible();
    await expect(trips).toContainText('Clean car, and the pickup was on time.');
    await expectAccessible(ownerPage, 'My Cars with a reviewed trip, in Bangla');

    // Published: the renter reads the owner's review, and the car's page shows the new average.
    await reviewerPage.reload();
    await expect(card.getByText("The owner's review:", { exact: false })).toBeVisible();
    await reviewerPage.goto(`/car/${carId}`);
    await expect(
      reviewerPage.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 renter' }).first(),
    ).toBeVisible();
    const reviews = reviewerPage.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Clean car, and the pickup was on time.');
    await expect(reviews).toContainText(renter.name);
    await expectAccessible(reviewerPage, "the car's page with its review");
  } finally {
    await stack.remove();
  }
});
