// The API's description as an outside client reads it: Redocly's linter on api/openapi.json, by
// redocly.yaml (its recommended rules). `npm test` counts each error or warning as a failed test,
// named by its rule and where it is; none, one passed test.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './workspace.mjs';

/**
 * Runs the linter (through `pnpm exec`, as `[pnpm, ...pnpmPrefix]` calls it) and answers its
 * counts as `npm test` reads a suite's report.
 * @param {string} pnpm
 * @param {string[]} pnpmPrefix
 * @returns {{ passed: number, failed: number, skipped: number, failedNames: string[] }}
 */
export function lintApiDescription(pnpm, pnpmPrefix) {
  const result = spawnSync(
    pnpm,
    [...pnpmPrefix, 'exec', 'redocly', 'lint', 'api/openapi.json', '--format=json'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let problems;
  try {
    problems = JSON.parse(result.stdout).problems;
  } catch {
    if (result.stderr) process.stderr.write(result.stderr);
    const failedNames = ['redocly lint api/openapi.json gave no report (see above)'];
    return { passed: 0, failed: 1, skipped: 0, failedNames };
  }
  const failedNames = problems.map(
    ({ ruleId, severity, message, location }) =>
      `${severity} ${ruleId} at ${location?.[0]?.pointer ?? 'api/openapi.json'}: ${message}`,
  );
  for (const name of failedNames) console.log(`  ✘ ${name}`);
  console.log(
    failedNames.length
      ? `The API description: ${failedNames.length} problems (\`pnpm exec redocly lint api/openapi.json\` shows them; rules in redocly.yaml).`
      : 'The API description: no problem (rules in redocly.yaml).',
  );
  const passed = failedNames.length ? 0 : 1;
  return { passed, failed: failedNames.length, skipped: 0, failedNames };
}
