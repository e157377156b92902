import { describe, expect, it } from 'vitest';
import {
  formatBangladeshMobileIn,
  isBangladeshMobile,
  normalizeBangladeshMobile,
} from './phone-numbers.js';

describe('normalizeBangladeshMobile', () => {
  it('keeps every usual way of typing a mobile number as +8801XXXXXXXXX', () => {
    for (const typed of [
      '01712345678',
      '017-1234-5678',
      '0171 234 5678',
      '+8801712345678',
      '8801712345678',
      '+880 1712-345678',
      '০১৭১২৩৪৫৬৭৮',
    ])
      expect(normalizeBangladeshMobile(typed), typed).toBe('+8801712345678');
  });

  it('refuses what is no Bangladeshi mobile number', () => {
    for (const typed of [
      '',
      '0171234567',
      '017123456789',
      '01212345678',
      '01112345678',
      '+8802712345678',
      '+441712345678',
      '1712345678',
      '01712345678x',
    ])
      expect(normalizeBangladeshMobile(typed), typed).toBeNull();
  });

  it('knows the kept form alone', () => {
    expect(isBangladeshMobile('+8801912345678')).toBe(true);
    expect(isBangladeshMobile('01912345678')).toBe(false);
    expect(isBangladeshMobile('+8801212345678')).toBe(false);
    expect(isBangladeshMobile(8801912345678)).toBe(false);
  });
});

describe('formatBangladeshMobileIn', () => {
  it('writes a kept number as people dial it, in the language’s digits', () => {
    expect(formatBangladeshMobileIn('+8801712345678', 'en')).toBe('01712-345678');
    expect(formatBangladeshMobileIn('+8801712345678', 'bn')).toBe('০১৭১২-৩৪৫৬৭৮');
    expect(normalizeBangladeshMobile(formatBangladeshMobileIn('+8801812345678', 'bn'))).toBe(
      '+8801812345678',
    );
    expect(formatBangladeshMobileIn('not a number', 'bn')).toBe('not a number');
  });
});
