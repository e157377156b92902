// What a remote's page says while its code and data load on a first visit, in the remote's own
// words: each remote declares them among its first routes (`loading`), its build publishes them,
// and the runtime manifest carries them, so they show before the remote's code is there.
import { languageStore } from '@carzone/web-kit';

type Texts = Readonly<Record<string, string>>;
let loadingTexts: Texts = {};
let banglaLoadingTexts: Texts = {};

/** Called once at start-up with the runtime manifest's texts (route path → text), in each language. */
export function registerLoadingTexts(texts: Texts | undefined, banglaTexts?: Texts): void {
  loadingTexts = texts ?? {};
  banglaLoadingTexts = banglaTexts ?? {};
}

/**
 * The text a remote declared for the route `path` (`/cars/:email`), if any, in the language the
 * page shows (its English where the remote gave no Bangla).
 */
export function loadingTextOf(path: string): string | undefined {
  if (languageStore.getState().shown === 'bn' && Object.hasOwn(banglaLoadingTexts, path)) {
    return banglaLoadingTexts[path];
  }
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
