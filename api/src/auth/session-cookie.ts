import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_LIFETIME_MS } from './auth.service.js';

export const SESSION_COOKIE = 'session';

/**
 * HttpOnly so page scripts never see it; SameSite=Lax because the API is same-origin with the
 * site (the shell proxies /api), which also keeps other sites' forms from sending it.
 */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_LIFETIME_MS / 1000 };
}
