import { showBangla } from '@carzone/web-testing';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';
import { ServerSessionRefusedError } from '../../lib/auth/firebase-session.ts';

describe('authErrorMessage', () => {
  it('turns Firebase error codes into sentences a person can act on', () => {
    expect(authErrorMessage(new FirebaseError('auth/invalid-credential', 'x'))).toBe(
      'Incorrect e-mail or password.',
    );
    expect(authErrorMessage(new FirebaseError('auth/email-already-in-use', 'x'))).toBe(
      'An account with this e-mail address already exists.',
    );
  });
  it('says the same sentence for an unknown e-mail as for a wrong password', () => {
    for (const code of ['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'])
      expect(authErrorMessage(new FirebaseError(code, 'x')), code).toBe(
        'Incorrect e-mail or password.',
      );
  });
  it('falls back to a generic sentence for anything else', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(new FirebaseError('auth/some-new-code', 'x'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
  it('says the sentences in Bangla when the page is in Bangla, said at the time they are shown', async () => {
    await showBangla();
    expect(authErrorMessage(new FirebaseError('auth/invalid-credential', 'x'))).toBe(
      'ইমেইল বা পাসওয়ার্ড ভুল।',
    );
    expect(authErrorMessage(new ServerSessionRefusedError())).toBe(
      'এই মুহূর্তে আপনার CarZone অ্যাকাউন্টে সাইন ইন করানো যায়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
    );
    expect(authErrorMessage(new Error('boom'))).toBe(
      'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    );
  });
});
