import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, isNull, max } from 'drizzle-orm';
import {
  dhakaToday,
  type ModerationState,
  type OwnerCar,
  type TripOffer,
  type TripRules,
} from '@carzone/domain';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { CAR_TRIP_TERMS_COLUMNS } from '../database/car-trip-terms.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import { bookings, cars, type NewCarRow, photos } from '../database/schema.js';
import { TransactionalRepository } from './transactional-repository.js';
import { CAR_COLUMNS, toOwnerCar } from './cars.repository.js';

/** What an owner may set on a car: the listing and its picture columns, never the owner. */
export type CarListingColumns = Pick<
  NewCarRow,
  | 'carModel'
  | 'brand'
  | 'dailyRentalPrice'
  | 'bookingStatus'
  | 'registrationNumber'
  | 'features'
  | 'description'
  | 'location'
  | 'imageUrl'
  | 'thumbnailUrl'
  | 'photoId'
  | 'minDays'
  | 'maxDays'
  | 'advanceNoticeHours'
  | 'instantBooking'
  | 'advancePercent'
  | keyof TripOffer
>;

/** What the owner's writes need to know of a car before changing it. */
export interface CarOwnership extends TripRules, TripOffer {
  id: string;
  ownerEmail: string;
  photoId: string | null;
  /** The parts listing review looks at (REVIEWED_LISTING_FIELDS), and where the car stands. */
  carModel: string;
  description: string;
  imageUrl: string;
  moderationState: ModerationState;
}

/** A car's standing with staff as an owner's write sets it (a new one, or a change of state). */
export interface ModerationColumns {
  moderationState: ModerationState;
  moderationReason: null;
  moderatedAt?: Date;
}

/** A car's bookings still to come (or under way): how many, and the day the last one ends. */
export interface UpcomingBookings {
  count: number;
  lastEndDate: string | null;
}

/** The owner's side of the cars table: their list, and adding, changing and deleting a car. */
@Injectable()
export class OwnerCarsRepository extends TransactionalRepository<OwnerCarsTransaction> {
  /** Once it has committed, the cars it changed or deleted are read afresh. */
  protected open(tx: Transaction): OwnerCarsTransaction {
    return new OwnerCarsTransaction(tx);
  }

  /**
   * The cars listed under this owner e-mail, newest first (the id breaks ties). The e-mail is the
   * session's, as every car's owner_email was written from one, so it matches exactly (and the
   * owner_email index serves it).
   */
  async findByOwner(ownerEmail: string): Promise<OwnerCar[]> {
    const rows = await this.db
      .select(CAR_COLUMNS)
      .from(cars)
      .where(eq(cars.ownerEmail, ownerEmail))
      .orderBy(desc(cars.createdAt), desc(cars.id));
    return rows.map(toOwnerCar);
  }
}

/**
 * The writes of one owner request, inside its transaction. Each first locks the car's row, as
 * booking does (BookingTransaction's order), so a booking and a change or deletion of its car
 * queue up rather than cross.
 */
export class OwnerCarsTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /**
   * The car, locked until the transaction ends; null when there is none. `update` (for deleting)
   * also keeps new bookings out, whose foreign key needs KEY SHARE on the car; `no key update`
   * (for changing it) lets the bookings' foreign key checks through but waits for a booking
   * being made.
   */
  async lockCar(carId: string, mode: 'update' | 'no key update'): Promise<CarOwnership | null> {
    const [row] = await this.locking(
      'car',
      this.tx
        .select({
          id: cars.id,
          ownerEmail: cars.ownerEmail,
          photoId: cars.photoId,
          carModel: cars.carModel,
          description: cars.description,
          imageUrl: cars.imageUrl,
          moderationState: cars.moderationState,
          seats: cars.seats,
          ...CAR_TRIP_TERMS_COLUMNS,
        })
        .from(cars)
        .where(eq(cars.id, carId))
        .for(mode),
    );
    return row ?? null;
  }

  /**
   * True when the photo exists and this user uploaded it; it is then held (KEY SHARE) until the
   * transaction ends, so it cannot be deleted before the car that names it is written.
   */
  async holdOwnPhoto(photoId: string, uploaderUid: string): Promise<boolean> {
    const [row] = await this.tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.uploaderUid, uploaderUid)))
      .for('key share');
    return row !== undefined;
  }

  /** Inserts a car; answers its id. */
  async insert(
    row: CarListingColumns & ModerationColumns & Pick<NewCarRow, 'ownerEmail' | 'ownerName'>,
  ) {
    const [inserted] = await this.tx.insert(cars).values(row).returning({ id: cars.id });
    return inserted!.id;
  }

  /**
   * Rewrites the car's listing (and its standing, when the change sends it back for review); its
   * owner, booking count, creation date and bookings stay.
   */
  async update(
    carId: string,
    columns: CarListingColumns & Partial<ModerationColumns>,
  ): Promise<void> {
    await this.tx.update(cars).set(columns).where(eq(cars.id, carId));
    this.carChanged(carId);
  }

  /**
   * The car's bookings and requests that hold its nights at `now` and end after Dhaka's today:
   * those under way count too.
   */
  async upcomingBookings(carId: string, now: Date): Promise<UpcomingBookings> {
    const [row] = await this.tx
      .select({ count: count(), lastEndDate: max(bookings.endDate) })
      .from(bookings)
      .where(
        and(
          eq(bookings.carId, carId),
          holdingDatesAt(now),
          // A change of dates waiting for the owner goes with its booking: no booking of its own.
          isNull(bookings.changeOf),
          gt(bookings.endDate, dhakaToday(now)),
        ),
      );
    return { count: row?.count ?? 0, lastEndDate: row?.lastEndDate ?? null };
  }

  /** Deletes the car; its bookings stay, their car_id set to NULL by the foreign key. */
  async delete(carId: string): Promise<void> {
    await this.tx.delete(cars).where(eq(cars.id, carId));
    this.carChanged(carId);
  }
}
