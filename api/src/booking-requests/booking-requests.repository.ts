import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Language,
  OWNER_RECORD_BOOKINGS,
  type OwnerRecord,
  type OwnerRequest,
} from '@carzone/domain';
import {
  renterPhone,
  renterPhoneOfBooking,
  TRIP_COLUMNS,
  withTrip,
} from '../bookings/booking-answers.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { bookings, cars, drivingLicences } from '../database/schema.js';
import {
  RENTER_LICENCE_COLUMNS,
  renterLicenceOfBooking,
  toRenterLicence,
} from '../driving-licences/renter-licence.js';

/** The owner's side of requests: those waiting for their answer, and their record as an owner. */
@Injectable()
export class BookingRequestsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The requests waiting for this owner's answer at `now` (Pending, deadline not passed) on the
   * cars listed under their e-mail, the most urgent first: new bookings, and changes of dates with
   * the confirmed booking's own dates beside them. Never the renter's e-mail.
   */
  async findWaitingForOwner(
    ownerEmail: string,
    now: Date,
    language: Language = 'en',
  ): Promise<(Omit<OwnerRequest, 'renterRecord'> & { renterEmail: string })[]> {
    const changed = alias(bookings, 'changed');
    const rows = await this.db
      .select({
        // A change is answered on its booking: the id the renter and the owner know.
        _id: sql<string>`coalesce(${bookings.changeOf}, ${bookings.id})`,
        carId: cars.id,
        carModel: bookings.carModel,
        imageUrl: bookings.imageUrl,
        licenceRequired: cars.licenceRequired,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        totalPrice: bookings.totalPrice,
        renterName: bookings.bookerName,
        renterEmail: bookings.bookerEmail,
        expiresAt: bookings.expiresAt,
        currentDates: {
          startDate: changed.startDate,
          endDate: changed.endDate,
          totalPrice: changed.totalPrice,
        },
        licence: RENTER_LICENCE_COLUMNS,
        // Whether they have one: the number itself only once the owner accepts.
        renterPhoneVerified: sql<boolean>`${renterPhone.phoneNumber} is not null`,
        ...TRIP_COLUMNS,
      })
      .from(bookings)
      .innerJoin(cars, eq(bookings.carId, cars.id))
      .leftJoin(changed, eq(changed.id, bookings.changeOf))
      .leftJoin(drivingLicences, renterLicenceOfBooking)
      .leftJoin(renterPhone, renterPhoneOfBooking)
      .where(
        and(
          eq(cars.ownerEmail, ownerEmail),
          eq(bookings.bookingStatus, 'Pending'),
          gt(bookings.expiresAt, now),
        ),
      )
      .orderBy(asc(bookings.expiresAt), asc(bookings.id));
    return rows.map(({ licence, ...row }) => ({
      ...withTrip(row, language),
      renterLicence: toRenterLicence(licence),
      bookingStatus: 'Pending',
      // Not null: the filter above compares it with now.
      expiresAt: row.expiresAt!.toISOString(),
    }));
  }

  /**
   * The record of the owner of this car (OwnerRecord): their latest bookings they confirmed,
   * Confirmed still or canceled by them, and how many of those they canceled; null for no car.
   */
  async ownerRecordOf(carId: string): Promise<OwnerRecord | null> {
    const [car] = await this.db
      .select({ ownerEmail: cars.ownerEmail })
      .from(cars)
      .where(eq(cars.id, carId));
    if (!car) return null;
    const latest = this.db
      .select({ canceledBy: bookings.canceledBy })
      .from(bookings)
      .innerJoin(cars, eq(bookings.carId, cars.id))
      .where(
        and(
          eq(cars.ownerEmail, car.ownerEmail),
          isNull(bookings.changeOf),
          sql`(${bookings.bookingStatus} = 'Confirmed' OR ${bookings.canceledBy} = 'owner')`,
        ),
      )
      .orderBy(desc(bookings.createdAt))
      .limit(OWNER_RECORD_BOOKINGS)
      .as('latest');
    const [record] = await this.db
      .select({
        bookings: sql<number>`count(*)::int`,
        canceledByOwner: sql<number>`(count(*) filter (where ${latest.canceledBy} = 'owner'))::int`,
      })
      .from(latest);
    return record ?? { bookings: 0, canceledByOwner: 0 };
  }
}
