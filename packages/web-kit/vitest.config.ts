import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  test: { environment: 'node' },
});
