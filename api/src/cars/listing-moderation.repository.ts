import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  dhakaToday,
  type Language,
  type ListingQueueEntry,
  type ListingQueueState,
  type ModerationState,
} from '@carzone/domain';
import { appendAuditRecord, type AuditRecord } from '../database/audit-records.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import { MODERATED_CAR_COLUMNS } from '../database/moderated-car-columns.js';
import { bookings, cars } from '../database/schema.js';
import { TransactionalRepository } from './transactional-repository.js';

/** What a staff action needs to know of a car: its state, and whom to tell. */
export interface ModeratedCar {
  id: string;
  carModel: string;
  ownerEmail: string;
  ownerName: string;
  moderationState: ModerationState;
}

/** The staff's side of the cars: their queues, and moving a car from one state to another. */
@Injectable()
export class ListingModerationRepository extends TransactionalRepository<ListingModerationTransaction> {
  /** Once it has committed, the car it moved is read afresh (details, search). */
  protected open(tx: Transaction): ListingModerationTransaction {
    return new ListingModerationTransaction(tx);
  }

  /**
   * A page of the cars in `state`, oldest in it first (the queue's partial index), each with its
   * bookings and requests that hold nights at `now` and end after Dhaka's today.
   */
  async queue(
    state: ListingQueueState,
    limit: number,
    offset: number,
    now: Date,
  ): Promise<ListingQueueEntry[]> {
    const upcoming = this.db
      .select({ count: count() })
      .from(bookings)
      .where(
        and(
          sql`${bookings.carId} = ${cars.id}`,
          holdingDatesAt(now),
          isNull(bookings.changeOf),
          gt(bookings.endDate, dhakaToday(now)),
        ),
      );
    const rows = await this.db
      .select({
        id: cars.id,
        carModel: cars.carModel,
        brand: cars.brand,
        description: cars.description,
        imageUrl: cars.imageUrl,
        thumbnailUrl: cars.thumbnailUrl,
        ownerEmail: cars.ownerEmail,
        ownerName: cars.ownerName,
        moderationState: cars.moderationState,
        moderationReason: cars.moderationReason,
        moderatedAt: cars.moderatedAt,
        upcomingBookings: sql<number>`(${upcoming})`.mapWith(Number),
      })
      .from(cars)
      .where(eq(cars.moderationState, state))
      .orderBy(asc(cars.moderatedAt), asc(cars.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      _id: row.id,
      carModel: row.carModel,
      brand: row.brand,
      description: row.description,
      imageUrl: row.imageUrl,
      thumbnailUrl: row.thumbnailUrl || row.imageUrl,
      owner: { email: row.ownerEmail, name: row.ownerName },
      moderation: { state: row.moderationState, reason: row.moderationReason },
      since: row.moderatedAt.toISOString(),
      upcomingBookings: row.upcomingBookings,
    }));
  }
}

/**
 * One staff action on a car, inside its transaction: the car's row locked first (as booking and
 * the owner's writes take it, so they queue up), its new state, the audit row and the owner's
 * mail, all saved together or not at all.
 */
export class ListingModerationTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The car, locked until the transaction ends; null when there is none. */
  async lockCar(carId: string): Promise<ModeratedCar | null> {
    const [row] = await this.locking(
      'car',
      this.tx
        .select(MODERATED_CAR_COLUMNS)
        .from(cars)
        .where(eq(cars.id, carId))
        .for('no key update'),
    );
    return row ?? null;
  }

  /** Moves the car to `state` with staff's reason (null for none), from now. */
  async moveTo(carId: string, state: ModerationState, reason: string | null): Promise<void> {
    await this.tx
      .update(cars)
      .set({ moderationState: state, moderationReason: reason, moderatedAt: new Date() })
      .where(eq(cars.id, carId));
    this.carChanged(carId);
  }

  /** The audit row of the action, in this transaction. */
  audit(record: AuditRecord): Promise<void> {
    return appendAuditRecord(this.tx, record);
  }

  /** The language the owner reads their mails in. */
  async ownerLanguage(ownerEmail: string): Promise<Language> {
    return (await this.mailLanguages(ownerEmail, ownerEmail)).owner;
  }
}
