// Two rules of the house the code keeps, checked in `npm test` (scripts/check-docs.mjs):
// - a hand-written source file (`*.ts`, `*.tsx`, `*.js`, `*.mjs`, `*.cjs`, `*.mts`, tests and
//   their specs aside) is at most MAX_LINES long, so one reader reads it; the files excepted
//   by nature (seed data, generated files, fuzz generators) are EXCEPTED, each with its reason,
//   and the ones still too long until they are split are OVER_FOR_NOW;
// - no code comment cites an issue, a session or a stop by its number (the word and a number, a
//   `#` and a number, an ordinal and the word session; HISTORY below): history lives in git and
//   docs/decisions/, and a comment says what and why. Comments are read with TypeScript's parser, so strings and test names
//   may still say what they like; SQL's `--` and shell, YAML and nginx's `#` comments are read
//   line by line.
// source-rules.test.mjs holds its rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const MAX_LINES = 400;

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts)$/;
/** What a generator writes: the API's contract types and the catalogs made from PO files. */
const GENERATED = /(\.generated\.ts|(^|\/)locales\/(catalogs|[a-z]{2,3})\.ts)$/;
const TEST = /\.(test|spec)\.(ts|tsx|js|mjs|cjs|mts)$/;

/** Files over MAX_LINES by nature, each with why. */
export const EXCEPTED = new Map([
  ['packages/web-kit/src/api/api-contract.generated.ts', 'generated from api/openapi.json'],
  ['api/src/seed/demo-cars.ts', 'seed data: the demo cars, one literal each'],
  ['api/src/fuzz/arbitraries.ts', 'fuzz generators: the bad inputs of every write'],
]);

/**
 * Files still over MAX_LINES, each with why, until they are split. An entry goes once its file
 * is short enough (the check says so); a new file over the limit never comes here instead of
 * being split.
 * @type {Map<string, string>}
 */
export const OVER_FOR_NOW = new Map();

/** Whether a file is hand-written source this rule measures. */
export function isMeasuredSource(file) {
  return SOURCE.test(file) && !TEST.test(file) && !GENERATED.test(file);
}

/**
 * The measured files over the limit that no list excepts, and the listed ones no longer over it.
 * @param {{ file: string, lines: number }[]} measured
 * @param {{ excepted?: Map<string, string>, overForNow?: Map<string, string> }} [lists]
 */
export function lengthProblems(measured, { excepted = EXCEPTED, overForNow = OVER_FOR_NOW } = {}) {
  const tooLong = measured.filter(
    ({ file, lines }) => lines > MAX_LINES && !excepted.has(file) && !overForNow.has(file),
  );
  const lengths = new Map(measured.map(({ file, lines }) => [file, lines]));
  const shortEnough = [...overForNow.keys()].filter(
    (file) => (lengths.get(file) ?? 0) <= MAX_LINES,
  );
  return { tooLong, shortEnough };
}

/** A file's lines as `wc -l` counts them (a last line without its newline counts too). */
export function lineCount(text) {
  if (!text) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

// From the fourth: a device's first, second or third session is no history.
const ORDINAL =
  '(?:fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|(?:twenty|thirty|forty|fifty)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|\\d+(?:st|nd|rd|th))';
const UNITS = '(?:ms|s|seconds?|minutes?|hours?|days?|weeks?|months?|years?|times?|%)';

/** The ways a comment cites history: an issue, a session or a stop, by its number. */
const HISTORY = [
  new RegExp(`\\bissues? (?:#|no\\.? ?)?\\d+`, 'i'),
  /(?<![\w&/#])#\d{1,4}(?![\w-])/,
  new RegExp(`\\b${ORDINAL} session\\b`, 'i'),
  new RegExp(`\\bsessions? (?:#|no\\.? ?)?\\d+\\b(?! ?${UNITS}\\b)`, 'i'),
  new RegExp(`\\bstops? (?:#|no\\.? ?)?\\d+\\b(?! ?${UNITS}\\b)`, 'i'),
];

/** The part of a comment's text that cites history, or null. */
export function citedHistory(text) {
  for (const pattern of HISTORY) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/**
 * The comments of a JavaScript or TypeScript file, each with the line it starts on.
 * @returns {{ text: string, line: number }[]}
 */
export function scriptComments(text, file = 'file.tsx') {
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const take = (ranges) => {
    for (const range of ranges ?? [])
      if (!seen.has(range.pos)) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    // JSX text is not trivia: `{/* … */}` is found by the expression's braces' own positions.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen]
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({
      text: comment,
      line: source.getLineAndCharacterOfPosition(pos).line + 1,
    }));
}

/** The `#` or `--` comments of a file in a language with line comments only. */
export function lineComments(text, marker) {
  const start = marker === '--' ? /(?:^|\s)--\s?(.*)$/ : /(?:^|\s)#(?!!)\s?(.*)$/;
  return text.split('\n').flatMap((line, index) => {
    const match = start.exec(line);
    return match ? [{ text: match[1], line: index + 1 }] : [];
  });
}

const HASH_COMMENTS = /(\.(sh|ya?ml|conf)|(^|\/)Dockerfile|\.Dockerfile)$/;

/** Whether this rule reads a file's comments: code, SQL, shell, YAML, nginx, Dockerfiles. */
function readsComments(file) {
  return (
    (SOURCE.test(file) || /\.sql$/.test(file) || HASH_COMMENTS.test(file)) && !GENERATED.test(file)
  );
}

/** A file's comments, read as its language writes them. */
function commentsOf(file, text) {
  if (SOURCE.test(file)) return scriptComments(text, file);
  return lineComments(text, /\.sql$/.test(file) ? '--' : '#');
}

/**
 * Every comment of these files that cites an issue, a session or a stop by its number.
 * @param {{ file: string, text: string }[]} files
 * @returns {{ file: string, line: number, cited: string }[]}
 */
export function historyInComments(files) {
  return files.flatMap(({ file, text }) =>
    commentsOf(file, text).flatMap(({ text: comment, line }) => {
      // A comment of several lines is reported at the line that cites.
      return comment.split('\n').flatMap((part, offset) => {
        const cited = citedHistory(part);
        return cited ? [{ file, line: line + offset, cited }] : [];
      });
    }),
  );
}

/**
 * Both rules over the repository's tracked files.
 * @param {string} root
 * @param {string[]} files  the repository's files, from its root
 */
export function checkSourceRules(root, files) {
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const measured = files
    .filter(isMeasuredSource)
    .map((file) => ({ file, lines: lineCount(read(file)) }));
  const texts = files.filter(readsComments).map((file) => ({ file, text: read(file) }));
  return {
    ...lengthProblems(measured),
    history: historyInComments(texts),
    measured: measured.length,
  };
}
