import { Injectable } from '@nestjs/common';
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  averageRating,
  REVIEW_REMINDER_DAYS,
  REVIEW_WINDOW_DAYS,
  type OwnReview,
  type PublishedReview,
  type RenterRecord,
  type ReviewSide,
} from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import {
  type BookingRow,
  bookings,
  cars,
  type NewReviewRow,
  reviews,
  type ReviewRow,
} from '../database/schema.js';

/** How many waiting reviews one publishing transaction takes. */
const PUBLISHED_PER_TRANSACTION = 200;

/** The trip a review is written on, as its transaction reads it. */
export interface ReviewedTrip {
  id: string;
  carId: string | null;
  bookingStatus: string;
  changeOf: string | null;
  startDate: string;
  endDate: string;
  bookerEmail: string;
  bookerName: string;
  /** Null once the car is deleted. */
  ownerEmail: string | null;
  ownerName: string | null;
}

/** A completed trip the review mails are about, with its car's owner (null once it is deleted). */
export interface MailedTrip {
  booking: BookingRow;
  owner: { email: string; name: string } | null;
}

/** A trip's reviews, by side. */
export type ReviewsBySide = Partial<Record<ReviewSide, ReviewRow>>;

@Injectable()
export class ReviewsRepository extends TransactionalRepository<ReviewsTransaction> {
  /** Once it has committed, the cars whose rating it changed are read afresh, its mails counted. */
  protected open(tx: Transaction): ReviewsTransaction {
    return new ReviewsTransaction(tx);
  }

  /** The reviews of these bookings, by booking and side. */
  async ofBookings(bookingIds: readonly string[]): Promise<Map<string, ReviewsBySide>> {
    const found = new Map<string, ReviewsBySide>();
    if (bookingIds.length === 0) return found;
    const rows = await this.db
      .select()
      .from(reviews)
      .where(inArray(reviews.bookingId, [...bookingIds]));
    for (const row of rows) {
      const sides = found.get(row.bookingId) ?? {};
      sides[row.authorSide] = row;
      found.set(row.bookingId, sides);
    }
    return found;
  }

