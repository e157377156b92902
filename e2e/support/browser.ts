// What both Playwright configs share (the composed site's and the production layout's): how a run
// goes on a two-core machine, and the browser: Debian's Chromium, since Playwright's own download
// is not reachable here, with the flags these machines need (../shared/ARCHITECTURE.md §8).
import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_USE: PlaywrightTestConfig['use'] = {
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * How a suite runs: two browsers at once, one retry on CI. A two-core CI machine runs them beside
 * the servers (six for the composed site; nginx and two API instances for the production layout):
 * a page load there takes several seconds, and the longer flows (sign-in, a booking, five pages)
 * close to a minute.
 */
export const RUN_ON_TWO_CORES = {
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
} satisfies PlaywrightTestConfig;
