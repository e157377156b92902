import type { CookieSerializeOptions } from '@fastify/cookie';

/** Session cookies live five days, like the Firebase guide's example (allowed: 5 min to 2 weeks). */
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/** The cookie's name on plain http:// (local runs), and the one the API docs show. */
export const SESSION_COOKIE = 'session';

/**
 * The name over HTTPS. Browsers accept a `__Host-` cookie only with Secure, Path=/ and no Domain,
 * so no subdomain (or plain-http page) can set or shadow it. They refuse it on http://localhost,
 * which is why local runs keep the plain name.
 */
export const SECURE_SESSION_COOKIE = '__Host-session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * HttpOnly so page scripts never see it; SameSite=Lax because the API is same-origin with the
 * site (the shell proxies /api), which also keeps other sites' forms from sending it. No Domain,
 * as `__Host-` requires.
 */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_LIFETIME_MS / 1000 };
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The cookie's value: the id of the device session it belongs to, then Firebase's session cookie
 * (a JWT, whose dots come after the id's). Firebase's part proves who signed in; the row proves
 * this device has not signed out since.
 */
export function composeSessionCookie(sessionId: string, firebaseSessionCookie: string): string {
  return `${sessionId}.${firebaseSessionCookie}`;
}

/** The two parts of a session cookie's value, or null when it is not one of ours. */
export function parseSessionCookie(
  value: string,
): { sessionId: string; firebaseSessionCookie: string } | null {
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const sessionId = value.slice(0, dot).toLowerCase();
  const firebaseSessionCookie = value.slice(dot + 1);
  if (!SESSION_ID.test(sessionId) || !firebaseSessionCookie) return null;
  return { sessionId, firebaseSessionCookie };
}
