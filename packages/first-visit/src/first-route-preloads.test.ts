import { describe, expect, it } from 'vitest';
import {
  exposedModuleFiles,
  firstRouteOf,
  firstVisitPreloads,
  manifestUrl,
  MAX_LOADING_TEXT_LENGTH,
  mergeFirstRoutes,
  parseFirstRoutes,
  publishedFirstRoutes,
  withLoadingTexts,
  type FederationManifest,
} from './first-route-preloads.js';

/** The shape of what a remote's build writes (trimmed). */
const catalogManifest: FederationManifest = {
  exposes: [
    {
      name: 'recent-listings',
      path: './recent-listings',
      assets: {
        js: {
          sync: ['assets/recent-listings-route-k4ip.js', 'assets/src-BEC.js'],
          async: ['assets/react-Dlmb.js', 'assets/_virtual_mf_x__loadShare__shared-9.js'],
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
  mf_booking: '/remotes/mf-booking/remoteEntry.js',
};

describe('publishedFirstRoutes', () => {
  it("takes a remote's own modules and refuses another remote's, or a list that is no object", () => {
    const own = { '/': { modules: ['mf_catalog/recent-listings'], data: ['/api/allCars'] } };
    expect(publishedFirstRoutes(own, 'mf_catalog', 'catalog.json').get('/')).toEqual({
      modules: ['mf_catalog/recent-listings'],
      data: ['/api/allCars'],
    });
    expect(() => publishedFirstRoutes(own, 'mf_marketing', 'marketing.json')).toThrow(
      /marketing\.json, "\/": "mf_catalog\/recent-listings" is not a module of a known remote/,
    );
    expect(() => publishedFirstRoutes([own], 'mf_catalog', 'catalog.json')).toThrow(
      /catalog\.json: expected an object of paths/,
    );
    expect(() => publishedFirstRoutes(null, 'mf_catalog', 'catalog.json')).toThrow(
      /expected an object/,
    );
  });
});

describe('parseFirstRoutes', () => {
  const names = ['mf_catalog', 'mf_marketing'];

  it('reads each path’s modules and API answers, and finds a path’s route', () => {
    const routes = parseFirstRoutes(
      { $comment: 'ignored', '/': { modules: ['mf_catalog/recent-listings'], data: ['/api/x'] } },
      { remoteNames: names },
    );
    expect(firstRouteOf(routes, '/')).toEqual({
      modules: ['mf_catalog/recent-listings'],
      data: ['/api/x'],
    });
    expect(firstRouteOf(routes, '/index.html')).toEqual(firstRouteOf(routes, '/'));
    expect(firstRouteOf(routes, '/about')).toEqual({ modules: [], data: [] });
    expect(routes.has('$comment')).toBe(false);
  });

  it('refuses a module of no known remote, or data that is not an API URL', () => {
    expect(() =>
      parseFirstRoutes({ '/': { modules: ['mf_nowhere/page'] } }, { remoteNames: names }),
    ).toThrow(/"\/": "mf_nowhere\/page" is not a module of a known remote/);
    expect(() => parseFirstRoutes({ '/': { data: ['https://elsewhere.example/x'] } })).toThrow(
      /is not an API URL/,
    );
  });

  it('without names (a deployed site), takes any remote but still refuses what is no module id', () => {
    expect(parseFirstRoutes({ '/': { modules: ['mf_later/page'] } }).get('/')).toEqual({
      modules: ['mf_later/page'],
      data: [],
    });
    expect(() => parseFirstRoutes({ '/': { modules: ['no-slash', 3] } })).toThrow(
      /"no-slash" is not a module of a known remote; 3 is not/,
    );
  });
});

describe('loading texts', () => {
  const myCars = {
    '/cars/:email': { modules: ['mf_owner/my-cars-route'], loading: 'Loading cars...' },
  };

  it("reads a route's loading text, and the manifest carries every route's", () => {
    const owner = parseFirstRoutes(myCars, { remoteNames: ['mf_owner'] });
    expect(owner.get('/cars/:email')).toEqual({
      modules: ['mf_owner/my-cars-route'],
      data: [],
      loading: 'Loading cars...',
    });
    const catalog = parseFirstRoutes({ '/': { modules: ['mf_catalog/recent-listings'] } });
    const config = { remotes: { mf_owner: '/remotes/mf-owner/remoteEntry.js' } };
    expect(withLoadingTexts(config, mergeFirstRoutes([catalog, owner]))).toEqual({
      ...config,
      loadingTexts: { '/cars/:email': 'Loading cars...' },
    });
    // What a manifest carried before is replaced; none declared, none carried.
    const stale = { ...config, loadingTexts: { '/old': 'Loading old...' } };
    expect(withLoadingTexts(stale, catalog)).toEqual(config);
  });

  it('carries the translations beside their English, and refuses one without it', () => {
    const owner = parseFirstRoutes({
      '/cars/:email': {
        loading: 'Loading cars...',
        translatedLoading: { bn: 'গাড়িগুলো লোড হচ্ছে...' },
      },
    });
    expect(withLoadingTexts({ remotes: {} }, owner)).toEqual({
      remotes: {},
      loadingTexts: { '/cars/:email': 'Loading cars...' },
      translatedLoadingTexts: { bn: { '/cars/:email': 'গাড়িগুলো লোড হচ্ছে...' } },
    });
    // What a manifest carried before is replaced.
    const stale = { remotes: {}, translatedLoadingTexts: { bn: { '/old': 'পুরোনো' } } };
    expect(withLoadingTexts(stale, new Map())).toEqual({ remotes: {} });
    expect(() =>
      parseFirstRoutes({ '/cars/:email': { translatedLoading: { bn: 'গাড়িগুলো লোড হচ্ছে...' } } }),
    ).toThrow(/needs its English/);
    expect(() =>
      parseFirstRoutes({
        '/cars/:email': { loading: 'Loading cars...', translatedLoading: { bn: ' ' } },
      }),
    ).toThrow(/is not a loading text/);
    expect(() =>
      parseFirstRoutes({
        '/cars/:email': { loading: 'Loading cars...', translatedLoading: 'গাড়িগুলো লোড হচ্ছে...' },
      }),
    ).toThrow(/is not a loading text by language/);
  });

  it('leaves out a translation into a language the site does not speak', () => {
    const owner = parseFirstRoutes({
      '/cars/:email': {
        loading: 'Loading cars...',
        translatedLoading: { xx: 'Xx cars...', bn: 'গাড়িগুলো লোড হচ্ছে...' },
      },
      '/bookings': { loading: 'Loading bookings...', translatedLoading: { xx: 'Xx bookings...' } },
    });
    expect(owner.get('/cars/:email')?.translatedLoading).toEqual({
      bn: 'গাড়িগুলো লোড হচ্ছে...',
    });
    expect(owner.get('/bookings')).toEqual({
      modules: [],
      data: [],
      loading: 'Loading bookings...',
    });
    expect(() =>
      parseFirstRoutes({ '/': { loading: 'Loading...', translatedLoading: { xx: '' } } }),
    ).toThrow(/is not a loading text/);
  });

  it('keeps the first remote’s text when two declare one for a path', () => {
    const first = parseFirstRoutes({ '/': { loading: 'First words' } });
    const second = parseFirstRoutes({ '/': { loading: 'Second words' } });
    expect(mergeFirstRoutes([first, second]).get('/')?.loading).toBe('First words');
    expect(mergeFirstRoutes([parseFirstRoutes({ '/': {} }), second]).get('/')?.loading).toBe(
      'Second words',
    );
    // A page says one remote's words in every language, never one's English and another's Bangla.
    const translated = parseFirstRoutes({
      '/': { loading: 'Second words', translatedLoading: { bn: 'দ্বিতীয় কথা' } },
    });
    expect(mergeFirstRoutes([first, translated]).get('/')).toEqual({
      modules: [],
      data: [],
      loading: 'First words',
    });
    expect(mergeFirstRoutes([translated, first]).get('/')?.translatedLoading).toEqual({
      bn: 'দ্বিতীয় কথা',
    });
  });

  it('refuses a loading text that is empty, too long, padded or no text', () => {
    for (const loading of ['', ' Loading', 'x'.repeat(MAX_LOADING_TEXT_LENGTH + 1), 42, null]) {
      expect(() => parseFirstRoutes({ '/cars/:email': { loading } }), String(loading)).toThrow(
        /is not a loading text/,
      );
    }
    expect(
      parseFirstRoutes({ '/a': { loading: 'x'.repeat(MAX_LOADING_TEXT_LENGTH) } }).get('/a')
        ?.loading,
    ).toHaveLength(MAX_LOADING_TEXT_LENGTH);
  });
});

describe('exposedModuleFiles', () => {
  it('lists what the module imports at once, beside the remote’s entry, not what it loads later', () => {
    expect(exposedModuleFiles(remotes.mf_catalog, catalogManifest, 'recent-listings')).toEqual([
      { kind: 'module', href: '/remotes/mf-catalog/assets/recent-listings-route-k4ip.js' },
      { kind: 'module', href: '/remotes/mf-catalog/assets/src-BEC.js' },
      { kind: 'module', href: '/remotes/mf-catalog/assets/_virtual_mf_x__loadShare__shared-9.js' },
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
  it('preloads the data, the entries of the remotes the route renders with (no other), then the files of its modules whose manifest is at hand', () => {
    const preloads = firstVisitPreloads(
      { remotes },
      {
        modules: ['mf_catalog/recent-listings', 'mf_marketing/home-sections'],
        data: ['/api/allCars?limit=6'],
      },
      new Map([
        ['mf_catalog', catalogManifest],
        ['mf_marketing', undefined],
      ]),
    );
    expect(preloads.map((preload) => `${preload.kind} ${preload.href}`)).toEqual([
      'data /api/allCars?limit=6',
      'module /remotes/mf-catalog/remoteEntry.js',
      'module /remotes/mf-marketing/remoteEntry.js',
      'module /remotes/mf-catalog/assets/recent-listings-route-k4ip.js',
      'module /remotes/mf-catalog/assets/src-BEC.js',
      'module /remotes/mf-catalog/assets/_virtual_mf_x__loadShare__shared-9.js',
      'style /remotes/mf-catalog/assets/listings-1.css',
    ]);
  });

  it('preloads every remote’s entry for a path with no first route of its own', () => {
    const preloads = firstVisitPreloads({ remotes }, { modules: [], data: [] }, new Map());
    expect(preloads.map((preload) => preload.href)).toEqual([
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-marketing/remoteEntry.js',
      '/remotes/mf-booking/remoteEntry.js',
    ]);
  });

  it('leaves an on-demand remote’s entry to its own pages', () => {
    const withConsole = { ...remotes, mf_admin: '/remotes/mf-admin/remoteEntry.js' };
    const unlisted = firstVisitPreloads(
      { remotes: withConsole, onDemandRemotes: ['mf_admin'] },
      { modules: [], data: [] },
      new Map(),
    );
    expect(unlisted.map((preload) => preload.href)).toEqual([
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-marketing/remoteEntry.js',
      '/remotes/mf-booking/remoteEntry.js',
    ]);
    const itsOwn = firstVisitPreloads(
      { remotes: withConsole, onDemandRemotes: ['mf_admin'] },
      { modules: ['mf_admin/overview'], data: [] },
      new Map(),
    );
    expect(itsOwn.map((preload) => preload.href)).toEqual(['/remotes/mf-admin/remoteEntry.js']);
  });

  it('preloads nothing of a remote this deployment leaves out', () => {
    const preloads = firstVisitPreloads(
      { remotes: { mf_marketing: remotes.mf_marketing } },
      { modules: ['mf_catalog/recent-listings', 'mf_marketing/home-sections'], data: [] },
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
