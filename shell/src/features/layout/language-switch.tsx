import { LANGUAGES, languageName, type Language } from '@carzone/domain';
import { Button, useLanguage, useUntilHydrated } from '@carzone/web-kit';
import { showLanguageUnavailable } from '../../lib/language/language-choice.ts';

/** What the nav offers on a page in `shown`: every other language, named in itself ('বাংলা'). */
export const otherLanguages = (shown: Language): Language[] =>
  LANGUAGES.filter((language) => language !== shown);

/** Switches the page to `language`; the switch's code loads on its first use, not with the page. */
export function switchLanguage(language: Language): void {
  import('../../lib/language/switch-language.ts').then(
    ({ chooseLanguage }) => chooseLanguage(language),
    () => showLanguageUnavailable(language),
  );
}

/** The nav bar's switch (wide screens; on a phone it is an item of the collapsed menu). */
export function LanguageSwitch() {
  const untilHydrated = useUntilHydrated();
  return otherLanguages(useLanguage()).map((language) => (
    <Button
      key={language}
      size="sm"
      variant="ghost"
      lang={language}
      display={{ base: 'none', lg: 'inline-flex' }}
      onClick={() => switchLanguage(language)}
      {...untilHydrated}
    >
      {languageName(language)}
    </Button>
  ));
}
