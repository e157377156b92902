import { describe, expect, it } from 'vitest';
import { showBangla } from '@carzone/web-testing';
import { t } from '../../locales/messages.ts';
import { deviceInWords } from './device-words.ts';

describe('deviceInWords', () => {
  it("keeps the API's English names in English", () => {
    expect(deviceInWords('Windows computer', t)).toBe('Windows computer');
    expect(deviceInWords('Unknown browser', t)).toBe('Unknown browser');
    expect(deviceInWords('Chrome 159', t)).toBe('Chrome 159');
  });

  it('says the kind of device in Bangla, around the names of the system and browser', async () => {
    await showBangla();
    expect(deviceInWords('Android phone', t)).toBe('Android ফোন');
    expect(deviceInWords('Computer', t)).toBe('কম্পিউটার');
    expect(deviceInWords('Unknown browser', t)).toBe('অজানা ব্রাউজার');
    expect(deviceInWords('iPhone', t)).toBe('iPhone');
  });
});
