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
// Figures only, no assertion: see docs/performance.md.
//
//   node scripts/bench-hydration.mjs [--runs 5] [--pages /,/available] [--profile]
//                                     [--against <commit>] [--html-only]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { median, printComparison, startComparedBuilds } from './lib/baseline-build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/bench-stack.mjs';
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
/** Sampling interval of the CPU profile, in microseconds. */
const SAMPLING_US = 200;

/** Where each sampled function's time goes, by the file its source came from. */
const CATEGORIES = [
  ['React (render, hydration, scheduler)', /node_modules\/(react-dom|react|scheduler)\//],
  ['Emotion (serializing, inserting styles)', /node_modules\/@emotion\//],
  ['Chakra (styles: css(), recipes, tokens)', /node_modules\/(@chakra-ui|@pandacss)\//],
  ['Ark UI and Zag (component machines)', /node_modules\/(@ark-ui|@zag-js)\//],
  [
    'Module Federation (runtime, shares)',
    /node_modules\/@module-federation\/|__mf__|mf-entry|virtual_mf|__federation/,
  ],
  ['Firebase', /node_modules\/(@firebase|firebase)\//],
  ['React Router', /node_modules\/(react-router|@remix-run)\//],
  ['Lingui (translations)', /node_modules\/@lingui\//],
  ['react-icons', /node_modules\/react-icons\//],
  ['other libraries', /node_modules\//],
  ['CarZone code (shell, remotes, web-kit, ui, domain)', /./],
];

/** The browser's own work on the main thread, by kind, from a trace's events (their self time). */
const TRACE_KINDS = [
  ['parsing HTML', /^ParseHTML$/],
  [
    'style (recalculation, style sheets)',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/,
  ],
  ['layout', /^(Layout|UpdateLayerTree)$/],
  [
    'paint and compositing',
    /^(Paint|PrePaint|Layerize|CompositeLayers|Commit|PaintImage|Decode.*)$/,
  ],
  [
    'compiling scripts',
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceCache|v8\.produceModuleCache|CompileScript|CompileCode)$/,
  ],
  [
    'running scripts',
    /^(BlinkScheduler_PerformMicrotaskCheckpoint|EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.run|FireIdleCallback|v8\.callFunction|HandlePostMessage)$/,
  ],
  ['garbage collection', /GC|^V8\.GC/],
];

/** Milliseconds of main-thread self time per kind of work, from the page's renderer's trace. */
function summarizeTrace(events) {
  const threadNames = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
    }
  }
  // The page's main thread: the renderer main thread that parsed its HTML.
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      threadNames.get(`${event.pid}:${event.tid}`) === 'CrRendererMain',
  );
  if (!parse) return { byKind: new Map(), longTasks: [] };
  const main = events
    .filter(
      (event) =>
        event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kindOf = (name) => TRACE_KINDS.find(([, test]) => test.test(name))?.[0];
  const byKind = new Map();
  const stack = [];
  const add = (kind, us) => byKind.set(kind, (byKind.get(kind) ?? 0) + us / 1000);
  // Self time: each event's duration less its children's, given to the nearest kind known.
  const longTasks = [];
  const close = (item) => {
    const kind = item.kind ?? 'other (the tasks themselves, messages, scheduling)';
    add(kind, item.event.dur - item.children);
    if (item.task)
      item.task.kinds.set(
        kind,
        (item.task.kinds.get(kind) ?? 0) + (item.event.dur - item.children) / 1000,
      );
  };
  for (const event of main) {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts)
      close(stack.pop());
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur;
    let task = parent?.task;
    if (!parent && event.dur >= 50_000) {
      task = {
        start: event.ts,
        end: event.ts + event.dur,
        at: (event.ts - parse.ts) / 1000,
        kinds: new Map(),
      };
      longTasks.push(task);
    }
    stack.push({ event, children: 0, task, kind: kindOf(event.name) ?? parent?.kind });
  }
  while (stack.length) close(stack.pop());
  return { byKind, longTasks };
}

/** Every source map of a build, by the file name it maps (hashed names: unique across units). */
function sourceMapsOf(root) {
  const maps = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js.map')) maps.set(name.slice(0, -'.map'.length), path);
    }
  };
  for (const unit of readdirSync(root)) {
    const dist = join(root, unit, 'dist');
    if (existsSync(dist) && statSync(dist).isDirectory()) walk(dist);
  }
  const loaded = new Map();
  /**
   * The source of a position in a built file. Lines put at the top after the map was made (V8's
   * compile hint, Vite's list of a file's preloads) are not in it: the map starts that many lines
   * lower.
   */
  return (url, line, column) => {
    const file = basename(new URL(url).pathname);
    if (!maps.has(file)) return undefined;
    if (!loaded.has(file)) {
      const payload = JSON.parse(readFileSync(maps.get(file), 'utf8'));
      const builtLines = readFileSync(maps.get(file).slice(0, -'.map'.length), 'utf8').split('\n');
      const shift = builtLines.length - payload.mappings.split(';').length;
      loaded.set(file, { map: new SourceMap(payload), shift });
    }
    const { map, shift } = loaded.get(file);
    return line >= shift ? map.findEntry(line - shift, column) : undefined;
  };
}

/** Milliseconds of self time per category, and the heaviest functions, from a CDP profile. */
function summarizeProfile(profile, mapFor) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  const sampleTimes = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    sampleTimes.push(time);
    const next = profile.timeDeltas[index + 1] ?? SAMPLING_US;
    selfMs.set(id, (selfMs.get(id) ?? 0) + next / 1000);
  });
  const categoryOf = new Map();
  const functionOf = new Map();
  /** For each sampled node, CarZone's own function nearest to it on the stack: who asked. */
  const askedBy = new Map();
  const enteredBy = new Map();
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const carZoneFrame = (id) => {
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { callFrame } = nodes.get(at);
      if (!callFrame.url || /^(chrome|extensions)/.test(callFrame.url)) continue;
      const source = mapFor(
        callFrame.url,
        callFrame.lineNumber,
        callFrame.columnNumber,
      )?.originalSource;
      if (source && !source.includes('node_modules/'))
        return `${callFrame.functionName || '(anonymous)'} ${basename(source)}`;
    }
    return undefined;
  };
  /** React's function nearest to the task's start on the stack: a render, a commit, an effect. */
  const reactEntry = (id) => {
    let entry;
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const { callFrame } = nodes.get(at);
      if (!callFrame.url) continue;
      const mapped = mapFor(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
      if (mapped?.originalSource?.includes('react-dom'))
        entry = `${basename(mapped.originalSource)}:${mapped.originalLine + 1}`;
    }
    return entry;
  };
  const byCategory = new Map();
  const byFunction = new Map();
  let mapped = 0;
  let withUrl = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = nodes.get(id);
    let category;
    let place = callFrame.url;
    if (!callFrame.url) {
      if (callFrame.functionName === '(idle)' || callFrame.functionName === '(root)') continue;
      category =
        callFrame.functionName === '(garbage collector)'
          ? 'garbage collection'
          : 'browser: parsing, compiling, style, layout, paint';
    } else if (/^(chrome|extensions)/.test(callFrame.url)) {
      continue;
    } else {
      withUrl += ms;
      const entry = mapFor(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
      const source = entry?.originalSource;
      if (source) {
        mapped += ms;
        place = `${source.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')}:${entry.originalLine + 1}`;
        category = CATEGORIES.find(([, test]) => test.test(source))[0];
      } else {
        category = `not mapped: ${basename(new URL(callFrame.url).pathname)}`;
      }
    }
    categoryOf.set(id, category);
    askedBy.set(id, carZoneFrame(id));
    enteredBy.set(id, reactEntry(id));
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
    const key = `${callFrame.functionName || '(anonymous)'}  ${place}`;
    functionOf.set(id, key);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  /** Milliseconds per category, and per CarZone function asking, of the samples between two trace times (µs). */
  const between = (start, end) => {
    const categories = new Map();
    const askers = new Map();
    const entries = new Map();
    const functions = new Map();
    profile.samples.forEach((id, index) => {
      const category = categoryOf.get(id);
      if (!category || sampleTimes[index] < start || sampleTimes[index] >= end) return;
      const ms = (profile.timeDeltas[index + 1] ?? SAMPLING_US) / 1000;
      categories.set(category, (categories.get(category) ?? 0) + ms);
      const asker = askedBy.get(id);
      if (asker) askers.set(asker, (askers.get(asker) ?? 0) + ms);
      const entry = enteredBy.get(id);
      if (entry) entries.set(entry, (entries.get(entry) ?? 0) + ms);
      const key = functionOf.get(id);
      functions.set(key, (functions.get(key) ?? 0) + ms);
    });
    return { categories, askers, entries, functions };
  };
  return { byCategory, byFunction, between, mappedShare: withUrl ? mapped / withUrl : 0 };
}

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

