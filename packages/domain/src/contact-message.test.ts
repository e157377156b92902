import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, validateContactMessage } from './contact-message.js';
import { REFUSALS } from './refusals.js';

const VALID = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

describe('validateContactMessage', () => {
  it('accepts a complete message', () => {
    expect(validateContactMessage(VALID)).toEqual({});
  });

  it("reports each broken rule by its refusal's code, whose English is the rule's", () => {
    for (const [rule, english] of Object.entries(CONTACT_MESSAGES))
      expect(REFUSALS[`contact.${rule as keyof typeof CONTACT_MESSAGES}`].en).toBe(english);
  });

  it('treats blank fields as missing', () => {
    expect(validateContactMessage({ name: '  ', email: '\t', message: '\n ' })).toEqual({
      name: 'contact.nameMissing',
      email: 'contact.emailMissing',
      message: 'contact.messageMissing',
    });
  });

  it.each(['rahim', 'rahim@', 'rahim@example', '@example.com', 'ra him@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateContactMessage({ ...VALID, email }).email).toBe('contact.emailInvalid');
    },
  );

  it('checks the format after trimming', () => {
    expect(validateContactMessage({ ...VALID, email: '  rahim@example.com ' })).toEqual({});
  });

  it('applies the server limits to the trimmed text', () => {
    expect(validateContactMessage({ ...VALID, name: 'a'.repeat(100) })).toEqual({});
    expect(validateContactMessage({ ...VALID, name: 'a'.repeat(101) }).name).toBe(
      'contact.nameTooLong',
    );
    expect(validateContactMessage({ ...VALID, message: ` ${'m'.repeat(2000)} ` })).toEqual({});
    expect(validateContactMessage({ ...VALID, message: 'm'.repeat(2001) }).message).toBe(
      'contact.messageTooLong',
    );
    expect(
      validateContactMessage({ ...VALID, email: `${'e'.repeat(250)}@example.com` }).email,
    ).toBe('contact.emailTooLong');
  });
});
