// What the booking and owner-area tests both do: pick dates in Dhaka's calendar, type them into
// the booking pickers, know the total the price rule gives, and open a page for a second person.
import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, signIn, type TestUser } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dhaka's today plus `days`, as YYYY-MM-DD. */
export function dhakaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
    new Date(Date.now() + days * DAY_MS),
  );
}

/** YYYY-MM-DD as the pickers and tables show it: dd/mm/yyyy. */
export const typed = (date: string) => date.split('-').reverse().join('/');

/** The total the rule gives, as totals are shown: days × daily price + 10 %, 2 decimals. */
export const expectedTotal = (days: number, price: number) =>
  `$${(Math.round(days * price * 1.1 * 100) / 100).toFixed(2)}`;

/** Types a date into the open dialog's labelled picker and commits it with Enter. */
export async function typeDate(page: Page, label: 'Start Date' | 'End Date', date: string) {
  const input = page.getByRole('dialog').getByLabel(new RegExp(`^${label}`));
  await input.fill(typed(date));
  await input.press('Enter');
}

/** A person signed in on a page of their own (their own cookies), their account made first. */
export async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createAccount(user);
  await signIn(page, user);
  return page;
}

/** A booking as the API answers it, what these tests read of it. */
export interface ApiBooking {
  _id: string;
  startDate: string;
  endDate: string;
  totalPrice: number;
  bookingStatus: string;
}

/** Cancels a booking through the API as its renter (clean-up, or a step of a test). */
export async function cancelBooking(page: Page, bookingId: string): Promise<void> {
  const answer = await page.request.patch(`/api/bookings/${bookingId}`, {
    data: { bookingStatus: 'Canceled' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
