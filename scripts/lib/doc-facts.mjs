// The facts the docs state that the code can contradict, read from both and compared:
// - the API's modules: `docs/architecture.md`'s table under a heading "The API's modules" (and
//   any other document's with such a heading) lists exactly the `api/src/<folder>/*.module.ts`
//   files, by name; a units table's `api/` row lists none (one list, not three);
// - the remotes: the units table (its first column `unit`) has one row per remote of
//   `packages/federation/units.json` (`mf-catalog/`), and no other `mf-*` row; each row names the
//   paths of the pages the shell's router serves from that remote (`remoteRoute(routes.<name>…,
//   'mf_<key>/…')` in `shell/src/app/router.tsx`, paths from `packages/web-kit/src/routes.ts`),
//   and no path the route map lacks;
// - a link to a section (`architecture.md#the-apis-modules`, `#alerts`) names a heading the
//   document has, as GitHub makes its anchors;
// - the map stays one reader long: `docs/architecture.md` is at most MAP_MAX_LINES lines;
// - the decisions: each `docs/decisions/NNN-*.md` opens with `# NNN` and its title, and has a
//   `Status:` line before its first section naming its status and a date (`Status: **accepted**
//   (2026-11-22).`; `superseded by NNN` names a decision that exists).
// `scripts/check-docs.mjs` runs it in `npm test`; `doc-facts.test.mjs` holds its rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { extractPathReferences } from './doc-paths.mjs';

/**
 * @typedef {object} Problem
 * @property {string} document  the file to correct, from the repository's root
 * @property {number} line  its line (from 1), 0 when the fact is missing altogether
 * @property {string} message
 */

