// `node scripts/new-remote.mjs <name>` (docs/architecture.md, section 7, "A remote"), run for a
// throwaway remote in a temporary copy of what the script and the checks read. The quick loop's
// projects (vitest.unit.config.ts), lint (eslint.config.js) and the type-check see the new folder
// from its units.json entry alone; and the files every remote has alike are the script's.
// The real checkout is only read: its node_modules are linked into the copy, not installed again.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, UNITS } from './units.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const KEY = 'scratch';
const FOLDER = `mf-${KEY}`;
const PACKAGE = `@carzone/${FOLDER}`;

/** What the script and the checks read, besides packages/federation (copied whole). */
const COPIED = [
  'package.json',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'tsconfig.web.json',
  '.prettierrc.json',
  'eslint.config.js',
  'vitest.unit.config.ts',
  'scripts/new-remote.mjs',
  'scripts/lib/workspace.mjs',
  // The languages the remote's words are in (the script reads the list from its source).
  'packages/domain/src/language.ts',
  'packages/domain/src/dhaka-dates.ts',
];

/** The files every remote has alike but for its names, which the script writes. */
const SAME_IN_EVERY_REMOTE = [
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'src/main.tsx',
  'src/app/harness.tsx',
];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a Node script in the copy; a failing exit is an answer, not an error. */
function node(cwd: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The installed copy of one of a remote's dependencies: an existing remote's, as pnpm linked it. */
function installedDependency(name: string): string {
  for (const { folder } of Object.values(REMOTES)) {
    const path = join(repoRoot, folder, 'node_modules', name);
    if (existsSync(path)) return realpathSync(path);
  }
  throw new Error(`No remote of this checkout has ${name} installed: run pnpm install.`);
}

let copy: string;
let realUnits: string;
let generated: Run;
/** The new remote seen by the quick loop's project list, lint and tsc, in the copy. */
let projects: Run;
let lint: Run;
let types: Run;

beforeAll(async () => {
  realUnits = readFileSync(join(repoRoot, 'packages/federation/units.json'), 'utf8');
  copy = realpathSync(mkdtempSync(join(tmpdir(), 'carzone-new-remote-')));
  for (const path of COPIED) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(repoRoot, path), join(copy, path));
  }
  // Its units.json and contracts.ts gain the remote, so this package is a copy (its own
  // node_modules linked); the other packages the remote uses are the checkout's own.
  const federation = join(copy, 'packages/federation');
  for (const path of ['package.json', 'tsconfig.json', 'units.json', 'src']) {
    cpSync(join(repoRoot, 'packages/federation', path), join(federation, path), {
      recursive: true,
    });
  }
  symlinkSync(join(repoRoot, 'packages/federation/node_modules'), join(federation, 'node_modules'));
  // Folders of links, not links to folders: what the tools write there (Vite's bundled configs
  // in node_modules/.vite-temp) stays in the copy. The checkout's own caches are left out.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (!entry.startsWith('.')) {
      symlinkSync(join(repoRoot, 'node_modules', entry), join(copy, 'node_modules', entry));
    }
  }

  generated = await node(copy, ['scripts/new-remote.mjs', KEY, '--no-install']);
  if (generated.code !== 0) throw new Error(`new-remote.mjs failed: ${generated.stderr}`);

  // What `pnpm install` would link for the new remote, without touching the lockfile.
  const remote = join(copy, FOLDER);
  const manifest = JSON.parse(readFileSync(join(remote, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const link = join(remote, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(name === '@carzone/federation' ? federation : installedDependency(name), link);
  }

  // The quick loop's project for the remote, as `--project @carzone/mf-scratch` picks it.
  writeFileSync(
    join(copy, 'only-the-new-remote.config.ts'),
    `import config from './vitest.unit.config.ts';
export default {
  test: {
    projects: (config.test?.projects ?? []).filter(
      (project) => typeof project === 'object' && project.test?.name === '${PACKAGE}',
    ),
  },
};
`,
  );
  // Lint's boundaries for a remote: outside src/, so the type-check does not read it.
  writeFileSync(
    join(copy, FOLDER, 'boundary-probe.ts'),
    `import 'firebase/auth';
import { harnessRoutes } from '../mf-catalog/src/app/harness-routes.tsx';
import { Box } from '@chakra-ui/react';
export const probe = [harnessRoutes, Box];
`,
  );
  [projects, lint, types] = await Promise.all([
    node(copy, [
      'node_modules/vitest/vitest.mjs',
      'list',
      '--config',
      'only-the-new-remote.config.ts',
      '--filesOnly',
      '--json',
    ]),
    node(copy, ['node_modules/eslint/bin/eslint.js', '--format', 'json', FOLDER]),
    node(copy, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', FOLDER]),
  ]);
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('scripts/new-remote.mjs', () => {
  it('adds the remote to units.json and writes its folder, in the copy only', () => {
    expect(generated.stderr).toBe('');
    expect(generated.code).toBe(0);
    const units = JSON.parse(readFileSync(join(copy, 'packages/federation/units.json'), 'utf8'));
    expect(units.remotes[KEY]).toEqual({
      name: `mf_${KEY}`,
      folder: FOLDER,
      port: expect.any(Number),
      portVariable: `${KEY.toUpperCase()}_PORT`,
    });
    const ports = [UNITS.shell, UNITS.api, UNITS.authEmulator, ...Object.values(REMOTES)];
    expect(ports.map((unit) => unit.port)).not.toContain(units.remotes[KEY].port);
    expect(readFileSync(join(copy, 'packages/federation/src/contracts.ts'), 'utf8')).toContain(
      `'mf_${KEY}/${KEY}-route': RouteModule;`,
    );
    expect(readFileSync(join(repoRoot, 'packages/federation/units.json'), 'utf8')).toBe(realUnits);
    expect(existsSync(join(repoRoot, FOLDER))).toBe(false);
  });

  it('refuses a name that is taken or that no federation name can carry, writing nothing', async () => {
    const units = readFileSync(join(copy, 'packages/federation/units.json'), 'utf8');
    for (const [name, refusal] of [
      [KEY, `units.json already has a remote "${KEY}".`],
      ['new-cars', 'lowercase letters'],
      ['api', 'API_PORT is another unit'],
    ] as const) {
      const run = await node(copy, ['scripts/new-remote.mjs', name, '--no-install']);
      expect(run.code, name).toBe(1);
      expect(run.stderr, name).toContain(refusal);
    }
    expect(readFileSync(join(copy, 'packages/federation/units.json'), 'utf8')).toBe(units);
  });

  it("is one of the quick loop's projects (vitest.unit.config.ts), named after its package", () => {
    expect(projects.stderr, 'vitest list').toBe('');
    const listed = JSON.parse(projects.stdout) as { file: string; projectName: string }[];
    expect(
      listed.map(({ file, projectName }) => [projectName, file.slice(copy.length + 1)]).sort(),
    ).toEqual([
      [PACKAGE, `${FOLDER}/src/features/${KEY}/${KEY}-route.test.tsx`],
      [PACKAGE, `${FOLDER}/src/locales/bn.test.ts`],
    ]);
  });

  it('is linted clean, with the boundaries of a remote (eslint.config.js)', () => {
    const results = JSON.parse(lint.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string }[];
    }[];
    const problems = results.flatMap(({ filePath, messages }) =>
      messages.map(({ ruleId, message }) => [filePath.slice(copy.length + 1), ruleId, message]),
    );
    expect(results.length).toBeGreaterThan(10);
    expect(problems).toEqual([
      [
        `${FOLDER}/boundary-probe.ts`,
        'no-restricted-imports',
        expect.stringContaining('Only the shell talks to Firebase.'),
      ],
      [
        `${FOLDER}/boundary-probe.ts`,
        'no-restricted-imports',
        expect.stringContaining('Remotes never import each other; the shell composes them.'),
      ],
      [
        `${FOLDER}/boundary-probe.ts`,
        'no-restricted-imports',
        expect.stringContaining('Import Chakra components from @carzone/web-kit'),
      ],
    ]);
  });

  it('type-checks (its tsconfig.json, against its contract)', () => {
    expect(types.stdout + types.stderr, 'tsc').toBe('');
    expect(types.code).toBe(0);
  });

  it.each(
    Object.values(REMOTES)
      .map(({ folder }) => folder)
      .filter((folder) => existsSync(join(repoRoot, folder, 'package.json'))),
  )('%s has the files every remote has alike as the script writes them', (folder) => {
    const read = (unit: string, path: string) => readFileSync(join(unit, path), 'utf8');
    for (const path of SAME_IN_EVERY_REMOTE) {
      expect(read(join(repoRoot, folder), path), `${folder}/${path}`).toBe(
        read(join(copy, FOLDER), path).replaceAll(FOLDER, folder),
      );
    }
    const manifest = (unit: string) => {
      const { name, scripts, devDependencies } = JSON.parse(read(unit, 'package.json'));
      return { name, scripts, devDependencies } as Record<string, unknown>;
    };
    expect(manifest(join(repoRoot, folder))).toEqual({
      ...manifest(join(copy, FOLDER)),
      name: `@carzone/${folder}`,
    });
  });
});
