// Texts the API writes in its reader's language (a refusal's words, a booking e-mail's), formatted
// by Lingui: each language's texts compiled once, on first use, so a plural or a `{n, number}` is
// written by that language's rules and in its digits.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, localeOf, type Language } from '@carzone/domain';

/** The values a text's placeholders take. */
export type WordValues = Readonly<Record<string, string | number>>;

/**
 * Formats the texts `textsIn` gives for each language, by key. A text a language lacks, or whose
 * translation is still empty, is written as English's.
 */
export function wordsInLanguages<Key extends string>(
  textsIn: (language: Language) => Readonly<Record<Key, string>>,
): (language: Language, key: Key, values?: WordValues) => string {
  let i18n: I18n | undefined;
  function formatter(): I18n {
    if (i18n) return i18n;
    i18n = setupI18n();
    const english = textsIn('en');
    for (const language of LANGUAGES) {
      const texts = textsIn(language);
      const messages: Messages = {};
      for (const key of Object.keys(english) as Key[])
        messages[key] = compileMessage(texts[key] || english[key]);
      i18n.load(language, messages);
    }
    return i18n;
  }
  return (language, key, values) => {
    const lingui = formatter();
    lingui.activate(language, [localeOf(language)]);
    return lingui._(key, values);
  };
}
