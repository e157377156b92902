// The domain's driving-licence rules (`drivingLicenceProblems`), as the profile's licence form
// shows them, in the page's language. A broken rule is a refusal's code, put in the shell's words
// here by code, never recognised by its English; the limits are values, in the language's digits.
// The words are the refusal table's (licence-words.test.ts checks both languages), so a rule the
// form finds reads as the API would have refused it.
import {
  DRIVING_LICENCE_LIMITS,
  formatNumberIn,
  type DrivingLicenceRefusalCode,
  type Language,
} from '@carzone/domain';
import { languageStore, type MessageValues } from '@carzone/web-kit';
import { t, type ShellText } from '../../locales/messages.ts';

/** A rule of a licence's number or expiry the form checks before sending. */
export type LicenceFieldRefusalCode = Extract<
  DrivingLicenceRefusalCode,
  'licence.numberInvalid' | 'licence.expiresOnInvalid' | 'licence.expired' | 'licence.expiresTooFar'
>;

interface RuleWords {
  text: ShellText;
  values?: (language: Language) => MessageValues;
}

/** The words of each rule, by its refusal's code, and their values. */
const LICENCE_WORDS = {
  'licence.numberInvalid': {
    text: 'Enter the licence number as printed on it: {min} to {max} letters and digits.',
    values: (language) => ({
      min: formatNumberIn(DRIVING_LICENCE_LIMITS.numberMinLength, language),
      max: formatNumberIn(DRIVING_LICENCE_LIMITS.numberMaxLength, language),
    }),
  },
  'licence.expiresOnInvalid': { text: 'Enter the date the licence expires, as printed on it.' },
  'licence.expired': { text: 'This licence has expired. Add one that is still valid.' },
  'licence.expiresTooFar': {
    text: 'A licence is valid for at most {years} years: check the expiry date.',
    values: (language) => ({
      years: formatNumberIn(DRIVING_LICENCE_LIMITS.maxYearsValid, language),
    }),
  },
} as const satisfies Record<LicenceFieldRefusalCode, RuleWords>;

/**
 * A rule `drivingLicenceProblems` found broken (its code), in the language the page shows; null
 * for a code the shell has no words for. Call it when the problem is shown.
 */
export function licenceProblemText(code: DrivingLicenceRefusalCode): string | null {
  const words: RuleWords | undefined = (LICENCE_WORDS as Partial<Record<string, RuleWords>>)[code];
  if (!words) return null;
  return t(words.text, words.values?.(languageStore.getState().shown));
}
