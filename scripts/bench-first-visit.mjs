// Prints a first visit to `/` in Chromium with an empty cache, as a phone (390×844) and as a
// desktop (1280×800) each meet it, unscrolled:
//   - how many requests it makes (every request, until the network is idle),
//   - the gzip bytes of the JavaScript and CSS it downloads (each file gzipped at level 9; and the
//     JavaScript's brotli bytes, as the servers send it), and
//   - how many copies of React it loads (must be 1: React is a federation singleton).
// Home's Recent Listings load once their place is on the screen, or near it after a scroll
// (docs/decisions/019): below the fold, at either size, the figures leave them out and a line says
// what scrolling on to them adds; on a screen tall enough to show them unscrolled they load at
// once and the figures count them (the budgets are for every size). `--viewport 1280x800`
// measures that one size only (it may be given more than once).
// It starts its own stack on spare ports from the existing builds (run `npm start` or
// `pnpm build` once first), or measures BENCH_URL when that is given. `--path /available`
// measures that page's first visit instead (nothing to scroll on to there).
//
//   node scripts/bench-first-visit.mjs [--path /available] [--viewport 390x844 --viewport 1280x800]
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchStack } from './lib/bench-stack.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const CLIENT_INTERNALS_DEFINITION =
  /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;
const VIEWPORTS = { phone: '390x844', desktop: '1280x800' };

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    viewport: { type: 'string', multiple: true, default: Object.values(VIEWPORTS) },
  },
});
const PATH = options.path;
const viewports = options.viewport.map(parseViewport);

const stack = await startBenchStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const viewport of viewports) await measure(viewport);
} finally {
  await browser.close();
  await stack.stop();
}

/** One first visit at `viewport`, in a context of its own (an empty cache), printed. */
async function measure(viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
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
  // The page is React's, and what it loads unscrolled has arrived.
  await page.locator('#root:not([aria-busy])').waitFor();
  await page.waitForLoadState('networkidle');
  const listings = page.locator('#recent-listings');
  const listingsHeading = page.getByRole('heading', { name: 'Recent Listings' });
  // Once their place is near the screen the listings show their loading state, then themselves:
  // unscrolled, that is so on a screen that shows them, and what they load belongs to the first
  // visit.
  let listingsUnscrolled = false;
  if (PATH === '/' && (await listings.locator('[role="status"], h1, h2, h3').count()) > 0) {
    listingsUnscrolled = true;
    await listingsHeading.waitFor();
    await page.waitForLoadState('networkidle');
  }
  const firstVisit = summarize(files, requestedUrls.length);
  if (PATH === '/' && !listingsUnscrolled) {
    await listings.scrollIntoViewIfNeeded();
    await listingsHeading.waitFor();
    await page.waitForLoadState('networkidle');
  }
  const scrolled = summarize(files, requestedUrls.length);

  const renderers = await page.evaluate(() => window.__REACT_RENDERERS__);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const { js, jsBrotli, css, requests, scripts } = firstVisit;
  const size = `${viewport.width}×${viewport.height}`;
  console.log(
    `first visit to ${PATH} at ${size}, unscrolled: ${requests} requests, ${scripts} of them JS/CSS files`,
  );
  if (PATH === '/')
    console.log(
      `  Recent Listings: ${listingsUnscrolled ? 'loaded unscrolled' : 'below, not loaded'}`,
    );
  console.log(`  JavaScript, gzip: ${js} bytes (${kib(js)})`);
  console.log(
    `  JavaScript as the servers send it (brotli, built once): ${jsBrotli} bytes (${kib(jsBrotli)})`,
  );
  console.log(`  CSS, gzip:        ${css} bytes (${kib(css)})`);
  console.log(`  total, gzip:      ${js + css} bytes (${kib(js + css)})`);
  if (PATH === '/' && !listingsUnscrolled)
    console.log(
      `  scrolled on to the Recent Listings: ${scrolled.requests - requests} requests and ` +
        `${scrolled.js - js} bytes of JavaScript (gzip) more, ${scrolled.js} bytes (${kib(scrolled.js)}) in all`,
    );
  console.log(`  React copies loaded: ${scrolled.reactCopies} (React DOM renderers: ${renderers})`);
  if (process.env.BENCH_VERBOSE) {
    const sizes = [...files].map(([url, { body }]) => [gzipSync(body, { level: 9 }).length, url]);
    for (const [bytes, url] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 15))
      console.log(`  ${bytes}\t${url}`);
    console.log('  every request, in order:');
    for (const url of requestedUrls) console.log(`    ${url}`);
  }
  await context.close();
}

/** `390x844` (or `phone`, `desktop`) as Playwright's viewport. */
function parseViewport(text) {
  const match = /^(\d+)x(\d+)$/.exec(VIEWPORTS[text] ?? text);
  if (!match) throw new Error(`--viewport ${text}: expected WIDTHxHEIGHT, phone or desktop`);
  return { width: Number(match[1]), height: Number(match[2]) };
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
