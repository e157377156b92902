import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, RUN_ON_TWO_CORES } from './support/browser.ts';
import { BASE_URL, E2E_PORTS, freshDataDir } from './support/e2e-env.ts';

export default defineConfig({
  testDir: './tests',
  ...RUN_ON_TWO_CORES,
  use: { baseURL: BASE_URL, ...CHROMIUM_USE },
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
