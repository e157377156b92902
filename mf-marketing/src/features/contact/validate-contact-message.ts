import type { ContactMessageInput } from '@carzone/domain';

/** The server's limits (api/src/contact/dto/create-contact-message.dto.ts); checked here first so the visitor learns at once. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string>>;

// Deliberately simple: the server's stricter check still answers, and its message is shown in a toast.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, after trimming; an empty object means the message can be sent. */
export function validateContactMessage(input: ContactMessageInput): ContactFieldErrors {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: ContactFieldErrors = {};

  if (!name) errors.name = 'Please enter your name.';
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = `Your name can be at most ${CONTACT_LIMITS.name} characters long.`;

  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (email.length > CONTACT_LIMITS.email)
    errors.email = `Your e-mail address can be at most ${CONTACT_LIMITS.email} characters long.`;
  else if (!EMAIL_FORMAT.test(email)) errors.email = 'Please enter a valid e-mail address.';

  if (!message) errors.message = 'Please write a message.';
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = `Your message can be at most ${CONTACT_LIMITS.message} characters long.`;

  return errors;
}
