// The languages CarZone speaks, and how each writes the dates, numbers and prices it shows:
// through Intl, so Bangla has Bengali digits, with the same day/month/year order and `$` prices
// as English.
import { DHAKA_DATE_TIME, isCalendarDate } from './dhaka-dates.js';

/**
 * The one list of the languages CarZone speaks, English first (the code is written in it). A new
 * language is an entry here and its files: a PO file beside every `bn.po`, which
 * `npm run translations` starts from the English, and its booking e-mails
 * (docs/architecture.md §7, "A language").
 */
export const LANGUAGE_SETTINGS = {
  en: {
    /** What the nav's switch offers it as: its own name for itself. */
    name: 'English',
    /** The locale Intl writes its dates and numbers in. */
    locale: 'en-GB',
    /** "3 days", by the language's plural rules (`other` for a rule it does not name). */
    days: { one: 'day', other: 'days' },
    /** Its digits, 0 to 9, as its locale's Intl writes them (language.test.ts checks they agree). */
    digits: '0123456789',
    /** The day its calendars start a week on, 0 for Sunday, as its locale does (en-GB: Monday). */
    weekStart: 1,
  },
  bn: {
    name: 'বাংলা',
    locale: 'bn-BD',
    days: { other: 'দিন' },
    digits: '০১২৩৪৫৬৭৮৯',
    weekStart: 0,
  },
} as const satisfies Readonly<
  Record<
    string,
    {
      readonly name: string;
      readonly locale: string;
      readonly days: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
        readonly other: string;
      };
      readonly digits: string;
      readonly weekStart: number;
    }
  >
>;

export type Language = keyof typeof LANGUAGE_SETTINGS;

export const LANGUAGES = Object.keys(LANGUAGE_SETTINGS) as [Language, ...Language[]];

/** The languages translators write: every one but English, the language of the code. */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== 'en',
);

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The locale Intl formats a language's dates and numbers with. */
export const localeOf = (language: Language): string => LANGUAGE_SETTINGS[language].locale;

/** A language's name in itself ('বাংলা'), as the nav's switch offers it. */
export const languageName = (language: Language): string => LANGUAGE_SETTINGS[language].name;

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

/** The day the language's calendars start a week on, 0 for Sunday (the date fields' do too). */
export const weekStartOf = (language: Language): number => LANGUAGE_SETTINGS[language].weekStart;

/** Whether the language writes numbers in the digits the code does, 0 to 9. */
export const writesAsciiDigits = (language: Language): boolean =>
  LANGUAGE_SETTINGS[language].digits === '0123456789';

/**
 * `digits` (ASCII: 0-9, '.', '-', ':') in the language's digits, from its entry's `digits`.
 * Written out rather than asked of `Intl.NumberFormat`, with which it agrees (language.test.ts): a
 * page's first `Intl` object costs the browser about 50 ms (200 ms on a phone), and counts on a
 * first screen are written as React takes it over (docs/performance.md).
 */
export function inDigitsOf(digits: string, language: Language): string {
  if (writesAsciiDigits(language)) return digits;
  const own = [...LANGUAGE_SETTINGS[language].digits];
  return digits.replace(/\d/g, (digit) => own[Number(digit)] ?? digit);
}

/** Text with any language's digits as ASCII ones (০৫/১২ is 05/12): as the rules read what is typed. */
export function asciiDigitsOf(text: string): string {
  const ascii = new Map<string, string>();
  for (const { digits } of Object.values(LANGUAGE_SETTINGS) as { digits: string }[])
    [...digits].forEach((digit, value) => ascii.set(digit, String(value)));
  return [...text].map((character) => ascii.get(character) ?? character).join('');
}

/** A clock time ("08:30", as bookings keep it) in the language's digits: 08:30, ০৮:৩০. */
export const clockTimeIn = (time: string, language: Language): string => inDigitsOf(time, language);

/**
 * A name in every language that has one: English always (the code's language), any other once it
 * is translated, e.g. `{ en: 'Dhaka', bn: 'ঢাকা' }`. A language added to LANGUAGE_SETTINGS reads
 * the English until its names are written beside the others (districts.ts).
 */
export type Names = Readonly<{ en: string } & Partial<Record<Language, string>>>;

/** The name in the language, else in English (a language whose names are not written yet). */
export const nameIn = (names: Names, language: Language): string => names[language] || names.en;

/** The name in every language CarZone speaks, English where one has none yet: what the API answers. */
export const namesInEveryLanguage = (names: Names): Record<Language, string> =>
  Object.fromEntries(
    Object.keys(LANGUAGE_SETTINGS).map((language) => [
      language,
      nameIn(names, language as Language),
    ]),
  ) as Record<Language, string>;

/**
 * `value` with two decimals, rounded as `Intl` rounds: half away from zero, on the number's
 * shortest decimal form (1.005 is 1.01, where `toFixed` sees the binary 1.00499… and says 1.00).
 */
function withTwoDecimals(value: number): string {
  const magnitude = Math.abs(value);
  const cents = magnitude < 1e-6 ? 0 : Math.round(Number(`${magnitude}e2`));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${(cents / 100).toFixed(2)}`;
}

/** A whole or decimal number in the language's digits, without grouping: 1234.5, ১২৩৪.৫. */
export function formatNumberIn(value: number, language: Language): string {
  // Up to two decimals: the zeros that end them go, and a point left alone.
  return inDigitsOf(withTwoDecimals(value).replace(/\.?0+$/, ''), language);
}

/** Dollars with two decimals, as the spec writes prices: $115.50, $১১৫.৫০. */
export function formatDollarsIn(amount: number, language: Language): string {
  return `$${inDigitsOf(withTwoDecimals(amount), language)}`;
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
  const words: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { other: string } =
    LANGUAGE_SETTINGS[language].days;
  const rule = new Intl.PluralRules(localeOf(language)).select(days);
  return `${formatNumberIn(days, language)} ${words[rule] ?? words.other}`;
}

export const LANGUAGE_MESSAGES = {
  unknown: 'The language must be en (English) or bn (Bangla).',
} as const;

/** What `GET` and `PUT /api/me/language` answer. */
export interface LanguageChoice {
  language: Language;
}
