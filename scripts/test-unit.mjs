// `npm run test:unit`: the quick loop. Unit and API tests (vitest.unit.config.ts) on in-memory
// PGlite, with generated bad inputs sampled lightly, no build and no browser. `npm test` is the
// whole suite CI runs. Arguments go to Vitest: a file filter, `--project api`, `--watch`.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, pnpmCommand, repoRoot } from './lib/workspace.mjs';

/** Generated bad requests per endpoint here; `npm test` sends 1,000. */
const QUICK_FUZZ_CASES = '60';

ensureInstalled();
const watch = process.argv.includes('--watch');
const [pnpm, ...prefix] = pnpmCommand();
const { status } = spawnSync(
  pnpm,
  [
    ...prefix,
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