  /**
   * A page of a car's published reviews by its renters that staff have not hidden, newest first,
   * and how many there are.
   */
  async ofCar(
    carId: string,
    limit: number,
    offset: number,
  ): Promise<{ reviews: PublishedReview[]; total: number }> {
    const published = and(
      eq(reviews.carId, carId),
      eq(reviews.authorSide, 'renter'),
      isNotNull(reviews.publishedAt),
      isNull(reviews.hiddenReason),
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(reviews)
        .where(published)
        .orderBy(sql`${reviews.publishedAt} DESC NULLS LAST`, sql`${reviews.id} DESC NULLS LAST`)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(reviews).where(published),
    ]);
    return { reviews: rows.map(toPublishedReview), total: counted?.total ?? 0 };
  }

  /** The e-mail of the car's owner, listed or not; null for no such car. */
  async ownerOf(carId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ ownerEmail: cars.ownerEmail })
      .from(cars)
      .where(eq(cars.id, carId));
    return row?.ownerEmail ?? null;
  }

  /**
   * Each renter's record, by e-mail in lower case: the owners' published reviews of them (but
   * those staff hid) and
   * their confirmed trips that had ended by `today`.
   */
  async renterRecords(
    emails: readonly string[],
    today: string,
  ): Promise<Map<string, RenterRecord>> {
    const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
    const records = new Map<string, RenterRecord>(
      lower.map((email) => [email, { rating: { average: null, count: 0 }, completedTrips: 0 }]),
    );
    if (lower.length === 0) return records;
    const [ratings, trips] = await Promise.all([
      this.db
        .select({
          email: sql<string>`lower(${reviews.subjectEmail})`,
          total: sql<number>`sum(${reviews.rating})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.authorSide, 'owner'),
            isNotNull(reviews.publishedAt),
            isNull(reviews.hiddenReason),
            inArray(sql`lower(${reviews.subjectEmail})`, lower),
          ),
        )
        .groupBy(sql`lower(${reviews.subjectEmail})`),
      this.db
        .select({
          email: sql<string>`lower(${bookings.bookerEmail})`,
          count: sql<number>`count(*)::int`,
        })
        .from(bookings)
        .where(
          and(
            inArray(sql`lower(${bookings.bookerEmail})`, lower),
            eq(bookings.bookingStatus, 'Confirmed'),
            isNull(bookings.changeOf),
            lte(bookings.endDate, today),
          ),
        )
        .groupBy(sql`lower(${bookings.bookerEmail})`),
    ]);
    for (const row of ratings)
      records.get(row.email)!.rating = {
        average: averageRating(row.total, row.count),
        count: row.count,
      };
    for (const row of trips) records.get(row.email)!.completedTrips = row.count;
    return records;
  }

  /**
   * Publishes the reviews whose window has closed by `now` and that nobody published yet, a batch
   * per transaction, and answers how many. Several instances sweeping at once share the work:
   * each takes rows the others have not locked.
   */
  async publishDue(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.inTransaction(async (tx) => {
        const due = await tx.lockDue(now, PUBLISHED_PER_TRANSACTION);
        await tx.publish(due, now);
        return due.length;
      });
      total += published;
      if (published < PUBLISHED_PER_TRANSACTION) return total;
    }
  }
}

/** The writes of one review, or one batch of publications, in a transaction. */
export class ReviewsTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /**
   * The trip, locked until the transaction ends, with its car's owner: both sides writing at
   * once take turns, so the second sees the first's review and publishes both. Its car is locked
   * first, then the booking, the order every transaction takes them in (BookingTransaction):
   * a review and a change of the same trip then queue up instead of deadlocking.
   */
  async lockTrip(bookingId: string): Promise<ReviewedTrip | null> {
    const [found] = await this.tx
      .select({ carId: bookings.carId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!found) return null;
    if (found.carId !== null)
      await this.locking(
        'car',
        this.tx
          .select({ id: cars.id })
          .from(cars)
          .where(eq(cars.id, found.carId))
          .for('no key update'),
      );
    const [row] = await this.locking(
      'booking',
      this.tx
        .select({
          id: bookings.id,
          carId: bookings.carId,
          bookingStatus: bookings.bookingStatus,
          changeOf: bookings.changeOf,
          startDate: bookings.startDate,
          endDate: bookings.endDate,
          bookerEmail: bookings.bookerEmail,
          bookerName: bookings.bookerName,
          ownerEmail: cars.ownerEmail,
          ownerName: cars.ownerName,
        })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .where(eq(bookings.id, bookingId))
        .for('no key update', { of: bookings }),
    );
    return row ?? null;
  }

  async reviewsOf(bookingId: string): Promise<ReviewsBySide> {
    const rows = await this.tx.select().from(reviews).where(eq(reviews.bookingId, bookingId));
    return Object.fromEntries(rows.map((row) => [row.authorSide, row])) as ReviewsBySide;
  }

  async insert(row: NewReviewRow): Promise<ReviewRow> {
    const [inserted] = await this.tx.insert(reviews).values(row).returning();
    return inserted!;
  }

  /**
   * Up to `limit` confirmed trips, locked (skipping others' locks), that completed by `today` and
   * can still be reviewed, whose sides were never asked for a review (`invite`), or never reminded
   * though their window closes within REVIEW_REMINDER_DAYS (`remind`).
   */
  async lockTripsToMail(
    mail: 'invite' | 'remind',
    today: string,
    limit: number,
  ): Promise<MailedTrip[]> {
    const notMailed =
      mail === 'invite' ? isNull(bookings.reviewInvitedAt) : isNull(bookings.reviewRemindedAt);
    const endedBy =
      mail === 'invite'
        ? today
        : addCalendarDays(today, -(REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS));
    const rows = await this.locking(
      'booking',
      this.tx
        .select({ booking: bookings, ownerEmail: cars.ownerEmail, ownerName: cars.ownerName })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .where(
          and(
            eq(bookings.bookingStatus, 'Confirmed'),
            isNull(bookings.changeOf),
            notMailed,
            lte(bookings.endDate, endedBy),
            gt(bookings.endDate, addCalendarDays(today, -REVIEW_WINDOW_DAYS)),
          ),
        )
        .orderBy(bookings.endDate)
        .limit(limit)
        .for('update', { of: bookings, skipLocked: true }),
    );
    return rows.map(({ booking, ownerEmail, ownerName }) => ({
      booking,
      owner: ownerEmail === null ? null : { email: ownerEmail, name: ownerName ?? '' },
    }));
  }

  async markMailed(mail: 'invite' | 'remind', bookingIds: string[], now: Date): Promise<void> {
    if (bookingIds.length === 0) return;
    await this.tx
      .update(bookings)
      .set(mail === 'invite' ? { reviewInvitedAt: now } : { reviewRemindedAt: now })
      .where(inArray(bookings.id, bookingIds));
  }

  /** The waiting reviews whose window has closed by `now`, locked, skipping others' locks. */
  async lockDue(now: Date, limit: number): Promise<ReviewRow[]> {
    return this.tx
      .select()
      .from(reviews)
      .where(and(isNull(reviews.publishedAt), lte(reviews.windowClosesAt, now)))
      .orderBy(reviews.windowClosesAt)
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /**
   * Publishes these (locked, unpublished) reviews at `now`: each renter's review adds its stars
   * to its car's rating, in this same transaction, so a rating never counts one twice or misses
   * one, whichever instance publishes it.
   */
  async publish(rows: readonly ReviewRow[], now: Date): Promise<ReviewRow[]> {
    if (rows.length === 0) return [];
    const published = await this.tx
      .update(reviews)
      .set({ publishedAt: now })
      .where(
        and(
          inArray(
            reviews.id,
            rows.map((row) => row.id),
          ),
          isNull(reviews.publishedAt),
        ),
      )
      .returning();
    const byCar = new Map<string, { total: number; count: number }>();
    for (const row of published) {
      if (row.authorSide !== 'renter' || row.carId === null) continue;
      const sum = byCar.get(row.carId) ?? { total: 0, count: 0 };
      byCar.set(row.carId, { total: sum.total + row.rating, count: sum.count + 1 });
    }
    // The cars in one order (by id) in every batch: two instances' batches touching the same cars
    // then queue for them instead of deadlocking (scripts/fault-reviews.mjs found they did).
    const carsInOrder = [...byCar].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [carId, sum] of carsInOrder) {
      await this.tx
        .update(cars)
        .set({
          ratingTotal: sql`${cars.ratingTotal} + ${sum.total}`,
          ratingCount: sql`${cars.ratingCount} + ${sum.count}`,
        })
        .where(eq(cars.id, carId));
      this.carChanged(carId);
    }
    return published;
  }
}

export function toPublishedReview(row: ReviewRow): PublishedReview {
  return {
    _id: row.id,
    rating: row.rating,
    text: row.text,
    reviewerName: row.authorName,
    publishedAt: row.publishedAt!.toISOString(),
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    rating: row.rating,
    text: row.text,
    writtenAt: row.writtenAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
