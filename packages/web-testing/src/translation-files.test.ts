// Every unit's translations are PO files that translators edit (src/locales/<language>.po), and
// the catalogs the code imports (<language>.ts) are made from them: this test fails when a
// catalog differs from its PO file, or a PO file's references (`#:`, the files that show each
// text) are out of date. `npm run translations` writes both again (Vitest's --update), after a
// translator's edit or a change of where a text is shown. A new language is an entry of
// LANGUAGE_SETTINGS (packages/domain/src/language.ts): `npm run translations` then starts its
// `<language>.po` beside each `bn.po`, every English text with an empty translation, and writes
// each folder's `catalogs.ts`, the list of its languages' catalogs the code reads. The refusal table's translations are packages/domain's
// (src/locales/bn.po, keyed by code): its English is the table's, so a new code or new English
// there is a new entry or a new msgid here, and the code lacks its Bangla until a translator
// writes it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import {
  FEDERATION_CONFIG_FILE,
  REPOSITORY_ROOT as root,
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

const units = unitsWithWords();

const languages: readonly string[] = [...TRANSLATED_LANGUAGES].sort();

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

/** The texts a translator has not written yet (each by its context, else its English). */
const untranslated = (phrases: readonly Phrase[]) =>
  phrases
    .filter(({ translation }) => translation.trim() === '')
    .map(({ context, english }) => context ?? english);

/**
 * Where a unit's texts are written: its own code (with a remote's federation config, whose
 * loading words it translates) and the domain's messages it shows.
 */
const sourceDirsOf = (unit: string) =>
  unit === SHARED_CATALOG_UNIT
    ? [SHARED_CATALOG_UNIT, ...units, 'packages/domain'].map((dir) => `${dir}/src`)
    : [`${unit}/src`, `${unit}/${FEDERATION_CONFIG_FILE}`, 'packages/domain/src'];

describe.each([...units, SHARED_CATALOG_UNIT, SERVER_CATALOG_UNIT])(
  'the translations of %s',
  (unit) => {
    const localesDir = join(root, unit, 'src/locales');

    it.each(languages)(
      '%s: the PO file is current and the catalog is made from it',
      async (language) => {
        const poPath = join(localesDir, `${language}.po`);
        const poText = poTextOf(localesDir, language);
        const phrases = phrasesOf(poText);
        expect(phrases.length).toBeGreaterThan(0);
        const sources = sourcesOf(root, sourceDirsOf(unit));
        await expect(poFile(language, descriptionOf(poText), phrases, sources)).toMatchFileSnapshot(
          poPath,
        );
        await expect(catalogModule(`${language}.po`, phrases)).toMatchFileSnapshot(
          join(localesDir, `${language}.ts`),
        );
        // Last, so that `npm run translations` still writes a new language's files.
        expect(untranslated(phrases), `${unit}/src/locales/${language}.po`).toEqual([]);
      },
    );

    // A missing PO file fails above, as a file snapshot (`npm run translations` starts it).
    it('has no PO file for a language the site does not speak, and lists its catalogs', async () => {
      expect(translatedLanguages(localesDir).filter((found) => !languages.includes(found))).toEqual(
        [],
      );
      // The browser downloads a language's words when it is shown in it; the server reads them all.
      const load = unit === SERVER_CATALOG_UNIT ? 'eager' : 'lazy';
      await expect(catalogIndexModule(languages, load)).toMatchFileSnapshot(
        join(localesDir, 'catalogs.ts'),
      );
    });
  },
);

describe("the refusal table's translations", () => {
  const localesDir = join(root, 'packages/domain/src/locales');

  it.each(languages)(
    '%s: the PO file has every code with the English of the table, and the catalog is made from it',
    async (language) => {
      const poPath = join(localesDir, `${language}.po`);
      const poText = poTextOf(localesDir, language);
      const translated = new Map(phrasesOf(poText).map((phrase) => [phrase.context, phrase]));
      // As written (TypeScript source), as one-bangla.test.ts reads the table.
      const { REFUSAL_ENGLISH } = (await import(
        /* @vite-ignore */ join(root, 'packages/domain/src/refusals.ts')
      )) as { REFUSAL_ENGLISH: Record<string, string> };
      const phrases = Object.entries(REFUSAL_ENGLISH).map(([code, english]) => ({
        context: code,
        english,
        translation: translated.get(code)?.translation ?? '',
        notes: translated.get(code)?.notes ?? [],
      }));
      const sources = sourcesOf(root, refusalSourceDirs());
      await expect(poFile(language, descriptionOf(poText), phrases, sources)).toMatchFileSnapshot(
        poPath,
      );
      await expect(catalogModule(`${language}.po`, phrases)).toMatchFileSnapshot(
        join(localesDir, `${language}.ts`),
      );
      expect(untranslated(phrases), `packages/domain/src/locales/${language}.po`).toEqual([]);
    },
  );

  // A missing PO file fails above, as a file snapshot (`npm run translations` starts it).
  it('has no PO file for a language the site does not speak, and lists its catalogs', async () => {
    expect(translatedLanguages(localesDir).filter((found) => !languages.includes(found))).toEqual(
      [],
    );
    await expect(catalogIndexModule(languages, 'eager')).toMatchFileSnapshot(
      join(localesDir, 'catalogs.ts'),
    );
  });
});
