// The Vite config every federated unit shares; a unit passes only what makes it itself.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type UserConfigFnObject,
} from 'vite';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@carzone/domain';
import { FIRST_ROUTES_FILE, parseFirstRoutes } from '@carzone/first-visit';
import type { ExposesOf } from './contracts.ts';
import { eagerSharedModulesCompiledAtOnce } from './compile-hint.ts';
import { precompiledCatalogs } from './precompiled-catalogs.ts';
import { precompressAssets, servePrecompressedOnPreview } from './precompressed-assets.ts';
import { reactIconsRuntimeFromWebKit } from './react-icons-runtime.ts';
import { sharedSingletons } from './shared-singletons.ts';
import { SHARED_MODULES_MAP, sharesInitialisedAfterAYield } from './shares-after-a-yield.ts';
import { preloadedWithTheStart, REACT_DOM } from './start-preloads.ts';
import { REMOTES, UNITS, type RemoteKey } from './units.ts';

/** Remotes are served below this path on every origin, so the shell can proxy them same-origin. */
export function remoteBasePath(key: RemoteKey): string {
  return `/remotes/${REMOTES[key].folder}/`;
}

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Where a remote's build will be served from. A release of one remote (deploy/release-remote.mjs)
 * builds it for its own versioned folder below the remote's path, named by REMOTE_BASE_PATH, so
 * its federation manifest names where its files really are; anything else there is refused.
 */
export function remoteBuildBase(key: RemoteKey, env: NodeJS.ProcessEnv = process.env): string {
  const base = remoteBasePath(key);
  const requested = env.REMOTE_BASE_PATH;
  if (requested === undefined || requested === '') return base;
  const version = requested.startsWith(base) ? requested.slice(base.length) : '';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\/$/.test(version) || version === 'assets/') {
    throw new Error(
      `REMOTE_BASE_PATH must be ${base}<version>/ (letters, digits, . _ -), got "${requested}".`,
    );
  }
  return requested;
}

/**
 * In dev the federation plugin keeps shared packages out of Vite's pre-bundling, so their own
 * CommonJS dependencies must be pre-bundled by name or the browser gets raw CommonJS.
 */
const optimizeDeps = {
  include: ['react-router > cookie', 'react-router > set-cookie-parser'],
};

/**
 * react-router's package exports only its development build (remix-run/react-router#12532,
 * #14102), so a production build would ship its development-only checks and warnings; it takes
 * the production build that sits beside it.
 */
function reactRouterProductionBuild(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const productionEntry = join(dirname(packageJson), 'dist', 'production', 'index.mjs');
  return {
    name: 'carzone:react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: productionEntry }] },
    }),
  };
}

/** Workspace packages are consumed from their TypeScript source (the `carzone-source` export condition). */
const resolve = { conditions: ['carzone-source', ...defaultClientConditions] };

/** A port from its environment variable, or the unit's default; anything else is a clear error. */
export function portFromEnv(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

export const remotePort = (key: RemoteKey) =>
  portFromEnv(REMOTES[key].portVariable, REMOTES[key].port);
export const apiPort = () => portFromEnv(UNITS.api.portVariable, UNITS.api.port);
export const shellPort = () => portFromEnv(UNITS.shell.portVariable, UNITS.shell.port);

/**
 * The small pieces every exposed module loads first (the federation runtime's bindings, Vite's
 * preload helper), in one file instead of one request each.
 */
const FEDERATION_GLUE_CHUNK = {
  name: 'federation-glue',
  test: /node_modules[\\/]@module-federation[\\/]|vite[\\/]preload-helper/,
  priority: 10,
};

/**
 * `@module-federation/vite` puts Vite's preload helper in a file of its own, in a group above any
 * a unit sets (so that no chunk of shared-module wrappers captures it); every unit's first-visit
 * modules import it. That group takes the federation glue's modules too and its name: the helper
 * and the glue in one file, still apart from the wrappers, one request less per unit.
 */
function preloadHelperInFederationGlue(glue: ChunkGroup = FEDERATION_GLUE_CHUNK): Plugin {
  return {
    name: 'carzone:preload-helper-in-federation-glue',
    apply: 'build',
    outputOptions(options) {
      const splitting = options.codeSplitting;
      if (typeof splitting !== 'object' || !splitting.groups) return null;
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: splitting.groups.map((group) =>
            group.name === 'vite-preload-helper'
              ? { ...group, name: glue.name, test: glue.test }
              : group,
          ),
        },
      };
    },
  };
}

/**
 * A remote's federation glue also holds its map of shared modules and their loaders: each of a
 * remote's first-visit modules loads them before anything else, so they cost a request each
 * otherwise. (Not the shell's: its loaders are the page's one copy of React and Chakra.)
 */
