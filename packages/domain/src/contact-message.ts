import type { ContactMessageInput } from './entities.js';

/** Catches typos in an e-mail address; the server's stricter check has the last word. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

/** The words for each broken rule, the same in the form and in the API's answer. */
export const CONTACT_MESSAGES = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters long.`,
  emailMissing: 'Please enter your e-mail address.',
  emailTooLong: `Your e-mail address can be at most ${CONTACT_LIMITS.email} characters long.`,
  emailInvalid: 'Please enter a valid e-mail address.',
  messageMissing: 'Please enter a message.',
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message} characters long.`,
} as const;

export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string>>;

/** What is wrong with each field, after trimming; an empty object means the message can be sent. */
export function validateContactMessage(input: ContactMessageInput): ContactFieldErrors {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: ContactFieldErrors = {};

  if (!name) errors.name = CONTACT_MESSAGES.nameMissing;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.nameTooLong;

  if (!email) errors.email = CONTACT_MESSAGES.emailMissing;
  else if (email.length > CONTACT_LIMITS.email) errors.email = CONTACT_MESSAGES.emailTooLong;
  else if (!EMAIL_SHAPE.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;

  if (!message) errors.message = CONTACT_MESSAGES.messageMissing;
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = CONTACT_MESSAGES.messageTooLong;

  return errors;
}
