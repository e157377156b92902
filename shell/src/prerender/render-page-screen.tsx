// The servers' per-request render (the local server, and production's page renderer beside
// nginx): the first screen of a route whose screen waits for the API (`/available`'s cars), with
// the API's answers of this moment, so its largest paint (the first car's photo) is in the HTML
// instead of waiting for every script. What it cannot render in time, or renders from a failing
// API, the server sends as the page written ahead (its loading state), as before.
import type { Language } from '@carzone/domain';
import { jsonForHtml } from '@carzone/first-visit/page-head';
import type {
  PageScreenRenderer,
  PageScreenRendererOptions,
} from '@carzone/first-visit/page-screen-renderer';
import { paths } from 'virtual:carzone-first-screens';
import { SERVED_ROUTE_DATA_ID } from '../lib/remotes/served-route-data.ts';
import { provideFirstRouteModules, renderScreen, type Screen } from './screen-renderer.tsx';

/** How the API answered one render's calls: whether any of them went wrong. */
interface ApiCalls {
  failed: boolean;
}

/** The calls of the render under way (renders take turns), undefined between renders. */
let callsOfThisRender: ApiCalls | undefined;

/** The API's answers are JSON; anything else came from something in its place (a proxy, say). */
const isJson = (response: Response) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('Content-Type') ?? '');

/**
 * Sends the loaders' `/api/…` calls to the API, as the site's origin does in a browser. Only a
 * path (which Node's fetch refuses) is sent there: the server this runs in keeps its own calls.
 * It notes a call that found no API, or an answer that is an error or not the API's: a loader
 * turns those into its own failure (a message on the page), which the page must not carry. The
 * visitor's browser, asking through the site (nginx retries another API instance), may well get
 * the cars.
 */
function fetchFromApi(apiOrigin: string): typeof fetch {
  const fetchOnNetwork = globalThis.fetch;
  return async (input, init) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return fetchOnNetwork(input, init);
    // Taken now: a call of a render that gave up may end during the next one.
    const calls = callsOfThisRender;
    try {
      const response = await fetchOnNetwork(new URL(input, apiOrigin), init);
      if (calls && (!response.ok || !isJson(response))) calls.failed = true;
      return response;
    } catch (error) {
      if (calls) calls.failed = true;
      throw error;
    }
  };
}

export async function createPageScreenRenderer({
  apiOrigin,
  withinMs = 1000,
  maxWaiting = 8,
  onFallback = () => {},
}: PageScreenRendererOptions): Promise<PageScreenRenderer> {
  globalThis.fetch = fetchFromApi(apiOrigin);
  await provideFirstRouteModules();
  const rendered = new Set(paths);
  // One render at a time: the language shown and the loaders' fetch belong to the process.
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function renderNow(url: string, language: Language) {
    const calls: ApiCalls = { failed: false };
    callsOfThisRender = calls;
    let screen: Screen;
    try {
      screen = await renderScreen(url, language, withinMs);
    } finally {
      callsOfThisRender = undefined;
    }
    if (!screen.ready || screen.failed || calls.failed || !screen.routeData) {
      onFallback('api');
      return undefined;
    }
    const routeData = `<script type="application/json" id="${SERVED_ROUTE_DATA_ID}">${jsonForHtml(screen.routeData)}</script>`;
    return { html: screen.html, head: `${screen.head}${routeData}` };
  }

  return {
    render(url, language) {
      const pathname = new URL(url, 'http://page.invalid').pathname;
      if (!rendered.has(pathname)) return Promise.resolve(undefined);
      if (waiting >= maxWaiting) {
        onFallback('busy');
        return Promise.resolve(undefined);
      }
      waiting += 1;
      const result = turn
        .then(() => renderNow(url, language))
        .catch((error: unknown) => {
          console.error(error);
          onFallback('error');
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
