import { Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  type BookedRange,
  type Booking,
  dhakaToday,
  type Language,
  type OwnerBooking,
  REVIEW_WINDOW_DAYS,
  tripStageOf,
} from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import type { Transaction } from '../database/booking-transaction.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import { bookings, carBlocks, cars, drivingLicences } from '../database/schema.js';
import {
  RENTER_LICENCE_COLUMNS,
  renterLicenceOfBooking,
  toRenterLicence,
} from '../driving-licences/renter-licence.js';
import {
  liveProposalOf,
  numberOnConfirmed,
  ownerPhone,
  PROPOSAL_COLUMNS,
  proposal,
  renterPhone,
  renterPhoneOfBooking,
  toBooking,
  advanceOfRow,
  toProposedChange,
  TRIP_COLUMNS,
  withTrip,
} from './booking-answers.js';
import { BookingsTransaction } from './bookings.transaction.js';

/** The bookings as the renter, the owner and a car's calendar read them; and their transactions. */
@Injectable()
export class BookingsRepository extends TransactionalRepository<BookingsTransaction> {
  /** Once it has committed, the cars whose booking count it changed are read afresh. */
  protected open(tx: Transaction): BookingsTransaction {
    return new BookingsTransaction(tx);
  }

  /**
   * The booker's bookings, newest booking date first (the id breaks ties, so the order is
   * stable), each with the status it has at `now`.
   */
  async findByBooker(email: string, now: Date, language: Language = 'en'): Promise<Booking[]> {
    const rows = await this.db
      .select({
        booking: bookings,
        proposal: PROPOSAL_COLUMNS,
        ownerPhoneNumber: ownerPhone.phoneNumber,
      })
      .from(bookings)
      .leftJoin(proposal, liveProposalOf(bookings.id, now))
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(ownerPhone, eq(ownerPhone.email, sql`lower(${cars.ownerEmail})`))
      .where(and(eq(bookings.bookerEmail, email), isNull(bookings.changeOf)))
      .orderBy(desc(bookings.bookingDate), desc(bookings.id));
    return rows.map((row) =>
      toBooking(row.booking, now, row.proposal, language, row.ownerPhoneNumber),
    );
  }

  /**
   * The bookings and requests still to come or under way (holding their nights at `now`, ending
   * after Dhaka's today), and the trips completed within their review window, on the cars listed
   * under this owner e-mail (the session's, as each car's was), by start date. What an owner may see of them: never the renter's e-mail, only the name
   * they booked under.
   */
  async findForOwner(
    ownerEmail: string,
    now: Date,
    language: Language = 'en',
  ): Promise<OwnerBooking[]> {
    const rows = await this.db
      .select({
        _id: bookings.id,
        carId: cars.id,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        totalPrice: bookings.totalPrice,
        bookingStatus: bookings.bookingStatus,
        renterName: bookings.bookerName,
        expiresAt: bookings.expiresAt,
        advanceMinor: bookings.advanceMinor,
        advanceState: bookings.advanceState,
        proposal: PROPOSAL_COLUMNS,
        licence: RENTER_LICENCE_COLUMNS,
        renterPhoneNumber: renterPhone.phoneNumber,
        ...TRIP_COLUMNS,
      })
      .from(bookings)
      .innerJoin(cars, eq(bookings.carId, cars.id))
      .leftJoin(proposal, liveProposalOf(bookings.id, now))
      .leftJoin(drivingLicences, renterLicenceOfBooking)
      .leftJoin(renterPhone, renterPhoneOfBooking)
      .where(
        and(
          eq(cars.ownerEmail, ownerEmail),
          holdingDatesAt(now),
          isNull(bookings.changeOf),
          // Trips to come, under way, and completed within their review window.
          gt(bookings.endDate, addCalendarDays(dhakaToday(now), -REVIEW_WINDOW_DAYS)),
        ),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.id));
    return rows.map(
      ({ proposal, licence, renterPhoneNumber, advanceMinor, advanceState, ...row }) => ({
        ...withTrip(row, language),
        advance: advanceOfRow(
          { advanceMinor, advanceState, expiresAt: row.expiresAt, totalPrice: row.totalPrice },
          row.bookingStatus,
        ),
        renterPhoneNumber: numberOnConfirmed(row.bookingStatus, renterPhoneNumber),
        // Only the holding statuses pass the filter above.
        bookingStatus: row.bookingStatus as OwnerBooking['bookingStatus'],
        expiresAt: row.bookingStatus === 'Pending' ? (row.expiresAt?.toISOString() ?? null) : null,
        tripStage: tripStageOf(row, now),
        reviews: null,
        proposedChange: toProposedChange(proposal, now),
        renterLicence: toRenterLicence(licence),
      }),
    );
  }

  /**
   * The nights a car is still taken: its bookings and requests that hold them at `now` and end
   * after Dhaka's today.
   */
  async findUpcomingRanges(carId: string, now: Date): Promise<BookedRange[]> {
    return this.db
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(eq(bookings.carId, carId), holdingDatesAt(now), gt(bookings.endDate, dhakaToday(now))),
      )
      .orderBy(asc(bookings.startDate), asc(bookings.endDate));
  }

  /** The nights the car's owner blocked that end after `today`, by start date. */
  async findUpcomingBlockRanges(carId: string, today: string): Promise<BookedRange[]> {
    return this.db
      .select({ startDate: carBlocks.startDate, endDate: carBlocks.endDate })
      .from(carBlocks)
      .where(and(eq(carBlocks.carId, carId), gt(carBlocks.endDate, today)))
      .orderBy(asc(carBlocks.startDate));
  }
}
