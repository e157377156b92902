// Every unit's translations are PO files that translators edit (src/locales/<language>.po), and
// the catalogs the code imports (<language>.ts) are made from them: this test fails when a
// catalog differs from its PO file, or a PO file's references (`#:`, the files that show each
// text) are out of date. `npm run translations` writes both again (Vitest's --update), after a
// translator's edit or a change of where a text is shown. A new language is a `<language>.po`
// beside each unit's `bn.po`. The refusal table's translations are packages/domain's
// (src/locales/bn.po, keyed by code): its English is the table's, so a new code or new English
// there is a new entry or a new msgid here, and the code lacks its Bangla until a translator
// writes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@carzone/domain';
import { REPOSITORY_ROOT as root, SHARED_CATALOG_UNIT, unitsWithWords } from './catalog-check';
import {
  catalogModule,
  descriptionOf,
  phrasesOf,
  poFile,
  refusalSourceDirs,
  sourcesOf,
  translatedLanguages,
} from './translation-files';

const units = unitsWithWords();

/**
 * The languages translators write: every one the site speaks (`LANGUAGES`, the one list, in
 * packages/domain/src/language.ts) but English, which the code is written in.
 */
const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en').sort();

/** Where a unit's texts are written: its own code and the domain's messages it shows. */
const sourceDirsOf = (unit: string) =>
  unit === SHARED_CATALOG_UNIT
    ? [SHARED_CATALOG_UNIT, ...units, 'packages/domain'].map((dir) => `${dir}/src`)
    : [`${unit}/src`, 'packages/domain/src'];

describe.each([...units, SHARED_CATALOG_UNIT])('the translations of %s', (unit) => {
  const localesDir = join(root, unit, 'src/locales');

  it('has a PO file for each language the site speaks but English, and for no other', () => {
    expect(translatedLanguages(localesDir)).toEqual(TRANSLATED_LANGUAGES);
  });

  it.each(translatedLanguages(localesDir))(
    '%s: the PO file is current and the catalog is made from it',
    async (language) => {
      const poPath = join(localesDir, `${language}.po`);
      const poText = readFileSync(poPath, 'utf8');
      const phrases = phrasesOf(poText);
      expect(phrases.length).toBeGreaterThan(0);
      const sources = sourcesOf(root, sourceDirsOf(unit));
      await expect(poFile(language, descriptionOf(poText), phrases, sources)).toMatchFileSnapshot(
        poPath,
      );
      await expect(catalogModule(`${language}.po`, phrases)).toMatchFileSnapshot(
        join(localesDir, `${language}.ts`),
      );
    },
  );
});

describe("the refusal table's translations", () => {
  const localesDir = join(root, 'packages/domain/src/locales');

  it('has a PO file for each language the site speaks but English, and for no other', () => {
    expect(translatedLanguages(localesDir)).toEqual(TRANSLATED_LANGUAGES);
  });

  it.each(translatedLanguages(localesDir))(
    '%s: the PO file has every code with the English of the table, and the catalog is made from it',
    async (language) => {
      const poPath = join(localesDir, `${language}.po`);
      const poText = readFileSync(poPath, 'utf8');
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
    },
  );
});
