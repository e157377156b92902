// The first screen a page may bring in #root, rendered ahead of time (src/prerender/) and placed
// between two comments by the first-visit generator (@carzone/first-visit's withFirstScreen).
import { isLanguage, type Language } from '@carzone/domain';
import { FIRST_SCREEN_READY, FIRST_SCREEN_START_PREFIX } from '@carzone/first-visit/page-head';

export interface FirstScreen {
  /** Rendered with the route's loaders done: React takes over once they are done here too. */
  ready: boolean;
  /** The language its words are in: React takes it over only on a page in that language. */
  language: Language;
  /** The page is React's now: #root stops saying it is busy. */
  markInteractive: () => void;
}

/** The page's first screen, its marker comments removed so only React's own HTML is left. */
export function takeFirstScreen(container: HTMLElement): FirstScreen | undefined {
  const start = container.firstChild;
  if (start?.nodeType !== Node.COMMENT_NODE) return undefined;
  const marker = start.nodeValue?.trim() ?? '';
  if (!marker.startsWith(FIRST_SCREEN_START_PREFIX)) return undefined;
  start.remove();
  const end = container.lastChild;
  if (end?.nodeType === Node.COMMENT_NODE) end.remove();
  const [state, language] = marker.slice(FIRST_SCREEN_START_PREFIX.length).split(':');
  return {
    ready: state === FIRST_SCREEN_READY,
    // A marker that names no language CarZone speaks (or none, as older pages wrote it) is English.
    language: isLanguage(language) ? language : 'en',
    markInteractive: () => container.removeAttribute('aria-busy'),
  };
}
