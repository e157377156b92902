// A build step for the Bangla catalogs (docs/decisions/007): each text is compiled to Lingui's
// compiled form as the catalog is bundled, so the browser needs no message compiler (6 KB gzip
// less for a page switching to Bangla). Tests and the dev server use the catalogs as written;
// web-kit compiles those when it loads them.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

/**
 * A unit's `src/locales/bn.ts`, which its `t` reads through Lingui; not the refusal table's
 * (packages/domain's), whose texts the servers format themselves.
 */
export const BANGLA_CATALOG_FILE = /[\\/](?!domain[\\/])[\w-]+[\\/]src[\\/]locales[\\/]bn\.ts$/;

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
    Object.entries(catalog).map(([english, bangla]) => [english, compileMessage(bangla)]),
  );
  return `export default ${JSON.stringify(compiled)};\n`;
}

export function precompiledBanglaCatalogs(): Plugin {
  return {
    name: 'carzone:precompiled-bangla-catalogs',
    apply: 'build',
    // After TypeScript is stripped: the module is plain JavaScript here.
    enforce: 'post',
    transform(code, id) {
      if (!BANGLA_CATALOG_FILE.test(id)) return null;
      return { code: compiledCatalogModule(code), map: null };
    },
  };
}
