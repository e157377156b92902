// The site's routing, written once. One origin serves everything: the API under /api/, each
// remote's build under /remotes/<folder>/, the shell's build and the first-visit page everywhere
// else. nginx's locations are rendered from this list (nginx-locations.ts, into deploy/nginx.conf)
// and the local server `npm start` runs follows it (shell/server/local-server.ts), so the two
// cannot disagree on where a path goes, how long its answer may be kept, or how big a body it takes.
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, Language } from '@carzone/domain';
import { REFUSALS, type RefusalCode } from '@carzone/domain/refusals';

/** Files whose name carries a hash of their content: a new build gives them a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag) before each use: it changes with every deploy. */
export const REVALIDATE = 'no-cache';
export const NEVER_STORE = 'no-store';
/**
 * A page is sent in the visitor's language, read from these request headers (the language
 * cookie, else the browser's languages): a cache keeps one copy per value of them.
 */
export const PAGE_VARY = 'Cookie, Accept-Language';

/** The API's own limit for every JSON body (BODY_LIMIT_BYTES in api/src/common/api-error.ts). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A car photo: the API refuses over 8 MB in its own words while reading; this margin leaves that
 * answer to it and only stops what is far beyond.
 */
export const PHOTO_BODY_LIMIT_BYTES = 9 * 1024 * 1024;

/** Where a path's answer comes from. */
export type Destination =
  /** The API (nginx: the `carzone_api` upstream; locally: the API's port). */
  | 'api'
  /** A remote's build, below /remotes/<folder>/ (nginx: its files; locally: the remote's server). */
  | 'remote builds'
  /** A file of the shell's build, or a 404: never the page. */
  | 'shell files'
  /** The runtime manifest: which remotes the page loads, and from where. */
  | 'runtime manifest'
  /** The first-visit page. */
  | 'page'
  /** A file of the shell's build when there is one, else the page (a route of the app). */
  | 'shell files or page';

export interface SiteRoute {
  /** `exact`: this path only (nginx `location =`); `prefix`: every path that starts with it. */
  match: 'exact' | 'prefix';
  path: string;
  to: Destination;
  /** Cache-Control of a successful answer; none where the upstream sets its own (the API). */
  cacheControl?: string;
  /** Below this route, the paths whose files carry a hash in their name: kept for a year. */
  hashedFiles?: RegExp;
  /** The largest request body this route takes, refused with `tooLargeAnswer` beyond it. */
  bodyLimitBytes?: number;
  /** The body goes to the upstream as it arrives, not buffered first (large uploads). */
  streamsBody?: boolean;
  /** A long-lived answer of server-sent events: passed on as it comes, never compressed. */
  eventStream?: boolean;
  /** Only reachable as the answer of another route (nginx `internal`). */
  internal?: boolean;
  /** Why the route is there, for the generated nginx file. */
  why: string;
}

/** A remote's hashed files: /remotes/<folder>/assets/… (or one folder deeper, for a release). */
const REMOTE_HASHED_FILES = /^\/remotes\/[^/]+\/([^/]+\/)?assets\//;

