// The servers' per-request render (the local server, and production's page renderer beside
// nginx): the first screen of a route whose screen waits for the API (`/available`'s cars), with
// the API's answers of this moment, so its largest paint (the first car's photo) is in the HTML
// instead of waiting for every script. What it cannot render in time, the server sends as the
// page written ahead (its loading state), as before.
import type { Language } from '@carzone/domain';
import { jsonForHtml } from '@carzone/first-visit/page-head';
import type {
  PageScreenRenderer,
  PageScreenRendererOptions,
} from '@carzone/first-visit/page-screen-renderer';
import { paths } from 'virtual:carzone-first-screens';
import { SERVED_ROUTE_DATA_ID } from '../features/remotes/served-route-data.ts';
import { provideFirstRouteModules, renderScreen } from './screen-renderer.tsx';

/**
 * Sends the loaders' `/api/…` calls to the API, as the site's origin does in a browser. Only a
 * path (which Node's fetch refuses) is sent there: the server this runs in keeps its own calls.
 */
function fetchFromApi(apiOrigin: string): typeof fetch {
  const fetchOnNetwork = globalThis.fetch;
  return (input, init) =>
    fetchOnNetwork(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, apiOrigin) : input,
      init,
    );
}

export async function createPageScreenRenderer({
  apiOrigin,
  withinMs = 1000,
  maxWaiting = 8,
}: PageScreenRendererOptions): Promise<PageScreenRenderer> {
  globalThis.fetch = fetchFromApi(apiOrigin);
  await provideFirstRouteModules();
  const rendered = new Set(paths);
  // One render at a time: the language shown and the loaders' fetch belong to the process.
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function renderNow(url: string, language: Language) {
    const screen = await renderScreen(url, language, withinMs);
    if (!screen.ready || screen.failed || !screen.routeData) return undefined;
    const routeData = `<script type="application/json" id="${SERVED_ROUTE_DATA_ID}">${jsonForHtml(screen.routeData)}</script>`;
    return { html: screen.html, head: `${screen.head}${routeData}` };
  }

  return {
    render(url, language) {
      const pathname = new URL(url, 'http://page.invalid').pathname;
      if (!rendered.has(pathname) || waiting >= maxWaiting) return Promise.resolve(undefined);
      waiting += 1;
      const result = turn
        .then(() => renderNow(url, language))
        .catch((error: unknown) => {
          console.error(error);
          return undefined;
        })
        .finally(() => {
          waiting -= 1;
        });
      turn = result;
      return result;
    },
  };
}
