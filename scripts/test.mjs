// `npm test`: every check and every test, in the order that fails fastest: lint, the API's
// description (Redocly, scripts/lib/api-description-lint.mjs), formatting, the
// docs against the code (scripts/check-docs.mjs), the alert rules (promtool), types, builds,
// unit and API tests (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the
// end-to-end tests on the composed site and the smoke tests of the production layout.
// Ends with one "N passed, N failed" line.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { lintApiDescription } from './lib/api-description-lint.mjs';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { playwrightReport, runVitestSuite, vitestCounts } from './lib/test-reports.mjs';
import { ensureInstalled, pnpmCommand, repoRoot, run, runPnpm } from './lib/workspace.mjs';

const reportsDir = mkdtempSync(join(tmpdir(), 'carzone-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, printed again at the very end: CI logs are often read from the tail. */
const failedTests = [];
/** Tests that failed, then passed on a retry: passed, but listed at the end as flaky. */
const flakyTests = [];
const [pnpm, ...pnpmPrefix] = pnpmCommand();

const startedAt = Date.now();

/** A step's heading, with the minutes since the run began: CI's log then shows where time goes. */
function step(title) {
  const elapsed = (Date.now() - startedAt) / 60000;
  console.log(`\n━━ ${title} (at ${elapsed.toFixed(1)} min)`);
}

/** Runs a suite; a failing suite is counted, not fatal, so every suite reports. */
function runSuite(label, command, args, options, readReport, runner = run) {
  let crashed = false;
  try {
    runner(command, args, options, label);
  } catch (error) {
    console.error(`${label}: ${error.message}`);
    crashed = true;
  }
  const counts = readReport();
  if (!counts) {
    totals.failed += 1;
    failedTests.push(`${label}: no report was written`);
    console.error(`${label}: no report was written`);
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed || (crashed ? 1 : 0);
  totals.skipped += counts.skipped;
  for (const name of counts.failedNames) failedTests.push(`${label}: ${name}`);
  for (const name of counts.flakyNames ?? []) flakyTests.push(`${label}: ${name}`);
  if (crashed && counts.failed === 0)
    failedTests.push(`${label}: the run itself failed (see above)`);
}

/**
 * A run of vitest.unit.config.ts's projects (the quick loop's), with the tests of built output
 * included: the units' run starts Vitest, jsdom and React once where a run per package started
 * them a dozen times, and the API's on PGlite loads Nest and PGlite once per worker.
 * `projectFilter` is Vitest's --project; without one, the API's own config (every file in a
 * process of its own: on a PostgreSQL server, files sharing a worker's process do not yet keep
 * to themselves, the demo data's tests among them).
 */
function vitestRun(label, projectFilter, extraEnv = {}, readCounts = vitestCounts) {
  const file = join(reportsDir, `vitest-${label.replaceAll(/\W+/g, '-')}.json`);
  step(`Unit and API tests: ${label}`);
  const configArgs = projectFilter
    ? ['--config', 'vitest.unit.config.ts', '--project', projectFilter]
    : [];
  runSuite(
    label,
    pnpm,
    [
      ...pnpmPrefix,
      'exec',
      'vitest',
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${file}`,
    ],
    {
      cwd: projectFilter ? repoRoot : join(repoRoot, 'api'),
      env: { ...process.env, CARZONE_TESTS_AFTER_BUILD: '1', ...extraEnv },
    },
    () => readCounts(file),
    // On a developer's machine Ctrl-C must still reach the suite, which a group of its own stops.
    process.env.CI ? runVitestSuite : run,
  );
}

/** Counts of the units' run; a package whose tests it did not reach counts as a failure. */
function unitCounts(file) {
  const counts = vitestCounts(file);
  if (!counts) return counts;
  const ran = JSON.parse(readFileSync(file, 'utf8')).testResults.map((suite) =>
    relative(repoRoot, suite.name),
  );
  for (const unit of [...packagesWithUnitTests(), 'scripts']) {
    if (ran.some((testFile) => testFile.startsWith(`${unit}/`))) continue;
    counts.failed += 1;
    counts.failedNames.push(`${unit}: has tests that vitest.unit.config.ts does not run`);
  }
  return counts;
}

/** Every workspace package with unit tests (a `*.test.ts(x)` file beside its code), by discovery. */
function packagesWithUnitTests() {
  const listing = execFileSync(pnpm, [...pnpmPrefix, 'ls', '-r', '--depth=-1', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const hasTests = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? entry.name !== 'node_modules' && entry.name !== 'dist' && hasTests(join(dir, entry.name))
        : /\.test\.tsx?$/.test(entry.name),
    );
  return JSON.parse(listing)
    .map((workspacePackage) => relative(repoRoot, workspacePackage.path))
    .filter((unit) => unit && unit !== 'api' && existsSync(join(repoRoot, unit, 'src')))
    .filter((unit) => hasTests(join(repoRoot, unit, 'src')))
    .sort();
}

/** The alert rules and their unit tests (deploy/prometheus/), which promtool reads. */
const ALERT_RULES_DIR = join(repoRoot, 'deploy', 'prometheus');

/**
 * `promtool check rules` (one test: the rules load), then `promtool test rules`, each of its
 * test groups counted as a test by its `name`: promtool names each failing group in its output.
 * Debian's `prometheus` package brings promtool (.ci/run installs it).
 */
function alertRules() {
  step('Alert rules (promtool check rules, promtool test rules)');
  const promtool = process.env.PROMTOOL || 'promtool';
  const groups = [
    ...readFileSync(join(ALERT_RULES_DIR, 'alerts.test.yml'), 'utf8').matchAll(
      /^ {2}- name: (?:'(.+)'|(.+))$/gm,
    ),
  ].map((match) => (match[1] ?? match[2]).replaceAll("''", "'"));
  /** @type {{ passed: number, failed: number, skipped: number, failedNames: string[] } | null} */
  let counts = null;
  const promtoolRun = (args) => {
    const result = spawnSync(promtool, args, { cwd: ALERT_RULES_DIR, encoding: 'utf8' });
    if (result.error?.code === 'ENOENT')
      throw new Error(
        `${promtool} is not installed: apt-get install prometheus brings it (.ci/run does).`,
      );
    const output = `${result.stdout}${result.stderr}`;
    process.stdout.write(output);
    return { ok: result.status === 0, output };
  };
  runSuite(
    'alert rules',
    promtool,
    [],
    {},
    () => counts,
    () => {
      counts = { passed: 0, failed: 0, skipped: 0, failedNames: [] };
      const checked = promtoolRun(['check', 'rules', 'alerts.yml']);
      if (checked.ok) counts.passed += 1;
      else {
        counts.failed += 1;
        counts.failedNames.push('promtool check rules deploy/prometheus/alerts.yml');
      }
      const tested = promtoolRun(['test', 'rules', 'alerts.test.yml']);
      const failedGroups = tested.ok
        ? []
        : groups.filter((name) => tested.output.includes(`name: ${name},`));
      if (!tested.ok && failedGroups.length === 0) {
        // Nothing ran (the file or a rule did not load): one failure for the whole file.
        counts.failed += 1;
        counts.failedNames.push('promtool test rules deploy/prometheus/alerts.test.yml');
      } else {
        counts.passed += groups.length - failedGroups.length;
        counts.failed += failedGroups.length;
        counts.failedNames.push(...failedGroups);
      }
      for (const name of groups)
        console.log(`  ${failedGroups.includes(name) ? '✘' : '✓'} ${name}`);
      console.log(
        `Alert rules: ${counts.passed} of ${groups.length + 1} checks passed (the rules load, and each test group).`,
      );
    },
  );
}

/**
 * The API's module boundaries (api/.dependency-cruiser.cjs: controllers call their own services,
 * repositories stay in their module, no two modules import each other): one check, or one failure
 * per violation, named by its rule and its two ends.
 */
function apiModuleBoundaries() {
  step('API module boundaries (dependency-cruiser)');
  /** @type {{ passed: number, failed: number, skipped: number, failedNames: string[] } | null} */
  let counts = null;
  runSuite(
    'API module boundaries',
    pnpm,
    [],
    {},
    () => counts,
    () => {
      const result = spawnSync(
        pnpm,
        [
          ...pnpmPrefix,
          'exec',
          'depcruise',
          'api/src',
          '--config',
          'api/.dependency-cruiser.cjs',
          '--output-type',
          'json',
        ],
        { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (result.stderr) process.stderr.write(result.stderr);
      let violations;
      try {
        violations = JSON.parse(result.stdout).summary.violations;
      } catch {
        counts = {
          passed: 0,
          failed: 1,
          skipped: 0,
          failedNames: ['depcruise api/src gave no report (see above)'],
        };
        return;
      }
      const failedNames = violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
      for (const name of failedNames) console.log(`  ✘ ${name}`);
      console.log(
        failedNames.length
          ? `API module boundaries: ${failedNames.length} violations (rules and reasons in api/.dependency-cruiser.cjs).`
          : 'API module boundaries: no violation.',
      );
      counts = {
        passed: failedNames.length ? 0 : 1,
        failed: failedNames.length,
        skipped: 0,
        failedNames,
      };
    },
  );
}

async function main() {
  ensureInstalled();
  step('Lint');
  runPnpm(['exec', 'eslint', '.', '--max-warnings=0']);
  apiModuleBoundaries();
  step('The API description (Redocly lint)');
  const apiDescription = lintApiDescription(pnpm, pnpmPrefix);
  runSuite(
    'API description',
    pnpm,
    [],
    {},
    () => apiDescription,
    () => {},
  );
  step('Formatting');
  runPnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);
  step('The docs against the code, and the source files against the house rules');
  run(process.execPath, [join(repoRoot, 'scripts', 'check-docs.mjs')]);
  alertRules();
  step('Types');
  runPnpm(['-r', '--workspace-concurrency=2', 'typecheck']);
  step('Build');
  runPnpm(['-r', '--workspace-concurrency=2', 'build']);

  step('Starting the Auth emulator for the API tests');
  const emulator = await startAuthEmulator({
    port: Number(process.env.TEST_AUTH_EMULATOR_PORT || 9299),
  });
  try {
    const emulatorEnv = {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
    };
    vitestRun('every unit but the API', '!api', {}, unitCounts);
    // The generated bad requests go 1,000 to an endpoint here (the quick loop sends 60).
    const fullFuzz = { FUZZ_CASES_PER_ENDPOINT: '' };
    vitestRun('api on PGlite', 'api', { ...emulatorEnv, ...fullFuzz, TEST_DATABASE_URL: '' });
    if (process.env.TEST_DATABASE_URL)
      vitestRun('api on PostgreSQL', undefined, { ...emulatorEnv, ...fullFuzz });
    else console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
  } finally {
    await emulator.stop();
  }

  step('End-to-end tests (Playwright, composed site)');
  const e2eReport = join(reportsDir, 'playwright.json');
  runSuite(
    'e2e',
    pnpm,
    [...pnpmPrefix, 'exec', 'playwright', 'test', '--reporter=list,json'],
    { cwd: join(repoRoot, 'e2e'), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } },
    () => playwrightReport(e2eReport),
  );

  // The production layout (docs/production.md): nginx, two API instances on a database of the
  // run's own on TEST_DATABASE_URL's PostgreSQL server (or the local one), the emulator in staging.
  step('Production-layout smoke tests (Playwright, nginx and two API instances)');
  const productionReport = join(reportsDir, 'playwright-production.json');
  runSuite(
    'production layout',
    pnpm,
    [
      ...pnpmPrefix,
      'exec',
      'playwright',
      'test',
      '--config=playwright.production.config.ts',
      '--reporter=list,json',
    ],
    {
      cwd: join(repoRoot, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: productionReport },
    },
    () => playwrightReport(productionReport),
  );

  console.log(
    `\nFlaky (failed, then passed on a retry): ${flakyTests.length}${flakyTests.map((name) => `\n  - ${name}`).join('')}`,
  );
  if (failedTests.length)
    console.log(`\nFailed:\n${failedTests.map((name) => `  - ${name}`).join('\n')}`);
  step('Done');
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
