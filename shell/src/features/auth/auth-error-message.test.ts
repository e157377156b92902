import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

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
});
