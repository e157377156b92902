// Over HTTPS (secureCookies, as in production) the session cookie is `__Host-session`: Secure,
// Path=/, no Domain, so no subdomain or plain-http page can set or shadow it. Local runs keep
// `session`, which browsers accept on http://localhost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, plainProfileOf, signUpUser } from '../testing/auth-helpers.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false, secureCookies: true });
});
afterAll(() => api.close());

describe('the session cookie with secure cookies on', () => {
  it('is __Host-session (Secure, HttpOnly, Path=/, no Domain), works for /api/me, and sign-out clears it', async () => {
    const user = await signUpUser('Secure Cookie');
    const signIn = await api.post('/api/jwt', { idToken: user.idToken });
    expect(signIn.status).toBe(200);
    const [setCookie, ...others] = signIn.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(/^__Host-session=[^;]+;/);
    const attributes = setCookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);

    const cookie = cookiePair(signIn, '__Host-session')!;
    const me = await api.fetch('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await json(me)).toEqual(plainProfileOf(user));

    // The plain name is not read when the secure one is configured.
    const plain = await api.fetch('/api/me', {
      headers: { cookie: cookie.replace('__Host-session=', 'session=') },
    });
    expect(plain.status).toBe(401);

    const signOut = await api.fetch('/api/logout', { method: 'POST', headers: { cookie } });
    expect(signOut.status).toBe(200);
    const [cleared] = signOut.headers.getSetCookie();
    expect(cleared).toMatch(/^__Host-session=;/);
    expect(cleared!.toLowerCase()).toContain('secure');
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
