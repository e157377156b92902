import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE } from './support/browser.ts';
import {
  PRODUCTION_BASE_URL,
  PRODUCTION_MAIL_DIR,
  PRODUCTION_PORTS,
} from './support/production-env.ts';

// The smoke suite of the production layout (docs/production.md): nginx, two API instances on a
// PostgreSQL database of the run's own, the built shell and remotes, the Auth emulator under the
// staging flag. Run after a build: `pnpm exec playwright test -c playwright.production.config.ts`.

export default defineConfig({
  testDir: './production',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // As busy as the composed site's run (playwright.config.ts): nginx, two API instances, browsers.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  use: { baseURL: PRODUCTION_BASE_URL, ...CHROMIUM_USE },
  webServer: {
    command: 'node support/production-server.mjs',
    url: `${PRODUCTION_BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The start stops nginx, both API instances and the emulator, then the database is dropped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    env: { ...PRODUCTION_PORTS, MAIL_DIR: PRODUCTION_MAIL_DIR },
  },
});
