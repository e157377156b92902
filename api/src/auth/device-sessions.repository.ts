import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type SessionRow, sessions } from '../database/schema.js';

/** What is known of a device when it signs in. */
export interface NewDeviceSession {
  uid: string;
  device: string;
  browser: string;
  expiresAt: Date;
}

/** The `sessions` table: one row per signed-in browser. */
@Injectable()
export class DeviceSessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(session: NewDeviceSession): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(session).returning();
    return row!;
  }

  /** The session, ended or not, unless it has expired. */
  async findUnexpired(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
    return row;
  }

  /** A person's live sessions, the most recently seen first. */
  listLive(uid: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.uid, uid), gt(sessions.expiresAt, new Date()), isNull(sessions.endedAt)),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  /** Records that the session was used now; skipped when it was within `skipWithinMs`. */
  async touch(id: string, skipWithinMs: number): Promise<void> {
    const now = new Date();
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - skipWithinMs))),
      );
  }

  /**
   * Ends one of `uid`'s live sessions from elsewhere: marked, not deleted, so the device learns
   * at its next sign-in attempt that it was signed out. False when `uid` has no such session.
   */
  async endOf(uid: string, id: string): Promise<boolean> {
    const ended = await this.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.id, id), eq(sessions.uid, uid), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  /** Ends every live session of `uid`, marked as endOf does. */
  async endAllOf(uid: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.uid, uid), isNull(sessions.endedAt)));
  }

  /** Signing out on the device itself: the session a cookie names goes, whoever's it is. */
  async delete(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** Forgets the sessions of `uid` that expired (kept tidy at each sign-in). */
  async deleteExpiredOf(uid: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.uid, uid), lte(sessions.expiresAt, new Date())));
  }
}
