// `npm run test:unit`: the quick loop. Unit and API tests (vitest.unit.config.ts) on in-memory
// PGlite, with generated bad inputs sampled lightly, no build and no browser. `npm test` is the
// whole suite CI runs. Arguments go to Vitest: a file filter, `--project api`, `--watch`.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, pnpmCommand, repoRoot } from './lib/workspace.mjs';

/** Generated bad requests per endpoint here; `npm test` sends 1,000. */
const QUICK_FUZZ_CASES = '60';

ensureInstalled();
// The API's global setup (its database) reads @carzone/domain as built: Vitest loads it without
// the `carzone-source` condition the tests resolve by (vitest-dev/vitest#9429). Its build takes a
// second or two, and a stale one would set up the database by the old rules.
const [pnpmBinary, ...pnpmPrefix] = pnpmCommand();
const domainBuild = spawnSync(pnpmBinary, [...pnpmPrefix, '--filter', '@carzone/domain', 'build'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (domainBuild.status !== 0) process.exit(domainBuild.status ?? 1);
const watch = process.argv.includes('--watch');
const { status } = spawnSync(
  pnpmBinary,
  [
    ...pnpmPrefix,
    'exec',
    'vitest',
    ...(watch ? ['watch'] : ['run']),
    '--config',
    'vitest.unit.config.ts',
    ...process.argv.slice(2).filter((argument) => argument !== '--watch'),
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      FUZZ_CASES_PER_ENDPOINT: process.env.FUZZ_CASES_PER_ENDPOINT || QUICK_FUZZ_CASES,
    },
  },
);
process.exit(status ?? 1);
