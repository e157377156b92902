import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source, as in the app build; these tests run in
// Node, which resolves through the server conditions. Chakra and Emotion go through Vite as well,
// as in the build: left to Node, Chakra would load an @emotion/react of its own, and a test's
// CacheProvider (the prerender's, the page's) would not be the one its components write to.
export default defineConfig({
  resolve: { conditions: ['carzone-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['carzone-source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    server: { deps: { inline: [/@chakra-ui\//, /@emotion\//] } },
  },
});
