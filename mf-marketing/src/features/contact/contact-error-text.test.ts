import { REFUSALS, type RefusalCode } from '@carzone/domain/refusals';
import { validateContactMessage } from '@carzone/domain';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { t } from '../../locales/messages.ts';
import { contactErrorText } from './contact-error-text.ts';

/** Every refusal of the contact form's rules, by code. */
const CONTACT_CODES = (Object.keys(REFUSALS) as RefusalCode[]).filter((code) =>
  code.startsWith('contact.'),
);

describe("the contact form's checks, by code", () => {
  it("puts every rule's code in words: the refusal table's English on an English page", () => {
    expect(CONTACT_CODES.length).toBe(7);
    for (const code of CONTACT_CODES)
      expect(contactErrorText(code, t, 'en'), code).toBe(REFUSALS[code].en);
  });

  it("and the table's Bangla on a Bangla page, limits in Bengali digits", async () => {
    await showBangla();
    for (const code of CONTACT_CODES)
      expect(contactErrorText(code, t, 'bn'), code).toBe(REFUSALS[code].bn);
    const { name } = validateContactMessage({ name: 'n'.repeat(101), email: '', message: '' });
    expect(contactErrorText(name, t, 'bn')).toBe('আপনার নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।');
  });

  it("shows nothing without a code, and a code it does not know in the server's words", () => {
    expect(contactErrorText(undefined, t, 'en')).toBeUndefined();
    expect(contactErrorText('contact.phoneInvalid', t, 'en', 'Give a number we can call.')).toBe(
      'Give a number we can call.',
    );
    expect(contactErrorText('contact.phoneInvalid', t, 'en')).toBeUndefined();
  });
});
