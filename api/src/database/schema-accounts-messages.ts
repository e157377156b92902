// The accounts' tables (sessions, driving licences, verified phones, languages) and the messages'
// (contact messages, the mail outbox): none refers to a car or a booking. Part of the one schema
// (schema.ts re-exports them).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@carzone/domain';
import { createdAt, oneOf } from './schema-columns.js';

/**
 * A signed-in browser: what the session cookie points at (its id travels in the cookie beside
 * Firebase's session cookie). Signing out deletes the row; signing a device out from elsewhere
 * marks it ended. Either ends that device's session at once; the person's other devices keep
 * theirs. Device and browser are read once from the user agent at sign-in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    device: text('device').notNull().default(''),
    browser: text('browser').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    // When Firebase's session cookie inside the cookie expires: the row is of no use after it.
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Set when the session was ended from another device (or all were): the browser still holds
    // the cookie, and the row tells it, at its next sign-in attempt, that it was signed out on
    // purpose rather than that its session expired.
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_uid_idx').on(table.uid)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * The transactional outbox: each e-mail a booking change sends, written in the change's own
 * transaction (so neither is ever saved without the other) and delivered afterwards by the mail
 * sender (src/mail). A row is waiting while `sent_at` and `failed_at` are both null; the sender
 * claims it by moving `next_attempt_at` a lease ahead, so a sender that dies mid-send leaves it
 * to be tried again once the lease has run out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Message-ID header, fixed when queued: a resend after a crash carries the same one. */
    messageId: text('message_id').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up on (a day of refusals): `last_error` says why. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_waiting_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * A renter's driving licence (packages/domain/src/driving-licence.ts), one per account, keyed by
 * e-mail in lower case as bookings name their renter. Its photo lives in the photo storage as
 * `licence-<photo_id>.webp`, a name the public photo route never serves (licence-photo-files.ts).
 * A row may hold a photo before its number (the form sends the photo first).
 */
export const drivingLicences = pgTable(
  'driving_licences',
  {
    email: text('email').primaryKey(),
    number: text('number'),
    expiresOn: date('expires_on', { mode: 'string' }),
    photoId: uuid('photo_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('driving_licences_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check(
      'driving_licences_number_with_expiry_check',
      sql`(${table.number} is null) = (${table.expiresOn} is null)`,
    ),
  ],
);

/**
 * The mobile numbers people verified with an SMS code, by e-mail in lower case, as the
 * verified ID token of their last sign-in named it: one number, one account (the unique index,
 * as Firebase itself keeps it). What others are shown of a person's number reads this table.
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    email: text('email').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique('verified_phones_phone_number_unique'),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('verified_phones_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check(
      'verified_phones_phone_number_check',
      sql`${table.phoneNumber} ~ '^[+]8801[3-9][0-9]{8}$'`,
    ),
  ],
);

/**
 * The language a person chose for CarZone, by their e-mail address in lower case:
 * owners are known by theirs on their cars, and their booking e-mails follow their choice. No
 * row: English.
 */
export const accountLanguages = pgTable(
  'account_languages',
  {
    email: text('email').primaryKey(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('account_languages_language_check', oneOf('language', LANGUAGES)),
    check('account_languages_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type DrivingLicenceRow = typeof drivingLicences.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
