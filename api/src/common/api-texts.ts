// The texts the API writes itself in its reader's language (the booking e-mails, a trip's price
// lines): the English is written where the text is used and is the key of each other language's
// words in the API's catalogs (src/locales/*.po, the files translators edit).
import type { Language, TranslatedLanguage } from '@carzone/domain';
import catalogs from '../locales/catalogs.js';
import { wordsInLanguages, type WordValues } from './words-in-languages.js';

/** One of the API's English texts: a key of its catalogs. */
export type ApiText = keyof (typeof catalogs)[TranslatedLanguage];

// A language whose catalog lacks a text fails type-check here.
const TRANSLATIONS: Readonly<Record<TranslatedLanguage, Readonly<Record<ApiText, string>>>> =
  catalogs;

const ENGLISH = Object.fromEntries(
  Object.keys(Object.values(TRANSLATIONS)[0] ?? {}).map((text) => [text, text]),
) as Record<ApiText, string>;

const format = wordsInLanguages<ApiText>((language) =>
  language === 'en' ? ENGLISH : TRANSLATIONS[language],
);

/** `text` in `language`, its placeholders filled with `values`. */
export function formatApiText(language: Language, text: ApiText, values?: WordValues): string {
  return format(language, text, values);
}