const FIGURES = [
  ['long tasks', 'tasks', (v) => String(Math.round(v))],
  ['long-task time (ms)', 'longTaskMs', (v) => String(Math.round(v))],
  ['blocking time after FCP (ms)', 'blockingMs', (v) => String(Math.round(v))],
  ['first contentful paint (ms)', 'fcp', (v) => String(Math.round(v))],
  ["React's page at (ms)", 'reactAt', (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–')],
  ['last long task ends (ms)', 'quietAt', (v) => String(Math.round(v))],
];

function printProfiles(label, runs) {
  const totals = new Map();
  const functions = new Map();
  const kinds = new Map();
  for (const { profile } of runs) {
    for (const [key, ms] of profile.byTraceKind)
      kinds.set(key, (kinds.get(key) ?? 0) + ms / runs.length);
    for (const [key, ms] of profile.byCategory)
      totals.set(key, (totals.get(key) ?? 0) + ms / runs.length);
    for (const [key, ms] of profile.byFunction)
      functions.set(key, (functions.get(key) ?? 0) + ms / runs.length);
  }
  const mapped = median(runs.map((run) => run.profile.mappedShare));
  console.log(
    `  CPU profile, ${label} (mean of ${runs.length} runs, ms at ${CPU_SLOWDOWN}× slowdown; ${Math.round(mapped * 100)} % of script time mapped to a source):`,
  );
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${String(Math.round(ms)).padStart(6)}  ${key}`);
  }
  console.log(`    ${String(Math.round(all)).padStart(6)}  all`);
  console.log(`  Main thread by kind of work, ${label} (trace of the same visits, mean, ms):`);
  for (const [key, ms] of [...kinds].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${String(Math.round(ms)).padStart(6)}  ${key}`);
  }
  console.log(
    `  Long tasks of the last visit, ${label} (ms after its HTML began parsing; ms of each kind):`,
  );
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .filter(([, ms]) => ms >= 1)
      .map(([key, ms]) => `${key.replace(/ \(.*\)$/, '')} ${Math.round(ms)}`)
      .join(', ');
  for (const task of runs.at(-1).profile.longTasks) {
    const ms = [...task.kinds.values()].reduce((a, b) => a + b, 0);
    console.log(
      `    at ${String(Math.round(task.at)).padStart(5)}: ${String(Math.round(ms)).padStart(4)}  ${top(task.kinds, 4)}`,
    );
    console.log(`                 scripts: ${top(task.scripts, 5)}`);
    if (task.askers.size) console.log(`                 on behalf of: ${top(task.askers, 4)}`);
    if (task.entries.size) console.log(`                 React's: ${top(task.entries, 4)}`);
    const heaviest = [...task.functions].sort((a, b) => b[1] - a[1]).slice(0, 5);
    for (const [key, ms] of heaviest.filter(([, ms]) => ms >= 5))
      console.log(`                 ${String(Math.round(ms)).padStart(4)}  ${key}`);
  }
  console.log('    heaviest functions (self time):');
  for (const [key, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${String(Math.round(ms)).padStart(6)}  ${key}`);
  }
}

/** A built file's name without its content hash, or the federation's long virtual names. */
function scriptFile(url) {
  if (!url) return '(the page)';
  return basename(new URL(url).pathname)
    .replace(/^_virtual_mf-(\w+?)_{2,}.*$/, '$1.js')
    .replace(/-[\w-]{8}\.js$/, '.js');
}

/**
 * The scripts that ran in the visits' long animation frames (each script of 5 ms or more, as the
 * browser reports them), by file and how it was called, in mean milliseconds per visit; and the
 * longest single run of each, which is what a task of its own cannot go below.
 */
function printFrameScripts(label, runs) {
  const total = new Map();
  const longest = new Map();
  for (const run of runs) {
    for (const script of run.frameScripts) {
      const key = `${scriptFile(script.source)} (${script.invoker}${script.name ? `, ${script.name}` : ''})`;
      total.set(key, (total.get(key) ?? 0) + script.duration / runs.length);
      longest.set(key, Math.max(longest.get(key) ?? 0, script.duration));
    }
  }
  console.log(
    `  Scripts in long animation frames, ${label} (ms per visit, mean of ${runs.length}; then the longest single script):`,
  );
  for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(
      `    ${String(Math.round(ms)).padStart(6)}  ${String(Math.round(longest.get(key))).padStart(5)}  ${key}`,
    );
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
      for (const [index, build] of builds.entries()) printProfiles(build.label, runs[index]);
    }
  }
} finally {
  await browser.close();
  await stop();
}
