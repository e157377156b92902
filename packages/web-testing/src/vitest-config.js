// The Vitest config of every front-end unit with component tests (each remote, the shared UI):
// jsdom, web-testing's setup, and workspace packages from their TypeScript source, as in the app
// build. Tests run without the federation plugin: components import web-kit directly.
// JavaScript (typed by vitest-config.d.ts): a unit's config is loaded by Node, which runs no
// TypeScript from another package.
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export function componentTestConfig() {
  return defineConfig({
    resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      setupFiles: ['@carzone/web-testing/setup'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  });
}
