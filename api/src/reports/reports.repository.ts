import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportAction, ReportStatus, ReportTargetType } from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { MODERATED_CAR_COLUMNS } from '../database/moderated-car-columns.js';
import { pgErrorCode } from '../database/pg-error.js';
import {
  accounts,
  bookings,
  cars,
  messageThreads,
  type NewReportRow,
  type ReportRow,
  reports,
  reviews,
  threadMessages,
} from '../database/schema.js';

/** unique_violation: the reporter has an open report of this target already. */
const PG_UNIQUE_VIOLATION = '23505';

/** What closing a target's reports writes on each. */
export interface Resolution {
  resolvedBy: string;
  action: ReportAction;
  note: string;
  at: Date;
}

/** The target's reporters to tell, and the reports closed. */
export type ClosedReport = Pick<ReportRow, 'id' | 'reporterEmail'>;

/**
 * Closes every open report on one target with one resolution, in the transaction of the action
 * taken on it, and answers them. Their rows are locked by the update: two members of staff
 * resolving the same target take turns, and the second closes none.
 */
export async function closeOpenReports(
  db: Transaction,
  targetType: ReportTargetType,
  targetId: string,
  { resolvedBy, action, note, at }: Resolution,
): Promise<ClosedReport[]> {
  return db
    .update(reports)
    .set({ status: 'resolved', resolvedAt: at, resolvedBy, action, note })
    .where(
      and(
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id, reporterEmail: reports.reporterEmail });
}

@Injectable()
export class ReportsRepository extends TransactionalRepository<ReportsTransaction> {
  protected open(tx: Transaction): ReportsTransaction {
    return new ReportsTransaction(tx);
  }

  /** A car's owner and whether anyone else may see it (listed); null for no such car. */
  async car(id: string): Promise<{ ownerEmail: string; listed: boolean } | null> {
    const [row] = await this.db
      .select({ ownerEmail: cars.ownerEmail, listed: cars.listed })
      .from(cars)
      .where(eq(cars.id, id));
    return row ?? null;
  }

  /** A review's author and whether anyone else reads it (published, not hidden); null for none. */
  async review(id: string): Promise<{ authorEmail: string; shown: boolean } | null> {
    const [row] = await this.db
      .select({
        authorEmail: reviews.authorEmail,
        shown: sql<boolean>`${reviews.publishedAt} is not null and ${reviews.hiddenReason} is null`,
      })
      .from(reviews)
      .where(eq(reviews.id, id));
    return row ?? null;
  }

  /**
   * Whether a person is known to CarZone by this e-mail (in lower case): they signed in to the
   * API, list a car or booked one.
   */
  async personKnown(email: string): Promise<boolean> {
    const found = await Promise.all([
      this.db
        .select({ one: sql`1` })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1),
      this.db
        .select({ one: sql`1` })
        .from(cars)
        .where(eq(sql`lower(${cars.ownerEmail})`, email))
        .limit(1),
      this.db
        .select({ one: sql`1` })
        .from(bookings)
        .where(eq(sql`lower(${bookings.bookerEmail})`, email))
        .limit(1),
    ]);
    return found.some((rows) => rows.length > 0);
  }

  /**
   * A booking's two sides: its renter's e-mail and its car owner's (null once the car is deleted,
   * which leaves the booking no owner to name); null for no such booking.
   */
  async bookingSides(
    id: string,
  ): Promise<{ renterEmail: string; ownerEmail: string | null } | null> {
    const [row] = await this.db
      .select({ renterEmail: bookings.bookerEmail, ownerEmail: cars.ownerEmail })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .where(eq(bookings.id, id));
    return row ?? null;
  }

  /** A message's sender and its thread's two sides (e-mails in lower case); null for none. */
  async message(
    id: string,
  ): Promise<{ senderEmail: string; ownerEmail: string; renterEmail: string } | null> {
    const [row] = await this.db
      .select({
        senderEmail: threadMessages.senderEmail,
        ownerEmail: messageThreads.ownerEmail,
        renterEmail: messageThreads.renterEmail,
      })
      .from(threadMessages)
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(eq(threadMessages.id, id));
    return row ?? null;
  }

  /** The new report's id, or null when the reporter has an open report of this target already. */
  async insert(row: NewReportRow): Promise<string | null> {
    try {
      const [inserted] = await this.db.insert(reports).values(row).returning({ id: reports.id });
      return inserted!.id;
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async find(id: string): Promise<ReportRow | null> {
    const [row] = await this.db.select().from(reports).where(eq(reports.id, id));
    return row ?? null;
  }

  /** A page of the queue: open ones oldest first, resolved ones most recently resolved first. */
  async page(status: ReportStatus, limit: number, offset: number): Promise<ReportRow[]> {
    return this.db
      .select()
      .from(reports)
      .where(eq(reports.status, status))
      .orderBy(
        ...(status === 'open'
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.resolvedAt), desc(reports.id)]),
      )
      .limit(limit)
      .offset(offset);
  }

  async carsByIds(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db.select(MODERATED_CAR_COLUMNS).from(cars).where(inArray(cars.id, ids));
  }

  async reviewsByIds(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        authorEmail: reviews.authorEmail,
        authorName: reviews.authorName,
        authorSide: reviews.authorSide,
        carId: reviews.carId,
        carModel: bookings.carModel,
        hiddenReason: reviews.hiddenReason,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(inArray(reviews.id, ids));
  }

  /**
   * Reported messages as staff read them: as written and as shown, with their sender's name as
   * the thread keeps it and the thread's car.
   */
  async messagesByIds(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: threadMessages.id,
        text: threadMessages.originalText,
        shownText: threadMessages.shownText,
        masked: threadMessages.masked,
        senderEmail: threadMessages.senderEmail,
        senderName: sql<string>`case when ${threadMessages.senderEmail} = ${messageThreads.ownerEmail} then ${messageThreads.ownerName} else ${messageThreads.renterName} end`,
        threadId: threadMessages.threadId,
        carModel: messageThreads.carModel,
        sentAt: threadMessages.createdAt,
      })
      .from(threadMessages)
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(inArray(threadMessages.id, ids));
  }

  async accountsByEmails(emails: string[]) {
    if (emails.length === 0) return [];
    return this.db
      .select({ email: accounts.email, name: accounts.name, status: accounts.status })
      .from(accounts)
      .where(inArray(accounts.email, emails));
  }
}

/** Closing a target's reports, and their mails, in one transaction. */
export class ReportsTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The database transaction itself, for the closing and the audit rows. */
  get database(): Transaction {
    return this.tx;
  }
}
