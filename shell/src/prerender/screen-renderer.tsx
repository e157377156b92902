// Renders a route's first screen in Node from the same components the browser runs: the layout,
// the shell's pages and the remotes' modules of their first routes (taken from their sources by
// the prerender build, packages/federation's prerender-config.ts). The build renders every first
// route with no data (render-first-screens.tsx); the servers render, per request, the routes
// whose screen waits for the API (render-page-screen.tsx).
import type { Language } from '@carzone/domain';
import { showLanguage, whenMessagesReady } from '@carzone/web-kit';
import { createMemoryRouter, renderAhead } from '@carzone/web-kit/prerender';
import { modules } from 'virtual:carzone-first-screens';
import { AppFrame } from '../app/app-frame.tsx';
import { appRoutes } from '../app/router.tsx';
import { provideRemoteModules } from '../lib/remotes/load-remote-module.ts';
import { collectServedRouteData, type ServedRouteData } from '../lib/remotes/served-route-data.ts';

/** The remotes' modules of the first routes, from their sources, in place of their entries. */
export async function provideFirstRouteModules(): Promise<void> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([id, load]) => [id, await load()] as const),
  );
  provideRemoteModules(Object.fromEntries(loaded));
}

function initialized(
  router: ReturnType<typeof createMemoryRouter>,
  withinMs: number,
): Promise<boolean> {
  if (router.state.initialized) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, withinMs);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}

export interface Screen {
  html: string;
  head: string;
  /** Whether the route's loaders finished within the time given (else: its loading state). */
  ready: boolean;
  /** Whether a loader failed into an error page. */
  failed: boolean;
  /** What the remotes' route loaders returned, for the browser to start from (served-route-data.ts). */
  routeData: ServedRouteData | undefined;
}

/**
 * A route's first screen (`url`: a path, with its query string) in `language`, once its loaders
 * are done or `withinMs` has passed. One at a time: the language shown is the whole process's.
 */
export async function renderScreen(
  url: string,
  language: Language,
  withinMs: number,
): Promise<Screen> {
  await showLanguage(language);
  const takeRouteData = collectServedRouteData();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  try {
    const ready = await initialized(router, withinMs);
    // A module its loaders loaded may have brought words of its own.
    await whenMessagesReady();
    const { html, head } = renderAhead(<AppFrame router={router} />);
    const failed = Object.keys(router.state.errors ?? {}).length > 0;
    return { html, head, ready, failed, routeData: takeRouteData() };
  } finally {
    router.dispose();
  }
}
