import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, RUN_ON_TWO_CORES } from './support/browser.ts';
import { BASE_URL, E2E_PORTS, freshDataDir } from './support/e2e-env.ts';

export default defineConfig({
  testDir: './tests',
  ...RUN_ON_TWO_CORES,
  use: { baseURL: BASE_URL, ...CHROMIUM_USE },
  // The longest flow (minutes: a stack of its own on a moved clock) starts first, on one worker,
  // while the other takes the rest; started last, it ran alone for minutes at the end.
  projects: [
    { name: 'longest first', testMatch: /trip-life\.spec\.ts$/ },
    { name: 'site', testIgnore: /trip-life\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs --skip-install --skip-build --quiet',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // start.mjs stops its servers (and the emulator) on SIGINT; SIGKILL only if that hangs.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'pipe',
    env: { ...E2E_PORTS, DATA_DIR: freshDataDir(), NODE_ENV: 'development' },
  },
});
