import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES } from '@carzone/domain';
import {
  nginxSize,
  pageLanguageMaps,
  renderNginxLocations,
  withNginxLocations,
} from './nginx-locations.ts';
import { apiUnreachableAnswer, tooLargeAnswer } from './site-routes.ts';

const NGINX_CONF = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');

describe('nginx’s locations', () => {
  it('in deploy/nginx.conf are the ones the site routing renders (run `pnpm --filter @carzone/site-routing write-nginx`)', () => {
    expect(withNginxLocations(NGINX_CONF)).toBe(NGINX_CONF);
    expect(NGINX_CONF).toContain(renderNginxLocations());
    expect(NGINX_CONF).toContain(pageLanguageMaps());
  });

  it('answer their own errors in the language of the visitor’s page, English when it is none other', () => {
    const text = renderNginxLocations();
    const returned = (answer: object) => `'${JSON.stringify(answer)}'`;
    for (const language of TRANSLATED_LANGUAGES) {
      expect(text).toContain(
        `    if ($carzone_page_language = .${language}) {\n      return 413 ${returned(tooLargeAnswer(64 * 1024, language))};\n    }\n`,
      );
      expect(text).toContain(
        `    if ($carzone_page_language = .${language}) {\n      return 502 ${returned(apiUnreachableAnswer(502, language))};\n    }\n`,
      );
    }
    expect(text).toContain(`    }\n    return 504 ${returned(apiUnreachableAnswer(504, 'en'))};\n`);
  });

  it('give each API path its body limit and its own 413 in the API’s words', () => {
    const text = renderNginxLocations();
    const photos = text.slice(text.indexOf('location = /api/photos'));
    expect(photos).toMatch(
      /^location = \/api\/photos \{\n\s+client_max_body_size 9m;\n\s+error_page 413 @body_over_9m;/,
    );
    expect(text).toContain('"message":"The photo is too large: at most 8 MB."');
    expect(text).toMatch(
      /location \/api\/ \{\n\s+client_max_body_size 64k;\n\s+error_page 413 @body_over_64k;/,
    );
    expect(text).toContain(
      '"message":"The request body is too large: at most 64 KiB is accepted."',
    );
  });

  it('pass the thread events on as they come, uncompressed, and give up on a silent instance', () => {
    const text = renderNginxLocations();
    const stream = text.slice(text.indexOf('location = /api/threads/stream'));
    const body = stream.slice(0, stream.indexOf('}'));
    expect(body).toContain('proxy_buffering off;');
    expect(body).toContain('gzip off;');
    expect(body).toContain('proxy_read_timeout 60s;');
    const api = text.slice(text.indexOf('location /api/ {'));
    expect(api.slice(0, api.indexOf('}'))).not.toContain('proxy_buffering off;');
  });

  it('refuses a file without its markers instead of guessing where the locations go', () => {
    expect(() => withNginxLocations('server {\n}\n')).toThrow(/lost its site routing markers/);
    const withoutMaps = NGINX_CONF.replace('map $cookie_carzone_language', 'map $cookie_other');
    expect(() => withNginxLocations(withoutMaps)).toThrow(/lost its page language maps/);
  });

  it('writes sizes in nginx’s units', () => {
    expect(nginxSize(64 * 1024)).toBe('64k');
    expect(nginxSize(9 * 1024 * 1024)).toBe('9m');
    expect(nginxSize(1000)).toBe('1000');
  });
});

describe('the page language maps', () => {
  /** The language the maps give a visitor, read as nginx reads them. */
  function pickedBy(maps: string) {
    const [browserMap, cookieMap] = maps.split('\n}\n');
    // nginx's ~* is PCRE without case; these patterns read the same in JavaScript.
    const browserRules = [...browserMap!.matchAll(/^\s*"~\*(.+)" \.([a-z]+);$/gm)].map(
      ([, pattern, language]) => ({ pattern: new RegExp(pattern!, 'i'), language: language! }),
    );
    const cookieRules = new Map(
      [...cookieMap!.matchAll(/^\s*(\S+)\s+(\S+);$/gm)].map(([, key, value]) => [key!, value!]),
    );
    return (cookie: string | undefined, acceptLanguage: string) => {
      const kept = cookieRules.get(cookie ?? '');
      if (kept !== undefined && kept !== '$carzone_browser_page_language')
        return kept === '""' ? 'en' : kept.slice(1);
      return browserRules.find(({ pattern }) => pattern.test(acceptLanguage))?.language ?? 'en';
    };
  }

  /** packages/first-visit's rule (page-language.ts), over the languages given. */
  const firstSpoken = (languages: readonly string[], acceptLanguage: string) =>
    acceptLanguage
      .split(',')
      .map((entry) => entry.split(';')[0]!.trim().toLowerCase().split('-')[0]!)
      .find((language) => languages.includes(language)) ?? 'en';

  it('give a third language its pages as they give Bangla hers: the browser’s first CarZone speaks', () => {
    const languages = ['en', 'bn', 'hi'];
    const picked = pickedBy(pageLanguageMaps(languages));
    const headers = [
      'hi-IN,hi;q=0.9,en;q=0.8',
      'bn-BD,hi;q=0.9',
      'hi, bn',
      'fr, HI-in, bn',
      'en-GB, hi',
      'his, hin,bn',
      'fr,,hi',
      ' , hi',
      'de',
      '',
    ];
    for (const acceptLanguage of headers) {
      expect([acceptLanguage, picked(undefined, acceptLanguage)]).toEqual([
        acceptLanguage,
        firstSpoken(languages, acceptLanguage),
      ]);
      for (const kept of languages) expect(picked(kept, acceptLanguage)).toBe(kept);
      expect(picked('fr', acceptLanguage)).toBe(firstSpoken(languages, acceptLanguage));
    }
  });

  it('read a long header in one pass per language', () => {
    const maps = pageLanguageMaps(['en', 'bn', 'hi']);
    const spaced = `${Array.from({ length: 400 }, () => `${' '.repeat(40)}fr`).join(',')},`;
    const picked = pickedBy(maps);
    expect(picked(undefined, `${spaced}xx`)).toBe('en');
    expect(picked(undefined, `${spaced} hi`)).toBe('hi');
  });

  it('refuse a language that cannot go into a pattern or a file name as it is', () => {
    expect(() => pageLanguageMaps(['en', 'bn', 'zh-Hant'])).toThrow(/two or three letters/);
    expect(() => pageLanguageMaps(['bn'])).toThrow(/need English/);
  });
});
