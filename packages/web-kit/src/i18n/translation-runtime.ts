// The runtime of a language other than English, downloaded with its first catalog: an English
// page never loads it (docs/decisions/007). Lingui formats each text. The build compiles the
// catalogs (@carzone/federation's precompiled-catalogs.ts); a catalog as written (tests, the dev
// server) is compiled here, by Lingui's compiler, loaded only then.
import { setupI18n, type Messages } from '@lingui/core';
import { localeOf, type TranslatedLanguage } from '@carzone/domain';
import type { MessageValues } from './messages';

/**
 * A catalog in Lingui's compiled form (compiled now if it comes as written), without the texts a
 * translator has not written yet: those show in English.
 */
async function compiled(catalog: Messages): Promise<Messages> {
  const written = Object.entries(catalog).filter(
    ([, message]) => typeof message !== 'string' || message.trim() !== '',
  );
  if (written.every(([, message]) => typeof message !== 'string')) {
    return Object.fromEntries(written);
  }
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  return Object.fromEntries(
    written.map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message) : message,
    ]),
  );
}

export interface TranslationRuntime {
  /** Adds a unit's catalog. */
  load(catalog: Messages): Promise<void>;
  /** A text in the runtime's language, or undefined when no catalog has it. */
  translate(text: string, values?: MessageValues): string | undefined;
}

export async function createTranslationRuntime(
  language: TranslatedLanguage,
): Promise<TranslationRuntime> {
  const i18n = setupI18n();
  i18n.load(language, {});
  i18n.activate(language, [localeOf(language)]);
  const translate = (id: string, values?: MessageValues) =>
    Object.hasOwn(i18n.messages, id) ? i18n._(id, values) : undefined;
  return {
    load: async (catalog) => i18n.load(language, await compiled(catalog)),
    translate,
  };
}
