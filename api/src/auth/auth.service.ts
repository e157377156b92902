import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import {
  isBangladeshMobile,
  type Language,
  usableProfilePhoto,
  type DeviceSession,
  type StaffRole,
} from '@carzone/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { unreadMessagesOf } from '../database/unread-messages.js';
import { AccountLanguagesRepository } from './account-languages.repository.js';
import { AccountStandingRepository } from './account-standing.repository.js';
import type { AccountStanding } from '../database/account-standing.js';
import { deviceOfUserAgent } from './device-of-user-agent.js';
import { DeviceSessionsRepository } from './device-sessions.repository.js';
import { FIREBASE_AUTH } from './firebase-auth.provider.js';
import {
  composeSessionCookie,
  parseSessionCookie,
  SESSION_LIFETIME_MS,
  sessionCookieName,
} from './session-cookie.js';
import type { SessionUser } from './session-user.js';
import { StaffSignInsRepository } from './staff-sign-ins.repository.js';
import { VerifiedPhonesRepository } from './verified-phones.repository.js';
import { refusal } from '../common/refusal.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';

/** A device's "last seen" is kept to the minute: one write a minute at most per device. */
const LAST_SEEN_PRECISION_MS = 60_000;

/** Who a valid ID token names. */
export interface VerifiedSignIn {
  uid: string;
  email: string;
  /**
   * The Bangladeshi mobile number the person verified with an SMS code, as the token names it
   * (`phone_number`); null without one (a number of another country is none for CarZone).
   */
  phoneNumber: string | null;
  /** Their display name as the token names it; '' without one. */
  name: string;
  /** Whether the identity provider checked that the e-mail address is theirs. */
  emailVerified: boolean;
}

const textClaim = (value: unknown): string => (typeof value === 'string' ? value : '');

