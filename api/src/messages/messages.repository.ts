import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { BookingStatus } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import type { Transaction } from '../database/booking-transaction.js';
import {
  bookings,
  cars,
  type MessageThreadRow,
  messageThreads,
  type ThreadMessageRow,
  threadMessages,
} from '../database/schema.js';

/** Any constant; it only has to differ from the other advisory locks the API takes. */
const MESSAGE_ORDER_LOCK_ID = 4_271_060;

/** A car someone asks about: its owner, its model, and whether it is shown to others (listed). */
export interface CarToAsk {
  id: string;
  carModel: string;
  ownerEmail: string;
  ownerName: string;
  listed: boolean;
}

/** A thread's row without the mail sweep's columns. */
export type Thread = Pick<
  MessageThreadRow,
  | 'id'
  | 'carId'
  | 'carModel'
  | 'ownerEmail'
  | 'ownerName'
  | 'renterEmail'
  | 'renterName'
  | 'lastActivityAt'
>;

/** A message as it is answered: never its original words. */
export type ShownMessage = Pick<
  ThreadMessageRow,
  'id' | 'seq' | 'senderEmail' | 'shownText' | 'masked' | 'createdAt' | 'readAt'
>;

/** A thread to open: its car and both sides (e-mails in lower case). */
export type NewThread = Omit<Thread, 'id' | 'lastActivityAt'> & { carId: string; at: Date };

/** A booking of the thread's car by its renter, as the thread shows it. */
export interface ThreadBookingRow {
  id: string;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  createdAt: Date;
}

/** A booking and its car, as asking for their thread needs them. */
export interface BookingSides {
  carId: string | null;
  carModel: string;
  renterEmail: string;
  renterName: string;
  ownerEmail: string | null;
  ownerName: string | null;
}

const THREAD_COLUMNS = {
  id: messageThreads.id,
  carId: messageThreads.carId,
  carModel: messageThreads.carModel,
  ownerEmail: messageThreads.ownerEmail,
  ownerName: messageThreads.ownerName,
  renterEmail: messageThreads.renterEmail,
  renterName: messageThreads.renterName,
  lastActivityAt: messageThreads.lastActivityAt,
};

const SHOWN_COLUMNS = {
  id: threadMessages.id,
  seq: threadMessages.seq,
  senderEmail: threadMessages.senderEmail,
  shownText: threadMessages.shownText,
  masked: threadMessages.masked,
  createdAt: threadMessages.createdAt,
  readAt: threadMessages.readAt,
};

/** At most this many threads are listed: the ones with the newest activity. */
export const THREAD_LIST_CAP = 200;

type Reader = Pick<Database, 'select'>;

/** The renter's bookings of the car, matched as bookings keep their booker (any case). */
const bookedBy = (carId: string, renterEmail: string) =>
  and(eq(bookings.carId, carId), eq(sql`lower(${bookings.bookerEmail})`, renterEmail));

