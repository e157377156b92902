// A trip lived over its days, as the README says a person does it on `npm start`, on a
// site of this test's own. The owner asks renters for a verified mobile number: the renter (a
// phone, English) is refused, follows the refusal to their profile, verifies their number with the
// code the emulator keeps, and books; each side then reads the other's number. The site is stopped
// and started again three days later on the API's clock (CLOCK_OFFSET_DAYS=3): the trip is
// completed; the renter and the owner (a computer, Bangla) review each other, blind until both have
// written; the car's page shows the new average and the review. Then staff run the marketplace on
// it: the owner reports the review, support hides it, the admin suspends the renter (below).
import { request as apiRequests, type Browser, type Locator, type Page } from '@playwright/test';
import adminBangla from '../../mf-admin/src/locales/bn.ts';
import catalogBangla from '../../mf-catalog/src/locales/bn.ts';
import ownerBangla from '../../mf-owner/src/locales/bn.ts';
import sharedBangla from '../../packages/ui/src/locales/bn.ts';
import shellBangla from '../../shell/src/locales/bn.ts';
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

// A step that cannot happen fails in seconds, not at the end of the whole trip's time.
test.use({ actionTimeout: 30_000 });

/** `npm start`'s demo admin (api/src/seed/demo-data.service.ts), on every site of its own. */
const DEMO_ADMIN: TestUser = {
  email: 'admin@carzone.test',
  password: 'CarZone123',
  name: 'CarZone admin',
};

/** The Bangla of the words a page shows, from the catalog of the unit that shows them. */
const BANGLA: Readonly<Record<string, string>> = {
  ...shellBangla,
  ...sharedBangla,
  ...catalogBangla,
  ...adminBangla,
};
function bangla(english: string): string {
  const words = BANGLA[english];
  expect(words, `the Bangla for "${english}"`).toBeTruthy();
  return words!;
}

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

/** Marks the account's e-mail verified, as following the emulator's verification link does. */
async function verifyEmailThroughEmulator(emulatorUrl: string, user: TestUser): Promise<void> {
  const signedIn = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    },
  );
  const { localId } = (await signedIn.json()) as { localId: string };
  const updated = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  expect(updated.status, await updated.text()).toBe(200);
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

test('a trip is booked, completes three days on, both sides review it, and staff act on a report', async ({
  browser,
}) => {
  test.setTimeout(420_000);
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

    await staffHandleTheReview(browser, stack, { owner, renter, carId, ownerPage, reviewerPage });
  } finally {
    await stack.remove();
  }
});

/**
 * Someone runs the marketplace, on the same trip: the owner (a computer, Bangla) reports the
 * renter's review for sharing personal details; the demo admin (a computer, Bangla) gives a new
 * colleague the support role; support (a phone, English) finds the report in the queue and hides
 * the review, which leaves the car's page; the admin suspends the renter, whose page, still open,
 * shows the suspension at their next step; the audit log shows both actions.
 */
