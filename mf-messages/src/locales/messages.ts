// The messages remote's words. English texts are written in the code, as the spec has them,
// and are the keys of each other language's catalog (docs/decisions/007). Words several units
// show are the shared ones (`@carzone/ui/words`), which `t` takes too; its catalogs
// (`bn.ts`…) hold only this unit's own.
import { sharedWords } from '@carzone/ui/words';
import { unitMessages } from '@carzone/web-kit';
import catalogs from './catalogs.ts';

export const { t, useT } = unitMessages(catalogs, { shared: sharedWords });

/** One of the messages remote's English texts (a key of its Bangla catalog, or a shared one). */
export type MessagesText = Parameters<typeof t>[0];
