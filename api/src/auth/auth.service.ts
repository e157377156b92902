import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FIREBASE_AUTH } from './firebase-auth.provider.js';
import { SESSION_LIFETIME_MS, sessionCookieName } from './session-cookie.js';
import type { SessionUser } from './session-user.js';

export const MESSAGES = {
  tokenMissing: 'Sign in first: send the Firebase ID token of the signed-in user as idToken.',
  tokenInvalid: 'Your sign-in could not be verified or has expired. Please sign in again.',
  noEmail: 'Your account has no e-mail address, which CarZone needs.',
  sessionMissing: 'Please sign in to continue.',
  sessionInvalid: 'Your session has expired. Please sign in again.',
} as const;

@Injectable()
export class AuthService {
  /** `__Host-session` over HTTPS, `session` on local http:// (see session-cookie.ts). */
  readonly sessionCookieName: string;

  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sessionCookieName = sessionCookieName(config.secureCookies);
  }

  /** The session cookie a request carries, under the configured name only. */
  sessionCookieOf(request: FastifyRequest): string | undefined {
    return request.cookies[this.sessionCookieName];
  }

  /** Checks a Firebase ID token and trades it for a session cookie value. */
  async createSession(
    idToken: string | undefined,
  ): Promise<{ email: string; sessionCookie: string }> {
    if (!idToken) throw new UnauthorizedException(MESSAGES.tokenMissing);
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifyIdToken(idToken);
    } catch {
      throw new UnauthorizedException(MESSAGES.tokenInvalid);
    }
    if (!decoded.email) throw new UnauthorizedException(MESSAGES.noEmail);
    try {
      const sessionCookie = await this.auth.createSessionCookie(idToken, {
        expiresIn: SESSION_LIFETIME_MS,
      });
      return { email: decoded.email, sessionCookie };
    } catch {
      // Firebase refuses tokens from a sign-in older than five minutes.
      throw new UnauthorizedException(MESSAGES.tokenInvalid);
    }
  }

  /**
   * Signing out: the user's refresh tokens are revoked, so this session cookie (and any copy of
   * it, or of the user's other sessions) is refused from now on, not only forgotten by this
   * browser. A missing or already invalid cookie has nothing to revoke.
   */
  async endSession(sessionCookie: string | undefined): Promise<void> {
    if (!sessionCookie) return;
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifySessionCookie(sessionCookie, true);
    } catch {
      return;
    }
    await this.auth.revokeRefreshTokens(decoded.uid);
  }

  /** The user behind a session cookie; revoked sessions and disabled users are refused. */
  async verifySession(sessionCookie: string | undefined): Promise<SessionUser> {
    if (!sessionCookie) throw new UnauthorizedException(MESSAGES.sessionMissing);
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifySessionCookie(sessionCookie, true);
    } catch {
      throw new UnauthorizedException(MESSAGES.sessionInvalid);
    }
    if (!decoded.email) throw new UnauthorizedException(MESSAGES.noEmail);
    const name: unknown = decoded.name;
    return { uid: decoded.uid, email: decoded.email, name: typeof name === 'string' ? name : '' };
  }
}
