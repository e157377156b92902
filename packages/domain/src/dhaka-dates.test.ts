import { describe, expect, it } from 'vitest';
import {
  dhakaToday,
  formatCalendarDate,
  formatDhakaDateTime,
  isCalendarDate,
  listingAgeLabel,
  rentalDays,
} from './dhaka-dates.js';

describe('dhakaToday', () => {
  it('is already tomorrow in Dhaka when UTC is still on the evening before', () => {
    expect(dhakaToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(dhakaToday(new Date('2026-11-21T17:59:00Z'))).toBe('2026-11-21');
  });

  it("agrees with the time zone database's Asia/Dhaka at every hour of years to come", () => {
    const dhaka = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', dateStyle: 'short' });
    const hour = 60 * 60 * 1000;
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2031, 0, 1); time += hour - 1) {
      const now = new Date(time);
      if (dhakaToday(now) !== dhaka.format(now)) expect(now.toISOString()).toBe('in agreement');
    }
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates and refuses impossible or malformed ones', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('rentalDays', () => {
  it('counts whole days from start to end', () => {
    expect(rentalDays('2026-12-01', '2026-12-04')).toBe(3);
    expect(rentalDays('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('is zero or negative when the end is not after the start, NaN for non-dates', () => {
    expect(rentalDays('2026-12-04', '2026-12-04')).toBe(0);
    expect(rentalDays('2026-12-04', '2026-12-01')).toBe(-3);
    expect(rentalDays('2026-12-04', 'soon')).toBeNaN();
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar date as dd/mm/yyyy, the day itself', () => {
    expect(formatCalendarDate('2026-12-05')).toBe('05/12/2026');
    expect(formatCalendarDate('2027-01-31')).toBe('31/01/2027');
  });

  it('leaves anything that is not a calendar date as it was', () => {
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('')).toBe('');
  });
});

describe('formatDhakaDateTime', () => {
  it('shows Bangladesh time (UTC+6) as dd/mm/yyyy, HH:mm on a 24-hour clock', () => {
    expect(formatDhakaDateTime('2026-11-21T20:05:00Z')).toBe('22/11/2026, 02:05');
    expect(formatDhakaDateTime('not a date')).toBe('');
  });
});

describe('listingAgeLabel', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('says Today within the first 24 hours', () => {
    expect(listingAgeLabel('2026-11-21T12:00:01Z', now)).toBe('Today');
  });
  it('counts whole days after that', () => {
    expect(listingAgeLabel('2026-11-21T12:00:00Z', now)).toBe('Added 1 day(s) ago');
    expect(listingAgeLabel('2026-11-12T09:00:00Z', now)).toBe('Added 10 day(s) ago');
  });
});
