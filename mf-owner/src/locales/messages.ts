// The owner area's words. English texts are written in the code, as the spec has them, and are the
// keys of the Bangla catalog (docs/decisions/007). Words several units show are the shared ones
// (`@carzone/ui/words`), which `t` takes too; `bn.ts` holds only this unit's own.
import { sharedWords } from '@carzone/ui/words';
import { unitMessages } from '@carzone/web-kit';

export const { t, useT } = unitMessages(() => import('./bn.ts'), {
  shared: sharedWords,
});

/** One of the owner area's English texts (a key of its Bangla catalog, or a shared one). */
export type OwnerText = Parameters<typeof t>[0];