const REMOTE_FEDERATION_GLUE_CHUNK = {
  ...FEDERATION_GLUE_CHUNK,
  test: new RegExp(
    `${FEDERATION_GLUE_CHUNK.test.source}|${SHARED_MODULES_MAP.source}|__loadShare__`,
  ),
};

/**
 * What several of a remote's pages use (the domain rules, the shared UI, its own components, its
 * words' `t`, the icons): one file, fetched once, rather than a small file for each combination
 * of pages that shares it.
 */
const SHARED_CODE =
  /[\\/]packages[\\/](domain|ui)[\\/]|[\\/]src[\\/](components|lib)[\\/]|[\\/]src[\\/]locales[\\/]messages\.ts$|node_modules[\\/]react-icons[\\/]/;
/** A language's catalog is downloaded only when the page is in it (docs/decisions/007). */
const TRANSLATION_CATALOG = new RegExp(
  `[\\\\/]locales[\\\\/](?:${TRANSLATED_LANGUAGES.join('|')})\\.[jt]s$`,
);
/**
 * Except what only a form uses (the date fields, `@carzone/ui/date-fields`, and the rules of a
 * search's dates) or what loads only when asked (the 64 districts, `@carzone/domain/districts`):
 * it travels with the page or the chunk that needs it, so a first visit to a page without one
 * (Home's Recent Listings, /available before its district filter opens) does not download it.
 */
const FORM_ONLY_CODE =
  /[\\/]packages[\\/](ui[\\/]src[\\/](date-fields?|calendar-date-field|search-dates-fields)|domain[\\/]src[\\/](car-search-dates|districts))\.[jt]sx?$/;
const SHARED_CODE_CHUNK = {
  name: 'shared-code',
  test: (id: string) =>
    SHARED_CODE.test(id) && !FORM_ONLY_CODE.test(id) && !TRANSLATION_CATALOG.test(id),
  // Code only one page uses travels with that page: Home's Recent Listings do not download what
  // only Available Cars' filters need.
  minShareCount: 2,
  priority: 5,
};

interface RemoteAppOptions<Key extends RemoteKey> {
  remote: Key;
  /** Must expose exactly the modules the contract lists for this remote. */
  exposes: ExposesOf<(typeof REMOTES)[Key]['name']>;
  /**
   * The paths a first visit renders with this remote's modules, and the API answers their loaders
   * fetch there, each exactly as the loader asks for it (or the browser fetches it twice). The
   * build publishes them beside the entry (first-routes.json); the first-visit page preloads them.
   */
  firstRoutes?: Record<
    string,
    {
      modules: readonly (keyof ExposesOf<(typeof REMOTES)[Key]['name']> & string)[];
      data?: readonly string[];
      /**
       * false: no first screen is rendered ahead of time for this path (a form, which must not
       * be sendable before the page is interactive); it still gets its preloads.
       */
      firstScreen?: boolean;
      /**
       * What the page region says while the route's code and data load on a first visit (the
       * shell shows it before this remote's code is there); without it, the shell's spinner.
       * In English, as the code writes its texts: the build takes its translations from the
       * remote's catalogs, where translators put them (unitCatalogs).
       */
      loading?: string;
    }
  >;
  plugins?: PluginOption[];
}

type DeclaredFirstRoutes = Record<
  string,
  { modules: readonly string[]; data?: readonly string[]; loading?: string }
>;

/** A unit's catalogs in each language but English, as its `t` reads them: English → translation. */
export type UnitCatalogs = Partial<
  Record<TranslatedLanguage, readonly Readonly<Record<string, string>>[]>
>;

/** The shared words' catalogs (packages/ui's), which every unit's `t` reads too. */
const SHARED_LOCALES = fileURLToPath(new URL('../../ui/src/locales/', import.meta.url));

/**
 * A catalog as packages/web-testing's translation-files writes it from its PO file
 * (`export default { "English": "translation", … } as const;`, each text JSON), read as the data
 * it is: Vite has closed the runner that imports TypeScript before the build's hooks run.
 */
function readCatalog(file: string): Readonly<Record<string, string>> {
  const body = /export default (\{[\s\S]*\})(?: as const)?;\s*$/.exec(
    readFileSync(file, 'utf8'),
  )?.[1];
  let catalog: unknown;
  try {
    catalog = JSON.parse(body?.replace(/,(\s*)\}$/, '$1}') ?? '');
  } catch {
    catalog = undefined;
  }
  if (
    typeof catalog !== 'object' ||
    catalog === null ||
    !Object.values(catalog).every((text) => typeof text === 'string')
  ) {
    throw new Error(`${file} is not a catalog as \`npm run translations\` writes one.`);
  }
  return catalog as Record<string, string>;
}

