// How bench-hydration.mjs reads what a visit recorded: a trace's main-thread events, by kind of
// the browser's own work and by long task, and a CPU profile's samples, each function mapped through
// the build's source maps to the library (or CarZone code) it comes from and the CarZone function
// on whose behalf it ran.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';

/** Sampling interval of the CPU profile, in microseconds. */
export const SAMPLING_US = 200;

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
export function summarizeTrace(events) {
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
export function sourceMapsOf(root) {
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
export function summarizeProfile(profile, mapFor) {
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
