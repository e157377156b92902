import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { dhakaDate, typeDate, typed } from '../support/booking-steps.ts';
import {
  createAccount,
  expect,
  listCarThroughApi,
  signIn,
  test,
  uniqueUser,
} from '../support/fixtures.ts';
import { switchLanguageTo } from '../support/languages.ts';
import { expectMails } from '../support/mails.ts';
import { VIEWPORTS } from '../support/viewports.ts';

// Owners decide: an owner turns instant booking off and sets trip rules on the update
// form and blocks Eid week on the car's calendar (a phone, then the page in Bangla); a renter on a
// desktop sees the rules before picking, finds the blocked days taken and a too-short trip refused,
// and sends a request that keeps to them, Pending; the owner accepts it from Requests and declines
// a second with a reason, which the renter reads, in Bangla too; the renter asks for new dates,
// which the owner accepts; both got their mails. Before booking, the renter asks the owner a
// question with their number in it, hidden until the booking is confirmed; both see the other's
// messages live. The owner and the car are this test's own.

const [PHONE, DESKTOP] = VIEWPORTS;

/** A field of the page's form, by its label (the footer has a "Popular Locations" region too). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label);

/** Types a date into the calendar page's labelled picker (From, To) and commits it with Enter. */
async function typeBlockDate(page: Page, label: 'From' | 'To', date: string) {
  const input = page.getByRole('main').getByLabel(new RegExp(`^${label}`));
  await expect(input).toBeEnabled();
  await input.fill(typed(date));
  await input.press('Enter');
}

