// A build step for the catalogs of every language but English (docs/decisions/007): each text is
// compiled to Lingui's compiled form as the catalog is bundled, so the browser needs no message
// compiler (6 KB gzip less for a page switching to Bangla). Tests and the dev server use the catalogs as written;
// web-kit compiles those when it loads them.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';

/**
 * A unit's `src/locales/<language>.ts` (`bn.ts`), which its `t` reads through Lingui; not the
 * refusal table's (packages/domain's), whose texts the servers format themselves.
 */
export const TRANSLATION_CATALOG_FILE = new RegExp(
  `[\\\\/](?!domain[\\\\/])[\\w-]+[\\\\/]src[\\\\/]locales[\\\\/](${TRANSLATED_LANGUAGES.join('|')})\\.ts$`,
);

/**
 * A catalog module's JavaScript (`export default { … }`, an object of texts), compiled. It is run
 * in a context of its own (a catalog is data: it imports nothing), since Vite's config loader
 * cannot import modules once the build runs.
 */
export function compiledCatalogModule(javascript: string): string {
  const context: { catalog?: Record<string, string> } = {};
  runInNewContext(javascript.replace(/^export default /m, 'catalog = '), context);
  if (typeof context.catalog !== 'object') throw new Error('A catalog must export an object.');
  const catalog = context.catalog;
  const compiled = Object.fromEntries(
    Object.entries(catalog)
      // A text not translated yet shows in English: it is left out, as if no catalog had it.
      .filter(([, translation]) => translation.trim() !== '')
      .map(([english, translation]) => [english, compileMessage(translation)]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}

export function precompiledCatalogs(): Plugin {
  return {
    name: 'carzone:precompiled-catalogs',
    apply: 'build',
    // After TypeScript is stripped: the module is plain JavaScript here.
    enforce: 'post',
    transform(code, id) {
      if (!TRANSLATION_CATALOG_FILE.test(id)) return null;
      return { code: compiledCatalogModule(code), map: null };
    },
  };
}
