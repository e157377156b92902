// How the shell's server reads what each remote publishes beside its entry for the first-visit
// page (its federation manifest, its first routes): over HTTP, through a short cache, never
// holding a page long.
import {
  isFederationManifest,
  publishedFirstRoutes,
  type FederationManifest,
  type FirstRoutes,
} from '@carzone/first-visit';

/** A file's content, or undefined when the remote has none (built without it, or down). */
export type ReadPublished<T> = (url: string) => Promise<T | undefined>;

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok ? response.json() : undefined;
}

export async function fetchManifest(url: string): Promise<FederationManifest | undefined> {
  const manifest = await fetchJson(url);
  return isFederationManifest(manifest) ? manifest : undefined;
}

/**
 * The first routes remote `remoteName` published (`list`, read from `url`), checked to be its
 * own modules as a release checks them (publishedFirstRoutes); a malformed list counts as none,
 * so the page just preloads less while that remote is fixed.
 */
export function checkedFirstRoutes(list: unknown, remoteName: string, url: string): FirstRoutes {
  if (list === undefined) return new Map();
  try {
    return publishedFirstRoutes(list, remoteName, url);
  } catch {
    return new Map();
  }
}

/**
 * Reads through a short cache, so a remote redeployed is seen within seconds, and the page never
 * waits long for a file: one gone stale is used while it is fetched again, and without one (first
 * read, or the remote had none) the page waits at most `waitMs` for it, then goes without.
 */
export function cachedReader<T>({
  read,
  maxAgeMs = 5000,
  waitMs = 300,
  now = Date.now,
}: {
  read: ReadPublished<T>;
  maxAgeMs?: number;
  waitMs?: number;
  now?: () => number;
}): ReadPublished<T> {
  const cache = new Map<string, { value?: T; readAt?: number; pending?: Promise<void> }>();
  return async (url) => {
    let cached = cache.get(url);
    if (!cached) cache.set(url, (cached = {}));
    const entry = cached;
    if (entry.readAt !== undefined && now() - entry.readAt < maxAgeMs) return entry.value;
    entry.pending ??= read(url)
      .catch(() => undefined)
      .then((value) => {
        entry.value = value;
        entry.readAt = now();
        entry.pending = undefined;
      });
    if (entry.value) return entry.value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      entry.pending,
      new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
    return entry.value;
  };
}
