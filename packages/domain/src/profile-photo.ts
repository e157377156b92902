// A person's profile photo is a link they typed at sign-up (or Google's). It is optional: without
// one, the default avatar shows. A given one must be a public https address (web-address.ts says
// why); the form, the server and the avatar all apply this rule.
import type { RefusalCode } from './refusals.js';
import { isPublicHttpsUrl } from './web-address.js';

export const PROFILE_PHOTO_MAX_LENGTH = 2048;

/** The English of each broken rule (`REFUSALS['profilePhoto.…'].en`). */
export const PROFILE_PHOTO_MESSAGES = {
  notHttps: 'The photo URL must be a public web address starting with https://',
  tooLong: `The photo URL must be at most ${PROFILE_PHOTO_MAX_LENGTH} characters long.`,
} as const;

/** A broken rule of a profile photo, by its refusal's code (`REFUSALS`). */
export type ProfilePhotoRefusalCode = Extract<RefusalCode, `profilePhoto.${string}`>;

/**
 * Why a typed photo URL cannot be used, by the rule's code, or null when it can (an empty one can:
 * it is optional). A front end puts the code in its own words.
 */
export function profilePhotoProblem(value: string): ProfilePhotoRefusalCode | null {
  if (value === '') return null;
  if (value.length > PROFILE_PHOTO_MAX_LENGTH) return 'profilePhoto.tooLong';
  return isPublicHttpsUrl(value) ? null : 'profilePhoto.notHttps';
}

/**
 * The photo to show for a profile: the given URL when it keeps the rule, else '' (the default
 * avatar). For values that did not come through the form, such as a token's `picture` claim.
 */
export function usableProfilePhoto(value: unknown): string {
  return typeof value === 'string' && value !== '' && profilePhotoProblem(value) === null
    ? value
    : '';
}
