// The refusal table as the API uses it: every refusal in the request's language with one code,
// every code compiled in both languages, and no refusal thrown or declared by its words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS, type RefusalCode } from '@carzone/domain/refusals';
import type { Language } from '@carzone/domain';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { refusalMessage } from './refusal.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

const IN_BANGLA = [
  ['the language cookie', { Cookie: 'carzone_language=bn' }],
  ['Accept-Language', { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' }],
] as const;

/** Requests the API refuses, each with the code it must answer (in every language). */
const REFUSED: readonly [
  what: string,
  send: (headers: Record<string, string>) => Promise<Response>,
  code: RefusalCode,
][] = [
  ['an unknown address', (headers) => api.fetch('/api/no-such-thing', { headers }), 'not_found'],
  [
    'a signed-out caller',
    (headers) => api.fetch('/api/bookings', { headers }),
    'auth.sessionMissing',
  ],
  [
    'an unknown sort',
    (headers) => api.fetch('/api/cars?sort=bogus', { headers }),
    'carList.sortUnknown',
  ],
  [
    'a date search in the past',
    (headers) => api.fetch('/api/cars?from=2020-01-01&to=2020-01-03', { headers }),
    'carSearchDates.fromInPast',
  ],
  [
    'a contact message without a name',
    (headers) => api.post('/api/contact', { email: 'a@b.co', message: 'Hi' }, headers),
    'contact.nameMissing',
  ],
  [
    'a malformed car id',
    (headers) => api.fetch('/api/car/not-an-id', { headers }),
    'car.idInvalid',
  ],
];

describe('a refusal in the request’s language', () => {
  it.each(REFUSED)(
    'answers %s with one code, in English by default and in Bangla when asked',
    async (_what, send, code) => {
      const english = await json<{
        code: string;
        message: string;
        fields?: Record<string, { code: string; message: string }>;
      }>(await send({}));
      expect(english.code).toBe(code);
      expect(english.message).toContain(REFUSALS[code].en);
      for (const [how, headers] of IN_BANGLA) {
        const response = await send(headers);
        const bangla = await json<typeof english>(response);
        expect(bangla.code, how).toBe(code);
        expect(bangla.message, how).toContain(REFUSALS[code].bn);
        expect(bangla.message, how).not.toContain(REFUSALS[code].en);
        expect(response.headers.get('vary'), how).toMatch(/Accept-Language/);
        // A refused field says the same code and the same words beside the field.
        for (const field of Object.values(bangla.fields ?? {})) {
          expect(field.message, how).toMatch(/[\u0980-\u09FF]/);
          expect(Object.values(english.fields ?? {}).map(({ code }) => code)).toContain(field.code);
        }
      }
    },
  );

  it('keeps a choice made on the site over the browser’s languages', async () => {
    const answer = await json<{ message: string }>(
      await api.fetch('/api/no-such-thing', {
        headers: { Cookie: 'carzone_language=en', 'Accept-Language': 'bn' },
      }),
    );
    expect(answer.message).toBe(REFUSALS.not_found.en);
  });

  it('writes numbers, plurals and dates in each language', () => {
    const values = (language: Language) => ({
      count: 3,
      until: ({ en: '08/12/2026', bn: '০৮/১২/২০২৬' } satisfies Record<Language, string>)[language],
    });
    expect(refusalMessage('carListing.deleteBlocked', 'en', values)).toContain(
      '3 upcoming bookings, until 08/12/2026',
    );
    expect(refusalMessage('carListing.deleteBlocked', 'bn', values)).toContain('৩টি আসন্ন বুকিং');
    expect(refusalMessage('rateLimit.bookings', 'en', { seconds: 45, minutes: 0 })).toContain(
      '45 seconds',
    );
    expect(refusalMessage('rateLimit.bookings', 'bn', { seconds: 45, minutes: 0 })).toContain(
      '৪৫ সেকেন্ড',
    );
    expect(refusalMessage('rateLimit.bookings', 'en', { seconds: 180, minutes: 3 })).toContain(
      '3 minutes',
    );
  });

  it('puts every code in words in both languages', () => {
    const sample = { field: 'x', count: 2, until: '01/01/2027', seconds: 5, minutes: 0 };
    for (const code of Object.keys(REFUSALS) as RefusalCode[])
      for (const language of ['en', 'bn'] as const) {
        const words = refusalMessage(code, language, sample);
        expect(words, `${code} ${language}`).not.toMatch(/[{}]/);
      }
  });
});

describe('the OpenAPI description', () => {
  it('describes the one error shape, its codes and fields, for every refusal of every path', async () => {
    interface Schema {
      properties: Record<string, { enum?: string[]; additionalProperties?: { $ref: string } }>;
    }
    const document = await json<{
      components: { schemas: Record<string, Schema> };
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    }>(await api.fetch('/api/docs-json'));
    const error = document.components.schemas.ApiError!;
    expect(error.properties.code!.enum).toEqual(Object.keys(REFUSALS));
    expect(error.properties.fields!.additionalProperties).toEqual({
      $ref: '#/components/schemas/FieldRefusal',
    });
    const booking = document.paths['/api/bookings']!.post!.responses;
    expect(booking['409']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
  });
});

describe('the API’s code', () => {
  const sources = (readdirSync(join(import.meta.dirname, '..'), { recursive: true }) as string[])
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.startsWith('testing') &&
        !file.startsWith('fuzz'),
    )
    .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, '..', file), 'utf8') }));

  it('refuses by code: no exception is thrown with words, no DTO message is a text', () => {
    expect(sources.length).toBeGreaterThan(40);
    const byWords = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          /Exception\(\s*['"`]/.test(line) ||
          (file.includes('dto') && /\{\s*message:\s*['"`A-Z]/.test(line))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(byWords).toEqual([]);
  });
});
