import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { BookedRange, DriverTerms, TripRules } from '@carzone/domain';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { CAR_TRIP_TERMS_COLUMNS } from '../database/car-trip-terms.js';
import { blocksOver } from '../database/holding-bookings.js';
import {
  type BookingRow,
  bookings,
  carBlocks,
  cars,
  drivingLicences,
  type NewBookingRow,
  verifiedPhones,
} from '../database/schema.js';

/**
 * What booking needs to know of a car: the copy a booking keeps, its owner, their rules and what
 * the car offers (its driver's terms and district, to price a trip).
 */
export interface CarForBooking extends TripRules, DriverTerms {
  district: string;
  /** False: a booking is a request its owner answers. */
  instantBooking: boolean;
  /** The share of the trip's price its renter pays in advance: 0, none, or 10–50 (payments.ts). */
  advancePercent: number;
  id: string;
  carModel: string;
  imageUrl: string;
  location: string;
  dailyRentalPrice: number;
  bookingStatus: string;
  ownerEmail: string;
  ownerName: string;
  /** A self-drive renter must have a driving licence valid until the car goes back. */
  licenceRequired: boolean;
  /** A renter must have a verified mobile number. */
  requireVerifiedPhone: boolean;
  /** Published and its owner not suspended: only a listed car is booked or re-dated. */
  listed: boolean;
}

/** A booking the expiry wrote Expired: a request nobody answered, or an advance nobody paid. */
export type ExpiredBooking = BookingRow & { awaitedPayment: boolean };

/**
 * The writes of one booking change, inside its transaction. Every change takes the car's row lock
 * first and only then touches a booking, the order BookingTransaction keeps, so two changes of the
 * same car queue up instead of deadlocking. The no-overlap guarantee itself is the database's
 * exclusion constraint (migration 0001), which holds even without these locks.
 */
