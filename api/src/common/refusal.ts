// A refusal is thrown by its code (`refusal('booking.overlap')`), never by its words: the answer's
// `message` is written from the one table (@carzone/domain/refusals) in the request's language
// when the answer is sent (api-error.ts).
import type { Language } from '@carzone/domain';
import {
  isRefusalCode,
  REFUSALS,
  type RefusalCode,
  type RefusalValues,
} from '@carzone/domain/refusals';
import { wordsInLanguages } from './words-in-languages.js';

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

/** Every refusal's words by code, in one language. */
const refusalsIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(REFUSALS).map(([code, words]) => [code, words[language]]),
  ) as Record<RefusalCode, string>;

const formatRefusal = wordsInLanguages(refusalsIn);

/** A refusal's words in `language`, its placeholders filled in. */
export function refusalMessage(
  code: RefusalCode,
  language: Language,
  values?: RefusalValues,
): string {
  return formatRefusal(language, code, typeof values === 'function' ? values(language) : values);
}

/** A refusal as the OpenAPI page lists it: its code and its English. */
export const refusalDoc = (code: RefusalCode): string => `\`${code}\`: ${REFUSALS[code].en}`;
