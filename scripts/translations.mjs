// `npm run translations`: writes every folder's PO files (their references found again; a new
// language's started from English) and the catalogs the code imports, made from them by
// packages/web-testing/src/translation-outputs.ts, which translation-files.test.ts also reads to
// check them. Run through tsx with the `carzone-source` condition (see package.json), as the
// domain's language list is read from its TypeScript source.
import {
  allTranslationOutputs,
  writeIfChanged,
} from '../packages/web-testing/src/translation-outputs.ts';

const { files, untranslated, strayPoFiles } = await allTranslationOutputs();
const written = files.filter(writeIfChanged).map((file) => file.path);
console.log(
  written.length === 0 ? 'Translations: every file was current.' : `Wrote ${written.join(', ')}`,
);
// What the command cannot do itself: a translator's words, removing a language's files.
for (const { poPath, count } of untranslated)
  console.error(`${poPath}: ${count} texts to translate`);
for (const path of strayPoFiles) console.error(`${path}: the site does not speak this language`);
if (untranslated.length > 0 || strayPoFiles.length > 0) process.exitCode = 1;
