// A person's profile photo is a link they typed at sign-up (or Google's). It is optional: without
// one, the default avatar shows. A given one must be a public https address (web-address.ts says
// why); the form, the server and the avatar all apply this rule.
import { isPublicHttpsUrl } from './web-address.js';

export const PROFILE_PHOTO_MAX_LENGTH = 2048;

export const PROFILE_PHOTO_MESSAGES = {
  notHttps: 'The photo URL must be a public web address starting with https://',
  tooLong: `The photo URL must be at most ${PROFILE_PHOTO_MAX_LENGTH} characters long.`,
} as const;

/** Why a typed photo URL cannot be used, or null when it can (an empty one can: it is optional). */
export function profilePhotoProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > PROFILE_PHOTO_MAX_LENGTH) return PROFILE_PHOTO_MESSAGES.tooLong;
  return isPublicHttpsUrl(value) ? null : PROFILE_PHOTO_MESSAGES.notHttps;
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
