import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run without the federation plugin: components import web-kit directly, from its source.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@carzone/web-testing/setup'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
