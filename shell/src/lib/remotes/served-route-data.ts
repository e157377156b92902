// A page rendered per request (the servers' render-page-screen) shows what the API answered the
// server. The browser takes over that HTML as it is only if its loaders return the same data, so
// the page brings it along (`<script type="application/json" id="carzone-route-data">`), and the
// first run of a remote route's loader for the page's own address returns it instead of asking
// the API again (a car booked in between would otherwise change the list under React's feet).

export const SERVED_ROUTE_DATA_ID = 'carzone-route-data';

/** What a page brings: the address it was rendered for and each remote route's loader data. */
export interface ServedRouteData {
  url: string;
  data: Record<string, unknown>;
}

/** The request's address as the page names it: path and query string. */
const addressOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

let collecting: ServedRouteData | undefined;

/**
 * On the server: starts keeping what the remote route loaders of one render return; call the
 * function it returns once the render is done.
 */
export function collectServedRouteData(): () => ServedRouteData | undefined {
  const collected: ServedRouteData = { url: '', data: {} };
  collecting = collected;
  return () => {
    if (collecting === collected) collecting = undefined;
    return collected.url ? collected : undefined;
  };
}

/** On the server: keeps a loader's data for the page (a loader of an abandoned render is ignored). */
export function keepServedRouteData(key: string, request: Request, data: unknown): void {
  if (!collecting || request.signal.aborted) return;
  collecting.url = addressOf(request);
  collecting.data[key] = data;
}

let served: ServedRouteData | null | undefined;

function servedByPage(): ServedRouteData | null {
  if (served !== undefined) return served;
  served = null;
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(SERVED_ROUTE_DATA_ID)?.textContent;
  if (!text) return served;
  try {
    const parsed = JSON.parse(text) as Partial<ServedRouteData>;
    if (typeof parsed.url === 'string' && typeof parsed.data === 'object' && parsed.data !== null)
      served = { url: parsed.url, data: parsed.data };
  } catch {
    // Unreadable: the loaders ask the API, as on any other page.
  }
  return served;
}

/**
 * In the browser: the data the page brought for this loader, once, and only for the address the
 * page was rendered for (a later visit, Back or "Try again" loads afresh).
 */
export function takeServedRouteData(key: string, request: Request): { data: unknown } | undefined {
  const page = servedByPage();
  if (!page || !(key in page.data) || addressOf(request) !== page.url) return undefined;
  const data = page.data[key];
  delete page.data[key];
  return { data };
}
