import type { ContactMessageInput } from './entities.js';
import type { RefusalCode } from './refusals.js';

/** Catches typos in an e-mail address; the server's stricter check has the last word. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

/**
 * The English of each broken rule (`REFUSALS['contact.…'].en`, which the API answers in English).
 * The form's own checks report the rule's code, never these words.
 */
export const CONTACT_MESSAGES = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters long.`,
  emailMissing: 'Please enter your e-mail address.',
  emailTooLong: `Your e-mail address can be at most ${CONTACT_LIMITS.email} characters long.`,
  emailInvalid: 'Please enter a valid e-mail address.',
  messageMissing: 'Please enter a message.',
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message} characters long.`,
} as const;

/** A broken rule of the contact form, by its refusal's code (`REFUSALS`), as the API refuses it. */
export type ContactRefusalCode = Extract<RefusalCode, `contact.${string}`>;

export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, ContactRefusalCode>>;

/**
 * The rule each field breaks, after trimming, by code (`{ email: 'contact.emailInvalid' }`); an
 * empty object means the message can be sent. A front end puts a code in its own words.
 */
export function validateContactMessage(input: ContactMessageInput): ContactFieldErrors {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: ContactFieldErrors = {};

  if (!name) errors.name = 'contact.nameMissing';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'contact.nameTooLong';

  if (!email) errors.email = 'contact.emailMissing';
  else if (email.length > CONTACT_LIMITS.email) errors.email = 'contact.emailTooLong';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'contact.emailInvalid';

  if (!message) errors.message = 'contact.messageMissing';
  else if (message.length > CONTACT_LIMITS.message) errors.message = 'contact.messageTooLong';

  return errors;
}
