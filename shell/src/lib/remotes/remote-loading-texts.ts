// What a remote's page says while its code and data load on a first visit, in the remote's own
// words: each remote declares them among its first routes (`loading`, in English), its build
// publishes them with their translations from its catalogs, and the runtime manifest carries
// them, so they show before the remote's code is there.
import type { TranslatedLanguage } from '@carzone/domain';
import { languageStore } from '@carzone/web-kit';

type Texts = Readonly<Record<string, string>>;
type TranslatedTexts = Readonly<Partial<Record<TranslatedLanguage, Texts>>>;
let loadingTexts: Texts = {};
let translatedLoadingTexts: TranslatedTexts = {};

/**
 * Called once at start-up with the runtime manifest's texts (route path → text): in English, and
 * by language in each other one.
 */
export function registerLoadingTexts(texts: Texts | undefined, translated?: TranslatedTexts): void {
  loadingTexts = texts ?? {};
  translatedLoadingTexts = translated ?? {};
}

/**
 * The text a remote declared for the route `path` (`/cars/:email`), if any, in the language the
 * page shows (its English where the remote's catalogs gave none in that language).
 */
export function loadingTextOf(path: string): string | undefined {
  const { shown } = languageStore.getState();
  const translated = shown === 'en' ? undefined : translatedLoadingTexts[shown];
  if (translated && Object.hasOwn(translated, path)) return translated[path];
  return Object.hasOwn(loadingTexts, path) ? loadingTexts[path] : undefined;
}

/** What a remote route carries as its handle: the path its loading text is declared under. */
export interface RemoteRouteHandle {
  loadingTextPath: string;
}

/**
 * The text declared for the deepest of `matches` (React Router's, with their handles) that has
 * one: a guard around a remote's page (the sign-in check) says what the page waits for.
 */
export function loadingTextOfMatches(matches: readonly { handle: unknown }[]): string | undefined {
  for (const { handle } of [...matches].reverse()) {
    const path = (handle as Partial<RemoteRouteHandle> | undefined)?.loadingTextPath;
    const text = path === undefined ? undefined : loadingTextOf(path);
    if (text !== undefined) return text;
  }
  return undefined;
}