/** In nginx's order of preference among equals: exact paths first, then the longest prefix. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    match: 'exact',
    path: '/api/photos',
    to: 'api',
    bodyLimitBytes: PHOTO_BODY_LIMIT_BYTES,
    streamsBody: true,
    why: 'A car photo may be up to 8 MB; the API checks that itself while reading, and refuses in its own words (hence the margin here). The body streams to it instead of being buffered first.',
  },
  {
    match: 'exact',
    path: '/api/me/licence/photo',
    to: 'api',
    bodyLimitBytes: PHOTO_BODY_LIMIT_BYTES,
    streamsBody: true,
    why: "A photo of a renter's driving licence: the same limit and streaming as a car photo.",
  },
  {
    match: 'exact',
    path: '/api/threads/stream',
    to: 'api',
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
    eventStream: true,
    why: "A person's thread events (server-sent events): each event is passed on as it comes, uncompressed, on a connection kept open by the API's heartbeat; when an instance stops, the browser reconnects to the other.",
  },
  {
    match: 'prefix',
    path: '/api/',
    to: 'api',
    bodyLimitBytes: API_BODY_LIMIT_BYTES,
    why: 'The API, balanced over its instances (api-proxy.conf: keep-alive, retries, headers). It sets its own caching.',
  },
  {
    match: 'prefix',
    path: '/assets/',
    to: 'shell files',
    cacheControl: IMMUTABLE,
    why: "The shell's hashed files: a new build gives a file a new name, so a browser keeps each one for a year. A file that is not there is a 404, never the page (cached for a year under a script's name).",
  },
  {
    match: 'prefix',
    path: '/remotes/',
    to: 'remote builds',
    cacheControl: REVALIDATE,
    hashedFiles: REMOTE_HASHED_FILES,
    why: "Each remote's build. Its entry and manifests keep their names on every deploy, so they are checked with the server (ETag) before each use; its hashed files are kept for a year, as the shell's.",
  },
  {
    match: 'exact',
    path: '/runtime-config.json',
    to: 'runtime manifest',
    cacheControl: NEVER_STORE,
    why: 'The runtime manifest names the remotes of this moment: never reused.',
  },
  {
    match: 'exact',
    path: '/',
    to: 'page',
    cacheControl: REVALIDATE,
    why: "Home's first-visit page.",
  },
  {
    match: 'exact',
    path: '/index.html',
    to: 'page',
    cacheControl: REVALIDATE,
    why: "Home's first-visit page, by its file name.",
  },
  {
    match: 'exact',
    path: '/app.html',
    to: 'page',
    cacheControl: REVALIDATE,
    internal: true,
    why: 'The page of every route but Home (nginx serves the pages written at start-up): only ever the answer of another path.',
  },
  {
    match: 'prefix',
    path: '/pages/',
    to: 'page',
    cacheControl: REVALIDATE,
    internal: true,
    why: 'The pages of the routes the remotes list among their first routes (pages/available.html for /available), written at start-up: only ever the answer of another path.',
  },
  {
    match: 'prefix',
    path: '/',
    to: 'shell files or page',
    cacheControl: REVALIDATE,
    why: "The shell's other files (public/, its remoteEntry); any other path is a page of the app: rendered for the request where its first screen waits for the API, else its own page when a remote lists it among its first routes, else app.html.",
  },
];

/** The route nginx would choose for `pathname`: an exact match, else the longest prefix. */
export function siteRouteFor(pathname: string): SiteRoute {
  const exact = SITE_ROUTES.find((route) => route.match === 'exact' && route.path === pathname);
  if (exact) return exact;
  const prefixes = SITE_ROUTES.filter(
    (route) => route.match === 'prefix' && pathname.startsWith(route.path),
  );
  return prefixes.reduce((longest, route) =>
    route.path.length > longest.path.length ? route : longest,
  );
}

/** The most a request to `pathname` may send, or undefined when that path takes any body. */
export function bodyLimitFor(pathname: string): number | undefined {
  return siteRouteFor(pathname).bodyLimitBytes;
}

/** The refusals the site's servers give themselves, whose words take no values. */
export type SiteRefusalCode = Extract<
  RefusalCode,
  | 'payload_too_large'
  | 'photo.tooLarge'
  | 'service.unavailable'
  | 'request.badAddress'
  | 'request.addressTooLong'
  | 'request.noSuchAddress'
>;

/**
 * A refusal the site answers itself (nginx, the local server) in the API's one error shape, from
 * the same table and in the visitor's language, so a front end cannot tell who refused.
 */
export function siteRefusal(
  statusCode: number,
  code: SiteRefusalCode,
  language: Language = 'en',
): ApiErrorBody {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, error, code, message: REFUSALS[code][language] };
}

/** The 413 a too-large body gets, word for word as the API says it, whoever refuses. */
export function tooLargeAnswer(limit: number, language: Language = 'en'): ApiErrorBody {
  return siteRefusal(
    413,
    limit === PHOTO_BODY_LIMIT_BYTES ? 'photo.tooLarge' : 'payload_too_large',
    language,
  );
}

/** What the site answers when the API cannot be reached (502) or does not answer in time (504). */
export function apiUnreachableAnswer(
  statusCode: 502 | 504,
  language: Language = 'en',
): ApiErrorBody {
  return siteRefusal(statusCode, 'service.unavailable', language);
}

/** The Cache-Control of an answer with `status` to `pathname`, or undefined to leave it as sent. */
export function cacheControlFor(pathname: string, status: number): string | undefined {
  const route = siteRouteFor(pathname);
  if (route.to === 'api') return undefined;
  if (route.cacheControl === NEVER_STORE) return NEVER_STORE;
  const ok = (status >= 200 && status < 300) || status === 304;
  const hashed = route.to === 'shell files' || route.hashedFiles?.test(pathname);
  if (hashed) return ok ? IMMUTABLE : NEVER_STORE;
  return ok ? route.cacheControl : undefined;
}
