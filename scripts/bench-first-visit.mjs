// Prints three figures for a first visit to `/` in Chromium with an empty cache:
//   - how many requests it makes (every request, until the network is idle),
//   - the gzip bytes of the JavaScript and CSS it downloads (each file gzipped at level 9; and the
//     JavaScript's brotli bytes, as the servers send it), and
//   - how many copies of React it loads (must be 1: React is a federation singleton), and what
//     scrolling on to Home's Recent Listings adds (they load as their place nears the screen).
// It starts its own stack on spare ports from the existing builds (run `npm start` or
// `pnpm build` once first), or measures BENCH_URL when that is given. `--path /available`
// measures that page's first visit instead (nothing to scroll on to there).
//
//   node scripts/bench-first-visit.mjs [--path /available]
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchStack } from './lib/bench-stack.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const CLIENT_INTERNALS_DEFINITION =
  /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

const { values: options } = parseArgs({ options: { path: { type: 'string', default: '/' } } });
const PATH = options.path;

const stack = await startBenchStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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
  const requestedUrls = [];
  page.on('request', (request) => requestedUrls.push(request.url()));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      files.set(response.url(), { type, body: await response.body() });
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(new URL(PATH, stack.url).href, { waitUntil: 'networkidle' });
  // The page is React's, and what it loads unscrolled has arrived (Recent Listings, below the
  // fold, wait until their place nears the screen: counted apart, below).
  await page.locator('#root:not([aria-busy])').waitFor();
  await page.waitForLoadState('networkidle');
  const firstVisit = summarize(files, requestedUrls.length);
  if (PATH === '/') {
    await page.locator('#recent-listings').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
    await page.waitForLoadState('networkidle');
  }
  const scrolled = summarize(files, requestedUrls.length);

  const renderers = await page.evaluate(() => window.__REACT_RENDERERS__);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const { js, jsBrotli, css, requests, scripts } = firstVisit;
  console.log(`first visit to ${PATH} : ${requests} requests, ${scripts} of them JS/CSS files`);
  console.log(`  JavaScript, gzip: ${js} bytes (${kib(js)})`);
  console.log(
    `  JavaScript as the servers send it (brotli, built once): ${jsBrotli} bytes (${kib(jsBrotli)})`,
  );
  console.log(`  CSS, gzip:        ${css} bytes (${kib(css)})`);
  console.log(`  total, gzip:      ${js + css} bytes (${kib(js + css)})`);
  if (PATH === '/')
    console.log(
      `  scrolled on to the Recent Listings: ${scrolled.requests - requests} requests and ` +
        `${scrolled.js - js} bytes of JavaScript (gzip) more, ${scrolled.js} bytes (${kib(scrolled.js)}) in all`,
    );
  console.log(`  React copies loaded: ${scrolled.reactCopies} (React DOM renderers: ${renderers})`);
  if (process.env.BENCH_VERBOSE) {
    const sizes = [...files].map(([url, { body }]) => [gzipSync(body, { level: 9 }).length, url]);
    for (const [size, url] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 15))
      console.log(`  ${size}\t${url}`);
    console.log('  every request, in order:');
    for (const url of requestedUrls) console.log(`    ${url}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}

/** The figures of what has been downloaded so far. */
function summarize(files, requests) {
  let js = 0;
  let jsBrotli = 0;
  let css = 0;
  let reactCopies = 0;
  for (const { type, body } of files.values()) {
    const gzipped = gzipSync(body, { level: 9 }).length;
    if (type === 'script') {
      js += gzipped;
      jsBrotli += brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
    }
    if (type !== 'script') css += gzipped;
    reactCopies += (body.toString('utf8').match(CLIENT_INTERNALS_DEFINITION) ?? []).length;
  }
  return { js, jsBrotli, css, reactCopies, requests, scripts: files.size };
}
