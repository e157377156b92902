// The Vite config of the shell's prerender: a Node bundle of the shell's routes and, taken from
// their sources, the remotes' modules of the first routes they list, which renders those routes'
// first screens into the shell's build (first-screens.json) for the first-visit pages.
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, type Plugin, type UserConfig } from 'vite';
import { declaredRemotes } from './declared-options.ts';

const VIRTUAL_ID = 'virtual:carzone-first-screens';

/** A path that can be rendered ahead of time: no parameters (`:id`), no wildcards. */
const STATIC_PATH = /^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/;

/** The first routes every remote lists (static paths only) and the sources of their modules. */
export async function firstScreenSources(repoRoot: string) {
  const paths = new Set<string>();
  const modules: Record<string, string> = {};
  for (const { folder, name, options } of await declaredRemotes(repoRoot)) {
    for (const [path, route] of Object.entries(options.firstRoutes ?? {})) {
      if (!STATIC_PATH.test(path) || route.firstScreen === false) continue;
      paths.add(path);
      for (const expose of route.modules) {
        const source = options.exposes[expose];
        if (!source)
          throw new Error(
            `${folder} lists ${expose} as a first route's module but exposes no such module.`,
          );
        modules[`${name}/${expose.replace(/^\.\//, '')}`] = join(repoRoot, folder, source);
      }
    }
  }
  return { paths: [...paths].sort(), modules };
}

/** `virtual:carzone-first-screens`: the paths to render and a loader for each remote module. */
function firstScreensModule(sources: Awaited<ReturnType<typeof firstScreenSources>>): Plugin {
  const loaders = Object.entries(sources.modules)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return {
    name: 'carzone:first-screens',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export const paths = ${JSON.stringify(sources.paths)};\nexport const modules = {\n${loaders}\n};\n`
        : undefined,
  };
}

export async function prerenderConfig(options: {
  repoRoot: string;
  /** The bundle's entries (the shell's renderers), by the name of the file each becomes. */
  entries: Record<string, string>;
  outDir: string;
}): Promise<UserConfig> {
  const sources = await firstScreenSources(options.repoRoot);
  return {
    plugins: [react(), firstScreensModule(sources)],
    resolve: { conditions: ['carzone-source', ...defaultServerConditions] },
    // Everything in one file Node runs as it is: the workspace's TypeScript packages, and the
    // libraries (Chakra's ESM is not Node's).
    ssr: {
      noExternal: true,
      resolve: { conditions: ['carzone-source', ...defaultServerConditions] },
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: options.outDir,
      emptyOutDir: true,
      target: 'node18',
      rolldownOptions: {
        input: options.entries,
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  };
}
