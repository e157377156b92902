import { describe, expect, it } from 'vitest';
import {
  PROFILE_PHOTO_MESSAGES,
  profilePhotoProblem,
  usableProfilePhoto,
} from './profile-photo.js';
import { REFUSALS } from './refusals.js';

describe('profilePhotoProblem', () => {
  it('accepts no photo at all, and an https link', () => {
    expect(profilePhotoProblem('')).toBeNull();
    expect(profilePhotoProblem('https://example.com/me.jpg')).toBeNull();
  });
  it('refuses http, other schemes and text that is not a link', () => {
    for (const value of [
      'http://example.com/me.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/me.jpg',
      'me.jpg',
      'https://',
    ])
      expect(profilePhotoProblem(value), value).toBe('profilePhoto.notHttps');
  });
  it("names each rule by its refusal's code, whose English is the rule's", () => {
    expect(REFUSALS['profilePhoto.notHttps'].en).toBe(PROFILE_PHOTO_MESSAGES.notHttps);
    expect(REFUSALS['profilePhoto.tooLong'].en).toBe(PROFILE_PHOTO_MESSAGES.tooLong);
  });
  it('refuses a link longer than 2048 characters', () => {
    expect(profilePhotoProblem(`https://example.com/${'a'.repeat(2048)}`)).toBe(
      'profilePhoto.tooLong',
    );
  });
});

describe('usableProfilePhoto', () => {
  it('keeps an https link and turns anything else into no photo', () => {
    expect(usableProfilePhoto('https://lh3.googleusercontent.com/a/x')).toBe(
      'https://lh3.googleusercontent.com/a/x',
    );
    expect(usableProfilePhoto('http://example.com/me.jpg')).toBe('');
    expect(usableProfilePhoto('javascript:alert(1)')).toBe('');
    expect(usableProfilePhoto(undefined)).toBe('');
    expect(usableProfilePhoto(null)).toBe('');
    expect(usableProfilePhoto(42)).toBe('');
  });
});
