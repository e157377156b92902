import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { accounts, messageThreads, sessions, threadMessages } from '../database/schema.js';
import type { MessageSentEvent } from './message-events.js';

/** Messages read in one go, by a reconnect's replay or by the instance catching up. */
export const PAGE_OF_EVENTS = 500;

/**
 * What the streams read from the database: where the stream is, every message after a place (the
 * instance's catching up), and a person's messages after a place (a reconnect's replay). Places
 * (`seq`) are given out in commit order (MessagesRepository.insertMessage), so reading "after a
 * place" never skips a message that commits later.
 */
@Injectable()
export class MessageStreamRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The last message's place in the stream (0 before any). */
  async lastSeq(): Promise<number> {
    const [row] = await this.db.select({ last: max(threadMessages.seq) }).from(threadMessages);
    return Number(row?.last ?? 0);
  }

  /**
   * Which of these device sessions still hold: not signed out, not ended from another device, not
   * expired, their person not suspended (what SessionGuard asks of every request).
   */
  async sessionsStillValid(ids: string[], now: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, now),
          sql`not exists (select 1 from ${accounts} where ${accounts.uid} = ${sessions.uid} and ${accounts.status} = 'suspended')`,
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /** Every thread's messages after `afterSeq`, in order (a page of them). */
  after(afterSeq: number): Promise<MessageSentEvent[]> {
    return this.events(gt(threadMessages.seq, afterSeq));
  }

  /** The person's (e-mail in lower case) messages after `afterSeq`, in order (a page of them). */
  missedBy(email: string, afterSeq: number): Promise<MessageSentEvent[]> {
    return this.events(
      and(
        gt(threadMessages.seq, afterSeq),
        or(eq(messageThreads.ownerEmail, email), eq(messageThreads.renterEmail, email)),
      )!,
    );
  }

  private async events(where: SQL): Promise<MessageSentEvent[]> {
    const rows = await this.db
      .select({
        id: threadMessages.id,
        seq: threadMessages.seq,
        threadId: threadMessages.threadId,
        ownerEmail: messageThreads.ownerEmail,
        renterEmail: messageThreads.renterEmail,
        senderEmail: threadMessages.senderEmail,
        text: threadMessages.shownText,
        masked: threadMessages.masked,
        createdAt: threadMessages.createdAt,
        readAt: threadMessages.readAt,
      })
      .from(threadMessages)
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(where)
      .orderBy(asc(threadMessages.seq))
      .limit(PAGE_OF_EVENTS);
    return rows.map((row) => ({
      kind: 'message',
      seq: row.seq,
      threadId: row.threadId,
      ownerEmail: row.ownerEmail,
      renterEmail: row.renterEmail,
      senderEmail: row.senderEmail,
      message: {
        _id: row.id,
        text: row.text,
        masked: row.masked,
        at: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      },
    }));
  }
}
