import type { Plugin } from 'vite';

const RUNTIME_ID = '\0carzone:react-icons-runtime';

/** An icon set's module (react-icons/lu/index.mjs…), not the runtime's own files. */
const ICON_SET_MODULE = /[\\/]react-icons[\\/](?!lib[\\/])[^\\/]+[\\/][^\\/]+$/;
/** How an icon set imports the runtime. */
const RUNTIME_IMPORT = /^\.\.\/lib(?:\/index\.m?js)?$/;

/**
 * react-icons' icon sets import its runtime (GenIcon and its context, about 0.8 KB gzip) by a
 * relative path, so every unit bundled a copy of its own: four on a first visit to `/`. Pointed
 * at web-kit's re-export instead, they all use the page's one web-kit (a federation singleton).
 */
export function reactIconsRuntimeFromWebKit(): Plugin {
  return {
    name: 'carzone:react-icons-runtime-from-web-kit',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && ICON_SET_MODULE.test(importer) && RUNTIME_IMPORT.test(source))
        return RUNTIME_ID;
      return null;
    },
    load(id) {
      if (id !== RUNTIME_ID) return null;
      return "export { DefaultContext, GenIcon, IconBase, IconContext } from '@carzone/web-kit';";
    },
  };
}
