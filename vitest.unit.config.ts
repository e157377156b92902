// `npm run test:unit`: every unit's tests and the API's on in-memory PGlite, in one Vitest run,
// for the edit-test loop. It needs no build and no browser, so it leaves out the test that
// starts built output (the API's graceful shutdown); `npm test` runs
// them, and everything else, as CI does. scripts/test-unit.mjs sets the environment.
import { defineConfig } from 'vitest/config';

/** Tests of what a build wrote (dist/), run by `npm test` only. */
const NEEDS_A_BUILD = ['src/graceful-shutdown.test.ts'];

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'mf-*',
      'deploy',
      {
        extends: './shell/vitest.config.ts',
        test: {
          name: 'shell',
          root: './shell',
          exclude: ['**/node_modules/**', '**/dist/**', ...NEEDS_A_BUILD],
        },
      },
      {
        extends: './api/vitest.config.ts',
        test: {
          name: 'api',
          root: './api',
          exclude: ['**/node_modules/**', '**/dist/**', ...NEEDS_A_BUILD],
          // One process per worker for every file, so its files share one PGlite (test-app.ts)
          // and load Nest once; the API's tests share state only through the database, as they
          // do on a PostgreSQL server.
          isolate: false,
        },
      },
    ],
  },
});