export class BookingsTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The car, locked until the transaction ends; null when there is none. */
  async lockCar(carId: string): Promise<CarForBooking | null> {
    const [row] = await this.locking(
      'car',
      this.tx
        .select({
          id: cars.id,
          carModel: cars.carModel,
          imageUrl: cars.imageUrl,
          location: cars.location,
          dailyRentalPrice: cars.dailyRentalPrice,
          bookingStatus: cars.bookingStatus,
          ownerEmail: cars.ownerEmail,
          ownerName: cars.ownerName,
          instantBooking: cars.instantBooking,
          advancePercent: cars.advancePercent,
          listed: cars.listed,
          ...CAR_TRIP_TERMS_COLUMNS,
        })
        .from(cars)
        .where(eq(cars.id, carId))
        // Not FOR UPDATE: the bookings' foreign key takes KEY SHARE on the car, which this allows.
        .for('no key update'),
    );
    return row ?? null;
  }

  /** This person's verified mobile number, or null when they have none. */
  async verifiedNumberOf(email: string): Promise<string | null> {
    const [row] = await this.tx
      .select({ phoneNumber: verifiedPhones.phoneNumber })
      .from(verifiedPhones)
      .where(eq(verifiedPhones.email, email.trim().toLowerCase()));
    return row?.phoneNumber ?? null;
  }

  /** The expiry of the renter's driving licence, or null when their profile has none. */
  async licenceExpiryOf(renterEmail: string): Promise<string | null> {
    const [row] = await this.tx
      .select({ number: drivingLicences.number, expiresOn: drivingLicences.expiresOn })
      .from(drivingLicences)
      .where(eq(drivingLicences.email, renterEmail.trim().toLowerCase()));
    return row?.number ? row.expiresOn : null;
  }

  /**
   * Whether the owner blocked any night of [startDate, endDate) on the car. Read under the car's
   * lock, which a new block takes too, so none can appear before this booking commits.
   */
  async isBlocked(carId: string, range: BookedRange): Promise<boolean> {
    const [row] = await this.tx
      .select({ id: carBlocks.id })
      .from(carBlocks)
      .where(blocksOver(carId, range))
      .limit(1);
    return row !== undefined;
  }

  /** The owner of the car, for the mails about its bookings; null once the car is deleted. */
  async carOwner(carId: string): Promise<{ ownerName: string; ownerEmail: string } | null> {
    const [row] = await this.tx
      .select({ ownerName: cars.ownerName, ownerEmail: cars.ownerEmail })
      .from(cars)
      .where(eq(cars.id, carId));
    return row ?? null;
  }

  /** A booking as it stands, without a lock (to learn its car before locking that first). */
  async findBooking(bookingId: string): Promise<BookingRow | null> {
    const [row] = await this.tx.select().from(bookings).where(eq(bookings.id, bookingId));
    return row ?? null;
  }

  /** The booking, locked until the transaction ends; call after lockCar of its car. */
  async lockBooking(bookingId: string): Promise<BookingRow | null> {
    const [row] = await this.locking(
      'booking',
      this.tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update'),
    );
    return row ?? null;
  }

  /**
   * The change of dates of this booking that still waits for its owner at `now`, locked until the
   * transaction ends; null when none waits. Call after lockCar of its car.
   */
  async lockLiveChange(bookingId: string, now: Date): Promise<BookingRow | null> {
    const [row] = await this.locking(
      'booking',
      this.tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.changeOf, bookingId),
            eq(bookings.bookingStatus, 'Pending'),
            gt(bookings.expiresAt, now),
          ),
        )
        .for('update'),
    );
    return row ?? null;
  }

  /**
   * Ends every change of dates of this booking still Pending (overdue ones too) with `status`,
   * freeing their nights: the booking was canceled, or its renter asked for other dates.
   */
  async endChangesOf(
    bookingId: string,
    status: 'Canceled' | 'Expired',
    canceledBy: 'renter' | 'owner' | null = null,
  ): Promise<void> {
    const ended = await this.tx
      .update(bookings)
      .set({ bookingStatus: status, canceledBy, expiresAt: null })
      .where(and(eq(bookings.changeOf, bookingId), eq(bookings.bookingStatus, 'Pending')))
      .returning({ id: bookings.id });
    if (status === 'Expired')
      this.countOnCommit((metrics) => metrics.requestsAnsweredAs('expired', ended.length));
  }

  /** Removes a change of dates once its booking took its dates: it was never a booking itself. */
  async deleteChange(changeId: string): Promise<void> {
    await this.tx
      .delete(bookings)
      .where(and(eq(bookings.id, changeId), sql`${bookings.changeOf} IS NOT NULL`));
  }

  /** Inserts a booking; an overlap fails with SQLSTATE 23P01 (bookings_no_overlap). */
  async insert(row: NewBookingRow): Promise<BookingRow> {
    const [inserted] = await this.tx.insert(bookings).values(row).returning();
    return inserted!;
  }

  /** Changes a booking; new dates that overlap another booking fail with SQLSTATE 23P01. */
  async update(
    bookingId: string,
    changes: Partial<
      Pick<
        NewBookingRow,
        | 'startDate'
        | 'endDate'
        | 'totalPrice'
        | 'bookingDate'
        | 'bookingStatus'
        | 'expiresAt'
        | 'statusReason'
        | 'canceledBy'
        | 'priceLines'
      >
    >,
  ): Promise<BookingRow> {
    const [updated] = await this.tx
      .update(bookings)
      .set(changes)
      .where(eq(bookings.id, bookingId))
      .returning();
    return updated!;
  }

  /**
   * Writes Expired on the car's bookings waiting past their deadline by `now` (Pending requests
   * nobody answered, advances nobody paid; any car's without `carId`; at most `limit` of each),
   * freeing their nights, and answers them, each saying whether it awaited a payment. Each row is
   * taken under its lock and only while still waiting, so two instances sweeping at once expire
   * each once; those another transaction holds are skipped, for the next sweep.
   */
  async expireOverdue(
    now: Date,
    { carId, limit = 100 }: { carId?: string; limit?: number } = {},
  ): Promise<ExpiredBooking[]> {
    const expire = async (status: 'Pending' | 'AwaitingPayment') => {
      const due = this.tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.bookingStatus, status),
            lte(bookings.expiresAt, now),
            carId === undefined ? undefined : eq(bookings.carId, carId),
          ),
        )
        .orderBy(asc(bookings.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return this.locking(
        'booking',
        this.tx
          .update(bookings)
          .set({ bookingStatus: 'Expired' })
          .where(and(inArray(bookings.id, due), eq(bookings.bookingStatus, status)))
          .returning(),
      );
    };
    const requests = await expire('Pending');
    const unpaid = await expire('AwaitingPayment');
    this.countOnCommit((metrics) => {
      metrics.requestsAnsweredAs('expired', requests.length);
      metrics.advancesExpired(unpaid.length);
    });
    return [
      ...requests.map((row) => ({ ...row, awaitedPayment: false })),
      ...unpaid.map((row) => ({ ...row, awaitedPayment: true })),
    ];
  }

  /**
   * Counts a booking made (+1) or canceled (−1) on the car. Never below zero: bookings written
   * before the count was kept (or by hand) must not make a cancel fail the table's check.
   */
  async addToBookingCount(carId: string, delta: 1 | -1): Promise<void> {
    await this.tx
      .update(cars)
      .set({ bookingCount: sql`greatest(${cars.bookingCount} + ${delta}, 0)` })
      .where(eq(cars.id, carId));
    this.carChanged(carId);
  }
}
