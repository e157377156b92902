// The repository paths the docs name, and whether they exist: each path in backticks
// (`api/src/common/api-error.ts`, `shell/src/features/home/`, `bootstrap.tsx`) and each markdown
// link's target ([001](decisions/001-postgresql-with-pglite.md)) of README.md and docs/**/*.md.
// `npm test` runs it (scripts/check-docs.mjs); doc-paths.test.mjs holds its rules.
//
// In backticks, a path is a word with a slash or a file's extension (FILE_EXTENSIONS). It is
// resolved from the repository's root when its first folder is one of the root's (`api/…`,
// `mf-*/…`); any other is a partial path, found as the end of a path in the repository
// (`src/locales/bn.ts`, `dto/`, `schema.ts`: the text around it says which unit's), and needs a
// file's extension or a trailing slash (`attempts/window` is a word). A link's target is resolved
// from its document, as a browser does. `*`, `**` and `{a,b}` are globs, and a placeholder
// (`<module>`, `mf-<x>/`) stands for any one name: `api/src/<module>/` needs some folder there.
// A trailing slash asks for a folder.
//
// Not repository paths, so not checked (skipReason): URLs, anchors, what starts with `/` (the
// site's paths and the API's routes, `/available`, `/api/cars`, and the machine's,
// `/etc/nginx/tls`), package names and import specifiers (`@carzone/ui/date-fields`,
// `react/jsx-runtime`, `../lib`), federation ids (`mf_catalog/recent-listings`), MIME types,
// values (`$DATA_DIR/photos`, `60/1m`), code (a word with quotes, parentheses, `=`, `:`, `?`, `#`),
// fenced code blocks, and what a build, a release or a run writes: git-ignored folders
// (`dist/`, `.data/`) and the names in ELSEWHERE.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Extensions that make a word a file's name (`bootstrap.tsx`, `nginx.conf`). */
const FILE_EXTENSIONS = new Set([
  'cjs',
  'conf',
  'css',
  'Dockerfile',
  'html',
  'js',
  'json',
  'jsx',
  'md',
  'mjs',
  'mts',
  'patch',
  'sh',
  'sql',
  'ts',
  'tsx',
  'yaml',
  'yml',
]);

/** Folders a build or a run writes (git-ignored): a path through one is not the repository's. */
const GENERATED_FOLDERS = new Set([
  '.__mf__temp',
  '.data',
  '__mf__virtual',
  'coverage',
  'dist',
  'dist-prerender',
  'node_modules',
  'playwright-report',
  'test-results',
]);

/**
 * Files the docs name that are not the repository's: what a build, a release or a run writes (the
 * remotes' published files, the first-visit pages, the runtime manifest, the deployed site's
 * folder `site/` and its release records), what an operator mounts, and Google's `api.js`.
 */
const ELSEWHERE = [
  /^api\.js$/,
  /^app\.html$/,
  /^certificate\.pem$/,
  /^first-routes\.json$/,
  /^first-screens\.json$/,
  /^index(\.bn)?\.html$/,
  /^mf-manifest\.json$/,
  /^pages\//,
  /^private-key\.pem$/,
  /(^|\/)\.release\.lock$/,
  /^releases\.json$/,
  /^remoteEntry\.js$/,
  /^runtime-config\.json$/,
  /^site\//,
  /(^|\/)theme-<hash>\.css$/,
];

/** The first part of a MIME type (`application/json`, `image/webp`). */
const MIME_TYPES = new Set(['application', 'audio', 'font', 'image', 'multipart', 'text', 'video']);

/** What a path is written with: no quotes, parentheses, `=`, `:`, `?` or `#`. */
const PATH_WORD = /^[\w.\-/*<>@$+~[\]{},]+$/;

/**
 * @typedef {object} PathReference
 * @property {string} path  as the document writes it
 * @property {number} line  the document's line (from 1) where it starts
 * @property {'code' | 'link'} kind  a word in backticks, or a link's target
 */

/**
 * @typedef {object} Repository
 * @property {Set<string>} paths  every file, and every folder with a trailing slash (`api/src/`)
 * @property {Set<string>} dependencies  every package name a unit depends on
 */

/** The document with each fenced code block's lines blanked (line numbers kept). */
function withoutFencedBlocks(markdown) {
  let fence = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      if (marker) fence = marker;
      return marker ? '' : line;
    })
    .join('\n');
}

