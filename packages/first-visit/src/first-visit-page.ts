// The one function that makes a first visit's page, for every caller: the shell's local server
// (per request), the production start and the web image (site-pages.ts, at start-up) and
// release-remote (after switching a remote's version).
import type { Language, TranslatedLanguage } from '@carzone/domain';
import {
  firstVisitPreloads,
  type FederationManifest,
  type FirstRoute,
} from './first-route-preloads.js';
import {
  headBlock,
  START_AFTER_FIRST_PAINT_SCRIPT,
  withFirstScreen,
  withModulesAfterFirstPaint,
  withModulesAtOnce,
  withHeadBlock,
  withDescription,
  withPageLanguage,
  type FirstScreen,
  type FirstScreens,
  type RenderedScreen,
  type RuntimeManifest,
} from './page-head.js';

export interface FirstVisit {
  /** The shell's built index.html (a page generated before is fine: its block is replaced). */
  shellPage: string;
  /** The runtime manifest the page inlines. */
  config: RuntimeManifest;
  /** What the first route renders with and fetches. */
  route: FirstRoute;
  /** Each remote's manifest by federation name; a remote without one gets its entry only. */
  manifests: ReadonlyMap<string, FederationManifest | undefined>;
  /** The first screens the shell's build rendered ahead of time, if any. */
  firstScreens?: FirstScreens;
  /** The path the page is for, to find its first screen. */
  path?: string;
  /**
   * The language the visitor reads (requestLanguage): a first screen rendered in it is sent in
   * it.
   */
  language?: Language;
  /**
   * The path's first screen rendered for this request in `language`, with its data (a server's
   * per-request render): it replaces the loading state the build rendered, and the page then
   * preloads no data, since it brings what its loaders need.
   */
  renderedScreen?: RenderedScreen;
}

/**
 * Whether the page of `path` is worth rendering per request: the build rendered its first screen
 * in its loading state (its loaders wait for the API), and a screen with the data would show more.
 */
export function rendersPerRequest(firstScreens: FirstScreens | undefined, path: string): boolean {
  const screen = screenFor(firstScreens, path);
  return screen !== undefined && !screen.ready;
}

/** The theme's page-wide style for a page without a first screen (see FirstScreens). */
const themeStylesheetLink = (href: string | undefined): string | undefined =>
  href === undefined ? undefined : `<link rel="stylesheet" href="${href}" data-carzone-theme="">`;

/** The path's first screen, if the shell's build rendered one for it. */
const screenFor = (firstScreens: FirstScreens | undefined, path: string | undefined) =>
  path === undefined ? undefined : firstScreens?.screens[path === '/index.html' ? '/' : path];

/** Whether the path's page differs in `language`: its first screen was rendered in it too. */
export function hasPageIn(
  firstScreens: FirstScreens | undefined,
  path: string,
  language: TranslatedLanguage,
): boolean {
  return screenFor(firstScreens, path)?.translations?.[language] !== undefined;
}

/**
 * The screen in the visitor's language, and that language (English where the screen was not
 * rendered in it).
 */
function inLanguage(
  screen: FirstScreen,
  language: Language,
  firstScreens: FirstScreens | undefined,
): RenderedScreen & { language: Language } {
  const translation = language === 'en' ? undefined : screen.translations?.[language];
  if (language !== 'en' && translation) {
    const head = `${firstScreens?.languageHeads?.[language] ?? ''}${translation.head}`;
    return { html: translation.html, head, language };
  }
  return { html: screen.html, head: screen.head, language: 'en' };
}

/**
 * The page a first visit gets: the shell's page with the manifest and the preloads in its head,
 * and the route's first screen in #root when the shell's build rendered one for its path, in
 * the visitor's language when it was rendered in it (the page's `lang` says which).
 */
export function firstVisitPage({
  shellPage,
  config,
  route,
  manifests,
  firstScreens,
  path,
  language = 'en',
  renderedScreen,
}: FirstVisit): string {
  const found = screenFor(firstScreens, path);
  const screen = renderedScreen
    ? {
        ...inLanguage(
          { ...renderedScreen, ready: true, translations: { [language]: renderedScreen } },
          language,
          firstScreens,
        ),
        ready: true,
      }
    : found && { ...inLanguage(found, language, firstScreens), ready: found.ready };
  const head = headBlock(
    config,
    firstVisitPreloads(config, renderedScreen ? { ...route, data: [] } : route, manifests),
    screen
      ? `${firstScreens?.head ?? ''}${screen.head}${screen.ready ? `<script type="module" src="${START_AFTER_FIRST_PAINT_SCRIPT}"></script>` : ''}`
      : themeStylesheetLink(firstScreens?.themeStylesheet),
  );
  const pageLanguage = screen?.language ?? 'en';
  const written = withPageLanguage(
    withFirstScreen(withHeadBlock(withModulesAtOnce(shellPage), head), screen, pageLanguage),
    pageLanguage,
  );
  const description =
    pageLanguage === 'en'
      ? firstScreens?.description
      : firstScreens?.translatedDescriptions?.[pageLanguage];
  const page = description ? withDescription(written, description) : written;
  return screen?.ready ? withModulesAfterFirstPaint(page) : page;
}
