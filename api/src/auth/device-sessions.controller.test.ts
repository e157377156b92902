// A person's signed-in devices: GET /api/sessions, DELETE /api/sessions/:id, DELETE /api/sessions,
// and what each does to the devices' cookies. Each "device" is a sign-in of the same account with
// a user agent of its own, as two browsers would make.
import type { DeviceSession } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../database/schema.js';
import {
  cookiePair,
  signedInUser,
  signInWithPassword,
  type EmulatorUser,
} from '../testing/auth-helpers.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { refusalBody, said } from '../testing/error-body.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());

/** The same person signing in on another device: that device's session cookie. */
async function signInOn(user: EmulatorUser, userAgent: string, cookie?: string): Promise<string> {
  const idToken = await signInWithPassword(user.email, user.password);
  const response = await api.post(
    '/api/jwt',
    { idToken },
    { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
  );
  expect(response.status).toBe(200);
  return cookiePair(response, 'session')!;
}

const as = (user: SignedInUser, cookie: string): SignedInUser => ({ ...user, cookie });

async function meStatus(cookie: string): Promise<number> {
  return (await api.fetch('/api/me', { headers: { cookie } })).status;
}

async function listOf(user: SignedInUser): Promise<DeviceSession[]> {
  const response = await callApi(api, 'GET', '/api/sessions', { as: user });
  expect(response.status).toBe(200);
  return json<DeviceSession[]>(response);
}

/** A person signed in on a phone and a laptop. */
async function onTwoDevices(): Promise<{
  phone: SignedInUser;
  laptop: SignedInUser;
}> {
  const user = await signedInUser(api, 'Two Devices');
  // The helper's own sign-in is a third device; sign it out so two remain.
  expect((await api.post('/api/logout', {}, { cookie: user.cookie })).status).toBe(200);
  const phone = as(user, await signInOn(user, PHONE));
  const laptop = as(user, await signInOn(user, LAPTOP));
  return { phone, laptop };
}

describe('GET /api/sessions', () => {
  it('lists the signed-in devices, most recently seen first, with the asking one marked', async () => {
    const { phone, laptop } = await onTwoDevices();
    const listed = await listOf(laptop);
    expect(listed.map(({ device, browser, current }) => ({ device, browser, current }))).toEqual([
      { device: 'Windows computer', browser: 'Microsoft Edge 131', current: true },
      { device: 'Android phone', browser: 'Chrome 131', current: false },
    ]);
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const fromPhone = await listOf(phone);
    expect(fromPhone.find((session) => session.current)?.device).toBe('Android phone');
  });

  it("never lists another person's devices", async () => {
    const [one, other] = await Promise.all([signedInUser(api), signedInUser(api)]);
    const listed = await listOf(one);
    expect(listed).toHaveLength(1);
    const theirs = await listOf(other);
    expect(theirs.map((session) => session.id)).not.toContain(listed[0]!.id);
  });

  it('refuses an anonymous caller and a forged cookie with 401', async () => {
    expect((await api.fetch('/api/sessions')).status).toBe(401);
    const forged = await api.fetch('/api/sessions', {
      headers: { cookie: 'session=3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.forged' },
    });
    expect(forged.status).toBe(401);
  });

  it("replaces the browser's earlier session when it signs in again, instead of listing it twice", async () => {
    const user = await signedInUser(api);
    const again = await signInOn(user, PHONE, user.cookie);
    expect(await meStatus(user.cookie)).toBe(401);
    expect(await listOf(as(user, again))).toHaveLength(1);
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('signs that device out: its cookie answers 401, the asking device stays signed in', async () => {
    const { phone, laptop } = await onTwoDevices();
    const phoneSession = (await listOf(phone)).find((session) => session.current)!;

    const response = await callApi(api, 'DELETE', `/api/sessions/${phoneSession.id}`, {
      as: laptop,
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([]);

    expect(await meStatus(phone.cookie)).toBe(401);
    expect(await meStatus(laptop.cookie)).toBe(200);
    expect((await listOf(laptop)).map((session) => session.device)).toEqual(['Windows computer']);

    // The phone still holds a valid Firebase sign-in, but it was signed out on purpose: it may
    // not quietly open a new session with it. Its cookie is cleared; a real sign-in works.
    const idToken = await signInWithPassword(phone.email, phone.password);
    const quietly = await api.post('/api/jwt', { idToken }, { cookie: phone.cookie });
    expect(quietly.status).toBe(401);
    expect(await json(quietly)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'auth.sessionEnded',
      message: said('auth.sessionEnded'),
    });
    expect(cookiePair(quietly, 'session')).toBe('session=');
    expect((await api.post('/api/jwt', { idToken })).status).toBe(200);
  });

  it('signing out the asking device itself also clears its cookie', async () => {
    const { laptop } = await onTwoDevices();
    const mine = (await listOf(laptop)).find((session) => session.current)!;
    const response = await callApi(api, 'DELETE', `/api/sessions/${mine.id}`, { as: laptop });
    expect(response.status).toBe(204);
    expect(cookiePair(response, 'session')).toBe('session=');
    expect(await meStatus(laptop.cookie)).toBe(401);
  });

  it("answers another person's session as not found, and leaves it signed in", async () => {
    const [me, someoneElse] = await Promise.all([signedInUser(api), signedInUser(api)]);
    const theirs = (await listOf(someoneElse))[0]!;
    const response = await callApi(api, 'DELETE', `/api/sessions/${theirs.id}`, { as: me });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual(refusalBody(404, said('session.notFound')));
    expect(await meStatus(someoneElse.cookie)).toBe(200);
  });

  it('refuses a malformed id with a readable 400, and an anonymous caller with 401', async () => {
    const user = await signedInUser(api);
    const malformed = await callApi(api, 'DELETE', '/api/sessions/not-an-id', { as: user });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).message).toBe(
      'The session id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
    );
    const mine = (await listOf(user))[0]!;
    expect((await callApi(api, 'DELETE', `/api/sessions/${mine.id}`)).status).toBe(401);
    expect(await meStatus(user.cookie)).toBe(200);
  });
});

describe('DELETE /api/sessions (sign out of all devices)', () => {
  it('ends every session of the person, and the ID tokens they still hold open no new one', async () => {
    const { phone, laptop } = await onTwoDevices();
    const bystander = await signedInUser(api);
    const heldToken = await signInWithPassword(phone.email, phone.password);
    // Firebase compares whole seconds: tokens issued in the second of the revocation still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const response = await callApi(api, 'DELETE', '/api/sessions', { as: phone });
    expect(response.status).toBe(204);
    expect(cookiePair(response, 'session')).toBe('session=');

    expect(await meStatus(phone.cookie)).toBe(401);
    expect(await meStatus(laptop.cookie)).toBe(401);
    expect(await meStatus(bystander.cookie)).toBe(200);
    expect((await api.post('/api/jwt', { idToken: heldToken })).status).toBe(401);

    // A fresh sign-in (a new second) works again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signInOn(phone, PHONE);
    expect(await meStatus(again)).toBe(200);
    expect(await listOf(as(phone, again))).toHaveLength(1);
  });

  it('refuses an anonymous caller with 401 and ends nothing', async () => {
    const before = await api.countRows(sessions);
    expect((await callApi(api, 'DELETE', '/api/sessions')).status).toBe(401);
    expect(await api.countRows(sessions)).toBe(before);
  });
});
