// A mobile number verified by an SMS code through Firebase phone authentication, for
// the profile's section on it. Loaded on demand, like the rest of Firebase
// (`loadPhoneVerification` in phone-loader.ts), never with the first page. Each step answers what
// the site then sends the API: a fresh ID token, which names the number (or none) in its
// `phone_number` claim; the API takes the number from it alone (`POST /api/jwt`).
//
// Locally the Auth emulator sends no SMS (its log, and
// `/emulator/v1/projects/<project>/verificationCodes`, show the code) and `connectAuthEmulator`
// turns reCAPTCHA into the SDK's stand-in (`appVerificationDisabledForTesting`), so nothing is
// fetched from Google. With a real project, the invisible reCAPTCHA loads
// https://www.google.com/recaptcha/api.js, which the site's Content-Security-Policy must allow.
import { FirebaseError } from 'firebase/app';
import {
  linkWithCredential,
  PhoneAuthProvider,
  RecaptchaVerifier,
  unlink,
  updatePhoneNumber,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../../lib/auth/firebase-auth.ts';

const PHONE = PhoneAuthProvider.PROVIDER_ID;

/** Firebase's code of an error (`auth/invalid-verification-code`), if it has one. */
const codeOf = (error: unknown): string | undefined =>
  error instanceof FirebaseError ? error.code : undefined;

function signedInUser(): User {
  const user = firebaseAuth().currentUser;
  // A protected page with nobody signed in to Firebase: their sign-in has ended meanwhile.
  if (!user) throw new FirebaseError('auth/null-user', 'Nobody is signed in to Firebase.');
  return user;
}

const hasPhone = (user: User) => user.providerData.some((info) => info.providerId === PHONE);

/**
 * Sends an SMS code to `phoneNumber` (kept form, +8801…) after an invisible reCAPTCHA, rendered in
 * a fresh element inside `container` (an element of the page kept for it: a widget cannot be
 * rendered twice in one element). Answers the verification's id, which `confirmPhoneCode` takes
 * with the code.
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<string> {
  signedInUser();
  const auth = firebaseAuth();
  const host = document.createElement('div');
  container.replaceChildren(host);
  const verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(phoneNumber, verifier);
  } finally {
    // Each sending has a verifier of its own; the one used is done with.
    verifier.clear();
  }
}

/**
 * Checks the SMS code and puts the number on the signed-in account: added to it
 * (`linkWithCredential`), or in place of the number it had (`updatePhoneNumber`). Answers a fresh
 * ID token, which names the new number. Firebase refuses a number another account holds
 * (`auth/account-exists-with-different-credential`, or `auth/credential-already-in-use`).
 */
export async function confirmPhoneCode(verificationId: string, code: string): Promise<string> {
  const user = signedInUser();
  const credential = PhoneAuthProvider.credential(verificationId, code);
  if (hasPhone(user)) {
    await updatePhoneNumber(user, credential);
  } else {
    try {
      await linkWithCredential(user, credential);
    } catch (error) {
      // Added on another device since this one last looked: replace it (the code is still unused,
      // Firebase checks this before sending it).
      if (codeOf(error) !== 'auth/provider-already-linked') throw error;
      await updatePhoneNumber(user, credential);
    }
  }
  return user.getIdToken(true);
}

/**
 * Takes the number off the signed-in account; answers a fresh ID token, which names none. A number
 * already gone (removed on another device, or a try whose session renewal failed) is as good as
 * removed.
 */
export async function removePhoneNumber(): Promise<string> {
  const user = signedInUser();
  try {
    await unlink(user, PHONE);
  } catch (error) {
    if (codeOf(error) !== 'auth/no-such-provider') throw error;
  }
  return user.getIdToken(true);
}

/**
 * A fresh ID token of the signed-in account, as it now is: to try the session's renewal again when
 * Firebase already holds the verified number but the API refused or could not be reached.
 */
export function freshIdToken(): Promise<string> {
  return signedInUser().getIdToken(true);
}