async function staffHandleTheReview(
  browser: Browser,
  stack: { baseUrl: string; emulatorUrl: string },
  {
    owner,
    renter,
    carId,
    ownerPage,
    reviewerPage,
  }: { owner: TestUser; renter: TestUser; carId: string; ownerPage: Page; reviewerPage: Page },
): Promise<void> {
  const reviewText = 'Clean car, and the pickup was on time.';

  // The owner reports the review on their car's page.
  await ownerPage.goto(`/car/${carId}`);
  const reportLabel = bangla('Report the review by {reviewer}').replace('{reviewer}', renter.name);
  await ownerPage.getByRole('button', { name: reportLabel }).click();
  const report = ownerPage.getByRole('dialog', { name: reportLabel });
  await report.getByRole('button', { name: bangla('Send report') }).click();
  await expect(report.getByText(bangla('Choose a reason.'))).toBeVisible();
  await report.getByText(bangla("It shares someone's personal details")).click();
  await report.getByRole('textbox').fill('It names the renter’s phone number.');
  await expectAccessible(ownerPage, 'the report dialog, in Bangla on a computer');
  await report.getByRole('button', { name: bangla('Send report') }).click();
  await expect(ownerPage.getByText(bangla("Thanks, we'll look into it."))).toBeVisible();
  await expect(report).toHaveCount(0);

  // The demo admin (npm start's) gives a colleague, whose e-mail is verified, the support role.
  const support = uniqueUser('support');
  await signedUp(support, stack.emulatorUrl);
  await verifyEmailThroughEmulator(stack.emulatorUrl, support);
  const adminPage = await signedInOn(browser, stack.baseUrl, DEMO_ADMIN, DESKTOP);
  await switchLanguageTo(adminPage, 'বাংলা');
  await adminPage
    .getByRole('navigation', { name: bangla('Main') })
    .getByRole('link', { name: bangla('Console') })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: bangla('Console') })).toBeVisible();
  await expect(
    adminPage.getByText(bangla('Open reports: {count}').replace('{count}', bengaliDigits(1))),
  ).toBeVisible();
  await adminPage.goto('/admin/staff');
  await adminPage.getByRole('textbox', { name: bangla('Email') }).fill(support.email);
  await adminPage
    .getByRole('combobox', { name: bangla('Role'), exact: true })
    .selectOption({ label: bangla('Support') });
  await adminPage.getByRole('button', { name: bangla('Give role') }).click();
  await expect(
    adminPage.getByText(
      bangla('{email} is now {role}.')
        .replace('{email}', support.email)
        .replace('{role}', bangla('Support')),
    ),
  ).toBeVisible();

  // Support, on a phone in English, resolves the report by hiding the review.
  const supportPage = await signedInOn(browser, stack.baseUrl, support, PHONE);
  await supportPage.getByRole('button', { name: 'Open menu' }).click();
  await supportPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Console' })
    .click();
  await supportPage.getByRole('link', { name: 'Reports', exact: true }).first().click();
  const queue = supportPage.getByRole('list', { name: 'Reports' });
  const reported = queue.getByRole('listitem').filter({ hasText: reviewText });
  await expect(reported).toContainText('Personal details');
  await expect(reported).toContainText(owner.email);
  await reported.getByRole('button', { name: /^Resolve/ }).click();
  const resolve = supportPage.getByRole('dialog', { name: 'Resolve the report' });
  await resolve.getByLabel('Action').selectOption({ label: 'Hide the review' });
  // Reported for a published reason: the review is hidden for that one, nothing to choose.
  await expect(resolve.getByLabel('Published reason')).toHaveCount(0);
  await resolve.getByLabel('Note for the record').fill('A phone number in the text.');
  await expectAccessible(supportPage, 'resolving a report, on a phone');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(supportPage.getByText('Report resolved.')).toBeVisible();
  await expect(supportPage.getByText('No report is waiting.')).toBeVisible();
  expect(
    await supportPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the queue fits a phone',
  ).toBe(true);

  // The car's page no longer shows the review, nor counts it.
  await reviewerPage.reload();
  await expect(reviewerPage.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviewerPage.getByText(reviewText)).toHaveCount(0);
  await expect(reviewerPage.getByRole('img', { name: /^Rated / })).toHaveCount(0);

  // The admin suspends the renter from their account page.
  await adminPage.goto('/admin/people');
  await adminPage.getByLabel(bangla('E-mail, name or verified number')).fill(renter.email);
  await adminPage.getByRole('button', { name: bangla('Search'), exact: true }).click();
  await adminPage.getByRole('link', { name: renter.email }).click();
  await adminPage.getByRole('button', { name: bangla('Suspend'), exact: true }).click();
  const suspend = adminPage.getByRole('dialog', {
    name: bangla('Suspend {email}?').replace('{email}', renter.email),
  });
  await suspend
    .getByRole('textbox', { name: bangla('Reason (the person reads it)') })
    .fill('Repeated no-shows.');
  await expectAccessible(adminPage, 'the suspend confirmation, in Bangla on a computer');
  await suspend.getByRole('button', { name: bangla('Suspend'), exact: true }).click();
  await expect(
    adminPage.getByText(bangla('{email} is suspended.').replace('{email}', renter.email)),
  ).toBeVisible();

  // The renter's page, open all along, answers their next step with the suspension and why.
  await reviewerPage.getByRole('contentinfo').getByRole('link', { name: 'My Bookings' }).click();
  await expect(
    reviewerPage.getByRole('heading', { name: 'Your account is suspended' }),
  ).toBeVisible();
  await expect(reviewerPage.getByText('Repeated no-shows.', { exact: false })).toBeVisible();
  await expect(reviewerPage.getByRole('link', { name: 'Write to support' })).toBeVisible();
  await expectAccessible(reviewerPage, 'the suspended page, on a phone');

  // The audit log shows both, each with who did it, in either language.
  await supportPage.goto('/admin/audit');
  const log = supportPage.getByRole('list', { name: 'Audit log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Hid a review' })).toContainText(
    support.email,
  );
  await expect(log.getByRole('listitem').filter({ hasText: 'Suspended an account' })).toContainText(
    'Repeated no-shows.',
  );
  await adminPage.goto('/admin/audit');
  await expect(
    adminPage
      .getByRole('list', { name: bangla('Audit log') })
      .getByRole('listitem')
      .filter({ hasText: bangla('Hid a review') }),
  ).toContainText(support.email);
  await Promise.all([adminPage.context().close(), supportPage.context().close()]);
}
