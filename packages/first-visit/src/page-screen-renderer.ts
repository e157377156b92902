// The shell's per-request renderer (shell/src/prerender/render-page-screen.tsx), as its prerender
// build bundles it (shell/dist-prerender/render-page-screen.js: the same components the build
// rendered ahead of time, with nothing to install): the local server and production's rendered
// pages server (rendered-pages-server.ts) load it from there.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '@carzone/domain';
import type { RenderedScreen } from './page-head.js';
import type { PageFallbackReason } from './web-metrics.js';

export interface PageScreenRendererOptions {
  /** Where the API answers (http://host:port): the loaders' `/api/…` calls go there. */
  apiOrigin: string;
  /** How long a render may wait for the API before the page goes out without it. */
  withinMs?: number;
  /** Renders waiting their turn beyond which a request gets the page written ahead at once. */
  maxWaiting?: number;
  /** Told each time a path it renders gets no screen, and why (the web metrics count them). */
  onFallback?: (reason: PageFallbackReason) => void;
}

export interface PageScreenRenderer {
  /**
   * The first screen of `url` (path and query string) in `language`, with what its loaders
   * fetched, and the data they returned in its head; undefined when it has none to give (a path
   * it does not render, an API too slow or failing, too many renders waiting).
   */
  render(url: string, language: Language): Promise<RenderedScreen | undefined>;
}

/** The bundle's file name in the shell's prerender build. */
export const PAGE_SCREEN_RENDERER_FILE = 'render-page-screen.js';

/** The renderer bundled in `bundleFile`, started against the API; none without the bundle. */
export async function loadPageScreenRenderer(
  bundleFile: string,
  options: PageScreenRendererOptions,
): Promise<PageScreenRenderer | undefined> {
  if (!existsSync(bundleFile)) return undefined;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as {
    createPageScreenRenderer: (options: PageScreenRendererOptions) => Promise<PageScreenRenderer>;
  };
  return bundle.createPageScreenRenderer(options);
}