/** The cells of a markdown table row (`| a | b |` → `['a', 'b']`), or null for another line. */
function tableCells(line) {
  if (!/^\s*\|.*\|\s*$/.test(line)) return null;
  return line
    .trim()
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

/** The words in backticks of a text. */
function codeWords(text) {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

/**
 * The rows of the first table after a heading that matches `heading`, with their lines; null
 * when there is no such heading (or no table under it before the next heading).
 * @returns {{ cells: string[], line: number }[] | null}
 */
export function tableUnder(markdown, heading) {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => /^#{1,6}\s/.test(line) && heading.test(line));
  if (at < 0) return null;
  const rows = [];
  for (let index = at + 1; index < lines.length; index += 1) {
    if (/^#{1,6}\s/.test(lines[index])) break;
    const cells = tableCells(lines[index]);
    if (cells) rows.push({ cells, line: index + 1 });
    else if (rows.length) break;
  }
  // The header row and the `| --- |` row are not entries.
  return rows.length > 2 ? rows.slice(2) : null;
}

/** The rows of the units table (its first header cell `unit` or `folder`), with their lines. */
export function unitsTable(markdown) {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => ['unit', 'folder'].includes(tableCells(line)?.[0]));
  if (header < 0) return null;
  const rows = [];
  for (let index = header + 2; index < lines.length; index += 1) {
    const cells = tableCells(lines[index]);
    if (!cells) break;
    rows.push({ cells, line: index + 1 });
  }
  return rows;
}

/** The API's module names from its files (`api/src/cars/cars.module.ts` → `cars`). */
export function apiModulesOf(files) {
  return files
    .map((file) => /^api\/src\/[^/]+\/([^/]+)\.module\.ts$/.exec(file)?.[1])
    .filter(Boolean)
    .sort();
}

const MODULES_HEADING = /The API's modules/i;

/**
 * Where a document's list of the API's modules differs from the modules there are.
 * @param {string} markdown
 * @param {string} document
 * @param {string[]} modules  the names of the modules there are
 * @param {{ required?: boolean }} [options]  whether the document must hold the list
 * @returns {Problem[]}
 */
export function moduleListProblems(markdown, document, modules, { required = false } = {}) {
  const problems = [];
  const rows = tableUnder(markdown, MODULES_HEADING);
  if (!rows) {
    if (required)
      problems.push({
        document,
        line: 0,
        message: `has no table of the API's modules (a heading "The API's modules" with a table, one module a row, its name in backticks first)`,
      });
  } else {
    const listed = new Map();
    for (const { cells, line } of rows) {
      const name = codeWords(cells[0])[0]?.replace(/\.module\.ts$/, '');
      if (name) listed.set(name, line);
    }
    for (const name of modules)
      if (!listed.has(name))
        problems.push({
          document,
          line: rows[0].line,
          message: `the API's modules leave out \`${name}\` (api/src/${name}/${name}.module.ts)`,
        });
    for (const [name, line] of listed)
      if (!modules.includes(name))
        problems.push({
          document,
          line,
          message: `lists the API module \`${name}\`, which has no api/src/*/${name}.module.ts`,
        });
  }
  // A second list in a units table's `api/` row is how lists went stale: it points to the one.
  const apiRow = unitsTable(markdown)?.find(({ cells }) => codeWords(cells[0])[0] === 'api/');
  const named = apiRow
    ? [...new Set(codeWords(apiRow.cells.slice(1).join(' ')))].filter((word) =>
        modules.includes(word),
      )
    : [];
  if (named.length > 2)
    problems.push({
      document,
      line: apiRow.line,
      message: `the units table's api/ row lists modules (${named.join(', ')}): name them only in docs/architecture.md's table of the API's modules`,
    });
  return problems;
}

/** The route map's paths by name (`availableCars` → `/available`), from web-kit's routes.ts. */
export function routeMapOf(routesSource) {
  return new Map(
    [...routesSource.matchAll(/^\s*(\w+): \{\s*path: '([^']+)'/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

/**
 * The page paths each remote serves, from the shell's router and the route map.
 * @param {string} routerSource  `shell/src/app/router.tsx`
 * @param {string} routesSource  `packages/web-kit/src/routes.ts`
 * @returns {Map<string, string[]>}  federation name (`mf_catalog`) → paths (`/available`)
 */
export function remoteRoutesOf(routerSource, routesSource) {
  const paths = routeMapOf(routesSource);
  const served = new Map();
  for (const match of routerSource.matchAll(
    /remoteRoute\(\s*routes\.(\w+)\.path,\s*'(mf_\w+)\/[^']+'/g,
  )) {
    const path = paths.get(match[1]);
    if (!path) throw new Error(`the router names routes.${match[1]}, which routes.ts lacks`);
    served.set(match[2], [...(served.get(match[2]) ?? []), path]);
  }
  return served;
}

/**
 * Where the units table differs from units.json's remotes and the pages each one serves.
 * @param {string} markdown
 * @param {string} document
 * @param {Record<string, { name: string, folder: string }>} remotes  units.json's `remotes`
 * @param {Map<string, string[]>} served  from remoteRoutesOf
 * @param {Set<string>} paths  every path of the route map
 * @returns {Problem[]}
 */
export function unitsTableProblems(markdown, document, remotes, served, paths) {
  const rows = unitsTable(markdown);
  if (!rows)
    return [
      { document, line: 0, message: 'has no units table (a table whose first column is "unit")' },
    ];
  const problems = [];
  const rowOf = new Map(rows.map((row) => [codeWords(row.cells[0])[0]?.replace(/\/$/, ''), row]));
  const folders = Object.values(remotes).map((remote) => remote.folder);
  for (const [folder, row] of rowOf)
    if (folder?.startsWith('mf-') && !folders.includes(folder))
      problems.push({
        document,
        line: row.line,
        message: `the units table has a row for ${folder}/, which is no remote of packages/federation/units.json`,
      });
  for (const { name, folder } of Object.values(remotes)) {
    const row = rowOf.get(folder);
    if (!row) {
      problems.push({
        document,
        line: rows[0].line,
        message: `the units table has no row for ${folder}/ (a remote of packages/federation/units.json)`,
      });
      continue;
    }
    const own = served.get(name) ?? [];
    const named = new Set(codeWords(row.cells[1] ?? ''));
    for (const path of own)
      if (!named.has(path))
        problems.push({
          document,
          line: row.line,
          message: `${folder}/'s row does not name \`${path}\`, a page the shell's router serves from ${name}`,
        });
    for (const path of named)
      if (path.startsWith('/') && !paths.has(path))
        problems.push({
          document,
          line: row.line,
          message: `${folder}/'s row names \`${path}\`, which is no path of packages/web-kit/src/routes.ts`,
        });
  }
  return problems;
}

/**
 * The anchors of a document's headings as GitHub makes them: lower case, punctuation dropped
 * (letters, marks, digits, `-` and `_` kept, so `বাংলা` stays), spaces as `-`, and a second
 * heading of the same text `-1`.
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker[0] === fence[0])) fence = fence ? null : marker;
    const heading = fence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === null || heading === undefined) continue;
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let count = 1; anchors.has(anchor); count += 1) anchor = `${base}-${count}`;
    anchors.add(anchor);
  }
  return anchors;
}

/**
 * The links of a document to a section of a document of the repository whose heading is missing.
 * @param {string} markdown
 * @param {string} document
 * @param {(path: string) => string | null} readDocument  a markdown file's text, or null
 * @returns {Problem[]}
 */
export function anchorProblems(markdown, document, readDocument) {
  return extractPathReferences(markdown)
    .filter(({ kind, path }) => kind === 'link' && !/^[a-z][a-z0-9+.-]*:/i.test(path))
    .flatMap(({ path, line }) => {
      const hash = path.indexOf('#');
      if (hash < 0) return [];
      const target = path.slice(0, hash);
      if (target && !target.endsWith('.md')) return [];
      const resolved = target ? posix.join(posix.dirname(document), target) : document;
      const text = readDocument(resolved);
      if (text === null) return []; // a missing file is the paths' check's to report
      let anchor = path.slice(hash + 1);
      try {
        anchor = decodeURIComponent(anchor);
      } catch {
        // as written
      }
      return headingAnchors(text).has(anchor.toLowerCase())
        ? []
        : [{ document, line, message: `links to #${anchor}, a heading ${resolved} does not have` }];
    });
}

/** How long `docs/architecture.md` may grow: detail goes to module headers and decisions. */
export const MAP_MAX_LINES = 400;

/** A problem when a document is longer than `max` lines. */
export function lengthProblem(markdown, document, max = MAP_MAX_LINES) {
  const lines = markdown.split('\n').length - (markdown.endsWith('\n') ? 1 : 0);
  return lines > max
    ? [
        {
          document,
          line: max + 1,
          message: `is ${lines} lines, over ${max}: move a capability's detail to its module's header comment, a decision or performance.md`,
        },
      ]
    : [];
}

const STATUS =
  /^Status: \**(accepted|accepted in part|proposed|rejected|superseded by (\d{3}))\**\b.*\b(\d{4}-\d{2}-\d{2})\b/;

/**
 * What is missing or malformed in one decision record's title and `Status:` line.
 * @param {string} markdown
 * @param {string} document  `docs/decisions/NNN-name.md`
 * @param {string[]} numbers  the numbers of every decision there is (`001`…)
 * @returns {Problem[]}
 */
export function decisionProblems(markdown, document, numbers) {
  const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(posix.basename(document))?.[1];
  if (!number)
    return [
      {
        document,
        line: 0,
        message: 'a decision is named NNN-its-title.md (001-postgresql-with-pglite.md)',
      },
    ];
  const problems = [];
  const lines = markdown.split('\n');
  if (!new RegExp(`^# ${number}(?: —|:| –| -)? \\S`).test(lines[0] ?? ''))
    problems.push({
      document,
      line: 1,
      message: `its first line is not its title: "# ${number} — <the decision>"`,
    });
  const firstSection = lines.findIndex((line) => /^## /.test(line));
  const head = firstSection < 0 ? lines : lines.slice(0, firstSection);
  const at = head.findIndex((line) => /^Status\b/i.test(line));
  if (at < 0) {
    problems.push({
      document,
      line: 0,
      message:
        'has no Status: line before its first section ("Status: **accepted** (YYYY-MM-DD).")',
    });
    return problems;
  }
  const status = STATUS.exec(head[at]);
  if (!status)
    problems.push({
      document,
      line: at + 1,
      message:
        'its Status: line names no status (accepted, accepted in part, proposed, rejected, superseded by NNN) or no date (YYYY-MM-DD)',
    });
  else if (status[2] && !numbers.includes(status[2]))
    problems.push({
      document,
      line: at + 1,
      message: `is superseded by ${status[2]}, which is no decision of docs/decisions/`,
    });
  else if (status[2] === number)
    problems.push({ document, line: at + 1, message: 'is superseded by itself' });
  return problems;
}

/**
 * Every fact of the docs that differs from the repository at `root`.
 * @param {string} root
 * @param {string[]} files  the repository's files, from its root
 * @returns {Problem[]}
 */
export function checkDocFacts(root, files) {
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const modules = apiModulesOf(files);
  const { remotes } = JSON.parse(read('packages/federation/units.json'));
  const routesSource = read('packages/web-kit/src/routes.ts');
  const served = remoteRoutesOf(read('shell/src/app/router.tsx'), routesSource);
  const paths = new Set(routeMapOf(routesSource).values());
  if (served.size === 0)
    throw new Error(
      "no remoteRoute(routes.<name>.path, 'mf_…') in shell/src/app/router.tsx: the check cannot read the router",
    );
  const architecture = 'docs/architecture.md';
  const problems = [
    ...lengthProblem(read(architecture), architecture),
    ...moduleListProblems(read(architecture), architecture, modules, { required: true }),
    ...moduleListProblems(read('README.md'), 'README.md', modules),
    ...unitsTableProblems(read(architecture), architecture, remotes, served, paths),
  ];
  const documents = files.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));
  const readDocument = (file) => (documents.includes(file) ? read(file) : null);
  for (const document of documents)
    problems.push(...anchorProblems(read(document), document, readDocument));
  const decisions = readdirSync(join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .sort();
  const numbers = decisions.map((name) => name.slice(0, 3));
  for (const name of decisions) {
    const document = `docs/decisions/${name}`;
    problems.push(...decisionProblems(read(document), document, numbers));
  }
  return problems;
}
