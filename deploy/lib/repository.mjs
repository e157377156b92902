// What the deploy scripts take from the rest of the repository: its root, the unit list
// (packages/federation/units.json) and the scripts `npm start` and `npm test` share. Those
// scripts are untyped JavaScript, so they are loaded by path with the types they are used with
// here, instead of being type-checked as part of this package.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @typedef {object} RemoteUnit
 * @property {string} key  catalog, booking…
 * @property {string} name  the federation name (mf_catalog)
 * @property {string} folder  its folder in the repository, and under /remotes/ on the site
 * @property {boolean} present  this checkout has it
 */

/** @type {{ remotes: Record<string, { name: string, folder: string }> }} */
const units = JSON.parse(
  readFileSync(join(repoRoot, 'packages', 'federation', 'units.json'), 'utf8'),
);

/** @type {RemoteUnit[]} */
export const REMOTES = Object.entries(units.remotes).map(([key, remote]) => ({
  key,
  name: remote.name,
  folder: remote.folder,
  present: existsSync(join(repoRoot, remote.folder, 'package.json')),
}));

/**
 * @typedef {object} AuthEmulatorModule
 * @property {string} DEMO_PROJECT_ID
 * @property {(options: { port: number, projectId: string }) => Promise<{ host: string, projectId: string, stop: () => Promise<void> }>} startAuthEmulator
 */

/** scripts/lib/auth-emulator.mjs: the Auth emulator `npm start` and the tests run. */
export async function loadAuthEmulator() {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'auth-emulator.mjs')).href;
  return /** @type {AuthEmulatorModule} */ (await import(url));
}

/** scripts/lib/workspace.mjs's runPnpm: the pinned pnpm, failing loudly. */
export async function loadRunPnpm() {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'workspace.mjs')).href;
  const workspace = /** @type {{ runPnpm: (args: string[]) => void }} */ (await import(url));
  return workspace.runPnpm;
}
