// What `npm run translations` (scripts/translations.mjs) writes and translation-files.test.ts
// checks is current, made here once for both: for every folder with a `src/locales/` (each unit
// with words, the shared words, the API's and the refusal table's), each language's PO file with
// its references found again and the catalog made from it, and the folder's `catalogs.ts`. A
// language added to LANGUAGE_SETTINGS (packages/domain/src/language.ts) since has no PO file yet:
// its file starts from the folder's first one, every English text with an empty translation.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import {
  FEDERATION_CONFIG_FILE,
  REPOSITORY_ROOT,
  SERVER_CATALOG_UNIT,
  SHARED_CATALOG_UNIT,
  unitsWithWords,
} from './catalog-check';
import {
  type Phrase,
  catalogIndexModule,
  catalogModule,
  descriptionOf,
  phrasesOf,
  poFile,
  refusalSourceDirs,
  sourcesOf,
  translatedLanguages,
} from './translation-files';

/** The command that writes the files below, which a failing check names. */
export const TRANSLATIONS_COMMAND = 'npm run translations';

/** A generated file: its path from the repository's root, and what it should read. */
export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

/** A folder of translations: a unit (or the API), or the refusal table, keyed by code. */
export interface TranslationFolder {
  /** The folder that holds `src/locales/`, from the repository's root. */
  readonly unit: string;
  readonly kind: 'words' | 'refusals';
}

/** One language's files of a folder, and the texts its translator has not written yet. */
export interface LanguageOutput {
  readonly poPath: string;
  readonly files: readonly GeneratedFile[];
  readonly untranslated: readonly string[];
}

export const REFUSAL_TABLE_UNIT = 'packages/domain';

/** Every language the site speaks but English, in order. */
export const translationLanguages = (): string[] => [...TRANSLATED_LANGUAGES].sort();

export function translationFolders(): TranslationFolder[] {
  return [
    ...[...unitsWithWords(), SHARED_CATALOG_UNIT, SERVER_CATALOG_UNIT].map((unit) => ({
      unit,
      kind: 'words' as const,
    })),
    { unit: REFUSAL_TABLE_UNIT, kind: 'refusals' },
  ];
}

const localesDirOf = (unit: string) => join(REPOSITORY_ROOT, unit, 'src/locales');

/**
 * A language's PO file as it stands, or, for a language added to the list since, a new one: the
 * English texts, contexts and notes of the folder's first PO file, each with no translation yet.
 */
function poTextOf(localesDir: string, language: string): string {
  const poPath = join(localesDir, `${language}.po`);
  if (existsSync(poPath)) return readFileSync(poPath, 'utf8');
  const [model] = translatedLanguages(localesDir);
  if (model === undefined)
    throw new Error(`${localesDir} has no PO file to start ${language} from`);
  const modelText = readFileSync(join(localesDir, `${model}.po`), 'utf8');
  const blank = phrasesOf(modelText).map((phrase) => ({ ...phrase, translation: '' }));
  return poFile(language, descriptionOf(modelText), blank, new Map());
}

/**
 * Where a unit's texts are written: its own code (with a remote's federation config, whose
 * loading words it translates) and the domain's messages it shows.
 */
const sourceDirsOf = (unit: string) =>
  unit === SHARED_CATALOG_UNIT
    ? [SHARED_CATALOG_UNIT, ...unitsWithWords(), 'packages/domain'].map((dir) => `${dir}/src`)
    : [`${unit}/src`, `${unit}/${FEDERATION_CONFIG_FILE}`, 'packages/domain/src'];

/**
 * The refusal table's phrases: every code with the table's English (a new code or new English is
 * a new entry or a new msgid), and the translations the PO file has for them.
 */
