// The unit list (packages/federation/units.json) for the scripts: which units exist, where they
// live, and the ports they listen on, with the environment's overrides applied.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './workspace.mjs';

export const UNITS = JSON.parse(
  readFileSync(join(repoRoot, 'packages', 'federation', 'units.json'), 'utf8'),
);

/** Every remote, with its key (`catalog`…), and whether this checkout has it yet. */
export const REMOTES = Object.entries(UNITS.remotes).map(([key, remote]) => ({
  key,
  ...remote,
  present: existsSync(join(repoRoot, remote.folder, 'package.json')),
}));

/** Every port variable with its value: from `env` when set there, else the unit's default. */
export function portsFrom(env = process.env) {
  const units = [UNITS.shell, UNITS.api, UNITS.authEmulator, ...REMOTES];
  return Object.fromEntries(
    units.map((unit) => [unit.portVariable, String(env[unit.portVariable] || unit.port)]),
  );
}

/** The same ports moved by `offset` (a second stack beside `npm start`: tests, benchmarks). */
export function portsShiftedBy(offset) {
  const units = [UNITS.shell, UNITS.api, UNITS.authEmulator, ...REMOTES];
  return Object.fromEntries(units.map((unit) => [unit.portVariable, String(unit.port + offset)]));
}
