// Switching the page's language, and keeping the choice: a cookie the servers can read, and the
// signed-in person's account, which the booking e-mails follow. Loaded when first used.
import type { Language, LanguageChoice } from '@carzone/domain';
import { apiRequest, languageStore, sessionStore, showLanguage, showToast } from '@carzone/web-kit';
import { t } from '../../locales/messages.ts';
import {
  keptLanguage,
  LANGUAGE_COOKIE,
  markDocumentLanguage,
  showLanguageUnavailable,
} from './language-choice.ts';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function keepOnThisBrowser(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}

/** Keeps `language` on the signed-in person's account, so the booking e-mails follow it. */
export async function keepOnAccount(language: Language): Promise<void> {
  const body: LanguageChoice = { language };
  await apiRequest('/me/language', { method: 'PUT', body });
}

/**
 * After a sign-in: a language this browser chose becomes the account's too; a browser that never
 * chose one takes the account's language when it is not English (someone who reads CarZone in
 * Bangla, on a new device). An account that never chose says English, so its English does not
 * overrule the browser's languages.
 */
export function keepChosenLanguageOnAccount(): void {
  const chosen = keptLanguage(document.cookie);
  if (chosen) {
    void keepOnAccount(chosen).catch(() => {});
    return;
  }
  void apiRequest('/me/language').then(
    ({ language }) => {
      if (language !== 'en' && languageStore.getState().chosen !== language) {
        return chooseLanguage(language);
      }
    },
    () => {},
  );
}

/**
 * The nav's switch: the page changes in place (nothing reloads, forms keep what they hold), and the
 * choice is kept on this browser and, for a signed-in person, on their account.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  // A choice made while this one's words were on their way wins: this one is neither shown,
  // kept, nor reported as failed.
  const superseded = () => languageStore.getState().chosen !== language;
  try {
    await showLanguage(language);
  } catch {
    if (!superseded()) showLanguageUnavailable(language);
    return;
  }
  if (superseded()) return;
  markDocumentLanguage(language);
  keepOnThisBrowser(language);
  if (sessionStore.getState().status !== 'signedIn') return;
  try {
    await keepOnAccount(language);
  } catch {
    showToast(
      'warning',
      t('Your choice is kept on this device, but your account could not be updated.'),
      t('Your e-mails stay in the language chosen before. Please try again later.'),
    );
  }
}
