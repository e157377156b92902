import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { freezeDhakaClock, renderRoute } from '@carzone/web-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeSearch } from './home-search.tsx';

// A file of its own: the calendar's code must not have been loaded by an earlier test, as on a
// first visit. Dhaka's today is 2026-12-01 here.
freezeDhakaClock({ preloadCalendar: false });

const fromBox = () => screen.getByRole('textbox', { name: 'From' });
const calendarBox = () => document.querySelector('[data-scope="date-picker"][data-part="input"]');

describe("Home's search on a first visit", { timeout: 60_000 }, () => {
  it('takes a typed day in the plain box, and its refusal stays once the calendar replaces the box', async () => {
    renderRoute({ path: '/', Component: HomeSearch }, '/');
    expect(calendarBox()).toBeNull();

    // Typed before the calendar's code has arrived (it loads on focus, over a slow network).
    fireEvent.change(fromBox(), { target: { value: '30/11/2026' } });
    expect(screen.getByText(CAR_SEARCH_DATE_MESSAGES.fromInPast)).toBeTruthy();

    fireEvent.focus(fromBox());
    await waitFor(() => expect(calendarBox()).not.toBeNull(), { timeout: 30_000 });
    expect(screen.getByText(CAR_SEARCH_DATE_MESSAGES.fromInPast)).toBeTruthy();
    expect(document.activeElement).toBe(calendarBox());
  });
});
