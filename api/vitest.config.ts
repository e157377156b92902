import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const SERVER_CONDITIONS = ['carzone-source', 'module', 'node', 'development|production'];

export default defineConfig({
  // SWC instead of esbuild: Nest's dependency injection and ValidationPipe need the decorator
  // metadata (design:paramtypes, design:type) that esbuild does not emit.
  plugins: [swc.vite()],
  // Read @carzone/domain from its TypeScript source, so the tests need no build. The rest are
  // Vite's default server conditions, which a custom list replaces.
  resolve: { conditions: SERVER_CONDITIONS },
  ssr: { resolve: { conditions: SERVER_CONDITIONS } },
  environments: { ssr: { resolve: { conditions: SERVER_CONDITIONS } } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
