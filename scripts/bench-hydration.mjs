// Prints what taking over a first screen costs a phone: each page opened with an empty cache at
// 390 px under 4× CPU slowdown (as Lighthouse's mobile figures assume), until its scripts have
// started, hydrated it and gone quiet. For each page, the median of --runs:
//   - long tasks: their count and total time, and the blocking time after the first paint (each
//     task's part over 50 ms: Lighthouse's TBT, measured rather than simulated);
//   - when the page became React's (`aria-busy` gone from #root) and when it went quiet;
//   - the scripts that ran in its long animation frames, by file and how each was called (a module's
//     evaluation, a promise's continuation, a timer): the browser's own attribution, which costs the
//     page nothing, where a CPU profile slows what it measures;
//   - with --profile, a CPU profile of the same visit: the milliseconds spent in React, Chakra's
//     and Emotion's styles, Module Federation, Firebase, React Router, Lingui and CarZone's own
//     code, by the source each sampled function comes from, and for each long task its heaviest
//     functions and the CarZone functions on whose behalf it ran (the nearest on the stack). (A
//     long task of "other" work with no script, seconds after the rest, is the profiler's own
//     stop.) The builds need source maps:
//     `CARZONE_SOURCEMAPS=1 pnpm build` (hidden maps; a normal build writes none).
// With --against <commit>, that commit is built beside the working tree (lib/baseline-build.mjs,
// once) and both are measured in the same run, visit for visit in turn, with the ratio after/before.
// With --html-only, the working tree's pages are measured once more with every script refused:
// what the browser alone spends on their HTML (parsing, style, layout, paint), the part of the
// figures no change to the scripts can remove.
// Figures only, no assertion: see docs/performance.md. This file runs the browser; reading the
// trace and the profile is lib/hydration-trace.mjs's, and the report past the table of figures
// lib/hydration-report.mjs's.
//
//   node scripts/bench-hydration.mjs [--runs 5] [--pages /,/available] [--profile]
//                                     [--against <commit>] [--html-only]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printComparison, startComparedBuilds } from './lib/baseline-build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/bench-stack.mjs';
import { FIGURES, printFrameScripts, printProfiles } from './lib/hydration-report.mjs';
import {
  SAMPLING_US,
  sourceMapsOf,
  summarizeProfile,
  summarizeTrace,
} from './lib/hydration-trace.mjs';
import { repoRoot } from './lib/workspace.mjs';

const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/available' },
    profile: { type: 'boolean', default: false },
    against: { type: 'string' },
    'html-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const PAGES = options.pages.split(',');
const CPU_SLOWDOWN = 4;

/** One visit with an empty cache: its long tasks, timings and (with --profile) its CPU profile. */
async function visit(browser, url, mapFor, htmlOnly = false) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (htmlOnly) await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__frameScripts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      // What ran in each long animation frame, by script (at no cost to the page, unlike a profile).
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries()) {
          for (const script of frame.scripts) {
            window.__frameScripts.push({
              invoker: script.invokerType,
              source: script.sourceURL,
              name: script.sourceFunctionName,
              duration: script.duration,
            });
          }
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
      window.__reactAt = undefined;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root && !root.hasAttribute('aria-busy') && window.__reactAt === undefined) {
          window.__reactAt = performance.now();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Playwright's own session turns the inspector's Runtime domain on, and with it V8 records a
    // detailed stack (lines and columns) for every Error created. React DOM creates five as it
    // loads; V8 then parses the eager shared file (527 KB) and React DOM's factory again for their
    // source positions: 400–600 ms at 4× inside that file's evaluation that no phone pays (no
    // inspector) and Lighthouse does not either (its Debugger domain keeps the positions at
    // compile time). The Debugger domain, as Lighthouse has it, measures what a phone does.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setSkipAllPauses', { skip: true });
    const traceEvents = [];
    let traceDone;
    if (options.profile) {
      cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
      traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,v8,toplevel,__metadata',
        transferMode: 'ReportEvents',
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    if (!htmlOnly) {
      await page.waitForFunction(() => window.__reactAt !== undefined, null, { timeout: 60_000 });
    }
    // Quiet: two seconds without a long task (the session starts when the browser is idle).
    await page.waitForFunction(
      () => {
        const last = window.__longTasks.at(-1);
        const lastEnd = last ? last.start + last.duration : 0;
        return performance.now() - Math.max(lastEnd, window.__reactAt ?? 0) > 2000;
      },
      null,
      { timeout: 60_000, polling: 250 },
    );
    const figures = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = window.__longTasks;
      const last = tasks.at(-1);
      return {
        tasks: tasks.length,
        longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
        blockingMs: tasks
          .filter((task) => task.start >= fcp)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        fcp,
        reactAt: window.__reactAt,
        quietAt: last ? last.start + last.duration : (window.__reactAt ?? 0),
        frameScripts: window.__frameScripts,
      };
    });
    if (options.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      figures.profile = summarizeProfile(profile, mapFor);
      await cdp.send('Tracing.end');
      await traceDone;
      const { byKind, longTasks } = summarizeTrace(traceEvents);
      figures.profile.byTraceKind = byKind;
      figures.profile.longTasks = longTasks.map((task) => ({
        ...task,
        ...(({ categories, askers, entries, functions }) => ({
          scripts: categories,
          askers,
          entries,
          functions,
        }))(figures.profile.between(task.start, task.end)),
      }));
    }
    return figures;
  } finally {
    await context.close();
  }
}

const { builds, stop } = await startComparedBuilds(
  options.against,
  options.profile ? { CARZONE_SOURCEMAPS: '1' } : {},
);
if (options['html-only']) {
  const workingTree = builds.at(-1);
  builds.push({ ...workingTree, label: 'HTML only', htmlOnly: true });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const build of builds) {
    build.mapFor = sourceMapsOf(build.root);
    if (build.htmlOnly) continue;
    // One visit to warm the servers up (their first answers), not measured.
    await fetch(new URL('/', build.url)).then((response) => response.text());
    await fetch(new URL('/available', build.url)).then((response) => response.text());
  }
  console.log(
    `Chromium at 390 px, CPU ${CPU_SLOWDOWN}× slower, empty cache; median of ${RUNS} visits` +
      (builds.length > 1 ? `; ${builds.map((build) => build.label).join(', ')} in turn` : ''),
  );
  for (const path of PAGES) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [index, build] of builds.entries()) {
        runs[index].push(
          await visit(browser, new URL(path, build.url).href, build.mapFor, build.htmlOnly),
        );
      }
    }
    console.log(`\n${path}`);
    printComparison(builds, runs, FIGURES, 30);
    for (const [index, build] of builds.entries()) {
      if (!build.htmlOnly) printFrameScripts(build.label, runs[index]);
    }
    if (options.profile) {
      for (const [index, build] of builds.entries())
        printProfiles(build.label, runs[index], CPU_SLOWDOWN);
    }
  }
} finally {
  await browser.close();
  await stop();
}
