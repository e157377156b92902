// The one `shared` map every federation config uses. Each entry is a singleton: exactly one
// React and one web-kit (with the only Chakra UI, the only router and the one session store,
// zustand's, bundled inside it) run in the page.
// The shell provides them all; a remote declares the versions it was built against, strictly.
// Note: @module-federation/vite 1.23 binds a remote to the page's already-loaded singleton without
// checking that range (docs/releases.md, "Version skew"): a remote that needs a newer web-kit fails
// to load, and its region shows the fallback, when it imports something the page's web-kit lacks;
// a remote that only declares a newer range still runs on the page's copy.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';

/** Each shared module and the package whose version it carries. */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  '@carzone/web-kit': '@carzone/web-kit',
} as const;

export type SharedSingleton = keyof typeof SINGLETONS;

/** The packages the shell provides to the page as singletons. */
export const SINGLETON_PACKAGES = [...new Set(Object.values(SINGLETONS))];

interface SharedConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  eager: boolean;
}

function readJson(path: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The workspace's catalog (pnpm-workspace.yaml), found from a unit's folder upwards. */
function workspaceCatalog(unitDir: string): Record<string, string> {
  for (let dir = unitDir; ; dir = dirname(dir)) {
    const file = join(dir, 'pnpm-workspace.yaml');
    if (existsSync(file)) {
      const { catalog } = parseYaml(readFileSync(file, 'utf8')) as {
        catalog?: Record<string, string>;
      };
      return catalog ?? {};
    }
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${unitDir}.`);
  }
}

/**
 * The range a unit needs of a package: the range in its package.json or, for `catalog:`, the
 * workspace catalog's; for a workspace package (`workspace:*`) the version it is built against,
 * as a caret range.
 */
function requiredRange(unitDir: string, packageName: string): string {
  const declared = readJson(join(unitDir, 'package.json')).dependencies?.[packageName];
  if (declared === 'catalog:') {
    const range = workspaceCatalog(unitDir)[packageName];
    if (!range) throw new Error(`${packageName} is not in the workspace catalog.`);
    return range;
  }
  if (declared && !declared.startsWith('workspace:')) return declared;
  const resolved = createRequire(join(unitDir, 'package.json')).resolve(
    `${packageName}/package.json`,
  );
  const version = readJson(resolved).version;
  if (!version) throw new Error(`${packageName} has no version to share.`);
  return `^${version}`;
}

/** The packages a unit's package.json names as dependencies (what its own code imports). */
function declaredDependencies(unitDir: string): Set<string> {
  return new Set(Object.keys(readJson(join(unitDir, 'package.json')).dependencies ?? {}));
}

/**
 * @param unitDir the unit being built (its package.json names the versions it needs)
 * @param role the shell provides every singleton eagerly, in its first chunk; a remote takes
 *   from the page those its own code imports (its dependencies: React and web-kit), and reaches
 *   react-dom only through web-kit, so it neither lists nor declares it
 */
export function sharedSingletons(
  unitDir: string,
  role: 'host' | 'remote',
): Partial<Record<SharedSingleton, SharedConfig>> {
  const declared = declaredDependencies(unitDir);
  const shared = Object.entries(SINGLETONS).filter(
    ([, packageName]) => role === 'host' || declared.has(packageName),
  );
  return Object.fromEntries(
    shared.map(([shared, packageName]) => [
      shared,
      {
        singleton: true,
        strictVersion: true,
        requiredVersion: requiredRange(unitDir, packageName),
        eager: role === 'host',
      },
    ]),
  );
}