/** Threads and their messages. E-mails given to it are in lower case. */
@Injectable()
export class MessagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async carToAsk(id: string): Promise<CarToAsk | null> {
    const [row] = await this.db
      .select({
        id: cars.id,
        carModel: cars.carModel,
        ownerEmail: sql<string>`lower(${cars.ownerEmail})`,
        ownerName: cars.ownerName,
        listed: cars.listed,
      })
      .from(cars)
      .where(eq(cars.id, id));
    return row ?? null;
  }

  async threadIdOf(
    carId: string,
    renterEmail: string,
    db: Reader = this.db,
  ): Promise<string | null> {
    const [row] = await db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.carId, carId), eq(messageThreads.renterEmail, renterEmail)));
    return row?.id ?? null;
  }

  /** The thread of a car and renter, opened if there is none (two at once open one). */
  async openThread(tx: Transaction, thread: NewThread): Promise<string> {
    const { at, ...columns } = thread;
    await tx
      .insert(messageThreads)
      .values({ ...columns, createdAt: at, lastActivityAt: at })
      .onConflictDoNothing({ target: [messageThreads.carId, messageThreads.renterEmail] });
    return (await this.threadIdOf(thread.carId, thread.renterEmail, tx))!;
  }

  async thread(id: string): Promise<Thread | null> {
    const [row] = await this.db
      .select(THREAD_COLUMNS)
      .from(messageThreads)
      .where(eq(messageThreads.id, id));
    return row ?? null;
  }

  /** The thread, its row locked until the transaction ends: its messages are written in turn. */
  async lockThread(tx: Transaction, id: string): Promise<Thread> {
    const [row] = await tx
      .select(THREAD_COLUMNS)
      .from(messageThreads)
      .where(eq(messageThreads.id, id))
      .for('update');
    return row!;
  }

  /**
   * Whether the renter has a Confirmed booking of the car whose trip is still to come or under
   * way (it ends on `today` or later, a Dhaka date): contact details are then theirs to share.
   */
  async hasLiveConfirmedBooking(
    carId: string | null,
    renterEmail: string,
    today: string,
    db: Reader = this.db,
  ): Promise<boolean> {
    if (!carId) return false;
    const [row] = await db
      .select({ one: sql`1` })
      .from(bookings)
      .where(
        and(
          bookedBy(carId, renterEmail),
          eq(bookings.bookingStatus, 'Confirmed'),
          sql`${bookings.endDate} >= ${today}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Whether the renter has booked or asked to book the car, whatever became of it. */
  async hasAnyBooking(
    tx: Transaction,
    carId: string | null,
    renterEmail: string,
  ): Promise<boolean> {
    if (!carId) return false;
    const [row] = await tx
      .select({ one: sql`1` })
      .from(bookings)
      .where(bookedBy(carId, renterEmail))
      .limit(1);
    return row !== undefined;
  }

  /** How many messages `senderEmail` wrote in the thread since `since`. */
  async sentSince(
    tx: Transaction,
    threadId: string,
    senderEmail: string,
    since: Date,
  ): Promise<number> {
    const [row] = await tx
      .select({ sent: count() })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.threadId, threadId),
          eq(threadMessages.senderEmail, senderEmail),
          gt(threadMessages.createdAt, since),
        ),
      );
    return row?.sent ?? 0;
  }

  async insertMessage(
    tx: Transaction,
    message: {
      threadId: string;
      senderEmail: string;
      originalText: string;
      shownText: string;
      masked: boolean;
      at: Date;
    },
  ): Promise<ShownMessage> {
    const { at, ...columns } = message;
    // Messages take their place in the streams (`seq`) in the order they commit: the lock is held
    // until this transaction ends, so a later place never becomes visible before an earlier one,
    // and a stream that read up to a place has seen every message before it.
    await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK_ID})`);
    const [row] = await tx
      .insert(threadMessages)
      .values({ ...columns, createdAt: at })
      .returning(SHOWN_COLUMNS);
    await tx
      .update(messageThreads)
      .set({ lastActivityAt: at })
      .where(eq(messageThreads.id, message.threadId));
    return row!;
  }

  /** The reader's threads, newest activity first. */
  threadsOf(email: string): Promise<Thread[]> {
    return this.db
      .select(THREAD_COLUMNS)
      .from(messageThreads)
      .where(or(eq(messageThreads.ownerEmail, email), eq(messageThreads.renterEmail, email)))
      .orderBy(desc(messageThreads.lastActivityAt), desc(messageThreads.id))
      .limit(THREAD_LIST_CAP);
  }

  /** Each thread's newest message, by thread id. */
  async lastMessages(threadIds: string[]): Promise<Map<string, ShownMessage>> {
    if (threadIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([threadMessages.threadId], {
        threadId: threadMessages.threadId,
        ...SHOWN_COLUMNS,
      })
      .from(threadMessages)
      .where(inArray(threadMessages.threadId, threadIds))
      .orderBy(threadMessages.threadId, desc(threadMessages.seq));
    return new Map(rows.map(({ threadId, ...message }) => [threadId, message]));
  }

  /** How many of the other side's messages the reader has not read, by thread id. */
  async unreadCounts(threadIds: string[], readerEmail: string): Promise<Map<string, number>> {
    if (threadIds.length === 0) return new Map();
    const rows = await this.db
      .select({ threadId: threadMessages.threadId, unread: count() })
      .from(threadMessages)
      .where(
        and(
          inArray(threadMessages.threadId, threadIds),
          isNull(threadMessages.readAt),
          ne(threadMessages.senderEmail, readerEmail),
        ),
      )
      .groupBy(threadMessages.threadId);
    return new Map(rows.map((row) => [row.threadId, row.unread]));
  }

  /** The renter's bookings and requests of the thread's car, oldest first (no pending changes). */
  bookingsOf(carId: string | null, renterEmail: string): Promise<ThreadBookingRow[]> {
    if (!carId) return Promise.resolve([]);
    return this.db
      .select({
        id: bookings.id,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.bookingStatus,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(and(bookedBy(carId, renterEmail), isNull(bookings.changeOf)))
      .orderBy(asc(bookings.createdAt), asc(bookings.id));
  }

  /** The message's place in the thread; null when it is not one of the thread's. */
  async seqOf(threadId: string, messageId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ seq: threadMessages.seq })
      .from(threadMessages)
      .where(and(eq(threadMessages.threadId, threadId), eq(threadMessages.id, messageId)));
    return row?.seq ?? null;
  }

  /** Up to `limit` messages before `beforeSeq` (or the newest), newest first. */
  page(
    tx: Transaction,
    threadId: string,
    beforeSeq: number | null,
    limit: number,
  ): Promise<ShownMessage[]> {
    return tx
      .select(SHOWN_COLUMNS)
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.threadId, threadId),
          beforeSeq === null ? undefined : lt(threadMessages.seq, beforeSeq),
        ),
      )
      .orderBy(desc(threadMessages.seq))
      .limit(limit);
  }

  /** Marks every message of the other side the reader has not read as read at `at`: how many. */
  async markRead(
    tx: Transaction,
    threadId: string,
    readerEmail: string,
    at: Date,
  ): Promise<number> {
    const marked = await tx
      .update(threadMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(threadMessages.threadId, threadId),
          isNull(threadMessages.readAt),
          ne(threadMessages.senderEmail, readerEmail),
        ),
      )
      .returning({ id: threadMessages.id });
    return marked.length;
  }

  /** A booking's car and renter; null for no such booking. */
  async bookingSides(id: string): Promise<BookingSides | null> {
    const [row] = await this.db
      .select({
        carId: bookings.carId,
        carModel: sql<string>`coalesce(${cars.carModel}, ${bookings.carModel})`,
        renterEmail: sql<string>`lower(${bookings.bookerEmail})`,
        renterName: bookings.bookerName,
        ownerEmail: sql<string | null>`lower(${cars.ownerEmail})`,
        ownerName: cars.ownerName,
      })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .where(eq(bookings.id, id));
    return row ?? null;
  }
}
