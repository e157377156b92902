// Renter and owner talking about a car (packages/domain/src/messages.ts): one thread per car and
// renter, and its messages. Part of the one schema (schema.ts re-exports it). A thread keeps its
// own copy of the car's model and both sides' names, so it stays readable once the car is gone.
// Its reference to the car is written by hand in migration 0024 (`on delete set null`, as a
// booking's): declaring it here would import schema.ts, which re-exports this file (a cycle).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.js';

/**
 * A car's renter and its owner, talking: opened by the renter's first inquiry or from one of
 * their bookings of the car. E-mails in lower case.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the car is deleted, as a booking's: both sides still read and write the thread.
    carId: uuid('car_id'),
    carModel: text('car_model').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerName: text('owner_name').notNull().default(''),
    renterEmail: text('renter_email').notNull(),
    renterName: text('renter_name').notNull().default(''),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    // When each side was last mailed of messages they had not read (at most one mail in 15 minutes).
    ownerMailedAt: timestamp('owner_mailed_at', { withTimezone: true, mode: 'date' }),
    renterMailedAt: timestamp('renter_mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check(
      'message_threads_emails_lower_check',
      sql`${table.ownerEmail} = lower(${table.ownerEmail}) and ${table.renterEmail} = lower(${table.renterEmail})`,
    ),
    unique('message_threads_car_renter_unique').on(table.carId, table.renterEmail),
    // "My threads, newest activity first", for either side.
    index('message_threads_owner_activity_idx').on(
      table.ownerEmail,
      table.lastActivityAt.desc().nullsFirst(),
    ),
    index('message_threads_renter_activity_idx').on(
      table.renterEmail,
      table.lastActivityAt.desc().nullsFirst(),
    ),
  ],
);

/**
 * One message of a thread. `seq` is its place in every live stream (strictly increasing, the
 * stream's event id). `original_text` is what was written, for staff only; `shown_text` is what
 * both sides read: contact details hidden (`masked`) when it was written before the renter had a
 * confirmed trip of the car. It is decided once, at sending: a later booking unmasks nothing.
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity().unique(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderEmail: text('sender_email').notNull(),
    originalText: text('original_text').notNull(),
    shownText: text('shown_text').notNull(),
    masked: boolean('masked').notNull().default(false),
    createdAt: createdAt(),
    // When its reader (the thread's other side) opened it; null while unread.
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    // Whether the mail sweep has dealt with it (mailed, or found it read in time).
    mailHandled: boolean('mail_handled').notNull().default(false),
  },
  (table) => [
    // A thread's pages, newest first.
    index('thread_messages_thread_seq_idx').on(table.threadId, table.seq.desc().nullsFirst()),
    // The unread counts and the mail sweep read only the few unread messages.
    index('thread_messages_unread_idx')
      .on(table.threadId, table.senderEmail)
      .where(sql`${table.readAt} is null`),
    // The mail sweep reads the messages it has not dealt with, oldest first.
    index('thread_messages_mail_due_idx')
      .on(table.createdAt)
      .where(sql`not ${table.mailHandled}`),
  ],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
