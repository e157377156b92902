// What `npm test` (scripts/test.mjs) reads of its runners: the counts and failed test names of
// Vitest's and Playwright's JSON reports, and a Vitest run that cannot stall CI for good.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { repoRoot } from './workspace.mjs';

/** Counts and failed test names from Vitest's JSON report (a file that could not run counts). */
export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedNames = report.testResults.flatMap((suite) => {
    const file = relative(repoRoot, suite.name);
    const failedAssertions = suite.assertionResults
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => `${file} › ${assertion.fullName}`);
    // A file that could not run at all (an import error) has no failed assertion of its own.
    return failedAssertions.length || suite.status !== 'failed' ? failedAssertions : [file];
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
    failedNames,
  };
}

/** Counts and failed test names from Playwright's JSON report (flaky tests passed on a retry). */
export function playwrightReport(file) {
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failedNames = [];
  const flakyNames = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
        if (test.status === 'unexpected') failedNames.push(name);
        if (test.status === 'flaky') flakyNames.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites) visit(suite, []);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failedNames,
    flakyNames,
  };
}

/**
 * Far longer than any unit suite takes (the API's, the longest, about 6 minutes on CI's 2 cores).
 * Once a run of the API's tests sat idle for good (a Vitest worker that never started: no CPU, no
 * connection, the rest waiting on it), and CI's 90 minutes ran out behind it.
 */
const UNIT_SUITE_LIMIT_MS = 20 * 60 * 1000;

/**
 * Runs a Vitest suite (in CI) in a process group of its own, so that a suite past its time limit
 * goes with all its workers. Past the limit it runs once more, saying so; a second stall fails it.
 */
export function runVitestSuite(command, args, options, label) {
  for (const attempt of [1, 2]) {
    const result = spawnSync('setsid', [command, ...args], {
      stdio: 'inherit',
      timeout: UNIT_SUITE_LIMIT_MS,
      killSignal: 'SIGKILL',
      ...options,
    });
    if (result.error?.code !== 'ETIMEDOUT') {
      if (result.error) throw result.error;
      if (result.status !== 0) {
        throw new Error(`${label} failed with exit code ${result.status ?? result.signal}`);
      }
      return;
    }
    try {
      process.kill(-result.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    console.error(
      `${label}: still running after ${UNIT_SUITE_LIMIT_MS / 60000} minutes, stopped${attempt === 1 ? '; running it once more' : ''}.`,
    );
  }
  throw new Error(`${label} stalled twice`);
}
