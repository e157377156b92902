// Every runtime dependency a unit declares is one it uses: imported by its own code or config, a
// singleton the shell provides to the page, or the peer another of its dependencies needs. A
// dependency nobody imports is weight in every install and a version to keep in step for nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SINGLETON_PACKAGES } from './shared-singletons.ts';
import { UNITS } from './units.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/**
 * The text of every source and config file of a unit (not its tests' output or builds). JSX is
 * an import too: it compiles to `react/jsx-runtime`, so a `.tsx` file counts as importing it.
 */
function sourceText(dir: string): string {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test-results'].includes(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|mjs|js)$/.test(entry.name)) texts.push(readFileSync(path, 'utf8'));
      if (entry.name.endsWith('.tsx')) texts.push(`'react/jsx-runtime'`);
    }
  };
  walk(dir);
  return texts.join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const isImported = (text: string, name: string) =>
  new RegExp(`['"]${escape(name)}(/[^'"]*)?['"]`).test(text);

/** Peers the unit's other dependencies need it to provide (pnpm resolves them from the unit). */
function peersOfDependencies(dir: string, dependencies: string[]): Set<string> {
  const require = createRequire(join(dir, 'package.json'));
  const peers = new Set<string>();
  for (const name of dependencies) {
    try {
      const manifest = require.resolve(`${name}/package.json`);
      for (const peer of Object.keys(readPackage(join(manifest, '..')).peerDependencies ?? {}))
        peers.add(peer);
    } catch {
      // a package that does not export its package.json has no peers we can read: none counted
    }
  }
  return peers;
}

function unitFolders(): { name: string; dir: string; host: boolean }[] {
  const packages = readdirSync(join(repoRoot, 'packages')).map((folder) => ({
    name: `packages/${folder}`,
    dir: join(repoRoot, 'packages', folder),
    host: false,
  }));
  const remotes = Object.values(UNITS.remotes).map(({ folder }) => ({
    name: folder,
    dir: join(repoRoot, folder),
    host: false,
  }));
  return [
    { name: UNITS.shell.folder, dir: join(repoRoot, UNITS.shell.folder), host: true },
    ...remotes,
    ...packages,
  ].filter(({ dir }) => existsSync(join(dir, 'package.json')));
}

describe('unit dependencies', () => {
  it.each(unitFolders())('$name uses every dependency it declares', ({ dir, host }) => {
    const dependencies = Object.keys(readPackage(dir).dependencies ?? {});
    const text = sourceText(dir);
    const peers = peersOfDependencies(dir, dependencies);
    const unused = dependencies.filter(
      (name) =>
        !isImported(text, name) &&
        !peers.has(name) &&
        !(host && (SINGLETON_PACKAGES as readonly string[]).includes(name)),
    );
    expect(unused).toEqual([]);
  });

  // A remote shares only the singletons it declares (shared-singletons.ts): one it imported
  // without declaring would be bundled into it, a second copy beside the page's.
  it.each(unitFolders().filter(({ name }) => name.startsWith('mf-')))(
    '$name declares every singleton its code imports, so it takes the page’s copy',
    ({ dir }) => {
      const declared = Object.keys(readPackage(dir).dependencies ?? {});
      const text = sourceText(join(dir, 'src'));
      const undeclared = SINGLETON_PACKAGES.filter(
        (name) => isImported(text, name) && !declared.includes(name),
      );
      expect(undeclared).toEqual([]);
    },
  );

  it('would catch one: a remote declaring zustand, which only web-kit imports', () => {
    const remote = unitFolders().find(({ name }) => name === UNITS.remotes.catalog.folder)!;
    expect(isImported(sourceText(remote.dir), 'zustand')).toBe(false);
    expect(isImported(`import { create } from 'zustand';`, 'zustand')).toBe(true);
    expect(isImported(`import x from 'zustand/vanilla';`, 'zustand')).toBe(true);
    expect(isImported(`import x from 'zustand-extra';`, 'zustand')).toBe(false);
  });
});
