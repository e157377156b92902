import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source, as in the app build; these tests run in
// Node, which resolves through the server conditions.
export default defineConfig({
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['carzone-source', ...defaultServerConditions] } },
  test: { environment: 'node' },
});