@Injectable()
export class AuthService {
  /** `__Host-session` over HTTPS, `session` on local http:// (see session-cookie.ts). */
  readonly sessionCookieName: string;

  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    private readonly sessions: DeviceSessionsRepository,
    private readonly phones: VerifiedPhonesRepository,
    private readonly languages: AccountLanguagesRepository,
    private readonly staff: StaffSignInsRepository,
    private readonly standing: AccountStandingRepository,
    private readonly limits: RateLimitsService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.sessionCookieName = sessionCookieName(config.secureCookies);
  }

  /**
   * Checks a Firebase ID token (verifySignIn) and counts the valid exchange against the account's
   * sign-in limit: a 429 past it.
   */
  async verifyCountedSignIn(idToken: string | undefined): Promise<VerifiedSignIn> {
    const signIn = await this.verifySignIn(idToken);
    await this.limits.consume('signIn', { perUser: `uid:${signIn.uid}` });
    return signIn;
  }

  /**
   * Runs a token exchange. A refused one (no token, a forged, expired or revoked one) counts
   * against the caller's address `ip` and becomes a 429 past its limit. A valid one never does:
   * behind a carrier's shared address, one person's forged tokens must not keep the neighbourhood
   * from signing in.
   */
  async countingRefusals<T>(ip: string, exchange: () => Promise<T>): Promise<T> {
    try {
      return await exchange();
    } catch (error) {
      if (error instanceof UnauthorizedException)
        await this.limits.consume('signIn', { perIp: ip });
      throw error;
    }
  }

  /** This person's verified mobile number, or '' when they have none. */
  phoneNumberOf(email: string): Promise<string> {
    return this.phones.numberOf(email);
  }

  /**
   * This person's staff role now (read on every call, never cached), or null. A role counts only
   * for a verified e-mail address: anyone may sign up with an address they do not own.
   */
  async staffRoleOf(user: { email: string; emailVerified: boolean }): Promise<StaffRole | null> {
    return user.emailVerified ? this.staff.roleOf(user.email) : null;
  }

  /**
   * How many messages written to this person they have not read, over all their threads (kept by
   * the messages module; read through database/, below both).
   */
  unreadMessagesOf(email: string): Promise<number> {
    return unreadMessagesOf(this.db, email.trim().toLowerCase());
  }

  /** The language this person chose for CarZone (English until they choose). */
  languageOf(email: string): Promise<Language> {
    return this.languages.languageOf(email);
  }

  /** Keeps this person's language, which their booking e-mails are written in. */
  chooseLanguage(email: string, language: Language): Promise<void> {
    return this.languages.choose(email, language);
  }

  /**
   * Refuses a suspended person (403 `account.suspended`, staff's reason in its words). Their
   * standing is read by primary key on every signed-in request and every sign-in, never cached,
   * so a suspension counts from the person's next request.
   */
  private refuseSuspended(standing: AccountStanding | null): void {
    if (standing?.status === 'suspended')
      throw new ForbiddenException(
        refusal('account.suspended', { reason: standing.suspensionReason ?? '' }),
      );
  }

  /** The session cookie a request carries, under the configured name only. */
  sessionCookieOf(request: FastifyRequest): string | undefined {
    return request.cookies[this.sessionCookieName];
  }

  /**
   * Checks a Firebase ID token: signed by Firebase for this project, not expired, not issued
   * before the person's last "Sign out of all devices", and naming an e-mail.
   */
  async verifySignIn(idToken: string | undefined): Promise<VerifiedSignIn> {
    if (!idToken) throw new UnauthorizedException(refusal('auth.tokenMissing'));
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifyIdToken(idToken, true);
    } catch {
      throw new UnauthorizedException(refusal('auth.tokenInvalid'));
    }
    if (!decoded.email) throw new UnauthorizedException(refusal('auth.noEmail'));
    const phone: unknown = decoded.phone_number;
    return {
      uid: decoded.uid,
      email: decoded.email,
      phoneNumber: isBangladeshMobile(phone) ? phone : null,
      name: textClaim(decoded.name),
      emailVerified: decoded.email_verified === true,
    };
  }

  /**
   * Opens a session for this device from a verified ID token: a row in `sessions` (device and
   * browser read from the user agent) and the cookie value that points at it. The session the
   * browser held before, if any, is ended: its cookie is being replaced. The person's account row
   * (what staff find them by) is kept up to date. A sign-in of staff is written to the audit log,
   * under the request's id.
   */
  async openSession(
    idToken: string,
    signIn: VerifiedSignIn,
    {
      userAgent,
      replacedCookie,
      requestId,
    }: { userAgent?: string; replacedCookie?: string; requestId: string },
  ): Promise<{ email: string; sessionCookie: string }> {
    this.refuseSuspended(await this.standing.standingOf(signIn.email));
    let firebaseSessionCookie: string;
    try {
      firebaseSessionCookie = await this.auth.createSessionCookie(idToken, {
        expiresIn: SESSION_LIFETIME_MS,
      });
    } catch {
      // Firebase refuses tokens from a sign-in older than five minutes.
      throw new UnauthorizedException(refusal('auth.tokenInvalid'));
    }
    const replaced = replacedCookie ? parseSessionCookie(replacedCookie) : null;
    if (replaced) await this.sessions.delete(replaced.sessionId);
    await this.sessions.deleteExpiredOf(signIn.uid);
    const session = await this.sessions.create({
      uid: signIn.uid,
      ...deviceOfUserAgent(userAgent),
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    });
    // The number comes from the verified token alone: the site renews the session (this call)
    // once the person has verified theirs with an SMS code.
    const now = new Date();
    await this.phones.keep(signIn.email, signIn.phoneNumber, now);
    await this.standing.keepSignIn({ ...signIn, at: now });
    const role = await this.staffRoleOf(signIn);
    if (role) await this.staff.recordSignIn(signIn.email, role, requestId);
    return {
      email: signIn.email,
      sessionCookie: composeSessionCookie(session.id, firebaseSessionCookie),
    };
  }

  /**
   * Signing out on this device: the session the cookie points at ends, so the cookie (and any
   * copy of it) is refused from now on. The person's other devices stay signed in. A missing or
   * unreadable cookie has nothing to end.
   */
  async endSession(sessionCookie: string | undefined): Promise<void> {
    const parsed = sessionCookie ? parseSessionCookie(sessionCookie) : null;
    if (parsed) await this.sessions.delete(parsed.sessionId);
  }

  /**
   * "Sign out of all devices": every session of the person ends, and Firebase revokes their
   * refresh tokens, so no device can trade an ID token it still holds for a new session.
   */
  async endAllSessions(uid: string): Promise<void> {
    await this.sessions.endAllOf(uid);
    await this.auth.revokeRefreshTokens(uid);
  }

  /** Ends one of the person's sessions; false when they have no session with that id. */
  endSessionOf(uid: string, sessionId: string): Promise<boolean> {
    return this.sessions.endOf(uid, sessionId);
  }

  /**
   * Whether the browser's cookie names a session that was ended from another device (or by
   * "Sign out of all devices"). Such a browser must not quietly sign itself in again with the
   * Firebase sign-in it still holds: the person signed it out on purpose. A suspended person's
   * browser is refused as suspended (403 `account.suspended`).
   */
  async wasSignedOutElsewhere(sessionCookie: string | undefined): Promise<boolean> {
    const parsed = sessionCookie ? parseSessionCookie(sessionCookie) : null;
    const session = parsed ? await this.sessions.findUnexpired(parsed.sessionId) : undefined;
    if (!session?.endedAt) return false;
    // Signed out by their suspension: they are told so (403), as a sign-in without the cookie is.
    this.refuseSuspended(await this.standing.standingOfUid(session.uid));
    return true;
  }

  /** The person's signed-in devices, the most recently seen first, theirs marked. */
  async listSessions(user: SessionUser): Promise<DeviceSession[]> {
    const rows = await this.sessions.listLive(user.uid);
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      browser: row.browser,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === user.sessionId,
    }));
  }

  /**
   * The user behind a session cookie. Refused: a cookie that is not ours, a session that ended
   * (signed out on this device, or on all), an expired or revoked Firebase session, a disabled
   * user (401); a suspended person (403 `account.suspended` with staff's reason), also on a
   * session their suspension ended, so every device they hold learns why at its next request. The
   * device's "last seen" moves on.
   */
  async verifySession(sessionCookie: string | undefined): Promise<SessionUser> {
    if (!sessionCookie) throw new UnauthorizedException(refusal('auth.sessionMissing'));
    const parsed = parseSessionCookie(sessionCookie);
    if (!parsed) throw new UnauthorizedException(refusal('auth.sessionInvalid'));
    // The row first: an unknown, expired or ended session is refused without asking Firebase.
    const session = await this.sessions.findUnexpired(parsed.sessionId);
    if (!session) throw new UnauthorizedException(refusal('auth.sessionInvalid'));
    if (session.endedAt !== null) {
      // Signed out from elsewhere, or by a suspension (which also revoked Firebase's part): a
      // suspended person's device is told why, by the row's uid, rather than asked to sign in.
      await this.refuseSuspended(await this.standing.standingOfUid(session.uid));
      throw new UnauthorizedException(refusal('auth.sessionInvalid'));
    }
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifySessionCookie(parsed.firebaseSessionCookie, true);
    } catch {
      throw new UnauthorizedException(refusal('auth.sessionInvalid'));
    }
    if (decoded.uid !== session.uid)
      throw new UnauthorizedException(refusal('auth.sessionInvalid'));
    if (!decoded.email) throw new UnauthorizedException(refusal('auth.noEmail'));
    await this.refuseSuspended(await this.standing.standingOf(decoded.email));
    if (Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS)
      await this.sessions.touch(session.id, LAST_SEEN_PRECISION_MS);
    return {
      uid: decoded.uid,
      email: decoded.email,
      name: textClaim(decoded.name),
      // Anyone can set their own Firebase profile's photo to any text: only an https link is shown.
      photoURL: usableProfilePhoto(decoded.picture),
      emailVerified: decoded.email_verified === true,
      sessionId: session.id,
    };
  }
}
