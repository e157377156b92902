import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.js';
import catalogs from './locales/catalogs.js';
import { REFUSALS } from './refusals.js';

const entries = Object.entries(REFUSALS);

/** The argument names of a message: `{field}`, `{count, plural, …}`, `{n, number}`. */
const argumentsOf = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

/** Latin words a Bangla text may keep: names, formats and the API's own field names. */
const KEPT_IN_LATIN = new Set(
  'API CarZone JSON NUL KiB MB JPEG PNG WebP https Content Type Length application json YYYY MM DD Firebase ID idToken email startDate endDate bookingStatus Canceled u'.split(
    ' ',
  ),
);

describe('the refusal table', () => {
  it('gives every code its words in every language the site speaks, Bangla in Bengali script', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [code, words] of entries) {
      expect(words.en.trim(), code).not.toBe('');
      // The catalogs as translators wrote them: REFUSALS says the English where one is empty.
      for (const [language, written] of Object.entries(catalogs))
        expect(written[code as keyof typeof written].trim(), `${language}: ${code}`).not.toBe('');
      expect(words.bn, code).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('leaves no English in the Bangla but names and formats', () => {
    for (const [code, words] of entries) {
      // Placeholders, ICU keywords and example ids are not words a person reads.
      const readable = words.bn
        .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '')
        .replace(/\{[^{}]*\}/g, '')
        .replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '');
      const latinWords = readable.match(/[A-Za-z]+/g) ?? [];
      expect(
        latinWords.filter((word) => !KEPT_IN_LATIN.has(word)),
        code,
      ).toEqual([]);
    }
  });

  it('fills the same placeholders in every language', () => {
    for (const [code, words] of entries)
      for (const language of LANGUAGES)
        expect(argumentsOf(words[language]), `${language}: ${code}`).toEqual(argumentsOf(words.en));
  });

  it('says one English text one way in Bangla', () => {
    const banglaOf = new Map<string, string>();
    for (const [code, words] of entries) {
      const earlier = banglaOf.get(words.en);
      if (earlier !== undefined) expect(words.bn, code).toBe(earlier);
      banglaOf.set(words.en, words.bn);
    }
  });

  it('writes codes as `area.name` or a status in words', () => {
    for (const [code] of entries)
      expect(code).toMatch(/^(?:[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*|[a-z]+(?:_[a-z]+)*)$/);
  });
});
