import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiePair,
  craftIdToken,
  plainProfileOf,
  signedInUser,
  signInWithPassword,
  signUpUser,
} from '../testing/auth-helpers.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { refusalBody, said } from '../testing/error-body.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(() => api.close());

const unauthorized = (message: string) => refusalBody(401, message);

describe('POST /api/jwt', () => {
  it('trades a Firebase ID token for an HttpOnly, SameSite=Lax session cookie and answers the e-mail', async () => {
    const user = await signUpUser();
    const response = await api.post('/api/jwt', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ email: user.email });
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^session=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${5 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain('Secure');
  });

  it('refuses a bare e-mail (the old contract) with 401 and sets no cookie', async () => {
    const user = await signUpUser();
    const response = await api.post('/api/jwt', { email: user.email });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual(unauthorized(said('auth.tokenMissing')));
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a missing token and an empty body the same way', async () => {
    for (const body of [{}, '']) {
      const response = await api.post('/api/jwt', body);
      expect(response.status, JSON.stringify(body)).toBe(401);
      expect(await json(response)).toEqual(unauthorized(said('auth.tokenMissing')));
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a forged, an expired and another project's token with 401 and no cookie", async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'forged.token.value',
      craftIdToken({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
      craftIdToken({
        aud: 'demo-someone-else',
        iss: 'https://securetoken.google.com/demo-someone-else',
      }),
    ];
    for (const idToken of tokens) {
      const response = await api.post('/api/jwt', { idToken });
      expect(response.status, idToken).toBe(401);
      expect(await json(response)).toEqual(unauthorized(said('auth.tokenInvalid')));
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a token of the wrong type, unknown fields and a non-object body with a readable 400', async () => {
    const bareString = await api.post('/api/jwt', '"owner@carzone.test"');
    expect(bareString.status).toBe(400);
    expect(await json(bareString)).toEqual(
      refusalBody(400, 'The request body must be a JSON object.'),
    );
    expect(bareString.headers.getSetCookie()).toEqual([]);

    const wrongType = await api.post('/api/jwt', { idToken: 42 });
    expect(wrongType.status).toBe(400);
    expect(await json(wrongType)).toEqual(
      refusalBody(400, 'idToken must be a string.', { idToken: 'idToken must be a string.' }),
    );

    const unknown = await api.post('/api/jwt', { idToken: 'x', admin: true });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual(
      refusalBody(400, 'Unknown field "admin".', { admin: 'Unknown field "admin".' }),
    );
  });

  it('marks the cookie Secure when the API runs with secure cookies (production)', async () => {
    const secureApi = await startTestApp({ seedDemoData: false, secureCookies: true });
    try {
      const user = await signUpUser();
      const response = await secureApi.post('/api/jwt', { idToken: user.idToken });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()[0]).toContain('Secure');
    } finally {
      await secureApi.close();
    }
  });
});

describe('GET /api/me (behind SessionGuard)', () => {
  it('answers the signed-in user from the session cookie', async () => {
    const user = await signedInUser(api, 'Nusrat Jahan');
    const response = await api.fetch('/api/me', { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(plainProfileOf(user));
  });

  it('answers an https profile photo, and no photo for one that is not https', async () => {
    const withPhoto = await signedInUser(api, 'Rahim', 'https://example.com/rahim.jpg');
    const meWithPhoto = await api.fetch('/api/me', { headers: { cookie: withPhoto.cookie } });
    expect(await json(meWithPhoto)).toMatchObject({ photoURL: 'https://example.com/rahim.jpg' });

    // Anyone can set their own Firebase profile's photo, bypassing the sign-up form.
    for (const photoUrl of ['http://example.com/rahim.jpg', 'javascript:alert(1)']) {
      const user = await signedInUser(api, 'Rahim', photoUrl);
      const me = await api.fetch('/api/me', { headers: { cookie: user.cookie } });
      expect(me.status).toBe(200);
      expect(await json(me), photoUrl).toMatchObject({ photoURL: '' });
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await api.fetch('/api/me');
    expect(response.status).toBe(401);
    const body = await json(response);
    expect(body).toEqual(unauthorized(said('auth.sessionMissing')));
    expect(body).toHaveProperty('code', 'auth.sessionMissing');
  });

  it('refuses a forged session cookie and an ID token passed off as one', async () => {
    const user = await signUpUser();
    for (const value of ['forged-session', user.idToken]) {
      const response = await api.fetch('/api/me', { headers: { cookie: `session=${value}` } });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual(unauthorized(said('auth.sessionInvalid')));
    }
  });
});

describe('POST /api/logout', () => {
  it("ends this device's session: a copy of the cookie kept from before is refused afterwards, another device stays signed in", async () => {
    const user = await signedInUser(api);
    const captured = user.cookie;
    const otherDevice = cookiePair(
      await api.post('/api/jwt', { idToken: await signInWithPassword(user.email, user.password) }),
      'session',
    )!;
    expect((await api.fetch('/api/me', { headers: { cookie: captured } })).status).toBe(200);

    expect((await api.post('/api/logout', {}, { cookie: captured })).status).toBe(200);

    const replayed = await api.fetch('/api/me', { headers: { cookie: captured } });
    expect(replayed.status).toBe(401);
    expect(await json(replayed)).toEqual(unauthorized(said('auth.sessionInvalid')));
    expect((await api.fetch('/api/me', { headers: { cookie: otherDevice } })).status).toBe(200);
    // Signing in again opens a new session that works.
    const idToken = await signInWithPassword(user.email, user.password);
    const again = cookiePair(await api.post('/api/jwt', { idToken }), 'session');
    expect((await api.fetch('/api/me', { headers: { cookie: again! } })).status).toBe(200);
  });

  it("refuses a session cookie whose Firebase part is real but whose device session is another person's", async () => {
    const [mine, theirs] = await Promise.all([signedInUser(api), signedInUser(api)]);
    const value = (cookie: string) => cookie.slice('session='.length);
    const theirId = value(theirs.cookie).split('.')[0]!;
    const myFirebasePart = value(mine.cookie).slice(theirId.length + 1);
    const spliced = `session=${theirId}.${myFirebasePart}`;
    const response = await api.fetch('/api/me', { headers: { cookie: spliced } });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual(unauthorized(said('auth.sessionInvalid')));
    expect((await api.fetch('/api/me', { headers: { cookie: theirs.cookie } })).status).toBe(200);
  });

  it('answers a cookie that is already invalid, or none, by clearing it', async () => {
    for (const cookie of ['session=not-a-session-cookie', '']) {
      const response = await api.post('/api/logout', {}, cookie ? { cookie } : {});
      expect(response.status).toBe(200);
      expect(cookiePair(response, 'session')).toBe('session=');
    }
  });

  it('clears the session cookie, with or without an (empty) JSON body', async () => {
    const user = await signedInUser(api);
    for (const response of [
      await api.post('/api/logout', {}, { cookie: user.cookie }),
      await api.fetch('/api/logout', { method: 'POST', headers: { cookie: user.cookie } }),
      await api.post('/api/logout', ''),
    ]) {
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ message: 'Signed out.' });
      const cleared = response.headers.getSetCookie()[0];
      expect(cookiePair(response, 'session')).toBe('session=');
      expect(cleared).toContain('Max-Age=0');
      expect(cleared).toContain('Path=/');
    }
  });
});
