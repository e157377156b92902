// units.json's remotes follow the naming the types rely on (units.ts): `mf_<key>`, `mf-<key>`.
import { describe, expect, it } from 'vitest';
import { REMOTES } from './units.ts';

describe('the remotes in units.json', () => {
  it('are named mf_<key> and live in mf-<key>, each on a port and a variable of its own', () => {
    const remotes = Object.entries(REMOTES);
    expect(remotes.length).toBeGreaterThan(0);
    for (const [key, remote] of remotes) {
      expect(remote.name, key).toBe(`mf_${key}`);
      expect(remote.folder, key).toBe(`mf-${key}`);
    }
    const ports = remotes.map(([, remote]) => remote.port);
    expect(new Set(ports).size).toBe(ports.length);
    const variables = remotes.map(([, remote]) => remote.portVariable);
    expect(new Set(variables).size).toBe(variables.length);
  });

  it('name their area for its fallback in English and in Bangla', () => {
    for (const [key, remote] of Object.entries(REMOTES)) {
      expect(remote.label, key).toMatch(/^[a-z ]+$/);
      expect(remote.banglaLabel, key).toMatch(/^[\u0980-\u09FF ]+$/);
    }
  });
});
