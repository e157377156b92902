// `vite build --config vite.prerender.config.ts`: the Node bundle that renders the first screens
// ahead of time (src/prerender/render-first-screens.tsx), run by the shell's build, and per
// request for the servers (src/prerender/render-page-screen.tsx).
import { fileURLToPath } from 'node:url';
import { prerenderConfig } from '@carzone/federation/prerender';
import { defineConfig } from 'vite';

export default defineConfig(
  await prerenderConfig({
    repoRoot: fileURLToPath(new URL('..', import.meta.url)),
    entries: {
      'render-first-screens': 'src/prerender/render-first-screens.tsx',
      'render-page-screen': 'src/prerender/render-page-screen.tsx',
    },
    outDir: 'dist-prerender',
  }),
);
