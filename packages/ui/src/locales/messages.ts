// The shared UI's words. English texts are written in the code, as the spec has them, and are the
// keys of the Bangla catalog (docs/decisions/007). This package is bundled into each unit that
// uses it, so each copy brings its own catalog (the same words); the page downloads the first
// registered, once (`bundledAs`). The import names no `.ts`:
// packages that type-check this source without `allowImportingTsExtensions` (web-testing) read it.
import { unitMessages } from '@carzone/web-kit';

export const { t, useT } = unitMessages(() => import('./bn'), '@carzone/ui');

/** One of the shared UI's English texts (a key of its Bangla catalog). */
export type UiText = Parameters<typeof t>[0];
