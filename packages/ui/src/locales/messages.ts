// The shared words: packages/ui's own (its components') and every word several units show (field
// labels, car statuses, sorts, the domain's nouns…), one catalog (docs/architecture.md §5). English
// texts are written in the code, as the spec has them, and are the keys of the Bangla catalog
// (docs/decisions/007). This package is bundled into each unit that uses it, so each copy brings
// its own catalog (the same words); the page downloads the first registered, once (`bundledAs`).
// The import names no `.ts`: packages that type-check this source without
// `allowImportingTsExtensions` (web-testing) read it.
import { unitMessages } from '@carzone/web-kit';
import catalogs from './catalogs';

/**
 * The shared words, for a unit's `unitMessages(…, { shared: sharedWords })`: its `t` then takes
 * them too. Importing this registers their catalog.
 */
export const sharedWords = unitMessages(catalogs, { bundledAs: '@carzone/ui' });

export const { t, useT } = sharedWords;

/** One of the shared English texts (a key of packages/ui's Bangla catalog). */
export type UiText = Parameters<typeof t>[0];
