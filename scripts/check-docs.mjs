// `node scripts/check-docs.mjs`: the docs tell the truth about the code, and the code keeps two
// house rules. Fails (exit 1), printing each problem as file:line, when
// - a repository path README.md or docs/**/*.md names does not exist (lib/doc-paths.mjs);
// - a fact the docs state differs from the code: the API's modules, the remotes' rows and the
//   pages they serve, a decision's title and Status: line, a link to a section that is gone,
//   architecture.md's length (lib/doc-facts.mjs);
// - a hand-written source file is over 400 lines, or a code comment cites an issue, a session or
//   a stop by its number (lib/source-rules.mjs, with its lists of files excepted).
// `npm test` runs it beside lint and formatting.
import { checkDocFacts } from './lib/doc-facts.mjs';
import { checkDocPaths, readRepository } from './lib/doc-paths.mjs';
import { checkSourceRules, EXCEPTED, MAX_LINES, OVER_FOR_NOW } from './lib/source-rules.mjs';
import { repoRoot } from './lib/workspace.mjs';

const files = [...readRepository(repoRoot).paths].filter((path) => !path.endsWith('/'));
let failed = 0;
const fail = (line) => {
  console.error(line);
  failed += 1;
};

const { documents, references, missing } = checkDocPaths(repoRoot);
for (const { document, line, path, kind } of missing)
  fail(`${document}:${line}: ${kind === 'link' ? 'link to ' : ''}${path} does not exist`);
if (missing.length)
  console.error(
    `${missing.length} of the ${references} paths named in ${documents.length} documents do not exist: correct the document (the code is right).\n`,
  );
else console.log(`All ${references} paths named in ${documents.length} documents exist.`);

const facts = checkDocFacts(repoRoot, files);
for (const { document, line, message } of facts) fail(`${document}:${line}: ${message}`);
if (facts.length)
  console.error(`${facts.length} facts of the docs differ from the code: correct the document.\n`);
else
  console.log(
    "The API's modules, the remotes' rows, the decisions' Status lines and the links to sections match the code.",
  );

const { tooLong, shortEnough, history, measured } = checkSourceRules(repoRoot, files);
for (const { file, lines } of tooLong)
  fail(`${file}: ${lines} lines, over ${MAX_LINES}: split it by who reads it`);
for (const { file, line, cited } of history)
  fail(`${file}:${line}: a comment cites "${cited}": say what and why; history lives in git`);
for (const file of shortEnough)
  console.log(
    `${file} is ${MAX_LINES} lines or fewer now: take it out of OVER_FOR_NOW (scripts/lib/source-rules.mjs).`,
  );
if (!tooLong.length && !history.length)
  console.log(
    `${measured} source files are at most ${MAX_LINES} lines but ${EXCEPTED.size} excepted and ${OVER_FOR_NOW.size} still to split; no comment cites an issue or a session.`,
  );

if (failed) {
  console.error(`\n${failed} problems.`);
  process.exit(1);
}
