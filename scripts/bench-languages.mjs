// Prints what switching to Bangla costs, and what an English first visit pays for it:
//   - the requests and bytes the switch on `/` downloads (the Bangla runtime and catalogs,
//     gzip; the Bengali font, as sent), against docs/performance.md's budget of 40 KB;
//   - whether the English first visit downloaded any of it (it must not);
//   - the page a first visit in Bangla (the cookie set) is sent, and what it downloads.
// It starts its own stack on spare ports from the existing builds (run `npm start` or
// `pnpm build` once first), or measures BENCH_URL when that is given.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchStack } from './lib/bench-stack.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const BANGLA_FILE = /translation-runtime|[/]bn-[\w-]+\.js$|bengali|switch-language/;

const stack = await startBenchStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // A wide screen, where the switch is in the bar; an English browser.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  // Each answer's body, read as it comes (a redirect or an aborted request has none).
  const downloads = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    downloads.push(
      response.body().then(
        (body) => ({ url: response.url(), type, body }),
        () => null,
      ),
    );
  });
  const settled = async (list) => (await Promise.all(list)).filter(Boolean);
  await page.goto(stack.url, { waitUntil: 'networkidle' });
  // Below the fold, loaded as their place nears the screen: shown, so the switch changes them too.
  await page.locator('#recent-listings').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
  await page.waitForLoadState('networkidle');
  const englishVisit = await settled(downloads.splice(0));
  const banglaInEnglish = englishVisit.filter(({ url }) => BANGLA_FILE.test(url));

  await page.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { name: 'সাম্প্রতিক তালিকাভুক্ত গাড়ি' }).waitFor();
  await page.waitForLoadState('networkidle');
  // The font downloads once Bengali text is painted in it.
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (font) => font.family.includes('Bengali') && font.status !== 'unloaded',
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const switched = await settled(downloads);

  let js = 0;
  let font = 0;
  let other = 0;
  for (const { url, type, body } of switched) {
    if (type === 'script') js += gzipSync(body, { level: 9 }).length;
    else if (type === 'font') font += body.length;
    else other += body.length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${type}\t${body.length}\t${url}`);
  }
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`switching / to Bangla: ${switched.length} requests`);
  console.log(`  runtime and messages (JavaScript, gzip): ${js} bytes (${kb(js)})`);
  console.log(
    `  Bengali font (woff2, as sent; none where the machine has it): ${font} bytes (${kb(font)})`,
  );
  console.log(`  other answers: ${other} bytes`);
  console.log(`  together: ${js + font} bytes (${kb(js + font)}; budget 40 KB)`);
  console.log(
    `English first visit: ${englishVisit.length} requests, ${banglaInEnglish.length} of them for Bangla`,
  );

  // A first visit by someone who chose Bangla before: the page the server sends, and what it
  // downloads until Home's listings show (below the fold, they wait for a scroll: decision 019).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'carzone_language', value: 'bn', url: stack.url }]);
  const banglaPage = await context.newPage();
  const banglaDownloads = [];
  banglaPage.on('response', (response) => {
    const type = response.request().resourceType();
    banglaDownloads.push(
      response.body().then(
        (body) => ({ type, body }),
        () => null,
      ),
    );
  });
  const sent = await (await banglaPage.goto(stack.url, { waitUntil: 'commit' })).text();
  await banglaPage.locator('#recent-listings').scrollIntoViewIfNeeded();
  await banglaPage.getByRole('heading', { name: 'সাম্প্রতিক তালিকাভুক্ত গাড়ি' }).waitFor();
  await banglaPage.waitForLoadState('networkidle');
  await banglaPage.evaluate(() => document.fonts.ready);
  const banglaVisit = await settled(banglaDownloads);
  const banglaJs = banglaVisit
    .filter(({ type }) => type === 'script')
    .reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(sent)?.[1];
  console.log(
    `Bangla first visit: the page comes as <html lang="${/<html lang="(\w+)"/.exec(sent)?.[1]}"> with its heading "${heading}"; ${banglaVisit.length} requests, JavaScript ${banglaJs} bytes gzip (${kb(banglaJs)})`,
  );
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
