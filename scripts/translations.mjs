// `npm run translations`: writes every folder's PO files (their references found again; a new
// language's started from English) and the catalogs the code imports, made from them by
// packages/web-testing/src/translation-outputs.ts, which translation-files.test.ts also reads to
// check them. Run through tsx with the `carzone-source` condition (see package.json), as the
// domain's language list is read from its TypeScript source.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPOSITORY_ROOT } from '../packages/web-testing/src/catalog-check.ts';
import {
  catalogIndexFile,
  checkedIn,
  languageOutput,
  strayPoFiles,
  translationFolders,
  translationLanguages,
} from '../packages/web-testing/src/translation-outputs.ts';

const written = [];
const untranslated = [];
const stray = [];
for (const folder of translationFolders()) {
  const files = [];
  for (const language of translationLanguages()) {
    const output = await languageOutput(folder, language);
    files.push(...output.files);
    if (output.untranslated.length > 0)
      untranslated.push(`${output.poPath}: ${output.untranslated.length} texts to translate`);
  }
  files.push(catalogIndexFile(folder));
  for (const file of files) {
    if (checkedIn(file) === file.text) continue;
    const path = join(REPOSITORY_ROOT, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    written.push(file.path);
  }
  stray.push(...strayPoFiles(folder));
}

console.log(
  written.length === 0 ? 'Translations: every file was current.' : `Wrote ${written.join(', ')}`,
);
// What the command cannot do itself: a translator's words, removing a language's files.
for (const line of untranslated) console.error(line);
for (const path of stray) console.error(`${path}: the site does not speak this language`);
if (untranslated.length > 0 || stray.length > 0) process.exitCode = 1;
