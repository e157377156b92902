// Another commit built beside the working tree, for a benchmark that prints before/after ratios
// from one run on one machine (CPU-bound figures differ several-fold between machines): a detached
// git worktree of `commit` in the system's temporary folder, installed from pnpm's store and built.
// Kept between runs (keyed by the commit's hash), so a second run starts at once. And what the
// benchmarks that compare share: both stacks started, and the table of figures with their ratio.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchStack } from './bench-stack.mjs';
import { repoRoot } from './workspace.mjs';

const git = (args, cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

/**
 * The checkout of `commit`, built (`pnpm build`, with `env` added: e.g. CARZONE_SOURCEMAPS).
 * @returns {{ root: string, hash: string }}
 */
export function baselineBuild(commit, env = {}) {
  const hash = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const root = join(tmpdir(), `carzone-baseline-${hash.slice(0, 12)}`);
  const built = join(root, '.carzone-baseline-built');
  if (existsSync(built)) return { root, hash };
  if (!existsSync(root)) git(['worktree', 'add', '--detach', root, hash]);
  const run = (command, args) =>
    execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`Building ${hash.slice(0, 12)} in ${root} (once; later runs reuse it)`);
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
  run('pnpm', ['build']);
  execFileSync('touch', [built]);
  return { root, hash };
}

/** The median of some figures. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The builds a benchmark measures, each with its stack started: the working tree, and with
 * `against` that commit's build first (built with `env` added). `stop` stops every stack.
 * @returns {Promise<{ builds: { label: string, root: string, url: string }[], stop: () => Promise<void> }>}
 */
export async function startComparedBuilds(against, env = {}) {
  const builds = [{ label: 'working tree', root: repoRoot, offset: 2200 }];
  if (against) {
    const { root, hash } = baselineBuild(against, env);
    builds.unshift({ label: hash.slice(0, 10), root, offset: 2400 });
  }
  const stacks = [];
  const stop = async () => {
    for (const stack of stacks) await stack.stop();
  };
  try {
    for (const build of builds) {
      const stack = await startBenchStack(build.offset, build.root);
      stacks.push(stack);
      build.url = stack.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { builds, stop };
}

/**
 * Prints one row per figure (`[name, key, format]`), a column per build (the median of its runs)
 * and, for each build after the first, its ratio to the first (headed `ratio` with two builds,
 * `<label> ÷ 1st` with more).
 */
export function printComparison(builds, runs, figures, nameWidth) {
  const later = builds.slice(1);
  const ratioLabel = (build) => (builds.length > 2 ? `${build.label} ÷ 1st` : 'ratio');
  const ratioWidth = (build) => Math.max(8, ratioLabel(build).length + 2);
  console.log(
    '  ' +
      'figure'.padEnd(nameWidth) +
      builds.map((build) => build.label.padStart(14)).join('') +
      later.map((build) => ratioLabel(build).padStart(ratioWidth(build))).join(''),
  );
  for (const [name, key, format] of figures) {
    const values = runs.map((buildRuns) => median(buildRuns.map((run) => run[key])));
    const ratios = later.map((build, index) => {
      const value = values[index + 1];
      const ratio = values[0] && Number.isFinite(value) ? (value / values[0]).toFixed(2) : '';
      return ratio.padStart(ratioWidth(build));
    });
    console.log(
      '  ' +
        name.padEnd(nameWidth) +
        values.map((value) => format(value).padStart(14)).join('') +
        ratios.join(''),
    );
  }
}