test('an owner takes requests, sets trip rules and blocks days; a renter asks within them; the owner accepts and declines', async ({
  page,
  browser,
}) => {
  // Two people sign in, two pages take axe checks, a booking is made: minutes on a busy machine.
  test.setTimeout(360_000);
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  const owner = uniqueUser('ruleowner');
  await createAccount(owner);
  await signIn(page, owner);
  const carModel = `Noah rules ${owner.email.split('@')[0]!.slice(-8)}`;
  const carId = await listCarThroughApi(page, carModel, { dailyRentalPrice: 40 });

  // The update form: three days at least, a day's notice.
  await page.goto(`/update/${carId}`);
  await expect(field(page, 'Shortest trip (days)')).toHaveValue('1');
  await field(page, 'Shortest trip (days)').fill('3');
  await field(page, 'Book ahead (hours)').fill('24');
  await field(page, 'How renters book').selectOption({
    label: 'Requests: I accept or decline each booking within 24 hours',
  });
  await page.getByRole('button', { name: 'Update Car' }).click();
  await expect(page.getByText('Data updated Successfully')).toBeVisible();
  const saved = await (await page.request.get(`/api/car/${carId}`)).json();
  expect(saved).toMatchObject({
    minDays: 3,
    maxDays: 365,
    advanceNoticeHours: 24,
    instantBooking: false,
  });

  // My Cars → the car's calendar; Eid week blocked, with a note only the owner reads.
  await page.goto(`/cars/${encodeURIComponent(owner.email)}`);
  await page
    .getByRole('link', { name: `Calendar of ${carModel}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/my-cars/${carId}/calendar`);
  await expect(page.getByRole('heading', { name: `Calendar of ${carModel}` })).toBeVisible();
  const [blockFrom, blockTo] = [dhakaDate(40), dhakaDate(47)];
  await typeBlockDate(page, 'From', blockFrom);
  await typeBlockDate(page, 'To', blockTo);
  await field(page, 'Note (only you see it)').fill('Eid at home');
  await page.getByRole('button', { name: 'Block these days' }).click();
  await expect(page.getByText('Days blocked')).toBeVisible();
  const blockedRange = `${typed(blockFrom)} – ${typed(blockTo)}`;
  await expect(page.getByRole('main').getByText(blockedRange).first()).toBeVisible();
  await expectAccessible(page, 'the car calendar (phone)');

  // A renter on a desktop asks first, giving their number; the owner's open Messages (phone)
  // shows it live, the number hidden for both; the owner answers, and the renter reads it live.
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await expectAccessible(page, 'no conversations yet (phone)');
  // Signed out, Ask the owner leads through sign-in and back to the question.
  const renter = uniqueUser('rulerenter');
  await createAccount(renter);
  const renterPage = await (await browser.newContext()).newPage();
  await renterPage.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await renterPage.goto(`/car/${carId}`);
  await renterPage.getByRole('link', { name: 'Ask the owner' }).click();
  await expect(renterPage).toHaveURL(/\/signin\?from=%2Fmessages%2Fask%2F/);
  await renterPage.getByLabel('Email').fill(renter.email);
  await renterPage.getByLabel('Password').fill(renter.password);
  await renterPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    renterPage.getByRole('heading', { name: `Ask the owner of ${carModel}` }),
  ).toBeVisible();
  await expectAccessible(renterPage, 'Ask the owner (desktop)');
  await renterPage.getByLabel('Your message').fill('Is there AC? Call me on 01712-345678.');
  await renterPage.getByRole('button', { name: 'Send' }).click();
  const renterThread = renterPage.getByRole('log', { name: 'Messages in this conversation' });
  await expect(renterThread.getByText('Is there AC? Call me on [number hidden].')).toBeVisible();
  await expect(
    renterPage.getByText(
      'Phone numbers, e-mail addresses and chat links are hidden until a booking is confirmed.',
    ),
  ).toBeVisible();
  const threadUrl = renterPage.url();
  const ownerThreads = page.getByRole('main').getByRole('link', { name: new RegExp(carModel) });
  await expect(ownerThreads).toBeVisible();
  await expect(ownerThreads).toContainText('1 unread');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Messages (1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await ownerThreads.click();
  const ownerThread = page.getByRole('log', { name: 'Messages in this conversation' });
  await expect(ownerThread.getByText('Is there AC? Call me on [number hidden].')).toBeVisible();
  expect(await ownerThread.textContent()).not.toContain('345678');
  await page
    .getByLabel('Your message')
    .fill('Yes, the AC works well. Send a request for your days.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    renterThread.getByText('Yes, the AC works well. Send a request for your days.'),
  ).toBeVisible();
  await expectAccessible(page, 'a conversation before booking (phone)');
  await expectAccessible(renterPage, 'a conversation before booking (desktop)');

  // The rules said before any pick, the blocked days among the taken ones.
  await renterPage.goto(`/car/${carId}`);
  await renterPage.getByRole('button', { name: 'Book Now' }).click();
  const dialog = renterPage.getByRole('dialog', { name: 'Request to Book' });
  await expect(
    dialog.getByText("The owner's rules: At least 3 days · Book 24 hours ahead"),
  ).toBeVisible();
  await expect(
    dialog.getByText('The owner answers within 24 hours; the dates are held for you until then.'),
  ).toBeVisible();
  await expect(dialog.getByText(`Already booked: ${blockedRange}`)).toBeVisible();
  expect(
    JSON.stringify(await (await renterPage.request.get(`/api/car/${carId}/booked-ranges`)).json()),
  ).not.toContain('Eid');

  await typeDate(renterPage, 'Start Date', dhakaDate(41));
  await expect(dialog.getByText('These dates are already booked')).toBeVisible();
  await typeDate(renterPage, 'Start Date', dhakaDate(10));
  await typeDate(renterPage, 'End Date', dhakaDate(12));
  await expect(
    dialog.getByText('This car is rented for at least 3 days: choose a longer trip.'),
  ).toBeVisible();
  await expectAccessible(renterPage, 'the booking dialog with the owner’s rules (desktop)');
  await typeDate(renterPage, 'End Date', dhakaDate(13));
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(renterPage.getByText('Request Sent')).toBeVisible();
  await expect(renterPage).toHaveURL('/bookings');
  const myBookings = renterPage.getByRole('main');
  await expect(myBookings.getByText('Pending').first()).toBeVisible();
  await expect(myBookings.getByText(/^The owner answers by /).first()).toBeVisible();
  // The API holds the same rule: a two-day trip sent straight to it is refused, saying why.
  const refused = await renterPage.request.post('/api/bookings', {
    data: { carId, startDate: dhakaDate(20), endDate: dhakaDate(22) },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'booking.tooShort' });
  // A second request, for later days, straight to the API.
  const second = await renterPage.request.post('/api/bookings', {
    data: { carId, startDate: dhakaDate(20), endDate: dhakaDate(23) },
  });
  expect(second.status()).toBe(201);
  expect(await second.json()).toMatchObject({ bookingStatus: 'Pending' });

  // The owner, on the phone: the nav counts both requests; Requests lists them to answer.
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  const requests = page.getByRole('main').getByRole('listitem');
  await expect(requests).toHaveCount(2);
  await expect(requests.first()).toContainText(`${typed(dhakaDate(10))} – ${typed(dhakaDate(13))}`);
  await expect(requests.first()).toContainText('3 days');
  await expect(requests.first()).toContainText(renter.name);
  await expect(requests.first()).toContainText(/\d+ hours? left to answer/);
  await expectAccessible(page, 'the owner’s requests (phone)');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Requests (2)' })).toBeVisible();
  // The conversation was read: the count went with it.
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await requests
    .first()
    .getByRole('button', { name: /^Accept the request of / })
    .click();
  await expect(page.getByText('Request accepted')).toBeVisible();
  await expect(requests).toHaveCount(1);
  await requests
    .first()
    .getByRole('button', { name: /^Decline the request of / })
    .click();
  const decline = page.getByRole('dialog', { name: 'Decline this request?' });
  await decline.getByLabel('Reason (optional)').fill('The car is at the workshop that week.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Request declined')).toBeVisible();
  await expect(page.getByText('No requests are waiting for your answer.')).toBeVisible();

  // The renter reads both answers, in English and in Bangla; both people got every mail.
  await renterPage.reload();
  await expect(myBookings.getByText('Confirmed').first()).toBeVisible();
  await expect(
    myBookings.getByText('The owner declined: The car is at the workshop that week.').first(),
  ).toBeVisible();
  await expectAccessible(
    renterPage,
    'My Bookings with an accepted and a declined request (desktop)',
  );
  // Confirmed: the booking's Message opens the same conversation, and a number now passes.
  await myBookings
    .getByRole('link', { name: `Message the owner of ${carModel}` })
    .first()
    .click();
  await expect(renterPage).toHaveURL(threadUrl);
  await expect(renterThread.getByText(/^Booking requested /).first()).toBeVisible();
  await renterPage.getByLabel('Your message').fill('Booked! My number is 01712-345678.');
  await renterPage.getByRole('button', { name: 'Send' }).click();
  await expect(renterThread.getByText('Booked! My number is 01712-345678.')).toBeVisible();
  await renterPage.goto('/bookings');

  // New dates for the confirmed booking are asked of the owner too: it keeps its dates meanwhile.
  await myBookings.getByRole('button', { name: `Modify Date of ${carModel}` }).click();
  const modify = renterPage.getByRole('dialog', { name: 'Modify Date' });
  await expect(
    modify.getByText(
      'The owner answers each change of dates first: your booking keeps its dates until they accept the new ones.',
    ),
  ).toBeVisible();
  await typeDate(renterPage, 'Start Date', dhakaDate(10));
  await typeDate(renterPage, 'End Date', dhakaDate(14));
  await modify.getByRole('button', { name: 'Request Change' }).click();
  await expect(renterPage.getByText('Change Requested')).toBeVisible();
  await expect(
    myBookings
      .getByText(
        new RegExp(
          `^You asked to change the dates to ${typed(dhakaDate(10))} – ${typed(dhakaDate(14))} \\(\\$176\\.00\\)`,
        ),
      )
      .first(),
  ).toBeVisible();
  await expect(myBookings.getByRole('cell', { name: typed(dhakaDate(13)) }).first()).toBeVisible();
  await page.goto('/requests');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Asks to change the dates of a booking');
  await requests
    .first()
    .getByRole('button', { name: /^Accept the request of / })
    .click();
  await expect(page.getByText('Change accepted')).toBeVisible();
  await renterPage.reload();
  await expect(myBookings.getByRole('cell', { name: typed(dhakaDate(14)) }).first()).toBeVisible();
  await expect(myBookings.getByText(/^You asked to change the dates/)).toHaveCount(0);
  await switchLanguageTo(renterPage, 'বাংলা');
  await expect(myBookings.getByText('প্রত্যাখ্যাত').first()).toBeVisible();
  await expect(
    myBookings.getByText('মালিক প্রত্যাখ্যান করেছেন: The car is at the workshop that week.').first(),
  ).toBeVisible();
  const dates = (from: number, to: number) =>
    `${carModel}, ${typed(dhakaDate(from))} – ${typed(dhakaDate(to))}`;
  await expectMails(renter.email, [
    `Booking request sent: ${dates(10, 13)}`,
    `Booking request sent: ${dates(20, 23)}`,
    `Booking request accepted: ${dates(10, 13)}`,
    `Booking request declined: ${dates(20, 23)}`,
    `Change of dates requested: ${dates(10, 14)}`,
    `New dates accepted: ${dates(10, 14)}`,
  ]);
  await expectMails(owner.email, [
    `New booking request: ${dates(10, 13)}`,
    `New booking request: ${dates(20, 23)}`,
    `Booking request accepted: ${dates(10, 13)}`,
    `Booking request declined: ${dates(20, 23)}`,
    `New request to change dates: ${dates(10, 14)}`,
    `New dates accepted: ${dates(10, 14)}`,
  ]);
  await renterPage.context().close();

  // Unblocked, the days can be had again; and the page speaks Bangla.
  await page.goto(`/my-cars/${carId}/calendar`);
  await page.getByRole('button', { name: `Unblock ${blockedRange}` }).click();
  await expect(page.getByText('Days unblocked')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${blockedRange}` })).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get(`/api/car/${carId}/booked-ranges`)).json())
    .toEqual([{ startDate: dhakaDate(10), endDate: dhakaDate(14) }]);
  await switchLanguageTo(page, 'বাংলা');
  await expect(page.getByRole('heading', { name: `${carModel}-এর ক্যালেন্ডার` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'এই দিনগুলো বন্ধ রাখুন' })).toBeVisible();
  // The owner reads the number given after confirmation, in Bangla.
  await page.goto(new URL(threadUrl).pathname);
  const inBangla = page.getByRole('log', { name: 'এই কথোপকথনের বার্তা' });
  await expect(inBangla.getByText('Booked! My number is 01712-345678.')).toBeVisible();
  await expectAccessible(page, 'a conversation in Bangla (phone)');
});
