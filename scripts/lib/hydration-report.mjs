// What bench-hydration.mjs prints for each page besides its table of figures: the scripts that ran
// in the visits' long animation frames, and with --profile where the time went (by library, by
// kind of the browser's work, by long task, by function).
import { basename } from 'node:path';
import { median } from './baseline-build.mjs';

/** The table's rows: each figure's label, its key in a visit's figures, and how it is shown. */
export const FIGURES = [
  ['long tasks', 'tasks', (v) => String(Math.round(v))],
  ['long-task time (ms)', 'longTaskMs', (v) => String(Math.round(v))],
  ['blocking time after FCP (ms)', 'blockingMs', (v) => String(Math.round(v))],
  ['first contentful paint (ms)', 'fcp', (v) => String(Math.round(v))],
  ["React's page at (ms)", 'reactAt', (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–')],
  ['last long task ends (ms)', 'quietAt', (v) => String(Math.round(v))],
];

/**
 * Where one build's visits to a page spent their time, from their CPU profiles and traces: the mean
 * per library and per kind of the browser's work, the last visit's long tasks one by one, and the
 * heaviest functions.
 */
export function printProfiles(label, runs, cpuSlowdown) {
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
    `  CPU profile, ${label} (mean of ${runs.length} runs, ms at ${cpuSlowdown}× slowdown; ${Math.round(mapped * 100)} % of script time mapped to a source):`,
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
export function printFrameScripts(label, runs) {
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
