// Prints Lighthouse's performance figures for `/` and `/available`: mobile (Lighthouse's default
// emulation and simulated throttling) and desktop, each the median of 3 runs (override with
// --runs): performance score, LCP, CLS, TBT and requests. It starts its own stack from the
// existing builds (run `npm start` or `pnpm build` once first; see lib/bench-stack.mjs), or
// measures BENCH_URL. With --against <commit>, that commit is built beside the working tree
// (lib/baseline-build.mjs, once) and both are measured in the same run, run for run in turn, with
// the ratio after/before of each figure. Figures only, no assertion: see docs/performance.md.
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--pages /,/available] [--forms mobile,desktop]
//                                      [--details]   (also the long tasks, LCP element and timings)
//                                      [--against <commit>]
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { printComparison, startComparedBuilds } from './lib/baseline-build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/bench-stack.mjs';
import { repoRoot } from './lib/workspace.mjs';

// chrome-launcher comes with Lighthouse (the version it was tested with).
const lighthouseRequire = createRequire(join(repoRoot, 'package.json'));
const lighthouseVersion = lighthouseRequire('lighthouse/package.json').version;
const lighthouseDir = dirname(
  createRequire(join(repoRoot, 'package.json')).resolve('lighthouse/package.json'),
);
const chromeLauncher = await import(
  pathToFileURL(createRequire(join(lighthouseDir, 'package.json')).resolve('chrome-launcher')).href
);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/available' },
    forms: { type: 'string', default: 'mobile,desktop' },
    details: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const PAGES = options.pages.split(',');
const FORMS = options.forms.split(',');

/** One Lighthouse run in a new Chromium with an empty profile (so an empty cache). */
async function runOnce(url, form) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'carzone-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      form === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url} (${form}): ${runtimeError.message}`);
    return {
      score: Math.round(categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      requests: audits['network-requests'].details?.items?.length ?? 0,
      longTaskMs: (audits['long-tasks']?.details?.items ?? []).reduce(
        (sum, task) => sum + task.duration,
        0,
      ),
      details: describe(audits),
      lhr: result.lhr,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** What to look at when a figure is off: the long tasks (as simulated), the LCP element, SI. */
function describe(audits) {
  const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  const lines = [
    `speed index ${(audits['speed-index'].numericValue / 1000).toFixed(2)} s, ` +
      `max potential FID ${Math.round(audits['max-potential-fid'].numericValue)} ms`,
  ];
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  if (lcpElement?.node) lines.push(`LCP element: ${lcpElement.node.snippet}`);
  for (const phase of audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ??
    []) {
    lines.push(`  LCP ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    lines.push(
      `long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${shortUrl(task.url)}`,
    );
  }
  return lines;
}

const FIGURES = [
  ['score', 'score', (v) => String(v)],
  ['LCP (s)', 'lcp', (v) => (v / 1000).toFixed(2)],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['TBT (ms)', 'tbt', (v) => String(Math.round(v))],
  ['long tasks (ms)', 'longTaskMs', (v) => String(Math.round(v))],
  ['FCP (s)', 'fcp', (v) => (v / 1000).toFixed(2)],
  ['requests', 'requests', (v) => String(v)],
];
const { builds, stop } = await startComparedBuilds(options.against);
try {
  for (const build of builds) {
    // One warm-up load, so the first measured run does not pay for the servers' first answers.
    await fetch(new URL('/', build.url)).then((response) => response.text());
  }
  console.log(
    `Lighthouse ${lighthouseVersion}, median of ${RUNS} runs` +
      (builds.length > 1
        ? `, ${builds[0].label} and the working tree in turn`
        : ` on ${builds[0].url}`),
  );
  for (const path of PAGES) {
    for (const form of FORMS) {
      const runs = builds.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [index, build] of builds.entries()) {
          runs[index].push(await runOnce(new URL(path, build.url).href, form));
        }
      }
      console.log(`\n${path} (${form})`);
      printComparison(builds, runs, FIGURES, 18);
      for (const [index, build] of builds.entries()) {
        console.log(
          `  scores of each run, ${build.label}: ${runs[index].map((run) => run.score).join(', ')}`,
        );
      }
      if (options.details) {
        for (const [index, build] of builds.entries()) {
          console.log(`  ${build.label}, last run:`);
          for (const line of runs[index].at(-1).details) console.log(`    ${line}`);
          const report = join(
            tmpdir(),
            `carzone-lighthouse${path.replaceAll('/', '-')}-${form}-${index}.json`,
          );
          writeFileSync(report, JSON.stringify(runs[index].at(-1).lhr));
          console.log(`    whole report: ${report}`);
        }
      }
    }
  }
} finally {
  await stop();
}
