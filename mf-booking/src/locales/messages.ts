// The booking area's words. English texts are written in the code, as the spec has them, and are
// the keys of each other language's catalog (docs/decisions/007).
import { sharedWords } from '@carzone/ui/words';
import { unitMessages } from '@carzone/web-kit';
import catalogs from './catalogs.ts';

export const { t, useT } = unitMessages(catalogs, {
  shared: sharedWords,
});

/** One of the booking area's English texts (a key of its Bangla catalog, or a shared one). */
export type BookingText = Parameters<typeof t>[0];
