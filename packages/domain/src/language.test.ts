import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.js';
import { formatCalendarDate, formatDhakaDateTime } from './dhaka-dates.js';
import {
  formatCalendarDateIn,
  formatDayCountIn,
  formatDhakaDateTimeIn,
  formatDollarsIn,
  formatPriceIn,
  formatNumberIn,
  inDigitsOf,
  isLanguage,
  clockTimeIn,
  LANGUAGES,
  localeOf,
  weekStartOf,
} from './language.js';

describe('formatting in each language', () => {
  it('writes dates day/month/year, in Bengali digits in Bangla', () => {
    expect(formatCalendarDateIn('2026-12-05', 'en')).toBe('05/12/2026');
    expect(formatCalendarDateIn('2026-12-05', 'bn')).toBe('০৫/১২/২০২৬');
    expect(formatCalendarDateIn('2028-02-29', 'bn')).toBe('২৯/০২/২০২৮');
    // English is the one format the site has always shown.
    expect(formatCalendarDateIn('2027-01-31', 'en')).toBe(formatCalendarDate('2027-01-31'));
    expect(formatCalendarDateIn('not a date', 'bn')).toBe('not a date');
  });

  it('writes prices in dollars with two decimals, in Bengali digits in Bangla', () => {
    expect(formatDollarsIn(115.5, 'en')).toBe('$115.50');
    expect(formatDollarsIn(115.5, 'bn')).toBe('$১১৫.৫০');
    expect(formatDollarsIn(123456, 'en')).toBe('$123456.00');
    expect(formatDollarsIn(123456, 'bn')).toBe('$১২৩৪৫৬.০০');
    expect(formatDollarsIn(0.1 + 0.2, 'en')).toBe('$0.30');
  });

  it("writes numbers and prices as the browser's Intl does, in both languages", () => {
    const amounts = [0, 1, 7, 10, 12.5, 45, 62.5, 99.99, 100, 115.5, 0.125, 0.005, 1.005, 2.675];
    for (let cents = 0; cents < 20_000; cents += 7) amounts.push(cents / 100, cents / 3);
    for (const language of ['en', 'bn'] as const) {
      const locale = language === 'en' ? 'en-GB' : 'bn-BD';
      const number = new Intl.NumberFormat(locale, {
        useGrouping: false,
        maximumFractionDigits: 2,
      });
      const dollars = new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const amount of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
        expect(formatNumberIn(amount, language)).toBe(number.format(amount));
        expect(formatDollarsIn(amount, language)).toBe(`$${dollars.format(amount)}`);
      }
    }
  });

  it('writes numbers and day counts, with English plurals', () => {
    expect(formatNumberIn(3, 'bn')).toBe('৩');
    expect(formatNumberIn(12.5, 'en')).toBe('12.5');
    expect(formatDayCountIn(1, 'en')).toBe('1 day');
    expect(formatDayCountIn(3, 'en')).toBe('3 days');
    expect(formatDayCountIn(1, 'bn')).toBe('১ দিন');
    expect(formatDayCountIn(14, 'bn')).toBe('১৪ দিন');
  });

  it("writes each language's digits as its locale's Intl does", () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(localeOf(language), { useGrouping: false });
      expect(inDigitsOf('1234567890', language)).toBe(intl.format(1234567890));
    }
  });

  it("starts each language's week on the day its locale does", () => {
    for (const language of LANGUAGES) {
      const { weekInfo } = new Intl.Locale(localeOf(language)) as unknown as {
        weekInfo: { firstDay: number };
      };
      expect(weekStartOf(language), language).toBe(weekInfo.firstDay % 7);
    }
  });

  it('writes clock times in the language’s digits', () => {
    expect(clockTimeIn('08:30', 'en')).toBe('08:30');
    expect(clockTimeIn('08:30', 'bn')).toBe('০৮:৩০');
  });

  it('knows its languages', () => {
    expect(isLanguage('bn')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('formatPriceIn', () => {
  it('writes a daily price as the cards do, whole dollars without cents', () => {
    expect(formatPriceIn(45, 'en')).toBe(formatDollars(45));
    expect(formatPriceIn(62.5, 'en')).toBe('$62.50');
    expect(formatPriceIn(45, 'bn')).toBe('$৪৫');
    expect(formatPriceIn(62.5, 'bn')).toBe('$৬২.৫০');
  });
});

describe('formatDhakaDateTimeIn', () => {
  it('writes Bangladesh time as formatDhakaDateTime does, in the language’s digits', () => {
    expect(formatDhakaDateTimeIn('2026-11-21T20:05:00Z', 'en')).toBe(
      formatDhakaDateTime('2026-11-21T20:05:00Z'),
    );
    expect(formatDhakaDateTimeIn('2026-11-21T20:05:00Z', 'bn')).toBe('২২/১১/২০২৬, ০২:০৫');
    expect(formatDhakaDateTimeIn('not a date', 'bn')).toBe('');
  });

  it('writes the first hour after midnight as 00 in both languages, as the browser does', () => {
    // Node's Intl wrote "২৪:০৫" for bn-BD with `hour12: false`, where Chromium writes "০০:০৫":
    // a page rendered by the server then differed from the one the browser took it over with.
    expect(formatDhakaDateTimeIn('2026-11-27T18:05:00Z', 'bn')).toBe('২৮/১১/২০২৬, ০০:০৫');
    expect(formatDhakaDateTimeIn('2026-11-27T18:05:00Z', 'en')).toBe('28/11/2026, 00:05');
  });
});
