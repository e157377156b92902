import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source, so the tests need no build; the rest are
// Vite's default server conditions, which a custom list replaces.
const SERVER_CONDITIONS = ['carzone-source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions: SERVER_CONDITIONS },
  ssr: { resolve: { conditions: SERVER_CONDITIONS } },
});