async function refusalPhrases(poText: string): Promise<Phrase[]> {
  const translated = new Map(phrasesOf(poText).map((phrase) => [phrase.context, phrase]));
  // As written (TypeScript source), as one-bangla.test.ts reads the table.
  const { REFUSAL_ENGLISH } = (await import(
    /* @vite-ignore */ join(REPOSITORY_ROOT, 'packages/domain/src/refusals.ts')
  )) as { REFUSAL_ENGLISH: Record<string, string> };
  return Object.entries(REFUSAL_ENGLISH).map(([code, english]) => ({
    context: code,
    english,
    translation: translated.get(code)?.translation ?? '',
    notes: translated.get(code)?.notes ?? [],
  }));
}

/** The texts a translator has not written yet (each by its context, else its English). */
const untranslated = (phrases: readonly Phrase[]) =>
  phrases
    .filter(({ translation }) => translation.trim() === '')
    .map(({ context, english }) => context ?? english);

export async function languageOutput(
  folder: TranslationFolder,
  language: string,
): Promise<LanguageOutput> {
  const localesDir = localesDirOf(folder.unit);
  const locales = `${folder.unit}/src/locales`;
  const poText = poTextOf(localesDir, language);
  const refusals = folder.kind === 'refusals';
  const phrases = refusals ? await refusalPhrases(poText) : phrasesOf(poText);
  const sources = sourcesOf(
    REPOSITORY_ROOT,
    refusals ? refusalSourceDirs() : sourceDirsOf(folder.unit),
  );
  return {
    poPath: `${locales}/${language}.po`,
    files: [
      {
        path: `${locales}/${language}.po`,
        text: poFile(language, descriptionOf(poText), phrases, sources),
      },
      { path: `${locales}/${language}.ts`, text: catalogModule(`${language}.po`, phrases) },
    ],
    untranslated: untranslated(phrases),
  };
}

/**
 * The folder's index of its catalogs: the browser downloads a language's words when it is shown
 * in it; the server (the API, the refusal table) reads them all.
 */
export function catalogIndexFile(folder: TranslationFolder): GeneratedFile {
  const eager = folder.unit === SERVER_CATALOG_UNIT || folder.kind === 'refusals';
  return {
    path: `${folder.unit}/src/locales/catalogs.ts`,
    text: catalogIndexModule(translationLanguages(), eager ? 'eager' : 'lazy'),
  };
}

/** PO files of the folder for a language the site does not speak (no command removes them). */
export const strayPoFiles = (folder: TranslationFolder): string[] =>
  translatedLanguages(localesDirOf(folder.unit))
    .filter((found) => !translationLanguages().includes(found))
    .map((language) => `${folder.unit}/src/locales/${language}.po`);

/**
 * Everything `npm run translations` writes, for every folder and language, with what it cannot
 * do itself: the texts each PO file still lacks a translation of, and PO files of languages the
 * site does not speak.
 */
export async function allTranslationOutputs(): Promise<{
  files: GeneratedFile[];
  untranslated: { poPath: string; count: number }[];
  strayPoFiles: string[];
}> {
  const files: GeneratedFile[] = [];
  const untranslated: { poPath: string; count: number }[] = [];
  for (const folder of translationFolders()) {
    for (const language of translationLanguages()) {
      const output = await languageOutput(folder, language);
      files.push(...output.files);
      if (output.untranslated.length > 0)
        untranslated.push({ poPath: output.poPath, count: output.untranslated.length });
    }
    files.push(catalogIndexFile(folder));
  }
  return { files, untranslated, strayPoFiles: translationFolders().flatMap(strayPoFiles) };
}

/** Writes `file` where it belongs unless it reads so already: true when it wrote it. */
export function writeIfChanged(file: GeneratedFile): boolean {
  if (checkedIn(file) === file.text) return false;
  const path = join(REPOSITORY_ROOT, file.path);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file.text);
  return true;
}

/** A generated file as it is checked in, or undefined where it is missing. */
export function checkedIn(file: GeneratedFile): string | undefined {
  const path = join(REPOSITORY_ROOT, file.path);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
