// What a first visit needs at once: the entries of the remotes it renders with; for the modules the first route uses
// (first-routes.json), the files each one imports, read from its remote's federation manifest
// (mf-manifest.json, written by its build next to its entry); and the API answers its loaders ask
// for, so code and data download in parallel.
import { REMOTES, type RemoteModuleId, type RuntimeConfig } from '@carzone/federation/contracts';
import firstRoutes from './first-routes.json' with { type: 'json' };
import type { Preload } from './html-head.ts';

/** The part of a remote's mf-manifest.json read here. */
export interface FederationManifest {
  exposes: {
    /** `./recent-listings`, as in the remote's `exposes`. */
    path?: string;
    name?: string;
    assets?: {
      js?: { sync?: string[]; async?: string[] };
      css?: { sync?: string[]; async?: string[] };
    };
  }[];
}

/** What a first visit to one path needs at once. */
export interface FirstRoute {
  modules: RemoteModuleId[];
  /** Same-origin API URLs (`/api/…`), exactly as the route's loaders fetch them. */
  data: string[];
}

const REMOTE_NAMES = new Set<string>(Object.values(REMOTES).map((remote) => remote.name));
const NO_FIRST_ROUTE: FirstRoute = { modules: [], data: [] };

/** first-routes.json, checked when the server starts: a typo there must not pass unnoticed. */
export function parseFirstRoutes(list: Record<string, unknown>): Map<string, FirstRoute> {
  const byPath = new Map<string, FirstRoute>();
  for (const [path, value] of Object.entries(list)) {
    if (path.startsWith('$')) continue;
    const { modules = [], data = [] } = (value ?? {}) as Partial<Record<keyof FirstRoute, unknown>>;
    const problems = [
      ...(Array.isArray(modules) ? modules : [modules])
        .filter((id) => typeof id !== 'string' || !REMOTE_NAMES.has(id.split('/')[0] ?? ''))
        .map((id) => `${JSON.stringify(id)} is not a module of a known remote`),
      ...(Array.isArray(data) ? data : [data])
        .filter((url) => typeof url !== 'string' || !url.startsWith('/api/'))
        .map((url) => `${JSON.stringify(url)} is not an API URL (/api/…)`),
    ];
    if (problems.length) throw new Error(`first-routes.json, "${path}": ${problems.join('; ')}.`);
    byPath.set(path, { modules: modules as RemoteModuleId[], data: data as string[] });
  }
  return byPath;
}

const FIRST_ROUTES = parseFirstRoutes(firstRoutes);

/** The remote modules and API answers a first visit to `pathname` renders with. */
export function firstRoute(pathname: string): FirstRoute {
  return FIRST_ROUTES.get(pathname === '/index.html' ? '/' : pathname) ?? NO_FIRST_ROUTE;
}

/** Stands for the page's own origin while URLs are resolved. */
const PAGE_ORIGIN = 'http://page.invalid';

/** A URL relative to a remote's entry, written root-relative when it is on the page's origin. */
function besideEntry(path: string, entry: string): string {
  const url = new URL(path, new URL(entry, PAGE_ORIGIN));
  return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/** Where a remote's manifest lives: next to its entry (`origin` resolves a root-relative one). */
export function manifestUrl(entry: string, origin: string): string {
  return new URL('mf-manifest.json', new URL(entry, origin)).href;
}

/**
 * The remote's bindings to the shared singletons: listed as `async` (it is imported once sharing
 * is negotiated), yet every exposed module loads it at once.
 */
const isSharedBindings = (file: string) => file.includes('__loadShare__');

/**
 * The files an exposed module imports when it loads (`sync`, and its shared bindings), not those
 * it may load later (the rest of `async`: lazily loaded parts, and the remote's own copies of the
 * shared singletons, which the page takes from the shell).
 */
export function exposedModuleFiles(
  entry: string,
  manifest: FederationManifest,
  expose: string,
): Preload[] {
  const exposed = manifest.exposes.find(
    (candidate) => candidate.path === `./${expose}` || candidate.name === expose,
  );
  if (!exposed) return [];
  return [
    ...[
      ...(exposed.assets?.js?.sync ?? []),
      ...(exposed.assets?.js?.async ?? []).filter(isSharedBindings),
    ].map((file): Preload => ({ kind: 'module', href: file })),
    ...(exposed.assets?.css?.sync ?? []).map((file): Preload => ({ kind: 'style', href: file })),
  ].map((preload) => ({ ...preload, href: besideEntry(preload.href, entry) }));
}

/**
 * The first route's API answers, then the entries of the remotes its modules come from (every
 * remote's entry when the first route is not listed: each is small, and every page needs one or
 * two), then the files of the first route's modules, for the remotes whose manifest is at hand.
 * A listed route preloads no other remote's entry: on a phone each one costs the first paint a
 * download it does not use.
 */
export function firstVisitPreloads(
  remotes: RuntimeConfig['remotes'],
  { modules, data }: FirstRoute,
  manifests: ReadonlyMap<string, FederationManifest | undefined>,
): Preload[] {
  const preloads: Preload[] = data.map((href): Preload => ({ kind: 'data', href }));
  const remoteOf = (id: RemoteModuleId) => id.slice(0, id.indexOf('/'));
  const neededRemotes = new Set(modules.map(remoteOf));
  for (const [name, entry] of Object.entries(remotes)) {
    if (entry && (neededRemotes.size === 0 || neededRemotes.has(name))) {
      preloads.push({ kind: 'module', href: entry });
    }
  }
  for (const id of modules) {
    const expose = id.slice(id.indexOf('/') + 1);
    const name = remoteOf(id);
    const entry = remotes[name as keyof RuntimeConfig['remotes']];
    const manifest = manifests.get(name);
    if (entry && manifest) preloads.push(...exposedModuleFiles(entry, manifest, expose));
  }
  return preloads;
}

/** A manifest, or undefined when the remote has none (built without one, or down). */
export type ReadManifest = (url: string) => Promise<FederationManifest | undefined>;

async function fetchManifest(url: string): Promise<FederationManifest | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) return undefined;
  const manifest = (await response.json()) as Partial<FederationManifest>;
  return Array.isArray(manifest.exposes) ? (manifest as FederationManifest) : undefined;
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
