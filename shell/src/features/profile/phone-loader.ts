// Firebase's phone verification, loaded on demand as the rest of Firebase is (auth-loader.ts): only
// once someone verifies or removes a mobile number on their profile, so no other page downloads it
// and the profile's own chunk imports no Firebase code.
import type * as PhoneVerificationModule from './phone-verification.ts';
import { loadAuth } from '../../lib/auth/auth-loader.ts';

export type PhoneVerification = typeof PhoneVerificationModule;

/** The phone verification's steps, with Firebase Auth started. */
export async function loadPhoneVerification(): Promise<PhoneVerification> {
  const [phone] = await Promise.all([import('./phone-verification.ts'), loadAuth()]);
  return phone;
}
