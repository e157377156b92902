// Prints the figures that say whether the code stays simple as it grows: lines of source and of
// tests, the largest hand-written files, imports from one shell or remote feature into another,
// API modules importing values from each other both ways, and the length of the architecture
// doc. `node scripts/house-figures.mjs [--repo DIR]` (DIR: another checkout, e.g. a worktree of
// an older commit, to compare). A figure, not a test: the checks that hold the line run in npm test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/workspace.mjs';

const { values } = parseArgs({ options: { repo: { type: 'string', default: repoRoot } } });
const repo = values.repo;

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !file.endsWith('.d.ts'));

/** Written by a generator, not by a person: counted apart. */
const isGenerated = (file) =>
  /\.generated\.ts$|\/locales\/(bn|catalogs)\.ts$|\/drizzle\//.test(file);
const isTest = (file) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(file) || file.startsWith('e2e/');

const linesOf = (file) => readFileSync(join(repo, file), 'utf8').split('\n').length - 1;

const handWritten = tracked.filter((file) => !isGenerated(file));
const sources = handWritten.filter((file) => !isTest(file));
const tests = handWritten.filter(isTest);
const sum = (files) => files.reduce((total, file) => total + linesOf(file), 0);

/** Relative module specifiers a file imports values from (type-only imports left out). */
function valueImports(file) {
  const text = readFileSync(join(repo, file), 'utf8');
  const specifiers = [];
  for (const match of text.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"](\.[^'"]+)['"]/gm,
  )) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const names = clause.match(/\{([^}]*)\}/)?.[1];
    const onlyInlineTypes =
      names !== undefined &&
      !clause.replace(/\{[^}]*\}/, '').match(/\w/) &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!onlyInlineTypes) specifiers.push(specifier);
  }
  for (const match of text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) specifiers.push(match[1]);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

/** Imports from `<root>/features/<a>/…` into `<root>/features/<b>/…`, for the shell and each remote. */
function crossFeatureImports() {
  const counts = {};
  for (const file of sources) {
    const own = file.match(/^((?:shell|mf-[^/]+)\/src\/features)\/([^/]+)\//);
    if (!own) continue;
    const [, featuresDir, feature] = own;
    for (const target of valueImports(file)) {
      const other = relative(featuresDir, target).split('/')[0];
      if (!other.startsWith('..') && other !== feature && target.startsWith(featuresDir))
        counts[featuresDir] = (counts[featuresDir] ?? 0) + 1;
    }
  }
  return counts;
}

/** Pairs of API modules (folders of api/src with a Nest module) each importing values from the other. */
function apiModulePairsBothWays() {
  const modules = new Set(
    tracked
      .filter((file) => /^api\/src\/[^/]+\/[^/]+\.module\.ts$/.test(file))
      .map((file) => file.split('/')[2]),
  );
  const edges = new Set();
  for (const file of sources.filter((file) => file.startsWith('api/src/'))) {
    const from = file.split('/')[2];
    for (const target of valueImports(file)) {
      const to = target.startsWith('api/src/') ? target.split('/')[2] : undefined;
      if (to && to !== from && modules.has(to) && modules.has(from)) edges.add(`${from}→${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split('→'))
    .filter(([from, to]) => from < to && edges.has(`${to}→${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
}

const largest = sources
  .map((file) => ({ file, lines: linesOf(file) }))
  .sort((a, b) => b.lines - a.lines);
const overLimit = largest.filter(({ lines }) => lines > 400);
const pairs = apiModulePairsBothWays();
const crossFeature = crossFeatureImports();
const architectureLines = linesOf('docs/architecture.md');

console.log(
  `Hand-written source: ${sum(sources).toLocaleString('en')} lines in ${sources.length} files`,
);
console.log(`Tests: ${sum(tests).toLocaleString('en')} lines in ${tests.length} files`);
console.log(`Largest hand-written source files (non-test):`);
for (const { file, lines } of largest.slice(0, 5)) console.log(`  ${lines}  ${file}`);
console.log(`Non-test source files over 400 lines: ${overLimit.length}`);
console.log(
  `Imports from one feature into another: ${Object.values(crossFeature).reduce((a, b) => a + b, 0)}` +
    Object.entries(crossFeature)
      .map(([dir, count]) => `\n  ${count}  ${dir}`)
      .join(''),
);
console.log(`API modules importing values from each other both ways: ${pairs.length}`);
for (const pair of pairs) console.log(`  ${pair}`);
console.log(`docs/architecture.md: ${architectureLines} lines`);
