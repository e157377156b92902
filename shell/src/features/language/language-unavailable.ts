import { languageName, type Language } from '@carzone/domain';
import { showToast } from '@carzone/web-kit';
import { t } from '../../locales/messages.ts';

/** Says that `language`'s words could not be downloaded (the page stays as it was). */
export const showLanguageUnavailable = (language: Language) =>
  showToast(
    'error',
    t('The texts in {language} could not be loaded. Please try again.', {
      language: languageName(language),
    }),
  );
