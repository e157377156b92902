import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, max, or } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { messageThreads, threadMessages } from '../database/schema.js';
import type { MessageSentEvent } from './message-events.js';

/** At most this many missed messages are replayed on one reconnect; the page reloads the rest. */
export const REPLAY_LIMIT = 500;

/** What a stream reads from the database: where the stream is, and what a reconnect missed. */
@Injectable()
export class MessageStreamRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The last message's place in the stream (0 before any): a new stream starts after it. */
  async lastSeq(): Promise<number> {
    const [row] = await this.db.select({ last: max(threadMessages.seq) }).from(threadMessages);
    return Number(row?.last ?? 0);
  }

  /** The messages after `afterSeq` in the person's threads (e-mail in lower case), in order. */
  async missedBy(email: string, afterSeq: number): Promise<MessageSentEvent[]> {
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
      .where(
        and(
          gt(threadMessages.seq, afterSeq),
          or(eq(messageThreads.ownerEmail, email), eq(messageThreads.renterEmail, email)),
        ),
      )
      .orderBy(asc(threadMessages.seq))
      .limit(REPLAY_LIMIT);
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
