// The domain's password and profile-photo rules say what is wrong in English; the shell shows it
// in the page's language. The catalog has their texts by their English (bn.test.ts reads them in
// the domain's sources), the photo's length limit as a text of its own with the limit as a value.
import { formatNumberIn, PROFILE_PHOTO_MAX_LENGTH, PROFILE_PHOTO_MESSAGES } from '@carzone/domain';
import { languageStore } from '@carzone/web-kit';
import { t, type ShellText } from '../../locales/messages.ts';

/**
 * A problem `passwordProblem` or `profilePhotoProblem` found, in the language the page shows:
 * call it when the problem is shown.
 */
export function ruleProblemText(problem: string): string {
  if (problem === PROFILE_PHOTO_MESSAGES.tooLong) {
    const max = formatNumberIn(PROFILE_PHOTO_MAX_LENGTH, languageStore.getState().shown);
    return t('The photo URL must be at most {max} characters long.', { max });
  }
  // The rules' other texts are keys of the catalog; one it lacked would show in English.
  return t(problem as ShellText);
}
