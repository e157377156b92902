// How the shell's server reads each remote's federation manifest (mf-manifest.json, beside its
// entry) for the first-visit page: over HTTP, through a short cache, never holding a page long.
import { isFederationManifest, type FederationManifest } from '@carzone/first-visit';

/** A manifest, or undefined when the remote has none (built without one, or down). */
export type ReadManifest = (url: string) => Promise<FederationManifest | undefined>;

async function fetchManifest(url: string): Promise<FederationManifest | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) return undefined;
  const manifest: unknown = await response.json();
  return isFederationManifest(manifest) ? manifest : undefined;
}

/**
 * Reads manifests through a short cache, so a remote redeployed is seen within seconds, and the
 * page never waits long for one: a manifest gone stale is used while it is fetched again, and
 * without one (first read, or the remote had none) the page waits at most `waitMs` for it, then
 * goes with the entries alone.
 */
export function cachedManifestReader({
  read = fetchManifest,
  maxAgeMs = 5000,
  waitMs = 300,
  now = Date.now,
}: {
  read?: ReadManifest;
  maxAgeMs?: number;
  waitMs?: number;
  now?: () => number;
} = {}): ReadManifest {
  const cache = new Map<
    string,
    { value?: FederationManifest; readAt?: number; pending?: Promise<void> }
  >();
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
