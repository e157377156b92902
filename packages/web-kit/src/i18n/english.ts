// English texts as they are shown (docs/decisions/007): an English page has no catalog and no
// Lingui (whose runtime would need its compiler for texts that were not compiled ahead), so
// web-kit formats the little of ICU an English key may use itself, in about 150 bytes: `{name}`,
// and a count's `{count, plural, one {# car} other {# cars}}` (English's two cases, in that order;
// each may hold `{name}`s). Bangla goes through Lingui, which reads the same texts the same way.
// @carzone/web-testing's catalogProblems refuses an English key in any other form.
import type { MessageValues } from './messages';

/** English's locale (@carzone/domain's `localeOf('en')`), for its plural rules and `#`. */
export const ENGLISH_LOCALE = 'en-GB';

/** English's plural: `{count, plural, one {…} other {…}}`, each case with `{name}`s or none. */
export const ENGLISH_PLURAL =
  /\{(\w+), plural, one \{((?:[^{}]|\{\w+\})*)\} other \{((?:[^{}]|\{\w+\})*)\}\}/g;

/**
 * An English text with its values: a plural by its case for the count, `#` the count as Lingui
 * writes it (`1,250`); then each `{name}` by its value (a placeholder without one is left as it is).
 */
export function formatEnglish(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text
    .replace(ENGLISH_PLURAL, (plural, name: string, one: string, other: string) => {
      if (!(name in values)) return plural;
      const count = Number(values[name]);
      const said = new Intl.PluralRules(ENGLISH_LOCALE).select(count) === 'one' ? one : other;
      return said.replaceAll('#', count.toLocaleString(ENGLISH_LOCALE));
    })
    .replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