/**
 * The catalogs of the unit in `unitDir`, for each language but English, in the order its `t`
 * reads them: its own (`src/locales/<language>.ts`, generated from the PO file translators edit),
 * then the shared words'. A language without a catalog has none here.
 */
export function unitCatalogs(unitDir: string): UnitCatalogs {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      [join(unitDir, 'src', 'locales', `${language}.ts`), join(SHARED_LOCALES, `${language}.ts`)]
        .filter((file) => existsSync(file))
        .map(readCatalog),
    ]),
  );
}

/**
 * A loading text's translation into each language but English, from the remote's catalogs. A text
 * a catalog holds untranslated (a language translators have not finished) is left out, so the
 * page shows its English, as `t` does; a text no catalog holds is an error, since no translator
 * would ever see it.
 */
function loadingTranslations(
  english: string,
  catalogs: UnitCatalogs,
  source: string,
): Partial<Record<TranslatedLanguage, string>> {
  const translations: Partial<Record<TranslatedLanguage, string>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const catalog = (catalogs[language] ?? []).find((words) => Object.hasOwn(words, english));
    if (!catalog) {
      throw new Error(
        `${source}: the loading text ${JSON.stringify(english)} is in no ${language} catalog of the remote. Add it to its src/locales/${language}.po (or, shown by other units too, to packages/ui's), then run \`npm run translations\`.`,
      );
    }
    if (catalog[english] !== '') translations[language] = catalog[english];
  }
  return translations;
}

/**
 * A remote's first routes as its build publishes them: full module ids
 * (`mf_catalog/recent-listings`), and each loading text with its translations from the remote's
 * `catalogs` (unitCatalogs).
 */
export function publishedFirstRoutesList(
  name: string,
  firstRoutes: DeclaredFirstRoutes,
  catalogs: UnitCatalogs,
) {
  return Object.fromEntries(
    Object.entries(firstRoutes).map(([path, { modules, data = [], loading }]) => {
      const translatedLoading =
        loading === undefined
          ? {}
          : loadingTranslations(loading, catalogs, `${name}'s firstRoutes, "${path}"`);
      return [
        path,
        {
          modules: modules.map((expose) => `${name}/${expose.replace(/^\.\//, '')}`),
          data,
          ...(loading === undefined ? {} : { loading }),
          ...(Object.keys(translatedLoading).length > 0 ? { translatedLoading } : {}),
        },
      ];
    }),
  );
}

/**
 * Publishes the remote's first routes beside its entry, as full module ids
 * (`mf_catalog/recent-listings`) with their loading texts' translations, checked: a data URL that
 * is no API URL, or a loading text no catalog of the remote holds, fails the build.
 */
function publishFirstRoutes(name: string, firstRoutes: DeclaredFirstRoutes): Plugin {
  let root = process.cwd();
  let list: ReturnType<typeof publishedFirstRoutesList> = {};
  return {
    name: 'carzone:first-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      list = publishedFirstRoutesList(name, firstRoutes, unitCatalogs(root));
      parseFirstRoutes(list, { remoteNames: [name], source: `${name}'s firstRoutes` });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_ROUTES_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      });
    },
  };
}

/**
 * The page a remote's dev server serves at every address below its base path: its harness
 * (src/main.tsx, which mounts src/app/harness-routes.tsx with `mountRemoteHarness`), its pages
 * without the shell. One page for every remote, written here rather than an index.html in each;
 * a build has no page (its input is remoteEntry.js alone).
 */
export function harnessPage(folder: string): Plugin {
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${folder} harness | CarZone</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./src/main.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'carzone:harness-page',
    apply: 'serve',
    // After Vite's own middleware, as its index.html would be: modules and files come first.
    configureServer: (server) => () => {
      server.middlewares.use((request, response, next) => {
        // What Vite's own fallback to index.html answers: a page or anything, read or looked at.
        const accept = request.headers.accept ?? '';
        const html = accept === '' || accept.includes('text/html') || accept.includes('*/*');
        if (!(request.method === 'GET' || request.method === 'HEAD') || !html) return next();
        server
          .transformIndexHtml('/index.html', page, request.originalUrl)
          .then((transformed) => {
            response.setHeader('Content-Type', 'text/html');
            response.end(transformed);
          })
          .catch(next);
      });
    },
  };
}

/**
 * A remote's Vite config. Built, it leaves the federation runtime to the shell's page; served alone
 * by its dev server (its harness, with no shell around it), it brings its own.
 */