/**
 * The inline code spans of a text, as CommonMark reads them: a run of n backticks up to the next
 * run of exactly n, within a paragraph. A line break inside one is a space.
 */
function codeSpans(text) {
  const spans = [];
  const runs = /`+/g;
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    const fence = match[0];
    const closing = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    closing.lastIndex = match.index + fence.length;
    const end = closing.exec(text);
    const body = end ? text.slice(match.index + fence.length, end.index) : '';
    // Without a closing run in the paragraph, the backticks are text.
    if (!end || /\n[ \t]*\n/.test(body)) continue;
    spans.push({ start: match.index, end: end.index + fence.length, body });
    runs.lastIndex = end.index + fence.length;
  }
  return spans;
}

/** A word in backticks that may name a path: it has a slash or ends in a file's extension. */
function looksLikePath(word) {
  if (!PATH_WORD.test(word) || /^[./]*$/.test(word)) return false;
  if (word.includes('/')) return true;
  const extension = /[^.]\.([A-Za-z]+)$/.exec(word)?.[1];
  return Boolean(extension && FILE_EXTENSIONS.has(extension)); // not `.eml` alone
}

/**
 * Every word in backticks that looks like a path and every link's target, in the order of the
 * document's lines. Fenced code blocks are left out.
 * @param {string} markdown
 * @returns {PathReference[]}
 */
export function extractPathReferences(markdown) {
  const text = withoutFencedBlocks(markdown);
  const lineAt = (index) => text.slice(0, index).split('\n').length;
  const references = [];
  const spans = codeSpans(text);
  for (const span of spans) {
    // A placeholder keeps its spaces (`https://<your site>/reset-password` is one word).
    const body = span.body.replace(/<[^<>\n]*>/g, (placeholder) =>
      placeholder.replace(/\s+/g, '_'),
    );
    for (const word of body.split(/\s+/)) {
      const path = word.replace(/[,;]+$/, '');
      if (looksLikePath(path)) references.push({ path, line: lineAt(span.start), kind: 'code' });
    }
  }
  // Links outside code spans (a link's text may be one): `](target)`, `](target "title")`.
  let outsideCode = text;
  for (const { start, end } of spans)
    outsideCode = outsideCode.slice(0, start) + ' '.repeat(end - start) + outsideCode.slice(end);
  for (const match of outsideCode.matchAll(/\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g)) {
    const path = match[1].replace(/^<(.*)>$/, '$1');
    references.push({ path, line: lineAt(match.index), kind: 'link' });
  }
  return references.sort((a, b) => a.line - b.line);
}

/** The repository's first-level names, as folders (`api/`) or files (`README.md`). */
function topLevelNames(repository) {
  return [...repository.paths].filter((path) => !path.replace(/\/$/, '').includes('/'));
}

/** Whether a path in backticks starts at the root: its first folder is one of the root's. */
function isFromRoot(path, repository) {
  if (!path.includes('/')) return false;
  const first = new RegExp(`^${globSource(path.split('/')[0])}/$`);
  return topLevelNames(repository).some((name) => first.test(name));
}

/**
 * Why a reference is not checked (a URL, a site path, a package, what a build writes…), or null
 * when it names a path of the repository, which must exist.
 * @param {PathReference} reference
 * @param {Repository} repository
 * @returns {string | null}
 */
export function skipReason({ path, kind }, repository) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return 'a URL';
  if (path.startsWith('#')) return 'an anchor in the page';
  if (kind === 'link') return null;
  if (path.startsWith('/'))
    return "a path of the site, the API or the machine, not the repository's";
  if (path.startsWith('@')) return 'a package';
  if (/^\.\.?\//.test(path)) return 'a relative import';
  if (path.includes('$')) return "a variable's value";
  if (/^\d/.test(path)) return 'a number';
  const segments = path.split('/');
  if (repository.dependencies.has(segments[0])) return 'an import specifier';
  if (segments[0].startsWith('mf_')) return 'a federation id';
  if (MIME_TYPES.has(segments[0]) && segments.length === 2) return 'a MIME type';
  if (segments.some((segment) => GENERATED_FOLDERS.has(segment))) return 'built or run output';
  if (ELSEWHERE.some((name) => name.test(path))) return 'built, released or run output';
  if (!isFromRoot(path, repository) && path.includes('/') && !/(\/|\.[A-Za-z]+)$/.test(path))
    return 'a word with a slash';
  return null;
}

