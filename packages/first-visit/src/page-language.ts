// The language a page is in, decided the same way by the browser (the shell, at start-up) and by
// the servers (the local server per request, nginx by its mirror of it in deploy/nginx.conf): the
// choice kept in the `carzone_language` cookie, else the first of the browser's languages CarZone
// speaks (LANGUAGES, @carzone/domain). The servers then send the page whose first screen is in
// that language.
import { isLanguage, type Language } from '@carzone/domain';

export const LANGUAGE_COOKIE = 'carzone_language';

/** The language a browser chose before (its `carzone_language` cookie), if it chose one. */
export function keptLanguage(cookies: string | undefined): Language | undefined {
  const kept = (cookies ?? '')
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(kept) ? kept : undefined;
}

/**
 * The first of the browser's languages CarZone speaks, by its primary subtag (`bn-BD` → `bn`),
 * else English.
 */
export function firstSpokenLanguage(tags: readonly string[]): Language {
  return tags.map((tag) => tag.trim().toLowerCase().split('-')[0]).find(isLanguage) ?? 'en';
}

/**
 * The tags of an `Accept-Language` header in the order the browser sent them: browsers send the
 * most wanted first, as `navigator.languages` lists them, so the weights (`;q=0.9`) need no
 * reading (nginx's map in deploy/nginx.conf reads the header the same way).
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]!.trim())
    .filter((tag) => tag !== '' && tag !== '*');
}

/** The language of the page a request gets: its kept choice, else its browser's languages. */
export function requestLanguage(headers: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  return (
    keptLanguage(headers.cookie) ?? firstSpokenLanguage(acceptedLanguages(headers.acceptLanguage))
  );
}
