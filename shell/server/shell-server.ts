// The shell's part in Vite's dev server (`pnpm --filter @carzone/shell dev`): the runtime
// manifest, and the page with that manifest in its head. `npm start` runs the local server
// instead (local-server.ts), the door nginx is in production.
import type { RuntimeConfig } from '@carzone/federation/contracts';
import { remoteBasePath, REMOTE_ENTRY_FILE } from '@carzone/federation/vite';
import { declaredFirstRoutes } from '@carzone/federation/declared';
import { firstVisitPage, NO_FIRST_ROUTE, withLoadingTexts } from '@carzone/first-visit';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { readRuntimeConfig } from './runtime-config.ts';

/** The runtime manifest of this run: each remote's entry on this origin unless told otherwise. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return readRuntimeConfig(env, (key) => `${remoteBasePath(key)}${REMOTE_ENTRY_FILE}`);
}

/** The repository, whose remotes' folders declare their first routes (and loading texts). */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function shellServerPlugin(): Plugin {
  let config: RuntimeConfig | undefined;
  const runtimeConfig = () => (config ??= runtimeConfigFromEnv());
  return {
    name: 'carzone-shell-server',
    async configureServer(server) {
      // Read when the server starts, so a missing setting stops it with a readable error. The
      // remotes' dev servers publish nothing: their loading texts come from their folders.
      config = withLoadingTexts(runtimeConfigFromEnv(), await declaredFirstRoutes(REPO_ROOT));
      server.middlewares.use('/runtime-config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(runtimeConfig()));
      });
    },
    // The remotes' dev servers write no manifest of built files, so no module preloads here.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.server) return html; // a build stays free of any environment's settings
        return firstVisitPage({
          shellPage: html,
          config: runtimeConfig(),
          route: NO_FIRST_ROUTE,
          manifests: new Map(),
        });
      },
    },
  };
}
