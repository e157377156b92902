// What `npm start` and `npm test` share: the repo's paths, the pinned pnpm, and the install step.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pnpmVersion = JSON.parse(
  readFileSync(join(repoRoot, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** The pinned pnpm: the one on PATH when it matches, else fetched through npx (corepack fails here). */
export function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (version === pnpmVersion) return ['pnpm'];
  } catch {
    // not installed
  }
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${[command, ...args].join(' ')} failed with exit code ${result.status ?? result.signal}`,
    );
  }
}

export function runPnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(repoRoot, 'node_modules', '.modules.yaml');
  const lockfile = join(repoRoot, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies with pnpm…');
  runPnpm(['install', '--frozen-lockfile']);
}
