// Another commit built beside the working tree, for a benchmark that prints before/after ratios
// from one run on one machine (CPU-bound figures differ several-fold between machines): a detached
// git worktree of `commit` in the system's temporary folder, installed from pnpm's store and built.
// Kept between runs (keyed by the commit's hash), so a second run starts at once.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
