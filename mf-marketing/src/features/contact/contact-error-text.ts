import {
  CONTACT_LIMITS,
  formatNumberIn,
  type ContactRefusalCode,
  type Language,
} from '@carzone/domain';
import type { MessageValues, Translate } from '@carzone/web-kit';
import type { MarketingText } from '../../locales/messages.ts';

/** A refusal's text in this remote's catalog, and its values (numbers, in the language's digits). */
interface ContactWords {
  text: MarketingText;
  values?: (language: Language) => MessageValues;
}

const upTo =
  (max: number) =>
  (language: Language): MessageValues => ({ max: formatNumberIn(max, language) });

/** The words of each contact rule, by its refusal's code: every rule of the form, nothing else. */
const CONTACT_WORDS = {
  'contact.nameMissing': { text: 'Please enter your name.' },
  'contact.nameTooLong': {
    text: 'Your name can be at most {max} characters long.',
    values: upTo(CONTACT_LIMITS.name),
  },
  'contact.emailMissing': { text: 'Please enter your e-mail address.' },
  'contact.emailTooLong': {
    text: 'Your e-mail address can be at most {max} characters long.',
    values: upTo(CONTACT_LIMITS.email),
  },
  'contact.emailInvalid': { text: 'Please enter a valid e-mail address.' },
  'contact.messageMissing': { text: 'Please enter a message.' },
  'contact.messageTooLong': {
    text: 'Your message can be at most {max} characters long.',
    values: upTo(CONTACT_LIMITS.message),
  },
} as const satisfies Record<ContactRefusalCode, ContactWords>;

const isKnown = (code: string): code is keyof typeof CONTACT_WORDS =>
  Object.hasOwn(CONTACT_WORDS, code);

/**
 * A contact field's error in the language the page shows, from the broken rule's code (the form's
 * own checks, `validateContactMessage`). A limit is a value, so Bangla writes it in Bengali digits.
 * A code this remote does not know (a newer server's) shows the server's words as they came.
 */
export function contactErrorText(
  code: string | null | undefined,
  t: Translate<MarketingText>,
  language: Language,
  serverMessage?: string,
): string | undefined {
  if (!code || !isKnown(code)) return serverMessage || undefined;
  const words: ContactWords = CONTACT_WORDS[code];
  return t(words.text, words.values?.(language));
}
