import { describe, expect, it } from 'vitest';
import {
  cachedManifestReader,
  exposedModuleFiles,
  firstRouteModules,
  firstVisitPreloads,
  manifestUrl,
  type FederationManifest,
} from './first-route-preloads.ts';

/** The shape of what a remote's build writes (trimmed). */
const catalogManifest: FederationManifest = {
  exposes: [
    {
      name: 'recent-listings',
      path: './recent-listings',
      assets: {
        js: {
          sync: ['assets/recent-listings-route-k4ip.js', 'assets/src-BEC.js'],
          async: ['assets/react-Dlmb.js'],
        },
        css: { sync: ['assets/listings-1.css'], async: [] },
      },
    } as FederationManifest['exposes'][number],
    {
      name: 'available-cars-route',
      path: './available-cars-route',
      assets: { js: { sync: ['assets/available-cars-route-RWr.js'] } },
    },
  ],
};

const remotes = {
  mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
  mf_marketing: '/remotes/mf-marketing/remoteEntry.js',
};

describe('firstRouteModules', () => {
  it('gives Home the catalog’s Recent Listings and marketing’s sections, and no other page anything', () => {
    expect(firstRouteModules('/')).toEqual([
      'mf_catalog/recent-listings',
      'mf_marketing/home-sections',
    ]);
    expect(firstRouteModules('/index.html')).toEqual(firstRouteModules('/'));
    expect(firstRouteModules('/about')).toEqual([]);
  });
});

describe('exposedModuleFiles', () => {
  it('lists what the module imports at once, beside the remote’s entry, not what it loads later', () => {
    expect(exposedModuleFiles(remotes.mf_catalog, catalogManifest, 'recent-listings')).toEqual([
      { kind: 'module', href: '/remotes/mf-catalog/assets/recent-listings-route-k4ip.js' },
      { kind: 'module', href: '/remotes/mf-catalog/assets/src-BEC.js' },
      { kind: 'style', href: '/remotes/mf-catalog/assets/listings-1.css' },
    ]);
  });

  it('keeps the origin of a remote that lives elsewhere', () => {
    expect(
      exposedModuleFiles(
        'https://cdn.example.com/catalog/v2/remoteEntry.js',
        catalogManifest,
        'available-cars-route',
      ),
    ).toEqual([
      {
        kind: 'module',
        href: 'https://cdn.example.com/catalog/v2/assets/available-cars-route-RWr.js',
      },
    ]);
  });

  it('gives nothing for a module the manifest does not list', () => {
    expect(exposedModuleFiles(remotes.mf_catalog, catalogManifest, 'car-details-route')).toEqual(
      [],
    );
  });
});

describe('firstVisitPreloads', () => {
  it('preloads every entry, then the modules of the remotes whose manifest is at hand', () => {
    const preloads = firstVisitPreloads(
      remotes,
      ['mf_catalog/recent-listings', 'mf_marketing/home-sections'],
      new Map([
        ['mf_catalog', catalogManifest],
        ['mf_marketing', undefined],
      ]),
    );
    expect(preloads.map((preload) => preload.href)).toEqual([
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-marketing/remoteEntry.js',
      '/remotes/mf-catalog/assets/recent-listings-route-k4ip.js',
      '/remotes/mf-catalog/assets/src-BEC.js',
      '/remotes/mf-catalog/assets/listings-1.css',
    ]);
  });

  it('preloads nothing of a remote this deployment leaves out', () => {
    const preloads = firstVisitPreloads(
      { mf_marketing: remotes.mf_marketing },
      ['mf_catalog/recent-listings'],
      new Map([['mf_catalog', catalogManifest]]),
    );
    expect(preloads).toEqual([{ kind: 'module', href: '/remotes/mf-marketing/remoteEntry.js' }]);
  });
});

describe('manifestUrl', () => {
  it('finds the manifest next to the entry', () => {
    expect(manifestUrl(remotes.mf_catalog, 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/remotes/mf-catalog/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example.com/c/remoteEntry.js', 'http://127.0.0.1:3000')).toBe(
      'https://cdn.example.com/c/mf-manifest.json',
    );
  });
});

describe('cachedManifestReader', () => {
  it('reads a manifest once while it is fresh, and again in the background once stale', async () => {
    let clock = 0;
    const reads: string[] = [];
    let version = 1;
    const read = cachedManifestReader({
      maxAgeMs: 1000,
      now: () => clock,
      read: async (url) => {
        reads.push(url);
        return { exposes: [{ name: `v${version}` }] };
      },
    });
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    clock = 500;
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    expect(reads).toHaveLength(1);

    version = 2;
    clock = 1500;
    // Stale: answered at once with what it has, fetched again for the next page.
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read('m')).toEqual({ exposes: [{ name: 'v2' }] });
    expect(reads).toHaveLength(2);
  });

  it('does not hold the page for a remote that does not answer, nor for one that fails', async () => {
    const slow = cachedManifestReader({ waitMs: 20, read: () => new Promise(() => {}) });
    const started = Date.now();
    expect(await slow('m')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);

    const failing = cachedManifestReader({ read: () => Promise.reject(new Error('502')) });
    expect(await failing('m')).toBeUndefined();
  });

  it('waits for a remote that had no manifest yet once the answer is stale', async () => {
    let clock = 0;
    const remote: { manifest?: FederationManifest } = {};
    const read = cachedManifestReader({
      maxAgeMs: 1000,
      now: () => clock,
      read: async () => remote.manifest,
    });
    expect(await read('m')).toBeUndefined(); // the remote was still starting
    remote.manifest = { exposes: [] };
    clock = 1500;
    expect(await read('m')).toEqual({ exposes: [] });
  });
});
