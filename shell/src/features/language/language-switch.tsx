import type { Language } from '@carzone/domain';
import { Button, showToast, useLanguage } from '@carzone/web-kit';
import { t } from '../../locales/messages.ts';

/** The other language, named in itself: the nav offers 'বাংলা' on an English page. */
export const OTHER_LANGUAGE: Record<Language, { language: Language; name: string }> = {
  en: { language: 'bn', name: 'বাংলা' },
  bn: { language: 'en', name: 'English' },
};

/** Switches the page to `language`; the switch's code loads on its first use, not with the page. */
export function switchLanguage(language: Language): void {
  import('./switch-language.ts').then(
    ({ chooseLanguage }) => chooseLanguage(language),
    () => showToast('error', t('The Bangla texts could not be loaded. Please try again.')),
  );
}

/** The nav bar's switch (wide screens; on a phone it is an item of the collapsed menu). */
export function LanguageSwitch() {
  const other = OTHER_LANGUAGE[useLanguage()];
  return (
    <Button
      size="sm"
      variant="ghost"
      lang={other.language}
      display={{ base: 'none', lg: 'inline-flex' }}
      onClick={() => switchLanguage(other.language)}
    >
      {other.name}
    </Button>
  );
}
