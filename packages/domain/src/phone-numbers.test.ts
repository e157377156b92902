import { describe, expect, it } from 'vitest';
import { isBangladeshMobile, normalizeBangladeshMobile } from './phone-numbers.js';

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
