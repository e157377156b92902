// A refusal is thrown by its code (`refusal('booking.overlap')`), never by its words: the answer's
// `message` is written from the one table (@carzone/domain/refusals) in the request's language
// when the answer is sent (api-error.ts).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localeOf, type Language } from '@carzone/domain';
import {
  isRefusalCode,
  REFUSALS,
  type RefusalCode,
  type RefusalValues,
} from '@carzone/domain/refusals';

/** What a refusal carries until it is answered: its code and the values its words need. */
export interface Refused {
  readonly refusal: RefusalCode;
  readonly values?: RefusalValues;
}

/** The body of a Nest exception that refuses: `throw new ConflictException(refusal('…'))`. */
export function refusal(code: RefusalCode, values?: RefusalValues): Refused {
  return values === undefined ? { refusal: code } : { refusal: code, values };
}

export function isRefused(value: unknown): value is Refused {
  return isRefusalCode((value as { refusal?: unknown } | null)?.refusal);
}

/**
 * A DTO decorator's `message`: the refusal's code, which the validation pipe reads back and the
 * answer puts in words (`@IsDefined({ message: says('booking.bothDatesRequired') })`).
 */
export const says = (code: RefusalCode): string => code;

let formatter: I18n | undefined;

/** Lingui, with every refusal compiled once in each language (plurals and number formats). */
function refusalFormatter(): I18n {
  if (formatter) return formatter;
  const i18n = setupI18n();
  for (const language of ['en', 'bn'] as const) {
    const messages: Messages = {};
    for (const [code, words] of Object.entries(REFUSALS))
      messages[code] = compileMessage(words[language]);
    i18n.load(language, messages);
  }
  formatter = i18n;
  return i18n;
}

/** A refusal's words in `language`, its placeholders filled in. */
export function refusalMessage(
  code: RefusalCode,
  language: Language,
  values?: RefusalValues,
): string {
  const i18n = refusalFormatter();
  i18n.activate(language, [localeOf(language)]);
  return i18n._(code, typeof values === 'function' ? values(language) : values);
}

/** A refusal as the OpenAPI page lists it: its code and its English. */
export const refusalDoc = (code: RefusalCode): string => `\`${code}\`: ${REFUSALS[code].en}`;
