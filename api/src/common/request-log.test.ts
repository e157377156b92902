// The API's log as an operator reads it: one JSON line per request, with who and how it went,
// and nothing a thief could use (session cookie, ID token, password) or a visitor's input.
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { cookiePair, signUpUser } from '../testing/auth-helpers.js';
import { testConfig } from '../testing/test-app.js';
import { loggableError } from './loggable-error.js';

type LogLine = Record<string, unknown>;

const written: string[] = [];
let app: NestFastifyApplication;
let baseUrl: string;

beforeAll(async () => {
  app = await createApp(
    testConfig({ seedDemoData: false, logLevel: 'info', trustProxy: 'loopback' }),
    {
      logger: false,
      logDestination: { write: (line) => written.push(line) },
    },
  );
  await app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const lines = (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine);
const requestLines = (requestId: string) =>
  lines().filter((line) => line.requestId === requestId && line.msg === 'request');

describe('the request log', () => {
  it('writes one JSON line per request: id, method, path without query, route, status, duration, uid, outcome', async () => {
    const user = await signUpUser('Log Reader');
    const signIn = await fetch(`${baseUrl}/api/jwt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'sign-in-1' },
      body: JSON.stringify({ idToken: user.idToken }),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookiePair(signIn, 'session')!;
    const cookieValue = cookie.split('=')[1]!;

    const me = await fetch(`${baseUrl}/api/me?tab=profile`, {
      headers: { cookie, 'x-request-id': 'me-1', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-request-id')).toBe('me-1');

    const [line, ...others] = requestLines('me-1');
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      requestId: 'me-1',
      method: 'GET',
      path: '/api/me',
      route: '/api/me',
      statusCode: 200,
      uid: user.uid,
      ip: '203.0.113.7',
      outcome: 'success',
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(requestLines('sign-in-1')).toEqual([
      expect.objectContaining({ path: '/api/jwt', statusCode: 200, outcome: 'success' }),
    ]);

    const log = written.join('');
    expect(log).not.toContain(cookieValue);
    expect(log).not.toContain(user.idToken);
    expect(log).not.toContain(user.password);
    expect(log).not.toContain('tab=profile');
  });

  it('logs a refused request as a client error, with no uid', async () => {
    const response = await fetch(`${baseUrl}/api/me`, {
      headers: { cookie: 'session=stolen-looking-value', 'x-request-id': 'me-refused' },
    });
    expect(response.status).toBe(401);
    // The error body names the request too, so a screenshot of it leads to this line.
    expect(await response.json()).toMatchObject({ statusCode: 401, requestId: 'me-refused' });
    expect(requestLines('me-refused')).toEqual([
      expect.objectContaining({ statusCode: 401, uid: null, outcome: 'client-error' }),
    ]);
    expect(written.join('')).not.toContain('stolen-looking-value');
  });

  it('makes up its own request id when the one sent is not a short plain token', async () => {
    const response = await fetch(`${baseUrl}/api/health/live`, {
      headers: { 'x-request-id': `<script>${'x'.repeat(100)}` },
    });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(requestId!)).toHaveLength(1);
    expect(written.join('')).not.toContain('<script>');
  });
});

describe('request ids from callers that are not a trusted proxy', () => {
  let untrusting: NestFastifyApplication;
  let untrustingUrl: string;
  beforeAll(async () => {
    untrusting = await createApp(
      testConfig({ seedDemoData: false, logLevel: 'info', trustProxy: '10.1.2.3' }),
      { logger: false, logDestination: { write: (line) => written.push(line) } },
    );
    await untrusting.listen(0, '127.0.0.1');
    untrustingUrl = `http://127.0.0.1:${(untrusting.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => untrusting.close());

  it('ignores their X-Request-Id and names the request with an id of its own, in header, body and log', async () => {
    const response = await fetch(`${untrustingUrl}/api/cars/someone`, {
      method: 'DELETE',
      headers: { 'x-request-id': 'borrowed-id-1' },
    });
    expect(response.status).toBe(401);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ requestId });
    expect(requestLines(requestId!)).toHaveLength(1);
    expect(requestLines('borrowed-id-1')).toHaveLength(0);
  });

  it('names the request in the answers given before routing too (a cross-site write, a bad address)', async () => {
    const crossSite = await fetch(`${untrustingUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({
      code: 'request.crossSite',
      requestId: crossSite.headers.get('x-request-id'),
    });
    const badAddress = await fetch(`${untrustingUrl}/api/car/%E0%A4%A`);
    expect(badAddress.status).toBe(400);
    expect(await badAddress.json()).toMatchObject({
      code: 'request.badAddress',
      requestId: badAddress.headers.get('x-request-id'),
    });
  });
});

describe('a failed query, as logged', () => {
  it('keeps the SQL and the SQLSTATE, not the values sent with it', async () => {
    const db = app.get<Database>(DATABASE);
    const secret = 'private-contact-text-42';
    const error = await db
      .execute(sql`SELECT ${secret}::integer`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(secret);

    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('Failed query (parameters withheld): SELECT $1::integer');
    expect(logged).toContain('22P02');
  });
});
