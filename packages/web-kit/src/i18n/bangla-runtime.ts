// Bangla's runtime, downloaded with the first Bangla catalog: an English page never loads it
// (docs/decisions/007). Lingui formats each text. The build compiles the catalogs
// (@carzone/federation's precompiled-catalogs.ts); a catalog as written (tests, the dev server)
// is compiled here, by Lingui's compiler, loaded only then.
import { setupI18n, type Messages } from '@lingui/core';
import { localeOf } from '@carzone/domain';
import type { MessageValues } from './messages';

/** A catalog in Lingui's compiled form (compiled now if it comes as written). */
async function compiled(catalog: Messages): Promise<Messages> {
  if (Object.values(catalog).every((message) => typeof message !== 'string')) return catalog;
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message) : message,
    ]),
  );
}

export interface BanglaRuntime {
  /** Adds a unit's catalog. */
  load(catalog: Messages): Promise<void>;
  /** A text's Bangla, or undefined when no catalog has it. */
  translate(text: string, values?: MessageValues): string | undefined;
}

export async function createBanglaRuntime(): Promise<BanglaRuntime> {
  const i18n = setupI18n();
  i18n.load('bn', {});
  i18n.activate('bn', [localeOf('bn')]);
  const translate = (id: string, values?: MessageValues) =>
    Object.hasOwn(i18n.messages, id) ? i18n._(id, values) : undefined;
  return {
    load: async (catalog) => i18n.load('bn', await compiled(catalog)),
    translate,
  };
}
