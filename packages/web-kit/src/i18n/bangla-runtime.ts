// Bangla's runtime, downloaded with the first Bangla catalog: an English page never loads it
// (docs/decisions/007). Lingui compiles and formats each text; English texts are the keys, and a
// text a catalog lacks is compiled from its English key, so it still shows, with its values.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatNumberIn, localeOf } from '@carzone/domain';
import type { BanglaCatalog, MessageValues } from './messages';
import refusals from './refusals.bn';

/** A wait in Bangla, as the API writes it in English: seconds below two minutes, then minutes. */
export function banglaWait(seconds: number): string {
  if (seconds < 120) return `${formatNumberIn(seconds, 'bn')} সেকেন্ড`;
  return `${formatNumberIn(Math.ceil(seconds / 60), 'bn')} মিনিট`;
}

export interface BanglaRuntime {
  /** Adds a unit's catalog. */
  load(catalog: BanglaCatalog): void;
  translate(text: string, values?: MessageValues): string;
  /** The Bangla for an API refusal's code (`refusals.bn.ts`), if it has one. */
  refusal(code: string, retryAfterSeconds?: number): string | undefined;
}

export function createBanglaRuntime(): BanglaRuntime {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load('bn', {});
  i18n.activate('bn', [localeOf('bn')]);
  const refusalTexts: BanglaCatalog = refusals;
  return {
    load: (catalog) => i18n.load('bn', catalog),
    translate: (text, values) => i18n._(text, values),
    refusal(code, retryAfterSeconds) {
      const text = refusalTexts[code];
      // A 429 always says how long; 'কিছুক্ষণ' ("a little while") if a proxy dropped the header.
      const wait = retryAfterSeconds ? banglaWait(retryAfterSeconds) : 'কিছুক্ষণ';
      return text === undefined ? undefined : i18n._(text, { wait });
    },
  };
}
