import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './contact-message.js';

const VALID = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

describe('validateContactMessage', () => {
  it('accepts a complete message', () => {
    expect(validateContactMessage(VALID)).toEqual({});
  });

  it('treats blank fields as missing', () => {
    expect(validateContactMessage({ name: '  ', email: '\t', message: '\n ' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      message: 'Please enter a message.',
    });
  });

  it.each(['rahim', 'rahim@', 'rahim@example', '@example.com', 'ra him@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateContactMessage({ ...VALID, email }).email).toBe(
        'Please enter a valid e-mail address.',
      );
    },
  );

  it('checks the format after trimming', () => {
    expect(validateContactMessage({ ...VALID, email: '  rahim@example.com ' })).toEqual({});
  });

  it('applies the server limits to the trimmed text', () => {
    expect(validateContactMessage({ ...VALID, name: 'a'.repeat(100) })).toEqual({});
    expect(validateContactMessage({ ...VALID, name: 'a'.repeat(101) }).name).toBe(
      'Your name can be at most 100 characters long.',
    );
    expect(validateContactMessage({ ...VALID, message: ` ${'m'.repeat(2000)} ` })).toEqual({});
    expect(validateContactMessage({ ...VALID, message: 'm'.repeat(2001) }).message).toBe(
      'Your message can be at most 2000 characters long.',
    );
    expect(
      validateContactMessage({ ...VALID, email: `${'e'.repeat(250)}@example.com` }).email,
    ).toBe('Your e-mail address can be at most 254 characters long.');
  });
});
