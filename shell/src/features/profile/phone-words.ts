// The profile's mobile number in words: what went wrong with a step of its verification, said so a
// person knows what to do, and the SMS code as typed. (The number itself is shown as every page
// shows it, by the domain's `formatBangladeshMobileIn`.) Firebase's errors are told apart by their
// code (`auth/invalid-verification-code`), read here without importing Firebase, which loads only
// once a step runs (phone-loader.ts).
import { t, type ShellText } from '../../locales/messages.ts';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** How many digits Firebase's SMS codes have. */
export const SMS_CODE_LENGTH = 6;

/**
 * An SMS code as typed (in either language's digits, spaces or dashes between them) as Firebase
 * takes it, `123456`; null when it is not six digits.
 */
export function smsCodeOf(typed: string): string | null {
  const ascii = typed
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(ascii) ? ascii : null;
}

/** What went wrong with a step, as far as the person can act on it. */
export type PhoneProblem =
  | 'invalidNumber'
  | 'wrongCode'
  | 'codeExpired'
  | 'numberTaken'
  | 'tooManyTries'
  | 'network'
  | 'smsUnavailable'
  | 'signInAgain'
  | 'unknown';

/** Firebase's error codes, by what they mean here. */
const PROBLEM_OF_CODE: Readonly<Record<string, Exclude<PhoneProblem, 'unknown'>>> = {
  'auth/invalid-phone-number': 'invalidNumber',
  'auth/missing-phone-number': 'invalidNumber',
  'auth/invalid-verification-code': 'wrongCode',
  'auth/missing-verification-code': 'wrongCode',
  'auth/code-expired': 'codeExpired',
  // The verification the code belongs to is unknown to Firebase: long gone, in effect.
  'auth/invalid-verification-id': 'codeExpired',
  'auth/missing-verification-id': 'codeExpired',
  // Linking a number another account holds (the emulator answers the second one).
  'auth/credential-already-in-use': 'numberTaken',
  'auth/account-exists-with-different-credential': 'numberTaken',
  'auth/too-many-requests': 'tooManyTries',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  // The project sends no SMS: its quota is spent, phone sign-in is off, or reCAPTCHA refused.
  'auth/quota-exceeded': 'smsUnavailable',
  'auth/operation-not-allowed': 'smsUnavailable',
  'auth/captcha-check-failed': 'smsUnavailable',
  'auth/invalid-app-credential': 'smsUnavailable',
  'auth/missing-app-credential': 'smsUnavailable',
  // Firebase's sign-in on this device is too old or has ended.
  'auth/requires-recent-login': 'signInAgain',
  'auth/user-token-expired': 'signInAgain',
  'auth/invalid-user-token': 'signInAgain',
  'auth/user-disabled': 'signInAgain',
  'auth/null-user': 'signInAgain',
};

/** What a Firebase error from a step of the verification means for the person. */
export function phoneProblemOf(error: unknown): PhoneProblem {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return (typeof code === 'string' && PROBLEM_OF_CODE[code]) || 'unknown';
}

/** The words of each problem (the invalid number's are the domain's own, `PHONE_MESSAGES`). */
const PROBLEM_WORDS = {
  wrongCode: 'That code is not right. Check the SMS and try again.',
  codeExpired: 'This code has expired. Send a new code.',
  numberTaken: 'This number is verified on another CarZone account.',
  tooManyTries: 'Too many attempts. Please wait a moment and try again.',
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  smsUnavailable: 'Codes cannot be sent by SMS right now. Please try again later.',
  signInAgain: 'For your safety, please sign in again, then verify your number.',
} as const satisfies Record<Exclude<PhoneProblem, 'invalidNumber' | 'unknown'>, ShellText>;

/**
 * A problem in the language the page shows, or `otherwise` (the step's own "Could not…") for one
 * the words above do not name. Call it when it is shown.
 */
export function phoneProblemText(
  problem: Exclude<PhoneProblem, 'invalidNumber'>,
  otherwise: ShellText,
): string {
  return t(problem === 'unknown' ? otherwise : PROBLEM_WORDS[problem]);
}
