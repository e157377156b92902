import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from './database.js';
import { messageThreads, threadMessages } from './schema.js';

// Read by the auth module (`GET /api/me`'s unread count) and written by the messages module,
// which sits above auth: so the query sits below both, and auth never imports the messages module.

/**
 * How many messages written to this person (e-mail in lower case), in every thread they are a
 * side of, they have not read. Only the unread rows are read (a partial index holds them).
 */
export async function unreadMessagesOf(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(threadMessages)
    .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .where(
      and(
        isNull(threadMessages.readAt),
        ne(threadMessages.senderEmail, email),
        or(eq(messageThreads.ownerEmail, email), eq(messageThreads.renterEmail, email)),
      ),
    );
  return row?.unread ?? 0;
}
