import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../database/schema.js';
import {
  expectTooManyRequests,
  limitsWith,
  perMinutes,
} from '../rate-limits/rate-limits.testing.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { CONTACT_THANKS } from './contact.service.js';
import { refusalBody, said } from '../testing/error-body.js';

let api: TestApp;
let storedBefore: number;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());
// Only this file writes contact messages, one test at a time, so the count before each test is
// what a refused message must leave.
beforeEach(async () => {
  storedBefore = await api.countRows(contactMessages);
});

/** The messages stored from `email` (each test that stores one uses an address of its own). */
const storedFrom = (email: string) =>
  api.db.select().from(contactMessages).where(eq(contactMessages.email, email));

const valid = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'Do you rent cars with a driver in Sylhet?',
};

/**
 * A refusal with this status and message, and nothing stored. `fields` are the per-field messages
 * a refused body carries (each field the DTO refused); a refusal of the request as a whole (not
 * JSON, too large, not an object) carries none.
 */
async function expectRefused(
  response: Response,
  status: number,
  message: string,
  fields?: Record<string, string>,
): Promise<void> {
  expect(response.status).toBe(status);
  expect(await json(response)).toEqual(refusalBody(status, message, fields));
  expect(await api.countRows(contactMessages)).toBe(storedBefore);
}

const EVERY_FIELD_MISSING = {
  name: CONTACT_MESSAGES.nameMissing,
  email: CONTACT_MESSAGES.emailMissing,
  message: CONTACT_MESSAGES.messageMissing,
};

describe('POST /api/contact', () => {
  it('stores a message, trimmed, and thanks the sender with 201', async () => {
    const email = `rahim-${randomUUID()}@example.com`;
    try {
      const response = await api.post('/api/contact', {
        name: '  Rahim Uddin ',
        email: ` ${email}`,
        message: ' Hello! \n',
      });
      expect(response.status).toBe(201);
      expect(await json(response)).toEqual({ message: CONTACT_THANKS });
      expect(await storedFrom(email)).toEqual([
        expect.objectContaining({ name: 'Rahim Uddin', email, message: 'Hello!' }),
      ]);
      expect(await api.countRows(contactMessages)).toBe(storedBefore + 1);
    } finally {
      await api.db.delete(contactMessages).where(eq(contactMessages.email, email));
    }
  });

  it('names every missing field in one readable message', async () => {
    await expectRefused(
      await api.post('/api/contact', {}),
      400,
      'Please enter your name. Please enter your e-mail address. Please enter a message.',
      EVERY_FIELD_MISSING,
    );
  });

  it('treats blank fields as missing', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, name: '   ', message: '\n\t' }),
      400,
      'Please enter your name. Please enter a message.',
      { name: CONTACT_MESSAGES.nameMissing, message: CONTACT_MESSAGES.messageMissing },
    );
  });

  it('refuses an invalid e-mail address', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, email: 'rahim-at-example' }),
      400,
      'Please enter a valid e-mail address.',
      { email: CONTACT_MESSAGES.emailInvalid },
    );
  });

  it('refuses fields of the wrong type', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, name: 42, message: ['hi'] }),
      400,
      'Please enter your name. Please enter a message.',
      { name: CONTACT_MESSAGES.nameMissing, message: CONTACT_MESSAGES.messageMissing },
    );
  });

  it('refuses unknown fields', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, isAdmin: true }),
      400,
      'Unknown field "isAdmin".',
      { isAdmin: 'Unknown field "isAdmin".' },
    );
  });

  it('refuses a name or message over the length limit', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, name: 'n'.repeat(101) }),
      400,
      'Your name can be at most 100 characters long.',
      { name: CONTACT_MESSAGES.nameTooLong },
    );
    await expectRefused(
      await api.post('/api/contact', { ...valid, message: 'm'.repeat(2001) }),
      400,
      'Your message can be at most 2000 characters long.',
      { message: CONTACT_MESSAGES.messageTooLong },
    );
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['[1, 2]', '"hello"', 'null', '42']) {
      await expectRefused(
        await api.post('/api/contact', body),
        400,
        'The request body must be a JSON object.',
      );
    }
  });

  it('refuses malformed JSON with 400', async () => {
    await expectRefused(
      await api.post('/api/contact', '{"name": "Rahim",'),
      400,
      'The request body is not valid JSON.',
    );
  });

  it('refuses a NUL character in any field with 400 before it reaches the database', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, name: 'Rahim\u0000Uddin' }),
      400,
      said('jsonBody.nulCharacter'),
    );
  });

  it('refuses deeply nested JSON with 400, at once, instead of recursing into it', async () => {
    const deep = `{"name":${'['.repeat(3000)}${']'.repeat(3000)},"email":"a@b.co","message":"x"}`;
    await expectRefused(await api.post('/api/contact', deep), 400, said('jsonBody.tooDeep'));
    // The API is still there for everyone else.
    expect((await api.fetch('/api/health')).status).toBe(200);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    await expectRefused(
      await api.post('/api/contact', { ...valid, message: 'm'.repeat(70 * 1024) }),
      413,
      'The request body is too large: at most 64 KiB is accepted.',
    );
  });

  it('refuses anything but JSON with 415', async () => {
    const expected = 'Send the request body as JSON (Content-Type: application/json).';
    await expectRefused(
      await api.post('/api/contact', 'name=Rahim&email=r%40example.com&message=hi', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
      expected,
    );
    await expectRefused(
      await api.post('/api/contact', JSON.stringify(valid), { 'content-type': 'text/plain' }),
      415,
      expected,
    );
  });

  it('refuses a request with no body at all', async () => {
    const expected =
      'Please enter your name. Please enter your e-mail address. Please enter a message.';
    await expectRefused(
      await api.fetch('/api/contact', { method: 'POST' }),
      400,
      expected,
      EVERY_FIELD_MISSING,
    );
    await expectRefused(await api.post('/api/contact', ''), 400, expected, EVERY_FIELD_MISSING);
  });
});

describe('POST /api/contact rate limits', () => {
  // An app of its own with strict limits; it trusts 127.0.0.1 as a proxy, so X-Forwarded-For
  // plays the visitors' addresses.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      seedDemoData: false,
      trustProxy: 'loopback',
      rateLimits: limitsWith({
        contact: { perIp: perMinutes(3, 10), perUser: perMinutes(2, 10) },
      }),
    });
  });
  afterAll(() => limited?.close());

  const send = (address: string, email: string, cookie?: string) =>
    limited.post(
      '/api/contact',
      { ...valid, email },
      { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    );

  it('lets an anonymous address send 3 messages in 10 minutes, then answers 429 and stores nothing; another address still can', async () => {
    const email = `limited-${randomUUID().slice(0, 8)}@example.com`;
    for (let message = 0; message < 3; message++)
      expect((await send('203.0.113.50', email)).status).toBe(201);
    const { retryAfter, message } = await expectTooManyRequests(await send('203.0.113.50', email));
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(message).toBe('Too many messages. Try again in 10 minutes.');
    const stored = await limited.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(3);
    expect((await send('203.0.113.51', email)).status).toBe(201);
  });

  it('limits a signed-in user to 2 messages from any address; anonymous visitors at that address are not affected', async () => {
    const user = await signedInUser(limited);
    const email = `signed-in-${randomUUID().slice(0, 8)}@example.com`;
    expect((await send('203.0.113.60', email, user.cookie)).status).toBe(201);
    expect((await send('203.0.113.61', email, user.cookie)).status).toBe(201);
    await expectTooManyRequests(await send('203.0.113.62', email, user.cookie));
    expect((await send('203.0.113.62', email)).status).toBe(201);
  });
});
