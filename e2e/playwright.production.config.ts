import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, RUN_ON_TWO_CORES } from './support/browser.ts';
import {
  PRODUCTION_BASE_URL,
  PRODUCTION_HTTPS_URL,
  PRODUCTION_MAIL_DIR,
  PRODUCTION_PORTS,
} from './support/production-env.ts';

// The smoke suite of the production layout (docs/production.md): nginx, two API instances on a
// PostgreSQL database of the run's own, the built shell and remotes, Prometheus scraping both, the
// Auth emulator under the staging flag. Pages are visited over HTTPS, as production serves them,
// so the session cookie is production's (`__Host-session`, Secure). Run after a build:
// `pnpm exec playwright test -c playwright.production.config.ts`.

export default defineConfig({
  testDir: './production',
  ...RUN_ON_TWO_CORES,
  // The staging start's pair is self-signed.
  use: { baseURL: PRODUCTION_HTTPS_URL, ignoreHTTPSErrors: true, ...CHROMIUM_USE },
  webServer: {
    command: 'node support/production-server.mjs',
    url: `${PRODUCTION_BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The start stops nginx, both API instances and the emulator, then the database is dropped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    // The smoke tests ask Prometheus: a missing one stops the start with the command that adds it.
    env: { ...PRODUCTION_PORTS, MAIL_DIR: PRODUCTION_MAIL_DIR, CARZONE_REQUIRE_PROMETHEUS: 'true' },
  },
});
