// What the generated bad input found, each kept as the request that showed it: unknown fields
// named like Object.prototype members were dropped silently (class-transformer skips them before
// the unknown-field check) and the rest of the body was accepted and written; and a body with a
// __proto__ key deep inside is refused whole by the JSON parser, which an oracle had not known.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages } from '../database/schema.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api?.close());

it('refuses unknown fields named like Object.prototype members (constructor, toString, prototype…) as it refuses any other unknown field', async () => {
  const before = await api.countRows(contactMessages);
  for (const key of ['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']) {
    const response = await api.post(
      '/api/contact',
      `{"name":"Rahim","email":"rahim@example.com","message":"Hello","${key}":{"isAdmin":true}}`,
    );
    expect(response.status, key).toBe(400);
    const answer = (await response.json()) as { fields?: Record<string, unknown> };
    expect(answer.fields, key).toEqual({
      [key]: { code: 'request.unknownField', message: `Unknown field "${key}".` },
    });
  }
  expect(await api.countRows(contactMessages)).toBe(before);
});

it('refuses a body with a __proto__ key at any depth as a whole, before any field is read', async () => {
  const before = await api.countRows(contactMessages);
  for (const text of [
    '{"name":"Rahim","email":"rahim@example.com","message":"Hello","":{"__proto__":false}}',
    '{"name":"Rahim","email":"rahim@example.com","message":{"constructor":{"prototype":{}}}}',
  ]) {
    const response = await api.post('/api/contact', text);
    expect(response.status, text).toBe(400);
    const answer = (await response.json()) as { code?: string; fields?: unknown };
    expect(answer.fields, text).toBeUndefined();
  }
  expect(await api.countRows(contactMessages)).toBe(before);
});
