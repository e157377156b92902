// The domain's password and profile-photo rules, as the identity pages show them, in the page's
// language. A profile photo's problem is a refusal's code (`profilePhotoProblem`), put in the
// shell's words here by code; the length limit is a value, in the language's digits. The password
// rules have no refusal code (the API never sees a password: Firebase checks it), so their English
// is the catalog's key (bn.test.ts reads them in the domain's sources).
import {
  formatNumberIn,
  passwordProblem,
  PROFILE_PHOTO_MAX_LENGTH,
  type Language,
  type ProfilePhotoRefusalCode,
} from '@carzone/domain';
import { languageStore, showToast, type MessageValues } from '@carzone/web-kit';
import { t, type ShellText } from '../../locales/messages.ts';

/**
 * A problem `passwordProblem` found, in the language the page shows: call it when the problem is
 * shown.
 */
export function passwordProblemText(problem: string): string {
  // The rules' texts are keys of the catalog; one it lacked would show in English.
  return t(problem as ShellText);
}

/**
 * Warns of the first password rule `password` breaks, if any (a toast, before anything is sent):
 * true when it did, and the form goes no further.
 */
export function warnedOfPasswordProblem(password: string): boolean {
  const problem = passwordProblem(password);
  if (problem) showToast('warning', passwordProblemText(problem));
  return problem !== null;
}

/** The words of each profile-photo rule, by its refusal's code, and their values. */
const PROFILE_PHOTO_WORDS = {
  'profilePhoto.notHttps': {
    text: 'The photo URL must be a public web address starting with https://',
  },
  'profilePhoto.tooLong': {
    text: 'The photo URL must be at most {max} characters long.',
    values: (language) => ({ max: formatNumberIn(PROFILE_PHOTO_MAX_LENGTH, language) }),
  },
} as const satisfies Record<
  ProfilePhotoRefusalCode,
  { text: ShellText; values?: (language: Language) => MessageValues }
>;

/**
 * A problem `profilePhotoProblem` found (its code), in the language the page shows: call it when
 * the problem is shown.
 */
export function profilePhotoProblemText(code: ProfilePhotoRefusalCode): string {
  const words: { text: ShellText; values?: (language: Language) => MessageValues } =
    PROFILE_PHOTO_WORDS[code];
  return t(words.text, words.values?.(languageStore.getState().shown));
}
