// The Vite config every federated unit shares; a unit passes only what makes it itself. Its
// parts, each for its own reader: where units are served (unit-ports.ts), how modules are grouped
// into files (chunk-groups.ts), a remote's first routes (first-routes.ts) and catalogs
// (unit-catalogs.ts), and the dev server's harness page (harness-page.ts).
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  defaultClientConditions,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type UserConfigFnObject,
} from 'vite';
import {
  FEDERATION_GLUE_CHUNK,
  preloadHelperInFederationGlue,
  REMOTE_FEDERATION_GLUE_CHUNK,
  SHARED_CODE_CHUNK,
  type ChunkGroup,
} from './chunk-groups.ts';
import { eagerSharedModulesCompiledAtOnce } from './compile-hint.ts';
import type { ExposesOf } from './contracts.ts';
import { publishFirstRoutes } from './first-routes.ts';
import { harnessPage } from './harness-page.ts';
import { precompiledCatalogs } from './precompiled-catalogs.ts';
import { precompressAssets, servePrecompressedOnPreview } from './precompressed-assets.ts';
import { reactIconsRuntimeFromWebKit } from './react-icons-runtime.ts';
import { sharedSingletons } from './shared-singletons.ts';
import { sharesInitialisedAfterAYield } from './shares-after-a-yield.ts';
import { preloadedWithTheStart, REACT_DOM } from './start-preloads.ts';
import {
  apiPort,
  remoteBasePath,
  remoteBuildBase,
  remotePort,
  REMOTE_ENTRY_FILE,
} from './unit-ports.ts';
import { REMOTES, type RemoteKey } from './units.ts';

export type { ChunkGroup } from './chunk-groups.ts';
export { publishedFirstRoutesList } from './first-routes.ts';
export { harnessPage } from './harness-page.ts';
export { unitCatalogs, type UnitCatalogs } from './unit-catalogs.ts';
export {
  apiPort,
  portFromEnv,
  remoteBasePath,
  remoteBuildBase,
  remotePort,
  REMOTE_ENTRY_FILE,
  shellPort,
} from './unit-ports.ts';

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
      publishFirstRoutes(REMOTES[remote], options.firstRoutes ?? {}),
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
