// The language a page is sent in: the same rule the shell applies in the browser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '@carzone/domain';
import { acceptedLanguages, firstSpokenLanguage, requestLanguage } from './page-language.js';

describe('requestLanguage', () => {
  it("follows the visitor's kept choice first", () => {
    const bnBrowser = 'bn-BD,bn;q=0.9';
    expect(requestLanguage({ cookie: 'a=1; carzone_language=bn', acceptLanguage: 'en' })).toBe(
      'bn',
    );
    expect(requestLanguage({ cookie: 'carzone_language=en', acceptLanguage: bnBrowser })).toBe(
      'en',
    );
  });

  it("else the first of the browser's languages CarZone speaks", () => {
    expect(requestLanguage({ acceptLanguage: 'bn-BD,bn;q=0.9,en-US;q=0.8' })).toBe('bn');
    expect(requestLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,bn;q=0.8,en;q=0.7' })).toBe('bn');
    expect(requestLanguage({ acceptLanguage: 'en-US,en;q=0.9,bn;q=0.8' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'fr,de' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });

  it('ignores a cookie that names no language CarZone speaks', () => {
    expect(requestLanguage({ cookie: 'carzone_language=fr', acceptLanguage: 'bn' })).toBe('bn');
    expect(requestLanguage({ cookie: 'carzone_language=<x>' })).toBe('en');
  });
});

describe("nginx's choice of page (deploy/nginx.conf)", () => {
  const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
  const browserMap = /map \$http_accept_language \$carzone_browser_page_language \{([^}]+)\}/.exec(
    conf,
  );
  const cookieMap = /map \$cookie_carzone_language \$carzone_page_language \{([^}]+)\}/.exec(conf);
  /** The browser map's patterns, each with the page it picks (`.bn`), in the map's order. */
  const browserRules = [...(browserMap?.[1] ?? '').matchAll(/^\s*"~\*(.+)" (\.[a-z]+);$/gm)].map(
    // nginx's ~* is PCRE without case; these patterns read the same in JavaScript.
    ([, pattern, suffix]) => ({ pattern: new RegExp(pattern!, 'i'), suffix: suffix! }),
  );
  const cookieRules = new Map(
    [...(cookieMap?.[1] ?? '').matchAll(/^\s*(\S+)\s+(\S+);$/gm)].map(([, key, value]) => [
      key!,
      value!,
    ]),
  );

  it('reads every language the site speaks: a pattern for each but English, a kept choice of each', () => {
    expect(browserMap).not.toBeNull();
    expect(cookieMap).not.toBeNull();
    expect(browserRules.map(({ suffix }) => suffix)).toEqual(
      TRANSLATED_LANGUAGES.map((language) => `.${language}`),
    );
    expect(Object.fromEntries(cookieRules)).toEqual({
      ...Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, `.${language}`])),
      en: '""',
      default: '$carzone_browser_page_language',
    });
  });

  it("is the browser's: the same language for the same headers", () => {
    const nginxLanguage = (cookie: string | undefined, acceptLanguage: string) => {
      const kept = cookieRules.get(cookie ?? '');
      const suffix =
        kept ?? browserRules.find(({ pattern }) => pattern.test(acceptLanguage))?.suffix ?? '""';
      return suffix === '""' ? 'en' : suffix.slice(1);
    };
    const headers = [
      'bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7',
      'bn',
      'BN-bd',
      'en-US,en;q=0.9,bn;q=0.8',
      'en',
      'fr-FR,fr;q=0.9,bn;q=0.8,en;q=0.7',
      'fr-FR,fr;q=0.9,en;q=0.8,bn;q=0.7',
      'de, bn-IN',
      'ben,bn',
      'bnx',
      'fr,,bn',
      ' , bn',
      '*',
      '',
    ];
    for (const cookie of [undefined, ...LANGUAGES, 'fr']) {
      for (const acceptLanguage of headers) {
        const expected = requestLanguage({
          cookie: cookie && `carzone_language=${cookie}`,
          acceptLanguage,
        });
        expect([cookie, acceptLanguage, nginxLanguage(cookie, acceptLanguage)]).toEqual([
          cookie,
          acceptLanguage,
          expected,
        ]);
      }
    }
  });

  it('reads a long header in one pass (a pattern that could split it many ways would not end)', () => {
    const spaced = `${Array.from({ length: 400 }, () => `${' '.repeat(40)}fr`).join(',')},`;
    for (const { pattern, suffix } of browserRules) {
      expect(pattern.test(`${spaced}xx`)).toBe(false);
      expect(pattern.test(`${spaced} ${suffix.slice(1)}`)).toBe(true);
    }
  });
});

describe('acceptedLanguages and firstSpokenLanguage', () => {
  it('read a header as navigator.languages lists the same wishes', () => {
    expect(acceptedLanguages(' bn-BD , en;q=0.5, *;q=0.1')).toEqual(['bn-BD', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(firstSpokenLanguage(['BN-bd'])).toBe('bn');
    expect(firstSpokenLanguage(['fr', 'en-GB', 'bn'])).toBe('en');
  });
});
