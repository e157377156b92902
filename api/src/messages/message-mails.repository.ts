import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import { languagesOf } from '../database/account-languages.js';
import type { Transaction } from '../database/booking-transaction.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import {
  mailOutbox,
  messageThreads,
  type NewMailOutboxRow,
  threadMessages,
} from '../database/schema.js';

/** A message the mail sweep deals with, and its thread's sides. */
export interface MessageToMail {
  id: string;
  threadId: string;
  senderEmail: string;
  shownText: string;
  read: boolean;
  carModel: string;
  ownerEmail: string;
  ownerName: string;
  renterEmail: string;
  renterName: string;
}

/** The thread side that reads what `sender` wrote: its mailed-at column. */
const readerMailedAt = sql`case when ${threadMessages.senderEmail} = ${messageThreads.ownerEmail}
  then ${messageThreads.renterMailedAt} else ${messageThreads.ownerMailedAt} end`;

/** The messages' mails: which are due, and what was done with them. */
@Injectable()
export class MessageMailsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Up to `limit` messages sent at `sentBy` or before that the sweep has not dealt with, oldest
   * first: those read since, and those unread whose reader was not mailed of the thread after
   * `mailedBefore` (the others wait). Their rows and their threads' are locked, skipping those
   * another instance (or a writer) holds.
   */
  due(
    tx: Transaction,
    { sentBy, mailedBefore, limit }: { sentBy: Date; mailedBefore: Date; limit: number },
  ): Promise<MessageToMail[]> {
    return tx
      .select({
        id: threadMessages.id,
        threadId: threadMessages.threadId,
        senderEmail: threadMessages.senderEmail,
        shownText: threadMessages.shownText,
        read: sql<boolean>`${threadMessages.readAt} is not null`,
        carModel: messageThreads.carModel,
        ownerEmail: messageThreads.ownerEmail,
        ownerName: messageThreads.ownerName,
        renterEmail: messageThreads.renterEmail,
        renterName: messageThreads.renterName,
      })
      .from(threadMessages)
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(
        and(
          not(threadMessages.mailHandled),
          lte(threadMessages.createdAt, sentBy),
          or(
            isNotNull(threadMessages.readAt),
            isNull(readerMailedAt),
            lte(readerMailedAt, mailedBefore),
          ),
        ),
      )
      .orderBy(asc(threadMessages.createdAt), asc(threadMessages.seq))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** The languages the readers chose, by e-mail (English where none). */
  languages(tx: Transaction, emails: string[]) {
    return languagesOf(tx, emails);
  }

  async queueMails(tx: Transaction, rows: NewMailOutboxRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(mailOutbox).values(rows);
  }

  /** Notes that the thread's `side` was mailed at `at`. */
  async markMailed(
    tx: Transaction,
    threadId: string,
    side: 'owner' | 'renter',
    at: Date,
  ): Promise<void> {
    await tx
      .update(messageThreads)
      .set(side === 'owner' ? { ownerMailedAt: at } : { renterMailedAt: at })
      .where(eq(messageThreads.id, threadId));
  }

  async markHandled(tx: Transaction, ids: string[]): Promise<void> {
    if (ids.length > 0)
      await tx
        .update(threadMessages)
        .set({ mailHandled: true })
        .where(inArray(threadMessages.id, ids));
  }
}
