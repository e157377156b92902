// The languages CarZone speaks, and how each writes the dates, numbers and prices it shows:
// through Intl, so Bangla has Bengali digits, with the same day/month/year order and `$` prices
// as English.
import { DHAKA_DATE_TIME, isCalendarDate } from './dhaka-dates.js';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** The locale Intl formats a language's dates and numbers with. */
export const localeOf = (language: Language): string => LOCALES[language];

/** dd/mm/yyyy in the language's digits: 05/12/2026, ০৫/১২/২০২৬ (a non-date as it is). */
export function formatCalendarDateIn(date: string, language: Language): string {
  if (!isCalendarDate(date)) return date;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A whole or decimal number in the language's digits, without grouping: 1234.5, ১২৩৪.৫. */
export function formatNumberIn(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Dollars with two decimals, as the spec writes prices: $115.50, $১১৫.৫০. */
export function formatDollarsIn(amount: number, language: Language): string {
  const digits = new Intl.NumberFormat(localeOf(language), {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `$${digits}`;
}

/** A daily price as the cars show it: $45, $62.50; $৪৫, $৬২.৫০ (whole dollars without cents). */
export function formatPriceIn(amount: number, language: Language): string {
  return formatDollarsIn(amount, language).replace(/\.(00|০০)$/, '');
}

/** "dd/mm/yyyy, HH:mm" in Bangladesh time, in the language's digits ('' for no date). */
export function formatDhakaDateTimeIn(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), DHAKA_DATE_TIME).format(date);
}

/** A number of rental days: '1 day', '3 days'; '১ দিন', '৩ দিন' (Bangla's noun does not change). */
export function formatDayCountIn(days: number, language: Language): string {
  const count = formatNumberIn(days, language);
  if (language === 'bn') return `${count} দিন`;
  return new Intl.PluralRules('en-GB').select(days) === 'one' ? `${count} day` : `${count} days`;
}

export const LANGUAGE_MESSAGES = {
  unknown: 'The language must be en (English) or bn (Bangla).',
} as const;

/** What `GET` and `PUT /api/me/language` answer. */
export interface LanguageChoice {
  language: Language;
}