export function remoteAppConfig<Key extends RemoteKey>(
  options: RemoteAppOptions<Key>,
): UserConfigFnObject {
  const { remote, exposes } = options;
  const port = remotePort(remote);
  return ({ command }) => ({
    base: command === 'build' ? remoteBuildBase(remote) : remoteBasePath(remote),
    plugins: [
      react(),
      federation({
        name: REMOTES[remote].name,
        filename: REMOTE_ENTRY_FILE,
        exposes: exposes as Record<string, string>,
        shared: sharedSingletons(process.cwd(), 'remote'),
        dts: false,
        // mf-manifest.json beside the entry: the files each exposed module imports, which the
        // shell's server preloads for a first visit (@carzone/first-visit).
        manifest: true,
        // One federation runtime for the page: the shell's (provideExternalRuntime).
        experiments: { externalRuntime: command === 'build' },
      }),
      reactRouterProductionBuild(),
      reactIconsRuntimeFromWebKit(),
      preloadHelperInFederationGlue(REMOTE_FEDERATION_GLUE_CHUNK),
      publishFirstRoutes(REMOTES[remote].name, options.firstRoutes ?? {}),
      precompiledCatalogs(),
      precompressAssets(),
      servePrecompressedOnPreview(),
      harnessPage(REMOTES[remote].folder),
      ...(options.plugins ?? []),
    ],
    resolve,
    optimizeDeps,
    // Alone, a remote still reaches the API at /api, as it does inside the shell.
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      proxy: { '/api': `http://127.0.0.1:${apiPort()}` },
    },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: profilingSourceMaps(),
      rolldownOptions: {
        // No entry of its own: the build is remoteEntry.js (emitted by the federation plugin) and
        // what it loads. The harness page (harnessPage) is for the dev server alone, never shipped.
        ...(command === 'build' ? { input: {} } : {}),
        output: { codeSplitting: { groups: [REMOTE_FEDERATION_GLUE_CHUNK, SHARED_CODE_CHUNK] } },
      },
    },
  });
}

/**
 * Source maps for a profile of the page (scripts/bench-hydration.mjs names the library each
 * millisecond is spent in): `CARZONE_SOURCEMAPS=1 pnpm build`. Hidden (no comment in the files that
 * would point the browser at them); a normal build writes none.
 */
function profilingSourceMaps(): 'hidden' | false {
  return process.env.CARZONE_SOURCEMAPS === '1' ? 'hidden' : false;
}

/** A group of modules built into one file (rolldown's `output.codeSplitting.groups`). */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority?: number;
}

export function hostAppConfig(options: {
  name: string;
  port: number;
  /** The host's own files to build together, beside the federation's glue. */
  chunkGroups?: ChunkGroup[];
  plugins?: PluginOption[];
  server?: UserConfig['server'];
  preview?: UserConfig['preview'];
}): UserConfig {
  return {
    plugins: [
      react(),
      federation({
        name: options.name,
        remotes: {},
        shared: sharedSingletons(process.cwd(), 'host'),
        dts: false,
        experiments: { provideExternalRuntime: true },
        // Shared modules come from what the page has loaded (the shell's eager ones), so no
        // remote entry is fetched before a page needs that remote.
        shareStrategy: 'loaded-first',
      }),
      reactRouterProductionBuild(),
      preloadHelperInFederationGlue(),
      eagerSharedModulesCompiledAtOnce(),
      preloadedWithTheStart(REACT_DOM),
      sharesInitialisedAfterAYield(),
      precompiledCatalogs(),
      precompressAssets(),
      ...(options.plugins ?? []),
    ],
    resolve,
    optimizeDeps,
    define: {
      // Every remote is registered by its remoteEntry.js (the runtime manifest's entries), never by
      // an mf-manifest.json, so the runtime's manifest ("snapshot") plugins are left out: 1.5 KB
      // less on every first visit.
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    },
    server: { port: options.port, strictPort: true, host: '127.0.0.1', ...options.server },
    preview: { port: options.port, strictPort: true, host: '127.0.0.1', ...options.preview },
    build: {
      target: 'es2022',
      sourcemap: profilingSourceMaps(),
      rolldownOptions: {
        // Chakra's theme and anatomy modules call these at the top level for objects CarZone does
        // not use (the whole default theme, every component's anatomy); calls the bundler may drop
        // when their result is unused (2 KB gzip less on a first visit).
        treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
        output: {
          codeSplitting: { groups: [FEDERATION_GLUE_CHUNK, ...(options.chunkGroups ?? [])] },
        },
      },
    },
  };
}
