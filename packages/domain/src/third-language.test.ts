// A third language added as the recipe adds one (its entry in LANGUAGE_SETTINGS), before and
// after its names are written: it shows its own digits and names where it has them, English
// names where it has none yet, and never Bangla's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtById, districtNameIn } from './districts.js';
import {
  asciiDigitsOf,
  clockTimeIn,
  formatCalendarDateIn,
  formatNumberIn,
  formatPriceIn,
  LANGUAGE_SETTINGS,
  namesInEveryLanguage,
  nameIn,
  type Language,
  type Names,
} from './language.js';

const hindi = 'hi' as Language;

beforeAll(() => {
  (LANGUAGE_SETTINGS as unknown as Record<string, unknown>)['hi'] = {
    name: 'हिन्दी',
    locale: 'hi-IN-u-nu-deva',
    days: { other: 'दिन' },
    digits: '०१२३४५६७८९',
    weekStart: 0,
  };
});

afterAll(() => {
  delete (LANGUAGE_SETTINGS as unknown as Record<string, unknown>)['hi'];
});

describe('a language added to the table', () => {
  it('writes clock times, numbers, prices and dates in its own digits', () => {
    expect(clockTimeIn('08:30', hindi)).toBe('०८:३०');
    expect(formatNumberIn(12.5, hindi)).toBe('१२.५');
    expect(formatPriceIn(62.5, hindi)).toBe('$६२.५०');
    // Dates come from Intl, with the locale's digits: the two agree.
    expect(formatCalendarDateIn('2026-12-05', hindi)).toBe('०५/१२/२०२६');
  });

  it('reads a date typed in its digits, as in Bangla’s and in Latin ones', () => {
    expect(asciiDigitsOf('०५/१२/२०२६')).toBe('05/12/2026');
    expect(asciiDigitsOf('০৫/১২/২০২৬')).toBe('05/12/2026');
    expect(asciiDigitsOf('05/12/2026')).toBe('05/12/2026');
  });

  it('names a district in English until its names are written, never in Bangla', () => {
    const dhaka = districtById('dhaka')!;
    expect(districtNameIn(dhaka, hindi)).toBe('Dhaka');
    expect(districtNameIn(dhaka, 'bn')).toBe('ঢাকা');
    expect(namesInEveryLanguage(dhaka.names)).toEqual({ en: 'Dhaka', bn: 'ঢাকা', hi: 'Dhaka' });
  });

  it('names a district in its own words once they are written', () => {
    const names = { en: 'Dhaka', bn: 'ঢাকা', hi: 'ढाका' } as Names;
    expect(districtNameIn({ names }, hindi)).toBe('ढाका');
    expect(nameIn(names, 'en')).toBe('Dhaka');
    expect(namesInEveryLanguage(names)).toEqual({ en: 'Dhaka', bn: 'ঢাকা', hi: 'ढाका' });
    // A name written but empty is not written yet.
    expect(nameIn({ en: 'Dhaka', hi: '' } as Names, hindi)).toBe('Dhaka');
  });
});
