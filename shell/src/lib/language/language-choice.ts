// The shell owns the page's language: what a page starts in (this file, on every first visit)
// and the switch (switch-language.ts, loaded when it is first used). The servers send a page's
// first screen in the language the same rule gives (@carzone/first-visit's page-language).
import { languageName, type Language } from '@carzone/domain';
import { firstSpokenLanguage, keptLanguage } from '@carzone/first-visit/page-language';
import { showToast } from '@carzone/web-kit';
import { t } from '../../locales/messages.ts';

export { keptLanguage, LANGUAGE_COOKIE } from '@carzone/first-visit/page-language';

/** What a page starts in: the kept choice, else the browser's languages. */
export function initialLanguage(): Language {
  return keptLanguage(document.cookie) ?? firstSpokenLanguage(navigator.languages);
}

/**
 * Marks the document as being in `language`: `<html lang>`, which screen readers follow, and in
 * Bangla, the Bengali font.
 */
export function markDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (language !== 'bn') return;
  // Without it, the text still shows, in the machine's own Bengali font.
  import('./bengali-font.ts').then(
    ({ addBengaliFont }) => addBengaliFont(),
    () => {},
  );
}

/**
 * Says that `language`'s words could not be downloaded (the page stays as it was). Here, with
 * what every page loads, so the switch and its lazily loaded code share it without a chunk.
 */
export const showLanguageUnavailable = (language: Language) =>
  showToast(
    'error',
    t('The texts in {language} could not be loaded. Please try again.', {
      language: languageName(language),
    }),
  );
