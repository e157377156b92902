import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source, so these checks read the domain as
// written (a fresh clone has no build of it).
export default defineConfig({
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['carzone-source', ...defaultServerConditions] } },
  test: { environment: 'node' },
});
