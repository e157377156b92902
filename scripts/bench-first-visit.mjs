// Prints two figures for a first visit to `/` in Chromium with an empty cache:
//   - the gzip bytes of the JavaScript and CSS it downloads (each file gzipped at level 9), and
//   - how many copies of React it loads (must be 1: React is a federation singleton).
// It starts its own stack on spare ports from the existing builds (run `npm start` or
// `pnpm build` once first), or measures BENCH_URL when that is given.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/workspace.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const CLIENT_INTERNALS_DEFINITION =
  /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

async function startStack() {
  const env = {
    ...process.env,
    PORT: '5000',
    API_PORT: '5100',
    CATALOG_PORT: '5001',
    MARKETING_PORT: '5002',
    BOOKING_PORT: '5003',
    OWNER_PORT: '5004',
    AUTH_EMULATOR_PORT: '9599',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'carzone-bench-')),
  };
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--skip-install', '--skip-build', '--quiet'],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('is running at') && resolve());
    child.once('exit', (code) => reject(new Error(`the stack exited with ${code}`)));
  });
  return {
    url: 'http://localhost:5000/',
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

const stack = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startStack();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  // Every React DOM renderer announces itself to the devtools hook: count them.
  await page.addInitScript(() => {
    let renderers = 0;
    Object.defineProperty(window, '__REACT_RENDERERS__', { get: () => renderers });
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => ++renderers,
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const files = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      files.set(response.url(), { type, body: await response.body() });
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(stack.url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
  await page.waitForLoadState('networkidle');

  let js = 0;
  let css = 0;
  let reactCopies = 0;
  for (const { type, body } of files.values()) {
    const gzipped = gzipSync(body, { level: 9 }).length;
    if (type === 'script') js += gzipped;
    else css += gzipped;
    reactCopies += (body.toString('utf8').match(CLIENT_INTERNALS_DEFINITION) ?? []).length;
  }
  if (process.env.BENCH_VERBOSE) {
    const sizes = [...files].map(([url, { body }]) => [gzipSync(body, { level: 9 }).length, url]);
    for (const [size, url] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 15))
      console.log(`  ${size}\t${url}`);
  }
  const renderers = await page.evaluate(() => window.__REACT_RENDERERS__);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`first visit to / : ${files.size} JS/CSS files`);
  console.log(`  JavaScript, gzip: ${js} bytes (${kib(js)})`);
  console.log(`  CSS, gzip:        ${css} bytes (${kib(css)})`);
  console.log(`  total, gzip:      ${js + css} bytes (${kib(js + css)})`);
  console.log(`  React copies loaded: ${reactCopies} (React DOM renderers: ${renderers})`);
} finally {
  await browser.close();
  await stack.stop();
}
