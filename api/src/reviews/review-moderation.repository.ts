import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  averageRating,
  type Rating,
  type ReviewHideReason,
  type ReviewQueueEntry,
  type ReviewQueuePage,
  type ReviewQueueState,
} from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { bookings, cars, reviews, type ReviewRow } from '../database/schema.js';

/** Text for a LIKE pattern that matches itself only (backslash is PostgreSQL's default escape). */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A review as staff act on it, with the model its trip's booking kept (what its mail names). */
export interface ModeratedReviewRow {
  review: ReviewRow;
  carModel: string;
}

@Injectable()
export class ReviewModerationRepository extends TransactionalRepository<ReviewModerationTransaction> {
  protected open(tx: Transaction): ReviewModerationTransaction {
    return new ReviewModerationTransaction(tx);
  }

  /** The review, unlocked: which car to lock first, and whether it was ever published. */
  async find(reviewId: string): Promise<ReviewRow | null> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, reviewId));
    return row ?? null;
  }

  /**
   * A page of the published reviews shown (`published`, newest published first) or hidden
   * (`hidden`, most recently hidden first) whose car model, author's e-mail or name, or text holds
   * every word of `search` (any case, `%` and `_` as themselves), and how many there are.
   */
  async queue(
    state: ReviewQueueState,
    search: string,
    limit: number,
    offset: number,
  ): Promise<ReviewQueuePage> {
    const where = and(
      isNotNull(reviews.publishedAt),
      state === 'hidden' ? isNotNull(reviews.hiddenReason) : isNull(reviews.hiddenReason),
      ...search
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => {
          const pattern = `%${literalPattern(word)}%`;
          return or(
            ilike(bookings.carModel, pattern),
            ilike(reviews.authorEmail, pattern),
            ilike(reviews.authorName, pattern),
            ilike(reviews.text, pattern),
          );
        }),
    );
    const newest = state === 'hidden' ? reviews.hiddenAt : reviews.publishedAt;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ review: reviews, carModel: bookings.carModel })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(where)
        .orderBy(desc(newest), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(where),
    ]);
    return { reviews: rows.map(toQueueEntry), total: counted?.total ?? 0 };
  }
}

function toQueueEntry({ review, carModel }: ModeratedReviewRow): ReviewQueueEntry {
  return {
    _id: review.id,
    rating: review.rating,
    text: review.text,
    authorEmail: review.authorEmail,
    authorName: review.authorName,
    authorSide: review.authorSide,
    carId: review.carId,
    carModel,
    createdAt: review.publishedAt!.toISOString(),
    hiddenReason: review.hiddenReason,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
  };
}

/**
 * Hiding or restoring one published review: its car's row locked first (the order every
 * transaction takes, BookingTransaction), then the review's, so a hide and a restore of one
 * review, or of two reviews of one car, take turns and each adjusts the car's rating once. A
 * published review is never locked by the publishing sweep, which only takes unpublished ones.
 */
export class ReviewModerationTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The database transaction itself, for the audit row and the work done along with it. */
  get database(): Transaction {
    return this.tx;
  }

  async lockCar(carId: string): Promise<void> {
    await this.locking(
      'car',
      this.tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).for('no key update'),
    );
  }

  /** The review, locked until the transaction ends, with its trip's car model. */
  async lockReview(reviewId: string): Promise<ModeratedReviewRow | null> {
    const [row] = await this.tx
      .select({ review: reviews, carModel: bookings.carModel })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    return row ?? null;
  }

  /** Hides (a reason) or shows again (null) the review. */
  async setHidden(
    reviewId: string,
    reason: ReviewHideReason | null,
    now: Date,
  ): Promise<ReviewRow> {
    const [row] = await this.tx
      .update(reviews)
      .set({ hiddenReason: reason, hiddenAt: reason ? now : null })
      .where(eq(reviews.id, reviewId))
      .returning();
    return row!;
  }

  /**
   * Takes a renter's review out of its car's rating (`-1`) or puts it back (`+1`), and answers
   * the rating now; the car is read afresh once the transaction has committed.
   */
  async countInRating(row: ReviewRow, sign: 1 | -1): Promise<Rating> {
    const [car] = await this.tx
      .update(cars)
      .set({
        ratingTotal: sql`${cars.ratingTotal} + ${sign * row.rating}`,
        ratingCount: sql`${cars.ratingCount} + ${sign}`,
      })
      .where(eq(cars.id, row.carId!))
      .returning({ total: cars.ratingTotal, count: cars.ratingCount });
    this.carChanged(row.carId!);
    return { average: averageRating(car!.total, car!.count), count: car!.count };
  }

  async ratingOf(carId: string): Promise<Rating> {
    const [car] = await this.tx
      .select({ total: cars.ratingTotal, count: cars.ratingCount })
      .from(cars)
      .where(eq(cars.id, carId));
    return { average: averageRating(car!.total, car!.count), count: car!.count };
  }
}
