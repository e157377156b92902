import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Component tests in jsdom, as the units' are. Workspace packages resolve to their TypeScript
// source, as in the app build.
export default defineConfig({
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['@carzone/web-testing/setup'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
