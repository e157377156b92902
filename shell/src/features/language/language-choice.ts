// The shell owns the page's language: what a page starts in (this file, on every first visit)
// and the switch (switch-language.ts, loaded when it is first used).
import { isLanguage, type Language } from '@carzone/domain';

export const LANGUAGE_COOKIE = 'carzone_language';

/** The language this browser chose before, if it chose one. */
export function keptLanguage(cookies = document.cookie): Language | undefined {
  const kept = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(kept) ? kept : undefined;
}

/** The browser's first language CarZone speaks (`bn-BD` → Bangla), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  const spoken = languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return spoken ?? 'en';
}

/** What a page starts in: the kept choice, else the browser's languages. */
export function initialLanguage(): Language {
  return keptLanguage() ?? browserLanguage();
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