/** A glob (`*`, `**`, `{a,b}`, `<placeholder>`) as a regular expression's source. */
function globSource(glob) {
  const escape = (text) => text.replace(/[.+?^$()[\]{}|\\]/g, '\\$&');
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const close = { '<': glob.indexOf('>', i), '{': glob.indexOf('}', i) }[glob[i]] ?? -1;
    if (glob.startsWith('**/', i)) {
      source += '(?:[^/]+/)*';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (glob[i] === '*') source += '[^/]*';
    else if (glob[i] === '<' && close > i) {
      source += '[^/]+';
      i = close;
    } else if (glob[i] === '{' && close > i) {
      source += `(?:${glob
        .slice(i + 1, close)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = close;
    } else source += escape(glob[i]);
  }
  return source;
}

/**
 * Whether a path is in the repository: from its root, or (not `fromRoot`) as the end of one.
 * @param {string} path  a trailing slash asks for a folder
 * @param {Repository} repository
 * @param {boolean} fromRoot
 */
function pathExists(path, repository, fromRoot) {
  const folder = path.endsWith('/');
  const bare = path.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (!bare) return true;
  if (fromRoot && !/[*<{]/.test(bare))
    return repository.paths.has(`${bare}/`) || (!folder && repository.paths.has(bare));
  const pattern = new RegExp(
    `${fromRoot ? '^' : '(?:^|/)'}${globSource(bare)}${folder ? '/' : '/?'}$`,
  );
  for (const candidate of repository.paths) if (pattern.test(candidate)) return true;
  return false;
}

/** A link's target with its `%20`s decoded (as written when one is malformed). */
function decodedOrAsIs(target) {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

/**
 * The references of one document that name a path the repository does not have.
 * @param {string} markdown
 * @param {string} document  its path from the root (`docs/architecture.md`), for its links
 * @param {Repository} repository
 * @returns {PathReference[]}
 */
export function missingPaths(markdown, document, repository) {
  return extractPathReferences(markdown).filter((reference) => {
    if (skipReason(reference, repository)) return false;
    if (reference.kind === 'code')
      return !pathExists(reference.path, repository, isFromRoot(reference.path, repository));
    const target = decodedOrAsIs(reference.path.replace(/[?#].*$/, ''));
    const resolved = target.startsWith('/')
      ? target.slice(1)
      : posix.join(posix.dirname(document), target);
    return resolved.startsWith('../') || !pathExists(resolved, repository, true);
  });
}

/**
 * A repository of these files (`/`-separated, from the root): each file and each of its folders.
 * @param {Iterable<string>} files
 * @param {Iterable<string>} [dependencies]
 * @returns {Repository}
 */
export function repositoryOf(files, dependencies = []) {
  const paths = new Set();
  for (const file of files) {
    paths.add(file);
    for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) paths.add(`${dir}/`);
  }
  return { paths, dependencies: new Set(dependencies) };
}

/** The repository at `root`: what git tracks or would add (not ignored) that is on disk. */
export function readRepository(root) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)));
  } catch {
    files = filesUnder(root, ''); // not a git checkout
  }
  const dependencies = files
    .filter((file) => posix.basename(file) === 'package.json')
    .flatMap((file) => {
      const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
      return ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      );
    });
  return repositoryOf(files, dependencies);
}

/** Every file under a folder but `.git` and the generated folders. */
function filesUnder(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (!entry.isDirectory()) return [path];
    return entry.name === '.git' || GENERATED_FOLDERS.has(entry.name) ? [] : filesUnder(root, path);
  });
}

/** The documents checked: README.md and docs/**\/*.md. */
export function documentsOf(repository) {
  return [...repository.paths]
    .filter((path) => path === 'README.md' || /^docs\/.*\.md$/.test(path))
    .sort();
}

/**
 * Every path the repository's documents name that it does not have.
 * @param {string} root
 * @returns {{ documents: string[], references: number, missing: (PathReference & { document: string })[] }}
 */
export function checkDocPaths(root) {
  const repository = readRepository(root);
  const documents = documentsOf(repository);
  let references = 0;
  const missing = documents.flatMap((document) => {
    const markdown = readFileSync(join(root, document), 'utf8');
    references += extractPathReferences(markdown).filter(
      (reference) => !skipReason(reference, repository),
    ).length;
    return missingPaths(markdown, document, repository).map((reference) => ({
      ...reference,
      document,
    }));
  });
  return { documents, references, missing };
}
