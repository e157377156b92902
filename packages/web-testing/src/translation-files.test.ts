// Every unit's translations are PO files that translators edit (src/locales/<language>.po), and
// the catalogs the code imports (<language>.ts, catalogs.ts) are made from them by
// `npm run translations` (translation-outputs.ts says how). This test fails when a catalog
// differs from its PO file, a PO file's references (`#:`, the files that show each text) are out
// of date, a language of LANGUAGE_SETTINGS has no PO file yet, or a translator has not written a
// text yet. The refusal table's translations are packages/domain's (src/locales/bn.po, keyed by
// code): its English is the table's, so a new code or new English there is a new entry or a new
// msgid here, and the code lacks its translation until a translator writes it.
import { describe, expect, it } from 'vitest';
import {
  type GeneratedFile,
  TRANSLATIONS_COMMAND,
  catalogIndexFile,
  checkedIn,
  languageOutput,
  strayPoFiles,
  translationFolders,
  translationLanguages,
} from './translation-outputs';

function expectCurrent(file: GeneratedFile): void {
  const found = checkedIn(file);
  expect(
    found,
    found === undefined
      ? `${file.path} is missing: run \`${TRANSLATIONS_COMMAND}\``
      : `${file.path} is not what its PO file makes: run \`${TRANSLATIONS_COMMAND}\` and commit what it writes`,
  ).toBe(file.text);
}

describe.each(translationFolders())('the translations of $unit', (folder) => {
  it.each(translationLanguages())(
    '%s: the PO file is current, the catalog is made from it, and every text is translated',
    async (language) => {
      const { poPath, files, untranslated } = await languageOutput(folder, language);
      files.forEach(expectCurrent);
      expect(untranslated, `${poPath}: texts without a translation`).toEqual([]);
    },
  );

  it('has no PO file for a language the site does not speak, and lists its catalogs', () => {
    expect(strayPoFiles(folder)).toEqual([]);
    expectCurrent(catalogIndexFile(folder));
  });
});
