import { showBangla } from '@carzone/web-testing';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { phoneProblemOf, phoneProblemText, smsCodeOf } from './phone-words.ts';

const firebaseError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('smsCodeOf', () => {
  it('takes six digits typed in either language, with spaces or a dash', () => {
    expect(smsCodeOf('123456')).toBe('123456');
    expect(smsCodeOf(' 123 456 ')).toBe('123456');
    expect(smsCodeOf('123-456')).toBe('123456');
    expect(smsCodeOf('১২৩৪৫৬')).toBe('123456');
  });

  it('refuses anything but six digits', () => {
    for (const typed of ['', '12345', '1234567', '12345a', 'abcdef']) {
      expect(smsCodeOf(typed), typed).toBeNull();
    }
  });
});

describe('phoneProblemOf', () => {
  it("tells Firebase's refusals apart by their code", () => {
    expect(phoneProblemOf(firebaseError('auth/invalid-verification-code'))).toBe('wrongCode');
    expect(phoneProblemOf(firebaseError('auth/code-expired'))).toBe('codeExpired');
    expect(phoneProblemOf(firebaseError('auth/credential-already-in-use'))).toBe('numberTaken');
    expect(phoneProblemOf(firebaseError('auth/account-exists-with-different-credential'))).toBe(
      'numberTaken',
    );
    expect(phoneProblemOf(firebaseError('auth/too-many-requests'))).toBe('tooManyTries');
    expect(phoneProblemOf(firebaseError('auth/network-request-failed'))).toBe('network');
    expect(phoneProblemOf(firebaseError('auth/quota-exceeded'))).toBe('smsUnavailable');
    expect(phoneProblemOf(firebaseError('auth/requires-recent-login'))).toBe('signInAgain');
    expect(phoneProblemOf(firebaseError('auth/invalid-phone-number'))).toBe('invalidNumber');
  });

  it('knows nothing of other errors', () => {
    expect(phoneProblemOf(firebaseError('auth/internal-error'))).toBe('unknown');
    expect(phoneProblemOf(new Error('chunk failed to load'))).toBe('unknown');
    expect(phoneProblemOf(undefined)).toBe('unknown');
  });
});

describe('phoneProblemText', () => {
  const OTHERWISE = 'Could not send the code. Please try again.';

  it('says each problem in words, and the step’s own words for one it does not know', () => {
    expect(phoneProblemText('numberTaken', OTHERWISE)).toBe(
      'This number is verified on another CarZone account.',
    );
    expect(phoneProblemText('unknown', OTHERWISE)).toBe(OTHERWISE);
  });

  it('in Bangla on a Bangla page', async () => {
    await showBangla();
    expect(phoneProblemText('wrongCode', OTHERWISE)).toBe(
      'কোডটি সঠিক নয়। এসএমএসটি দেখে আবার চেষ্টা করুন।',
    );
    expect(phoneProblemText('numberTaken', OTHERWISE)).toBe(
      'এই নম্বরটি অন্য একটি CarZone অ্যাকাউন্টে যাচাই করা আছে।',
    );
    expect(phoneProblemText('unknown', OTHERWISE)).toBe(
      'কোড পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    );
  });
});
