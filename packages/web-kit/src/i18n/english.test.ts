import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localeOf } from '@carzone/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LOCALE, ENGLISH_PLURAL, formatEnglish } from './english';

const LISTED = '{count, plural, one {# car listed.} other {# cars listed.}}';

/** The same text formatted by Lingui in English, as Bangla's texts are: the answer to match. */
function byLingui(text: string, values: Record<string, string | number>): string {
  const i18n = setupI18n();
  i18n.load('en', { text: compileMessage(text) });
  i18n.activate('en', [localeOf('en')]);
  return i18n._('text', values);
}

describe('an English text with its values', () => {
  it('is the text as written without values, braces and all', () => {
    expect(formatEnglish('Available Cars')).toBe('Available Cars');
    expect(formatEnglish(LISTED)).toBe(LISTED);
  });

  it('has each {name} replaced, and a placeholder without a value left as it is', () => {
    expect(formatEnglish('Welcome, {name}', { name: 'Rahim' })).toBe('Welcome, Rahim');
    expect(formatEnglish('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatEnglish("We couldn't load {what}.", { what: 'the cars' })).toBe(
      "We couldn't load the cars.",
    );
  });

  it("says a count by English's plural rules, the number written as Lingui writes it", () => {
    expect(formatEnglish(LISTED, { count: 1 })).toBe('1 car listed.');
    expect(formatEnglish(LISTED, { count: 0 })).toBe('0 cars listed.');
    expect(formatEnglish(LISTED, { count: 3 })).toBe('3 cars listed.');
    expect(formatEnglish(LISTED, { count: 1250 })).toBe('1,250 cars listed.');
  });

  it('fills the placeholders inside a case, and leaves a count without a value as written', () => {
    const free =
      '{count, plural, one {# car is free from {from} to {to}.} other {# cars are free from {from} to {to}.}}';
    const values = { from: '05/12/2026', to: '08/12/2026' };
    expect(formatEnglish(free, { ...values, count: 1 })).toBe(
      '1 car is free from 05/12/2026 to 08/12/2026.',
    );
    expect(formatEnglish(free, { ...values, count: 2 })).toBe(
      '2 cars are free from 05/12/2026 to 08/12/2026.',
    );
    expect(formatEnglish(`${LISTED} {more}`, { more: 'More soon.' })).toBe(`${LISTED} More soon.`);
    // A value is shown as it is: no `#` or placeholder in it is read.
    expect(
      formatEnglish('{name}: {count, plural, one {# car} other {# cars}}', {
        name: '#{count}',
        count: 2,
      }),
    ).toBe('#{count}: 2 cars');
  });

  it('reads as Lingui reads it', () => {
    const texts: [string, Record<string, string | number>][] = [
      [LISTED, { count: 1 }],
      [LISTED, { count: 21 }],
      [LISTED, { count: 12345 }],
      ['Showing {shown} of {count, plural, one {# car} other {# cars}}.', { shown: 24, count: 30 }],
      ['{count, plural, one {# car of {total}} other {# cars of {total}}}', { count: 1, total: 5 }],
    ];
    for (const [text, values] of texts)
      expect(formatEnglish(text, values)).toBe(byLingui(text, values));
  });

  it("uses the domain's locale for English", () => {
    expect(ENGLISH_LOCALE).toBe(localeOf('en'));
  });

  it('reads a plural in one form only: English’s two cases, one then other', () => {
    const plurals = (text: string) => text.match(ENGLISH_PLURAL)?.length ?? 0;
    expect(plurals(LISTED)).toBe(1);
    expect(plurals('{count, plural, other {# cars}}')).toBe(0);
    expect(plurals('{count, plural, =0 {none} one {# car} other {# cars}}')).toBe(0);
  });
});
