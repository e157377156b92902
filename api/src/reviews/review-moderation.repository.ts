import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { averageRating, type Rating, type ReviewHideReason } from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { bookings, cars, reviews, type ReviewRow } from '../database/schema.js';

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
