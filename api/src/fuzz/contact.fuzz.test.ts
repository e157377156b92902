// POST /api/contact under generated bad input: every case refused in the one error shape, and no
// message stored.
import { randomUUID } from 'node:crypto';
import { count, ilike, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '@carzone/domain';
import { contactMessages } from '../database/schema.js';
import { startTestApp, usingPostgresServer, type TestApp } from '../testing/test-app.js';
import {
  type BadRequest,
  asBrokenFieldsBody,
  asUnknownFieldBody,
  badJsonEnvelope,
  entriesText,
  requiredEmail,
  requiredText,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';

// Every valid field carries the marker, so a message stored from any case would be found.
const MARKER = `fuzz-${randomUUID().slice(0, 8)}`;
const VALID_MESSAGE = [
  ['name', `Fuzz Sender ${MARKER}`],
  ['email', `${MARKER}@carzone.test`],
  ['message', `Do you rent cars with a driver? ${MARKER}`],
] as const;
const FIELDS = VALID_MESSAGE.map(([key]) => key);

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api?.close());

async function storedWithMarker(): Promise<number> {
  const pattern = `%${MARKER}%`;
  const [row] = await api.db
    .select({ total: count() })
    .from(contactMessages)
    .where(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  return row?.total ?? 0;
}

const badContactMessages: fc.Arbitrary<BadRequest> = fc
  .oneof(
    {
      weight: 4,
      arbitrary: withBrokenFields(VALID_MESSAGE, {
        name: requiredText(CONTACT_LIMITS.name),
        email: requiredEmail(CONTACT_LIMITS.email),
        message: requiredText(CONTACT_LIMITS.message),
      }).map(asBrokenFieldsBody),
    },
    {
      weight: 2,
      arbitrary: withUnknownKeys(VALID_MESSAGE, FIELDS).map(asUnknownFieldBody),
    },
    { weight: 3, arbitrary: badJsonEnvelope(VALID_MESSAGE) },
  )
  .map((request) => ({ ...request, method: 'POST', path: '/api/contact', session: 'none' }));

itRefusesEveryCase('bad contact messages and stores none of them', () => ({
  api,
  requests: badContactMessages,
  // This app's own database (PGlite) is not shared with other test files: nothing at all.
  readState: async () => (usingPostgresServer() ? null : api.countRows(contactMessages)),
  afterwards: async () => expect(await storedWithMarker()).toBe(0),
}));

it('accepts the valid message every bad case was made from (so each case was refused for what it broke)', async () => {
  const response = await api.post('/api/contact', entriesText(VALID_MESSAGE));
  expect(response.status).toBe(201);
  expect(await storedWithMarker()).toBe(1);
});
