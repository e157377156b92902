// The browser both Playwright configs use (the composed site's and the production layout's):
// Debian's Chromium, since Playwright's own download is not reachable here, with the flags these
// machines need (../shared/ARCHITECTURE.md §8).
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
