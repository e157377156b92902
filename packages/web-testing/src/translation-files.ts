// The files translators work from: each unit's `src/locales/<language>.po` (gettext's PO, which
// Poedit, Weblate, Crowdin and Lingui read), one entry per English text the unit shows, with a
// note on where it is shown (`#.`) and the files that show it (`#:`). The PO file is the source of
// a language's words; the catalog the code imports (`<language>.ts`, keyed by the English) is
// generated from it (translation-outputs.ts, written by `npm run translations`, checked by translation-files.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import PO from 'pofile';
import { literalsOf, SHARED_CATALOG_UNIT, sourceFiles, unitsWithWords } from './catalog-check';

/** One English text of a unit and its translation, with what a translator needs to know. */
export interface Phrase {
  /**
   * What the text is, when its English alone does not say (`msgctxt`): a refusal's code, by which
   * the catalog made from the file is keyed.
   */
  readonly context?: string;
  readonly english: string;
  readonly translation: string;
  /** Where it is shown, for a translator who cannot see the page (`#.` lines). */
  readonly notes: readonly string[];
}

/** The languages a unit has files for: one per `src/locales/<language>.po`. */
export function translatedLanguages(localesDir: string): string[] {
  if (!existsSync(localesDir)) return [];
  return readdirSync(localesDir)
    .filter((name) => /^[a-z]{2,3}(-[A-Za-z]+)?\.po$/.test(name))
    .map((name) => name.slice(0, -'.po'.length))
    .sort();
}

/** A PO file's phrases, in the file's order (the header and obsolete entries aside). */
export function phrasesOf(poText: string): Phrase[] {
  return PO.parse(poText)
    .items.filter((item) => !item.obsolete)
    .map((item) => ({
      ...(item.msgctxt ? { context: item.msgctxt } : {}),
      english: item.msgid,
      translation: item.msgstr[0] ?? '',
      notes: item.extractedComments,
    }));
}

/** The files (relative to `root`) that write the phrase's context, else its English, as a literal. */
function referencesTo(phrase: Phrase, sources: ReadonlyMap<string, string>): string[] {
  const literals = literalsOf(phrase.context ?? phrase.english);
  return [...sources]
    .filter(([, text]) => literals.some((literal) => text.includes(literal)))
    .map(([file]) => file)
    .sort();
}

/** The source files of the folders, by path relative to `root`, with their text. */
export function sourcesOf(root: string, dirs: readonly string[]): Map<string, string> {
  return new Map(
    dirs
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => sourceFiles(join(root, dir)))
      // Generated files (the API's types) name every code, and tell a translator nothing.
      .filter((file) => !file.endsWith('.generated.ts'))
      .map((file) => [relative(root, file), readFileSync(file, 'utf8')] as const),
  );
}

/**
 * The PO file of a unit's language as it should read now: its header comment, language and
 * phrases as given, and each phrase's references found again in `sources` (what `extract` does).
 */
export function poFile(
  language: string,
  description: readonly string[],
  phrases: readonly Phrase[],
  sources: ReadonlyMap<string, string>,
): string {
  const po = new PO();
  po.comments = [...description];
  po.headers = {
    Language: language,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
  };
  for (const phrase of phrases) {
    const item = new PO.Item();
    if (phrase.context !== undefined) item.msgctxt = phrase.context;
    item.msgid = phrase.english;
    item.msgstr = [phrase.translation];
    item.extractedComments = [...phrase.notes];
    item.references = referencesTo(phrase, sources);
    po.items.push(item);
  }
  return `${po.toString()}\n`;
}

/** The header comment of a PO file (its `#` lines before the header entry). */
export const descriptionOf = (poText: string): string[] => PO.parse(poText).comments;

/**
 * The catalog module the code imports, generated from the language's PO file: keyed by each
 * phrase's English, or by its context when it has one (a refusal's code).
 */
export function catalogModule(poName: string, phrases: readonly Phrase[]): string {
  const entries = phrases.map(
    ({ context, english, translation }) =>
      `  ${JSON.stringify(context ?? english)}: ${JSON.stringify(translation)},`,
  );
  return [
    `// Generated from ${poName}, the file translators edit, by packages/web-testing's`,
    '// translation-outputs.ts: do not edit. `npm run translations` writes it again.',
    'export default {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * The index of a folder's catalogs, one per translated language (generated, as the catalogs are),
 * so a new language needs no code: a unit's `messages.ts` passes it to `unitMessages`, which
 * downloads a language's catalog when the page is shown in it (`lazy`); the refusal table reads
 * every language's at once (`eager`, with the `.js` its Node ESM needs).
 */
export function catalogIndexModule(languages: readonly string[], load: 'eager' | 'lazy'): string {
  const header = [
    "// Generated from LANGUAGES (packages/domain/src/language.ts) by packages/web-testing's",
    '// translation-outputs.ts: do not edit. `npm run translations` writes it again.',
  ];
  if (load === 'lazy') {
    return [
      ...header,
      'export default {',
      ...languages.map((language) => `  ${language}: () => import('./${language}'),`),
      '};',
      '',
    ].join('\n');
  }
  return [
    ...header,
    ...languages.map((language) => `import ${language} from './${language}.js';`),
    '',
    `export default { ${languages.join(', ')} };`,
    '',
  ].join('\n');
}

/**
 * Where refusal codes are used (the API throws them, the site's own servers answer them, the
 * front ends' forms word them): the references of the refusal table's PO file.
 */
export function refusalSourceDirs(): string[] {
  return [
    'packages/domain/src',
    'api/src',
    'packages/site-routing/src',
    ...unitsWithWords(),
    SHARED_CATALOG_UNIT,
  ].map((dir) => (dir.endsWith('/src') ? dir : `${dir}/src`));
}
