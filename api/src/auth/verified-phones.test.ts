// A verified mobile number over HTTP: the API takes it from the verified ID token
// when the site renews the session (POST /api/jwt), never from a body; GET /api/me answers it;
// one number, one account.
import type { SignedInUser } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiePair,
  signInWithPassword,
  signUpUser,
  unlinkPhone,
  verifyPhone,
} from '../testing/auth-helpers.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(async () => {
  await api?.close();
});

/** A unique Bangladeshi mobile number for one test (017 then eight digits). */
let next = Math.floor(Math.random() * 1e7);
const uniqueNumber = () => `+88017${String(10_000_000 + (next++ % 89_999_999)).slice(-8)}`;

async function sessionOf(idToken: string): Promise<string> {
  const response = await api.post('/api/jwt', { idToken });
  expect(response.status).toBe(200);
  return cookiePair(response, 'session')!;
}

async function me(cookie: string): Promise<SignedInUser> {
  const response = await api.fetch('/api/me', { headers: { cookie } });
  expect(response.status).toBe(200);
  return json<SignedInUser>(response);
}

describe('a verified mobile number', () => {
  it("is '' until verified, then the number the verified token names, after the session's renewal", async () => {
    const user = await signUpUser('Phone Person');
    const before = await sessionOf(user.idToken);
    expect((await me(before)).phoneNumber).toBe('');

    const number = uniqueNumber();
    const verifiedToken = await verifyPhone(user.idToken, number);
    // The old session's /api/me already reads it once any session of theirs was renewed.
    const renewed = await sessionOf(verifiedToken);
    expect((await me(renewed)).phoneNumber).toBe(number);
    expect((await me(before)).phoneNumber).toBe(number);
  });

  it('is never taken from a body', async () => {
    const user = await signUpUser('Body Person');
    const response = await api.post('/api/jwt', {
      idToken: user.idToken,
      phoneNumber: uniqueNumber(),
    });
    expect(response.status).toBe(400);
    const session = await sessionOf(user.idToken);
    expect((await me(session)).phoneNumber).toBe('');
  });

  it('belongs to one account: verified on another, it moves there', async () => {
    const first = await signUpUser('First Holder');
    const second = await signUpUser('Second Holder');
    const number = uniqueNumber();
    const firstSession = await sessionOf(await verifyPhone(first.idToken, number));
    expect((await me(firstSession)).phoneNumber).toBe(number);
    // Firebase keeps a number on one account at a time: the first removes it, the second adds it.
    await unlinkPhone(first.idToken);
    const secondSession = await sessionOf(await verifyPhone(second.idToken, number));
    expect((await me(secondSession)).phoneNumber).toBe(number);
    expect((await me(firstSession)).phoneNumber).toBe('');
  });

  it('is forgotten when a verified sign-in names none (the person removed it)', async () => {
    const user = await signUpUser('Removing Person');
    const number = uniqueNumber();
    const session = await sessionOf(await verifyPhone(user.idToken, number));
    expect((await me(session)).phoneNumber).toBe(number);
    await unlinkPhone(user.idToken);
    await sessionOf(await signInWithPassword(user.email, user.password));
    expect((await me(session)).phoneNumber).toBe('');
  });

  it('answers 401 to GET /api/me without a session', async () => {
    expect((await api.fetch('/api/me')).status).toBe(401);
  });
});
