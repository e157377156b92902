import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source, as in the app build.
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@carzone/web-testing/setup'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
