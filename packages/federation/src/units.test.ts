// units.json's remotes follow the naming the types rely on (units.ts): `mf_<key>`, `mf-<key>`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES, UNITS } from './units.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('the remotes in units.json', () => {
  it('are named mf_<key> and live in mf-<key>, each on a port no other unit has and a variable of its own', () => {
    const remotes = Object.entries(REMOTES);
    expect(remotes.length).toBeGreaterThan(0);
    for (const [key, remote] of remotes) {
      expect(remote.name, key).toBe(`mf_${key}`);
      expect(remote.folder, key).toBe(`mf-${key}`);
    }
    const ports = [UNITS.shell, UNITS.api, UNITS.authEmulator, ...Object.values(REMOTES)].map(
      (unit) => unit.port,
    );
    expect(new Set(ports).size).toBe(ports.length);
    const variables = remotes.map(([, remote]) => remote.portVariable);
    expect(new Set(variables).size).toBe(variables.length);
  });

  it('hold every mf-* folder of the workspace (which pnpm-workspace.yaml, lint and the web image take)', () => {
    const folders = readdirSync(repoRoot).filter(
      (name) => name.startsWith('mf-') && existsSync(join(repoRoot, name, 'package.json')),
    );
    const listed = Object.values(REMOTES).map((remote) => remote.folder as string);
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
  });
});
