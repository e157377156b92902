// How long a browser may keep each answer of the shell's server: the rules deploy/nginx.conf
// applies in production, written once here for `npm start` (Vite's preview server).

/** Files whose name carries a hash of their content: a new build gives them a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag) before each use: it changes with every deploy. */
export const REVALIDATE = 'no-cache';
export const NEVER_STORE = 'no-store';

/** The shell's `/assets/` and each remote's `/remotes/<folder>/assets/`: hashed names only. */
const HASHED_ASSET = /^\/(?:remotes\/[^/]+\/)?assets\//;

export interface AnswerFacts {
  /** The path the browser asked for (before any rewrite to index.html). */
  pathname: string;
  status: number;
  contentType: string;
}

export interface AnswerPolicy {
  /** A status to send instead of the one given. */
  status?: number;
  cacheControl?: string;
}

const isHtml = (contentType: string) => /^text\/html\b/i.test(contentType);

export function answerPolicy({ pathname, status, contentType }: AnswerFacts): AnswerPolicy {
  // The API sets its own caching.
  if (pathname === '/api' || pathname.startsWith('/api/')) return {};
  // The runtime manifest names the remotes of this moment: never reused.
  if (pathname === '/runtime-config.json') return { cacheControl: NEVER_STORE };
  const ok = (status >= 200 && status < 300) || status === 304;
  if (HASHED_ASSET.test(pathname)) {
    // A missing file answered with the site's page (the single-page fallback of Vite's servers)
    // must be a 404: a page cached for a year under a script's name would break every visit.
    if (status === 200 && isHtml(contentType)) return { status: 404, cacheControl: NEVER_STORE };
    return { cacheControl: ok ? IMMUTABLE : NEVER_STORE };
  }
  // Remote entries and manifests, the page, the shell's public files: same names across deploys.
  return ok ? { cacheControl: REVALIDATE } : {};
}
