import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import {
  freezeDhakaClock,
  renderPage,
  renderRoute,
  showBangla,
  typeDate,
  typist,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchDatesFields } from './date-fields';
import { BookingStatusBadge, CarStatusBadge, LoadErrorAlert, SearchField } from './index';

// Dhaka's today is 2026-12-01 in these tests; the calendar's code is loaded before them.
freezeDhakaClock();

/** A search's From and To, as a form holds them. */
function SearchDates({ from: initialFrom = '' }: { from?: string }) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState('');
  return (
    <form aria-label="Dates">
      <SearchDatesFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
      <output aria-label="Chosen">{`${from}/${to}`}</output>
    </form>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;
const form = () => screen.getByRole('form', { name: 'Dates' });

describe('the shared UI in Bangla', () => {
  it('says its badges, search box and load-error alert in Bangla', async () => {
    await showBangla();
    renderPage(
      <>
        <SearchField query="Dhaka" onQueryChange={() => {}} onClear={() => {}} />
        <CarStatusBadge car={{ bookingStatus: 'available' }} />
        <CarStatusBadge car={{ bookingStatus: '' }} />
        <BookingStatusBadge status="Confirmed" />
        <BookingStatusBadge status="Pending" />
        <BookingStatusBadge status="Canceled" />
        <BookingStatusBadge status="" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'খুঁজুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'খোঁজার লেখা মুছে ফেলুন' })).toBeTruthy();
    for (const word of ['উপলব্ধ', 'উপলব্ধ নয়', 'নিশ্চিত', 'অপেক্ষমাণ', 'বাতিল', 'অজানা']) {
      expect(screen.getByText(word)).toBeTruthy();
    }

    renderRoute(
      { path: '/', Component: () => <LoadErrorAlert message="গাড়িগুলো লোড করা যায়নি।" /> },
      '/',
    );
    expect(await screen.findByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });

  it("shows the calendar's months, weekdays and days in Bangla, in Bengali digits", async () => {
    const user = typist();
    await showBangla();
    renderPage(<SearchDates from="2026-12-05" />);
    const from = within(form()).getByLabelText<HTMLInputElement>(/^শুরুর তারিখ/);
    await waitFor(() => expect(from.value).toBe('০৫/১২/২০২৬'));
    expect(from.placeholder).toBe('দিন/মাস/বছর');

    await user.click(
      within(form()).getByRole('button', { name: 'ক্যালেন্ডার থেকে শুরুর তারিখ বেছে নিন' }),
    );
    const calendar = await within(form()).findByRole('application', { name: 'ক্যালেন্ডার' });
    // Each view's header has the month's range text; the day view's is the one shown.
    expect(within(calendar).getAllByText('ডিসেম্বর ২০২৬')).not.toHaveLength(0);
    expect(within(calendar).getByRole('button', { name: 'আগের মাসে যান' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'পরের মাসে যান' })).toBeTruthy();
    const weekdays = [
      ...calendar.querySelectorAll('[data-part="table-header"][data-view="day"]'),
    ].map((header) => header.textContent);
    expect(weekdays).toHaveLength(7);
    expect(weekdays.join('')).not.toMatch(/[A-Za-z]/);
    const fifth = calendar.querySelector(
      '[data-part="table-cell-trigger"][data-value="2026-12-05"]',
    );
    expect(fifth?.textContent).toBe('৫');
    expect(fifth?.getAttribute('aria-label')).toMatch(/^বেছে নেওয়া তারিখ। .*ডিসেম্বর/);
    const past = calendar.querySelector(
      '[data-part="table-cell-trigger"][data-value="2026-11-30"]',
    );
    expect(past?.textContent).toBe('৩০');
  });

  it('takes a day typed in Bengali digits, and refuses one in Bangla', async () => {
    const user = typist();
    await showBangla();
    renderPage(<SearchDates />);

    await typeDate(user, form(), 'শুরুর তারিখ', '৩০/১১/২০২৬');
    expect(
      await screen.findByText('শুরুর তারিখ আজকের (বাংলাদেশ সময়) আগের হতে পারে না।'),
    ).toBeTruthy();
    expect(screen.queryByText(CAR_SEARCH_DATE_MESSAGES.fromInPast)).toBeNull();

    await typeDate(user, form(), 'শুরুর তারিখ', '০৫/১২/২০২৬');
    await typeDate(user, form(), 'ফেরতের তারিখ', '08/12/2026');
    await waitFor(() => expect(chosen()).toBe('2026-12-05/2026-12-08'));
    // The box writes a day in Bengali digits, however it was typed.
    const box = (label: RegExp) => within(form()).getByLabelText<HTMLInputElement>(label);
    await waitFor(() => expect(box(/^শুরুর তারিখ/).value).toBe('০৫/১২/২০২৬'));
    await waitFor(() => expect(box(/^ফেরতের তারিখ/).value).toBe('০৮/১২/২০২৬'));
  });
});

describe('the shared UI in English', () => {
  it("keeps the calendar's own English words and Latin digits", async () => {
    const user = typist();
    renderPage(<SearchDates from="2026-12-05" />);
    const from = within(form()).getByLabelText<HTMLInputElement>(/^From/);
    await waitFor(() => expect(from.value).toBe('05/12/2026'));
    expect(from.placeholder).toBe('dd/mm/yyyy');

    await user.click(within(form()).getByRole('button', { name: 'Choose from' }));
    const calendar = await within(form()).findByRole('application', { name: 'calendar' });
    expect(within(calendar).getAllByText('December 2026')).not.toHaveLength(0);
    expect(within(calendar).getByRole('button', { name: 'Switch to previous month' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Switch to month view' })).toBeTruthy();
    const fifth = calendar.querySelector(
      '[data-part="table-cell-trigger"][data-value="2026-12-05"]',
    );
    expect(fifth?.textContent).toBe('5');
    expect(fifth?.getAttribute('aria-label')).toMatch(/^Selected date\. /);
  });
});
