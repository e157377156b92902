// A unit's translation catalogs as its build reads them (the files `npm run translations` writes
// from the PO files), for the texts a build publishes before the unit's code runs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@carzone/domain';

/** A unit's catalogs in each language but English, as its `t` reads them: English → translation. */
export type UnitCatalogs = Partial<
  Record<TranslatedLanguage, readonly Readonly<Record<string, string>>[]>
>;

/** The shared words' catalogs (packages/ui's), which every unit's `t` reads too. */
const SHARED_LOCALES = fileURLToPath(new URL('../../ui/src/locales/', import.meta.url));

/**
 * A catalog as packages/web-testing's translation-files writes it from its PO file
 * (`export default { "English": "translation", … } as const;`, each text JSON), read as the data
 * it is: Vite has closed the runner that imports TypeScript before the build's hooks run.
 */
function readCatalog(file: string): Readonly<Record<string, string>> {
  const body = /export default (\{[\s\S]*\})(?: as const)?;\s*$/.exec(
    readFileSync(file, 'utf8'),
  )?.[1];
  let catalog: unknown;
  try {
    catalog = JSON.parse(body?.replace(/,(\s*)\}$/, '$1}') ?? '');
  } catch {
    catalog = undefined;
  }
  if (
    typeof catalog !== 'object' ||
    catalog === null ||
    !Object.values(catalog).every((text) => typeof text === 'string')
  ) {
    throw new Error(`${file} is not a catalog as \`npm run translations\` writes one.`);
  }
  return catalog as Record<string, string>;
}

/**
 * The catalogs of the unit in `unitDir`, for each language but English, in the order its `t`
 * reads them: its own (`src/locales/<language>.ts`, generated from the PO file translators edit),
 * then the shared words'. A language without a catalog has none here.
 */
export function unitCatalogs(unitDir: string): UnitCatalogs {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      [join(unitDir, 'src', 'locales', `${language}.ts`), join(SHARED_LOCALES, `${language}.ts`)]
        .filter((file) => existsSync(file))
        .map(readCatalog),
    ]),
  );
}
