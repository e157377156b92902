// Generators of bad input for the write endpoints. Each is built so that what it yields is invalid
// by the API's own rules (checked with the same functions the API uses where a rule is not
// obvious), so a property can demand a refusal of every case, never "refused or accepted".
import fc from 'fast-check';
import { isEmail, isUUID } from 'class-validator';
import { hasControlCharacters, isCalendarDate, isPublicHttpsUrl } from '@carzone/domain';
import { BODY_LIMIT_BYTES } from '../common/api-error.js';
import { MAX_JSON_DEPTH } from '../common/json-body-guard.js';
import { dhakaDay } from '../testing/session-calls.js';

/** A JSON value written as this exact text (numbers JSON.stringify cannot write: 1e400, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as its own keys in order, so `__proto__` and `constructor` stay plain keys. */
export type Entries = readonly (readonly [string, unknown])[];

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function entriesText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** One request as it goes on the wire. */
export interface BadRequest {
  /** What kind of bad input this is (shown when a case fails). */
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Send the signed-in user's cookie (true), none, or this Cookie header as it is. */
  session: 'user' | 'none' | { cookie: string };
}

/** A body sent as JSON text, with the content type JSON bodies carry. */
export const asJson = (
  kind: string,
  text: string,
): Pick<BadRequest, 'kind' | 'headers' | 'body'> => ({
  kind,
  headers: { 'content-type': 'application/json' },
  body: text,
});

// ---------------------------------------------------------------------------------------------
// Values

/** Characters that count one each in class-validator's MaxLength and survive trimming. */
const COUNTABLE_CHARACTERS = ['a', 'Z', '7', 'ß', 'é', 'ক', 'ঢ', '字', 'Ж', '€', '"', '\\', '<'];

/** Text of exactly `length` countable, non-blank characters. */
export const textOfLength = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...COUNTABLE_CHARACTERS), minLength, maxLength });

/** Plain and odd Unicode text: emoji, combining marks, right-to-left, astral planes. */
export const anyText = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
  );

/** Text that trims to nothing. */
export const blankText: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'),
  maxLength: 8,
});

/** Control characters the listing rules refuse (NUL has its own case: the body guard's). */
const CONTROL_CHARACTER = fc.constantFrom(
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u202e',
  '\u2066',
);

/** Visible text with a control character inside it, at most `maxLength` long. */
export const textWithControlCharacter = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .tuple(textOfLength(1, 10), CONTROL_CHARACTER, textOfLength(1, 10))
    .map(([before, control, after]) => `${before}${control}${after}`.slice(0, maxLength))
    .filter(hasControlCharacters);

/** Nested objects and lists `depth` levels deep, with a leaf at the bottom. */
export function nested(depth: number, leaf: unknown, useArrays: boolean[]): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++)
    value = useArrays[level % useArrays.length] ? [value] : { deeper: value };
  return value;
}

/** Nesting the body guard refuses before anything parses it. */
export const tooDeepValue: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: MAX_JSON_DEPTH + 1, max: 400 }),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
  )
  .map(([depth, useArrays]) => nested(depth, 1, useArrays));

/** A value of any JSON type but text: what a string field never accepts. */
export const notText: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(anyText(5), { minLength: 1, maxLength: 3 }),
  fc.dictionary(anyText(5), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }).filter((value) => typeof value !== 'string'),
  fc
    .tuple(
      fc.integer({ min: 2, max: MAX_JSON_DEPTH - 2 }),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
    )
    .map(([depth, useArrays]) => nested(depth, 'x', useArrays)),
  fc.constantFrom(
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
  ),
);

/** Like notText, but never null: an optional field takes null as "not sent". */
export const notTextNorNull: fc.Arbitrary<unknown> = notText.filter(
  // NaN and Infinity are written as null.
  (value) => value !== null && !(typeof value === 'number' && !Number.isFinite(value)),
);

