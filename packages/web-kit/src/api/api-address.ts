// Where web-kit's client sends a call. Not exported from web-kit: a unit names a route and its
// parameters (apiRequest), never an address.
import type { HttpMethod } from './api-contract';

/** The API is same-origin in every layout: the shell's server (or nginx) routes /api to it. */
export const API_BASE = '/api';

/** A call as it is sent, once its types have been checked (ApiCall). */
export interface SentCall {
  method?: HttpMethod;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The address of a call: the route with its parameters filled in, then its query (a value left
 * undefined is left out), each encoded as encodeURIComponent does, as `carListQueryString` writes
 * /available's: every address stays what it was before the typed client, so the preloaded ones
 * (`/api/allCars?limit=6`, `/api/cars`) are still the pages' own calls, fetched once.
 */
export function apiAddress(route: string, { params, query }: SentCall = {}): string {
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params![name]!));
  return API_BASE + path + (search && `?${search}`);
}
