// The one function that makes a first visit's page, for every caller: the shell's local server
// (per request), the production start and the web image (site-pages.ts, at start-up) and
// release-remote (after switching a remote's version).
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
  type FirstScreens,
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
}

/** The theme's page-wide style for a page without a first screen (see FirstScreens). */
const themeStylesheetLink = (href: string | undefined): string | undefined =>
  href === undefined ? undefined : `<link rel="stylesheet" href="${href}" data-carzone-theme="">`;

/**
 * The page a first visit gets: the shell's page with the manifest and the preloads in its head,
 * and the route's first screen in #root when the shell's build rendered one for its path.
 */
export function firstVisitPage({
  shellPage,
  config,
  route,
  manifests,
  firstScreens,
  path,
}: FirstVisit): string {
  const screen =
    path === undefined ? undefined : firstScreens?.screens[path === '/index.html' ? '/' : path];
  const head = headBlock(
    config,
    firstVisitPreloads(config.remotes, route, manifests),
    screen
      ? `${firstScreens?.head ?? ''}${screen.head}${screen.ready ? `<script type="module" src="${START_AFTER_FIRST_PAINT_SCRIPT}"></script>` : ''}`
      : themeStylesheetLink(firstScreens?.themeStylesheet),
  );
  const page = withFirstScreen(withHeadBlock(withModulesAtOnce(shellPage), head), screen);
  return screen?.ready ? withModulesAfterFirstPaint(page) : page;
}
