// @vitest-environment jsdom
// The shell's tests run in Node; this one reads the document's cookie and language, so it takes
// the component tests' jsdom setup.
import '@carzone/web-testing/setup';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import { languageStore, unitMessages, type CatalogLoaders } from '@carzone/web-kit';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './switch-language.ts';

describe('the language switch', () => {
  it('keeps the last choice when an earlier one was still downloading its words', async () => {
    let arrive = () => {};
    const slow = new Promise<void>((resolve) => (arrive = resolve));
    const load = () => slow.then(() => ({ default: { 'Slow words': 'ধীর শব্দ' } as const }));
    unitMessages(
      Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => [language, load]),
      ) as CatalogLoaders<'Slow words'>,
    );

    const bangla = chooseLanguage('bn');
    await chooseLanguage('en');
    arrive();
    await bangla;

    expect(languageStore.getState()).toMatchObject({ chosen: 'en', shown: 'en' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('carzone_language=en');
    expect(document.cookie).not.toContain('carzone_language=bn');
  });
});
