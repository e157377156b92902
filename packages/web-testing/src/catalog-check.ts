// Checks a unit's Bangla catalog against the unit's code: the type-check already refuses a text
// the catalog lacks (`t` takes only its keys); this finds the rest.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TranslationCatalog } from '@carzone/web-kit';

/** The names of a message's ICU arguments: `{name}`, `{count, plural, …}`. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

/** The source files under `dir` (tests and catalogs aside), or `dir` itself when it is a file. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** English's plural as web-kit reads it (`ENGLISH_PLURAL`, packages/web-kit/src/i18n/english.ts). */
const ENGLISH_PLURAL =
  /\{(\w+), plural, one \{((?:[^{}]|\{\w+\})*)\} other \{((?:[^{}]|\{\w+\})*)\}\}/g;

/**
 * Whether web-kit formats an English text as Lingui would (it formats English itself, with no
 * Lingui on the page): `{name}`s, and plurals of English's two cases, `one` then `other`.
 */
function webKitReadsEnglish(english: string): boolean {
  const plurals = english.match(/\{\s*\w+\s*,\s*plural\s*,/g)?.length ?? 0;
  const read = english.match(ENGLISH_PLURAL)?.length ?? 0;
  return plurals === read && !/\{\s*\w+\s*,\s*(?!plural\b)\w+/.test(english);
}

/** How a text can be written as a literal in TypeScript (single, double or back quotes). */
export function literalsOf(text: string): string[] {
  return [
    `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`,
    JSON.stringify(text),
    `\`${text}\``,
  ];
}

/**
 * What is wrong with a unit's Bangla catalog, one line each (none is right):
 * - a key no source file under `sourceDirs` (their `locales/` and tests aside) writes as a
 *   literal (an unused text; pass the domain's folder too when the unit shows its messages);
 * - a Bangla text whose placeholders differ from its English key's;
 * - a Bangla text that is empty, or keeps Latin words other than `allowedLatin` (brand, names).
 */
export function catalogProblems(
  catalog: TranslationCatalog,
  sourceDirs: string | readonly string[],
  allowedLatin: readonly string[] = [],
): string[] {
  const source = [sourceDirs]
    .flat()
    .flatMap(sourceFiles)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const allowed = new Set(['CarZone', ...allowedLatin]);
  const problems: string[] = [];
  for (const [english, bangla] of Object.entries(catalog)) {
    if (!literalsOf(english).some((literal) => source.includes(literal))) {
      problems.push(`unused: ${JSON.stringify(english)}`);
    }
    if (placeholdersOf(english).join() !== placeholdersOf(bangla).join()) {
      problems.push(`placeholders differ: ${JSON.stringify(english)} → ${JSON.stringify(bangla)}`);
    }
    if (bangla.trim() === '') problems.push(`empty: ${JSON.stringify(english)}`);
    if (!webKitReadsEnglish(english)) {
      problems.push(
        `English beyond {name} and {count, plural, one {…} other {…}}: ${JSON.stringify(english)}`,
      );
    }
    const withoutArguments = bangla.replace(/\{\s*\w+\s*[,}]|\b(plural|select|one|other)\b/g, ' ');
    // `CarZone-কে`: a Bangla suffix after a brand is Bangla.
    const latin = (withoutArguments.match(/[A-Za-z]+(?:['.-][A-Za-z]+)*/g) ?? []).filter(
      (word) => !allowed.has(word),
    );
    if (latin.length > 0) {
      problems.push(`English left: ${JSON.stringify(english)} → ${latin.join(' ')}`);
    }
  }
  return problems;
}

/** The repository's root folder. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

/** packages/domain's sources: the domain's messages (`*_MESSAGES`, `CAR_SORTS`) that units show. */
const DOMAIN_SOURCE_DIR = join(REPOSITORY_ROOT, 'packages/domain/src');

/** Where the shared words are: packages/ui's catalog (`@carzone/ui/words`). */
export const SHARED_CATALOG_UNIT = 'packages/ui';

/**
 * The API, whose own words (the booking e-mails) are a catalog like a unit's, read on the server:
 * it cannot take the front ends' shared words, so it says them itself, in the same words.
 */
export const SERVER_CATALOG_UNIT = 'api';

/**
 * The units that show words, by folder: the shell and every remote (`mf-*` with a package), which
 * may show the shared words, then web-kit, whose few words are its own. Remotes are found by their
 * folders, so a new one is checked without an edit here.
 */
export function unitsWithWords(): string[] {
  const remotes = readdirSync(REPOSITORY_ROOT, { withFileTypes: true })
    .filter(({ name }) => name.startsWith('mf-'))
    .filter(({ name }) => existsSync(join(REPOSITORY_ROOT, name, 'package.json')))
    .map(({ name }) => name)
    .sort();
  return ['shell', ...remotes, 'packages/web-kit'];
}

/**
 * A remote's federation config, which writes the words its first routes show while they load
 * (`loading`), translated from its catalog by the build.
 */
export const FEDERATION_CONFIG_FILE = 'module-federation.config.ts';

/**
 * `catalogProblems` for a unit's catalog in its `src/locales/`: checked against the unit's code
 * (`src/`, and its federation config's loading words) and the domain's, whose messages a unit
 * shows in its own words.
 * @param localesDir the catalog's folder: its test's `import.meta.dirname` (not `import.meta.url`:
 *   under jsdom that is an http: address, not a file)
 */
export function unitCatalogProblems(
  catalog: TranslationCatalog,
  localesDir: string,
  allowedLatin: readonly string[] = [],
): string[] {
  const unitSource = resolve(localesDir, '..');
  return catalogProblems(
    catalog,
    [unitSource, resolve(unitSource, '..', FEDERATION_CONFIG_FILE), DOMAIN_SOURCE_DIR],
    allowedLatin,
  );
}

/**
 * `catalogProblems` for the shared catalog (packages/ui's): checked against the code of packages/ui
 * and of every unit that may show its words, and the domain's.
 */
export function sharedCatalogProblems(
  catalog: TranslationCatalog,
  allowedLatin: readonly string[] = [],
): string[] {
  const dirs = [SHARED_CATALOG_UNIT, ...unitsWithWords()].map((unit) =>
    join(REPOSITORY_ROOT, unit, 'src'),
  );
  return catalogProblems(catalog, [...dirs, DOMAIN_SOURCE_DIR], allowedLatin);
}
