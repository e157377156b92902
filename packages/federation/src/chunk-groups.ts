// How the builds group modules into files (rolldown's `output.codeSplitting.groups`): the
// federation's glue in one file per unit, and what several of a remote's pages use in another.
import type { Plugin } from 'vite';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import { SHARED_MODULES_MAP } from './shares-after-a-yield.ts';

/** A group of modules built into one file (rolldown's `output.codeSplitting.groups`). */
export interface ChunkGroup {
  name: string;
  test: RegExp;
  priority?: number;
}

/**
 * The small pieces every exposed module loads first (the federation runtime's bindings, Vite's
 * preload helper), in one file instead of one request each.
 */
export const FEDERATION_GLUE_CHUNK = {
  name: 'federation-glue',
  test: /node_modules[\\/]@module-federation[\\/]|vite[\\/]preload-helper/,
  priority: 10,
};

/**
 * `@module-federation/vite` puts Vite's preload helper in a file of its own, in a group above any
 * a unit sets (so that no chunk of shared-module wrappers captures it); every unit's first-visit
 * modules import it. That group takes the federation glue's modules too and its name: the helper
 * and the glue in one file, still apart from the wrappers, one request less per unit.
 */
export function preloadHelperInFederationGlue(glue: ChunkGroup = FEDERATION_GLUE_CHUNK): Plugin {
  return {
    name: 'carzone:preload-helper-in-federation-glue',
    apply: 'build',
    outputOptions(options) {
      const splitting = options.codeSplitting;
      if (typeof splitting !== 'object' || !splitting.groups) return null;
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: splitting.groups.map((group) =>
            group.name === 'vite-preload-helper'
              ? { ...group, name: glue.name, test: glue.test }
              : group,
          ),
        },
      };
    },
  };
}

/**
 * A remote's federation glue also holds its map of shared modules and their loaders: each of a
 * remote's first-visit modules loads them before anything else, so they cost a request each
 * otherwise. (Not the shell's: its loaders are the page's one copy of React and Chakra.)
 */
export const REMOTE_FEDERATION_GLUE_CHUNK = {
  ...FEDERATION_GLUE_CHUNK,
  test: new RegExp(
    `${FEDERATION_GLUE_CHUNK.test.source}|${SHARED_MODULES_MAP.source}|__loadShare__`,
  ),
};

/**
 * What several of a remote's pages use (the domain rules, the shared UI, its own components, its
 * words' `t`, the icons): one file, fetched once, rather than a small file for each combination
 * of pages that shares it.
 */
const SHARED_CODE =
  /[\\/]packages[\\/](domain|ui)[\\/]|[\\/]src[\\/](components|lib)[\\/]|[\\/]src[\\/]locales[\\/]messages\.ts$|node_modules[\\/]react-icons[\\/]/;
/** A language's catalog is downloaded only when the page is in it (docs/decisions/007). */
const TRANSLATION_CATALOG = new RegExp(
  `[\\\\/]locales[\\\\/](?:${TRANSLATED_LANGUAGES.join('|')})\\.[jt]s$`,
);
/**
 * Except what only a form uses (the date fields, `@carzone/ui/date-fields`, and the rules of a
 * search's dates) or what loads only when asked (the 64 districts, `@carzone/domain/districts`):
 * it travels with the page or the chunk that needs it, so a first visit to a page without one
 * (Home's Recent Listings, /available before its district filter opens) does not download it.
 */
const FORM_ONLY_CODE =
  /[\\/]packages[\\/](ui[\\/]src[\\/](date-fields?|calendar-date-field|search-dates-fields)|domain[\\/]src[\\/](car-search-dates|districts))\.[jt]sx?$/;
export const SHARED_CODE_CHUNK = {
  name: 'shared-code',
  test: (id: string) =>
    SHARED_CODE.test(id) && !FORM_ONLY_CODE.test(id) && !TRANSLATION_CATALOG.test(id),
  // Code only one page uses travels with that page: Home's Recent Listings do not download what
  // only Available Cars' filters need.
  minShareCount: 2,
  priority: 5,
};
