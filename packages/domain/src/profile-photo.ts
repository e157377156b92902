// A person's profile photo is a link they typed at sign-up (or Google's). It is optional: without
// one, the default avatar shows. A given one must be https, so it never loads over plain http on
// an https page nor names another scheme; the form, the server and the avatar all apply this rule.

export const PROFILE_PHOTO_MAX_LENGTH = 2048;

export const PROFILE_PHOTO_MESSAGES = {
  notHttps: 'The photo URL must be a web address starting with https://',
  tooLong: `The photo URL must be at most ${PROFILE_PHOTO_MAX_LENGTH} characters long.`,
} as const;

/** An absolute https address with a host and no spaces (as car-listing.ts's, https only). */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i;

/** Why a typed photo URL cannot be used, or null when it can (an empty one can: it is optional). */
export function profilePhotoProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > PROFILE_PHOTO_MAX_LENGTH) return PROFILE_PHOTO_MESSAGES.tooLong;
  return HTTPS_URL.test(value) ? null : PROFILE_PHOTO_MESSAGES.notHttps;
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