/** A body text past the JSON body limit: refused with 413 whatever it holds. */
export const oversizedText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 64 * 1024 }), fc.constantFrom('a', 'ক', '😀'))
  .map(([extra, character]) =>
    character.repeat(Math.ceil((BODY_LIMIT_BYTES + extra) / Buffer.byteLength(character))),
  );

/** Strings that are not ids (class-validator's own isUUID says so). */
export const notAUuid: fc.Arbitrary<string> = fc
  .oneof(
    anyText(50),
    fc.uuid().map((id) => id.replace(/-/g, '')),
    fc.uuid().map((id) => `${id}x`),
    fc.uuid().map((id) => ` ${id}`),
    fc.uuid().map((id) => id.slice(0, -1)),
    fc.uuid().map((id) => `{${id}}`),
    fc.uuid().map((id) => id.replace(/[0-9a-f]/, 'g')),
    fc.integer().map(String),
    fc.constantFrom('0', '-1', 'null', 'undefined', 'NaN', '__proto__', 'constructor', '..'),
    fc.stringMatching(/^[0-9a-f-]{1,60}$/),
  )
  .filter((value) => !isUUID(value, 'all'));

/** Dates the API does not read as YYYY-MM-DD calendar dates. */
export const notACalendarDate: fc.Arbitrary<string> = fc
  .oneof(
    anyText(20),
    fc.constantFrom(
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-00-00',
      '9999-99-99',
      '2026-3-10',
      '26-03-10',
      '10/03/2026',
      '03/10/2026',
      '2026/03/10',
      '20260310',
      '2026-03-10T00:00:00Z',
      '2026-03-10 ',
      ' 2026-03-10',
      '+2026-03-10',
      '-002026-03-10',
      '2026-03-10\n',
      'today',
      'tomorrow',
      'Invalid Date',
      '১২০২৬-০৩-১০',
      '２０２６-０３-１０',
    ),
    fc
      .tuple(
        fc.integer({ min: 0, max: 99999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(
        ([year, month, day]) =>
          `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
    fc.integer().map(String),
  )
  .filter((value) => !isCalendarDate(value));

/** Strings class-validator's isEmail refuses. */
export const notAnEmail: fc.Arbitrary<string> = fc
  .oneof(
    textOfLength(1, 30),
    anyText(30),
    fc.constantFrom('a@', '@b.com', 'a@b', 'a b@c.com', 'a@@b.com', 'a@b..com', '<a@b.com>'),
  )
  .filter((value) => value.trim() !== '' && !isEmail(value.trim()));

/** Addresses the listing refuses as a car's image URL (after its trimming). */
export const notAnHttpUrl: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'javascript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'ftp://example.com/car.jpg',
      '//evil.example/car.jpg',
      '/api/images/cars/sedan-white.svg',
      'http://',
      'https://',
      'https:// example.com/a.jpg',
      'https://user@evil.example/a.jpg',
      'www.example.com/car.jpg',
    ),
    textOfLength(1, 40),
    fc.webUrl().map((url) => url.replace(/^https?/, 'gopher')),
  )
  .filter((value) => value.trim() !== '' && !isPublicHttpsUrl(value.trim()));

/** Prices the listing refuses: not a JSON number above 0 with whole cents, at most 100,000. */
export const badPrice: fc.Arbitrary<unknown> = fc.oneof(
  notText.filter((value) => typeof value !== 'number'),
  fc.constantFrom('45', '45.50', 'NaN', 'Infinity', '-Infinity', '', '1e3', '0x10', '$45', '৪৫'),
  fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ min: 100_000.01, max: 1e300, noNaN: true, noDefaultInfinity: true }),
  // Fractions of a cent: many decimals, or one thousandth more than whole cents.
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 9 }))
    .map(([cents, thousandth]) => new RawJson(`${(cents / 100).toFixed(2)}${thousandth}`)),
  fc.double({ min: 0.001, max: 99_999, noNaN: true }).filter((price) => {
    const cents = price * 100;
    return Math.abs(Math.round(cents) - cents) > 1e-3;
  }),
  fc.constantFrom(
    new RawJson('1e400'),
    new RawJson('-0'),
    new RawJson('0.001'),
    new RawJson('100000.01'),
    new RawJson('45.000000001'),
  ),
);

// ---------------------------------------------------------------------------------------------
// Fields of a DTO, and how each can be made invalid

export type Mutation = { kind: 'delete' } | { kind: 'set'; value: unknown };

const remove: fc.Arbitrary<Mutation> = fc.constant({ kind: 'delete' });
const setTo = (values: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> =>
  values.map((value) => ({ kind: 'set', value }));

/** A required text field: missing, not text, blank, too long (or, where refused, controls). */
export function requiredText(limit: number, refusesControls = false): fc.Arbitrary<Mutation> {
  return fc.oneof(
    remove,
    setTo(notText),
    setTo(blankText),
    setTo(textOfLength(limit + 1, limit + 300)),
    ...(refusesControls ? [setTo(textWithControlCharacter(limit))] : []),
  );
}

/** An optional text field: null and missing are allowed; not text, too long or controls are not. */
export function optionalText(limit: number, refusesControls = false): fc.Arbitrary<Mutation> {
  return fc.oneof(
    setTo(notTextNorNull),
    setTo(textOfLength(limit + 1, limit + 300)),
    ...(refusesControls ? [setTo(textWithControlCharacter(limit))] : []),
  );
}

export const requiredEmail = (limit: number): fc.Arbitrary<Mutation> =>
  fc.oneof(requiredText(limit), setTo(notAnEmail));

/** A required id field: missing, not text, or not an id. */
export const requiredUuid: fc.Arbitrary<Mutation> = fc.oneof(
  remove,
  setTo(notText),
  setTo(notAUuid),
);

/** A required date field: missing, not text, or not a YYYY-MM-DD calendar date. */
export const requiredDate: fc.Arbitrary<Mutation> = fc.oneof(
  remove,
  setTo(notText),
  setTo(notACalendarDate),
);

export const fieldMutation = {
  remove,
  setTo,
};

/**
 * The valid body `base` with one to three of its fields made invalid by their own generators
 * (`mutations`; fields without one are left alone).
 */
export function withBrokenFields(
  base: Entries,
  mutations: Record<string, fc.Arbitrary<Mutation>>,
): fc.Arbitrary<{ broken: string[]; entries: Entries }> {
  const fields = Object.keys(mutations);
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) })
    .chain((broken) =>
      fc.tuple(...broken.map((field) => mutations[field]!)).map((applied) => {
        let entries = [...base];
        broken.forEach((field, index) => {
          const mutation = applied[index]!;
          const kept = entries.filter(([key]) => key !== field);
          entries = mutation.kind === 'delete' ? kept : [...kept, [field, mutation.value] as const];
        });
        return { broken, entries };
      }),
    );
}

/** A case of `withBrokenFields` as a JSON body, named by the fields it broke. */
export const asBrokenFieldsBody = ({ broken, entries }: { broken: string[]; entries: Entries }) =>
  asJson(`broken ${broken.join(', ')}`, entriesText(entries));

/** Keys no DTO declares, prototype-pollution keys among them. */
export const unknownKey = (known: readonly string[]): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'hasOwnProperty',
          'toString',
          'valueOf',
          '__defineGetter__',
          'isAdmin',
          'email',
          'bookerEmail',
          'ownerEmail',
          'id',
          '_id',
          'totalPrice',
          'bookingCount',
          '',
          ' ',
          '$where',
        ),
      },
      { weight: 2, arbitrary: anyText(20) },
    )
    .filter((key) => !known.includes(key));

/** What goes under a prototype-pollution key: something that would matter if it were merged. */
const pollutingValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ isAdmin: true }),
  fc.constant({ prototype: { polluted: true } }),
  fc.constant({ email: 'owner@carzone.test' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The valid body with one to three unknown keys added (refused as unknown fields). */
export function withUnknownKeys(base: Entries, known: readonly string[]): fc.Arbitrary<Entries> {
  return fc
    .uniqueArray(fc.tuple(unknownKey(known), pollutingValue), {
      minLength: 1,
      maxLength: 3,
      selector: ([key]) => key,
    })
    .chain((extra) =>
      fc
        .boolean()
        .map((first) =>
          first ? [...extra, ...base] : [...base.slice(0, 1), ...extra, ...base.slice(1)],
        ),
    );
}

/** Entries with a key no DTO declares, as a JSON body. */
export const asUnknownFieldBody = (entries: Entries) =>
  asJson('unknown field', entriesText(entries));

/** JSON that is not an object: a DTO body cannot be any of these. */
export const notAnObjectText: fc.Arbitrary<string> = fc.oneof(
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((value) => typeof value !== 'object' || Array.isArray(value) || value === null)
    .map((value) => JSON.stringify(value)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('null', 'true', '0', '"{}"', '[{}]', '1e400'),
);

/**
 * Text that is not JSON at all: a valid body cut short, with garbage after it, or made up.
 * Never blank: an empty JSON body counts as no body at all.
 */
export function invalidJsonText(validText: string): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.integer({ min: 1, max: validText.length - 1 }).map((end) => validText.slice(0, end)),
      fc
        .constantFrom('}', ',', ']', 'x', '{', '"', ',}', '\u0001', ' // comment')
        .map((junk) => `${validText}${junk}`),
      fc.constantFrom(
        "{'name': 'single quotes'}",
        '{name: "unquoted key"}',
        '{"a": 1,}',
        '{"a": undefined}',
        '{"a": NaN}',
        '{"a": Infinity}',
        '{"a": 0x10}',
        '{"a": .5}',
        '{"a": "\\x41"}',
        '{"a": "tab\tinside"}',
        '{"a": "\\ud800"',
        '{"a":1}{"b":2}',
        'undefined',
        '<xml/>',
        'name=x&email=y',
      ),
      anyText(60),
    )
    .filter((text) => text.trim() !== '' && !parses(text));
}

/** Whether the API's parser (secure-json-parse: JSON.parse after dropping a leading BOM) reads it. */
function parses(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
}

/** The valid body with a NUL character inside one of its texts, escaped or raw. */
export function withNulCharacter(base: Entries): fc.Arbitrary<string> {
  const textFields = base.filter(([, value]) => typeof value === 'string').map(([key]) => key);
  return fc
    .tuple(fc.constantFrom(...textFields), fc.boolean(), fc.nat({ max: 20 }))
    .map(([field, escaped, at]) => {
      const nul = escaped ? '\\u0000' : '\u0000';
      const entries = base.map(([key, value]) => {
        if (key !== field) return [key, value] as const;
        const text = String(value);
        const cut = Math.min(at, text.length);
        // Built as text: JSON.stringify would escape a raw NUL.
        return [key, new RawJson(`"${text.slice(0, cut)}${nul}${text.slice(cut)}"`)] as const;
      });
      return entriesText(entries);
    });
}

/** Content types no JSON route reads (each gets 415; the body is left unread). */
export const nonJsonContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----carzone',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'application/javascript',
  'application/x-json',
  'json',
  'application',
  '*/*',
);

/**
 * Every way a JSON body can be bad before its fields are looked at, built on a valid body:
 * not JSON, not an object, too deep, a NUL byte, too big, or not declared as JSON.
 */
export function badJsonEnvelope(
  base: Entries,
  // A route without a body DTO (sign-out) reads any JSON, so JSON that is no object is not bad.
  { includeNotAnObject = true }: { includeNotAnObject?: boolean } = {},
): fc.Arbitrary<Pick<BadRequest, 'kind' | 'headers' | 'body'>> {
  const validText = entriesText(base);
  return fc.oneof(
    invalidJsonText(validText).map((text) => asJson('invalid JSON', text)),
    (includeNotAnObject ? notAnObjectText : invalidJsonText(validText)).map((text) =>
      asJson(includeNotAnObject ? 'not an object' : 'invalid JSON', text),
    ),
    fc
      .tuple(tooDeepValue, fc.boolean())
      .map(([deep, asField]) =>
        asJson('too deep', asField ? entriesText([...base, ['deep', deep]]) : jsonText(deep)),
      ),
    withNulCharacter(base).map((text) => asJson('NUL character', text)),
    oversizedText.map((padding) =>
      asJson('too large', entriesText([...base.slice(1), [base[0]![0], padding]])),
    ),
    nonJsonContentType.map((type) => ({
      kind: 'not declared as JSON',
      headers: { 'content-type': type },
      body: validText,
    })),
    // No Content-Type at all (fetch adds none for bytes).
    fc.constant({
      kind: 'no content type',
      headers: {},
      body: new TextEncoder().encode(validText),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Paths

/**
 * A path segment that is not an id, as a client might send it: percent-encoded, raw (the URL
 * parser encodes what it must), with broken percent-escapes, or very long.
 */
export const notAnIdSegment: fc.Arbitrary<string> = fc.oneof(
  notAUuid.filter((id) => id !== '').map(encodeURIComponent),
  notAUuid.filter((id) => /^[\w.~-]+$/.test(id) && id !== '.' && id !== '..'),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%c0%af',
    '%00',
    '%2e%2e%2f',
    '%252e',
    '%F0%9F%98',
    '%ff',
  ),
  fc.uuid().map((id) => `${id}%00`),
  fc.uuid().map((id) => `${id};x=1`),
  fc.uuid().map((id) => encodeURIComponent(`${id}\u0000`)),
  fc.integer({ min: 101, max: 3000 }).map((length) => 'a'.repeat(length)),
  fc.integer({ min: 200, max: 1500 }).map((length) => '%41'.repeat(length)),
);

/** Cookie headers that carry no valid session. */
export const notASession: fc.Arbitrary<string> = fc.oneof(
  fc.constant('session='),
  fc.constantFrom('session=forged', 'session=null', 'session=undefined', 'session=a.b.c'),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 200 })
    .map((value) => `session=${encodeURIComponent(value)}`),
  fc.base64String({ minLength: 4, maxLength: 400 }).map((value) => `session=${value}`),
  fc.constant('other=1'),
);

// Date ranges as offsets in days from Dhaka's today, for the routes that take a start and an end.

export type Offsets = { start: number; end: number };
export type DateRange = { startDate: string; endDate: string };
export const datesOf = ({ start, end }: Offsets): DateRange => ({
  startDate: dhakaDay(start),
  endDate: dhakaDay(end),
});
export const reversedRange: fc.Arbitrary<Offsets> = fc
  .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, back]) => ({ start, end: start - back }));
/** Starts before today and lasts up to `maxLength` days (an end before the start too). */
export const rangeStartingInPast = (maxLength: number): fc.Arbitrary<Offsets> =>
  fc
    .tuple(fc.integer({ min: -800, max: -1 }), fc.integer({ min: -5, max: maxLength }))
    .map(([start, length]) => ({ start, end: start + length }));
/** Shares at least one night with [from, until), starting no earlier than today. */
export const overlapping = ({ from, until }: { from: number; until: number }) =>
  fc
    .integer({ min: Math.max(0, from - 5), max: until - 1 })
    .chain((start) =>
      fc
        .integer({ min: Math.max(start + 1, from + 1), max: until + 5 })
        .map((end): Offsets => ({ start, end })),
    );
