import { Inject, Injectable } from '@nestjs/common';
import { type AnyColumn, and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addCalendarDays,
  type BookedRange,
  type Booking,
  dhakaToday,
  type DriverTerms,
  type OwnerBooking,
  OWNER_RECORD_BOOKINGS,
  type OwnerRecord,
  type OwnerRequest,
  type Language,
  type PriceLine,
  type ProposedChange,
  type QuoteLine,
  quoteTrip,
  rentalDays,
  SELF_DRIVE_ONLY,
  shownBookingStatus,
  REVIEW_WINDOW_DAYS,
  type TripRules,
  tripStageOf,
} from '@carzone/domain';
import { CarReadCache } from '../cars/car-read-cache.js';
import { quoteLinesIn } from './quote-line-words.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { holdingDatesAt } from '../database/holding-bookings.js';
import {
  RENTER_LICENCE_COLUMNS,
  renterLicenceOfBooking,
  toRenterLicence,
} from '../driving-licences/renter-licence.js';
import {
  type BookingRow,
  bookings,
  carBlocks,
  cars,
  drivingLicences,
  mailOutbox,
  type NewBookingRow,
  type NewMailOutboxRow,
  verifiedPhones,
} from '../database/schema.js';
import { mailLanguagesOf } from '../auth/account-languages.repository.js';
import type { MailLanguages } from '../mail/booking-mails.js';
import { type CommittedCount, CountsOnCommit } from '../metrics/counts-on-commit.js';
import { Metrics } from '../metrics/metrics.js';

/**
 * What booking needs to know of a car: the copy a booking keeps, its owner, their rules and what
 * the car offers (its driver's terms and district, to price a trip).
 */
export interface CarForBooking extends TripRules, DriverTerms {
  district: string;
  /** False: a booking is a request its owner answers. */
  instantBooking: boolean;
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
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The renter's verified mobile number, read beside their booking (phone-numbers.ts). */
const renterPhone = alias(verifiedPhones, 'renter_phone');
const renterPhoneOfBooking = eq(renterPhone.email, sql`lower(${bookings.bookerEmail})`);

/** The car owner's verified mobile number, read beside a booking of their car. */
const ownerPhone = alias(verifiedPhones, 'owner_phone');

/**
 * Each side sees the other's verified number on a Confirmed booking only (to arrange pickup):
 * never on a request, a canceled or declined one.
 */
const numberOnConfirmed = (status: string, phoneNumber: string | null | undefined) =>
  status === 'Confirmed' ? (phoneNumber ?? null) : null;

/** A change of dates waiting for its owner, read beside the booking it would change. */
const proposal = alias(bookings, 'proposal');

/** The proposal row's columns a booking shows of it (ProposedChange). */
const PROPOSAL_COLUMNS = {
  startDate: proposal.startDate,
  endDate: proposal.endDate,
  totalPrice: proposal.totalPrice,
  expiresAt: proposal.expiresAt,
};

type ProposalColumns = {
  startDate: string;
  endDate: string;
  totalPrice: number;
  expiresAt: Date | null;
};

/** A booking's trip choices and what its price lines are made from, for the owner's views. */
const TRIP_COLUMNS = {
  withDriver: bookings.withDriver,
  pickupTime: bookings.pickupTime,
  pickupPlace: bookings.pickupPlace,
  destinationDistrict: bookings.destinationDistrict,
  priceLines: bookings.priceLines,
  dailyRentalPrice: bookings.dailyRentalPrice,
};

/** A row read with TRIP_COLUMNS, its lines in `language` instead of what they are made from. */
function withTrip<
  Row extends Pick<BookingRow, 'priceLines' | 'dailyRentalPrice' | 'startDate' | 'endDate'>,
>(
  { priceLines, dailyRentalPrice, ...row }: Row,
  language: Language,
): Omit<Row, 'priceLines' | 'dailyRentalPrice'> & { lines: PriceLine[] } {
  return {
    ...row,
    lines: quoteLinesIn(
      priceLinesOf({
        priceLines,
        dailyRentalPrice,
        startDate: row.startDate,
        endDate: row.endDate,
      }),
      language,
    ),
  };
}

/** Joins the change of the booking `bookingId` that still waits for its owner at `now`, if any. */
const liveProposalOf = (bookingId: AnyColumn, now: Date) =>
  and(
    eq(proposal.changeOf, bookingId),
    eq(proposal.bookingStatus, 'Pending'),
    gt(proposal.expiresAt, now),
  );

/** The change a booking shows as waiting at `now`, from its proposal row; null when none waits. */
function toProposedChange(row: ProposalColumns | null, now: Date): ProposedChange | null {
  if (!row?.expiresAt || row.expiresAt <= now) return null;
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPrice,
    expiresAt: row.expiresAt.toISOString(),
  };
}

@Injectable()
export class BookingsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly carReads: CarReadCache,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Runs `work` in one transaction: if it throws, nothing it wrote stays. Once it has committed,
   * the cars whose booking count it changed are read afresh, and what it counted is counted.
   */
  inTransaction<T>(work: (tx: BookingsTransaction) => Promise<T>): Promise<T> {
    return CountsOnCommit.after(this.metrics, (counts) =>
      this.carReads.forgetChangedAfter((changed) =>
        this.db.transaction((tx) => work(new BookingsTransaction(tx, changed, counts))),
      ),
    );
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
    return rows.map(({ proposal, licence, renterPhoneNumber, ...row }) => ({
      ...withTrip(row, language),
      renterPhoneNumber: numberOnConfirmed(row.bookingStatus, renterPhoneNumber),
      // Only the holding statuses pass the filter above.
      bookingStatus: row.bookingStatus as OwnerBooking['bookingStatus'],
      expiresAt: row.expiresAt?.toISOString() ?? null,
      tripStage: tripStageOf(row, now),
      reviews: null,
      proposedChange: toProposedChange(proposal, now),
      renterLicence: toRenterLicence(licence),
    }));
  }

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

  async carExists(carId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
    return row !== undefined;
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

/**
 * The writes of one booking change, inside its transaction. Every change takes the car's row lock
 * first and only then touches a booking, always in that order, so two changes of the same car
 * queue up instead of deadlocking. The no-overlap guarantee itself is the database's exclusion
 * constraint (migration 0001), which holds even without these locks.
 */
export class BookingsTransaction {
  constructor(
    private readonly tx: Transaction,
    private readonly carChanged: (carId: string) => void,
    private readonly counts: CountsOnCommit,
  ) {}

  /**
   * Counts in the metrics once this transaction has committed (a booking made, a request
   * answered); never if it rolls back. Its own writes count themselves: mails queued, requests
   * expired.
   */
  countOnCommit(count: CommittedCount): void {
    this.counts.add(count);
  }

  /** The car, locked until the transaction ends; null when there is none. */
  async lockCar(carId: string): Promise<CarForBooking | null> {
    const [row] = await this.tx
      .select({
        id: cars.id,
        carModel: cars.carModel,
        imageUrl: cars.imageUrl,
        location: cars.location,
        dailyRentalPrice: cars.dailyRentalPrice,
        bookingStatus: cars.bookingStatus,
        ownerEmail: cars.ownerEmail,
        ownerName: cars.ownerName,
        minDays: cars.minDays,
        maxDays: cars.maxDays,
        advanceNoticeHours: cars.advanceNoticeHours,
        instantBooking: cars.instantBooking,
        driverOption: cars.driverOption,
        driverDailyRate: cars.driverDailyRate,
        overtimeHourlyRate: cars.overtimeHourlyRate,
        nightHaltRate: cars.nightHaltRate,
        intercityDailySurcharge: cars.intercityDailySurcharge,
        fuelPolicy: cars.fuelPolicy,
        district: cars.district,
        licenceRequired: cars.licenceRequired,
        requireVerifiedPhone: cars.requireVerifiedPhone,
      })
      .from(cars)
      .where(eq(cars.id, carId))
      // Not FOR UPDATE: the bookings' foreign key takes KEY SHARE on the car, which this allows.
      .for('no key update');
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
  async isBlocked(carId: string, { startDate, endDate }: BookedRange): Promise<boolean> {
    const [row] = await this.tx
      .select({ id: carBlocks.id })
      .from(carBlocks)
      .where(
        and(
          eq(carBlocks.carId, carId),
          gt(carBlocks.endDate, startDate),
          lt(carBlocks.startDate, endDate),
        ),
      )
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
    const [row] = await this.tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    return row ?? null;
  }

  /**
   * The change of dates of this booking that still waits for its owner at `now`, locked until the
   * transaction ends; null when none waits. Call after lockCar of its car.
   */
  async lockLiveChange(bookingId: string, now: Date): Promise<BookingRow | null> {
    const [row] = await this.tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.changeOf, bookingId),
          eq(bookings.bookingStatus, 'Pending'),
          gt(bookings.expiresAt, now),
        ),
      )
      .for('update');
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
      this.counts.add((metrics) => metrics.requestsAnsweredAs('expired', ended.length));
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
   * Writes Expired on the car's Pending requests whose deadline has passed by `now` (or on any
   * car's, without `carId`; at most `limit`), freeing their nights, and answers them. Each row is
   * taken under its lock and only while still Pending, so two instances sweeping at once expire
   * each request once; those another transaction holds are skipped, for the next sweep.
   */
  async expireOverdue(
    now: Date,
    { carId, limit = 100 }: { carId?: string; limit?: number } = {},
  ): Promise<BookingRow[]> {
    const due = this.tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.bookingStatus, 'Pending'),
          lte(bookings.expiresAt, now),
          carId === undefined ? undefined : eq(bookings.carId, carId),
        ),
      )
      .orderBy(asc(bookings.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const expired = await this.tx
      .update(bookings)
      .set({ bookingStatus: 'Expired' })
      .where(and(inArray(bookings.id, due), eq(bookings.bookingStatus, 'Pending')))
      .returning();
    this.counts.add((metrics) => metrics.requestsAnsweredAs('expired', expired.length));
    return expired;
  }

  /** The languages the renter and the owner chose, for their mails about this change. */
  mailLanguages(renterEmail: string, ownerEmail: string): Promise<MailLanguages> {
    return mailLanguagesOf(this.tx, renterEmail, ownerEmail);
  }

  /** Queues the mails telling of this change: sent only if the transaction commits. */
  async queueMails(rows: NewMailOutboxRow[]): Promise<void> {
    await this.tx.insert(mailOutbox).values(rows);
    this.counts.add((metrics) => metrics.mailsAs('queued', rows.length));
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

/**
 * A row as the API's JSON shows it: spec field names, `_id`, `email` = the booker, ISO dates; a
 * request past its deadline at `now` shows Expired even before the sweep writes so. `proposal`:
 * the row of its change of dates waiting for the owner, if one may be.
 */
export function toBooking(
  row: BookingRow,
  now: Date,
  proposal: ProposalColumns | BookingRow | null = null,
  language: Language = 'en',
  /** The car owner's verified number, shown on a Confirmed booking (numberOnConfirmed). */
  ownerPhoneNumber: string | null = null,
): Booking {
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  const bookingStatus = shownBookingStatus({ bookingStatus: row.bookingStatus, expiresAt }, now);
  return {
    _id: row.id,
    carId: row.carId,
    carModel: row.carModel,
    imageUrl: row.imageUrl,
    location: row.location,
    dailyRentalPrice: row.dailyRentalPrice,
    startDate: row.startDate,
    endDate: row.endDate,
    bookingDate: row.bookingDate.toISOString(),
    totalPrice: row.totalPrice,
    bookingStatus,
    tripStage: tripStageOf({ ...row, bookingStatus }, now),
    email: row.bookerEmail,
    expiresAt: bookingStatus === 'Pending' ? expiresAt : null,
    statusReason: row.statusReason,
    canceledBy: row.canceledBy,
    proposedChange: bookingStatus === 'Confirmed' ? toProposedChange(proposal, now) : null,
    reviews: null,
    withDriver: row.withDriver,
    pickupTime: row.pickupTime,
    pickupPlace: row.pickupPlace,
    destinationDistrict: row.destinationDistrict,
    lines: quoteLinesIn(priceLinesOf(row), language),
    ownerPhoneNumber: numberOnConfirmed(bookingStatus, ownerPhoneNumber),
  };
}

/**
 * A booking's price lines as quoteTrip wrote them; a booking made before they were kept was the
 * spec's self-drive price, whose lines are written again from its days and daily price.
 */
export function priceLinesOf(
  row: Pick<BookingRow, 'priceLines' | 'startDate' | 'endDate' | 'dailyRentalPrice'>,
): QuoteLine[] {
  if (row.priceLines) return row.priceLines;
  return quoteTrip(
    { ...SELF_DRIVE_ONLY, dailyRentalPrice: row.dailyRentalPrice, district: '' },
    rentalDays(row.startDate, row.endDate),
    { withDriver: false, destinationDistrict: null },
  ).lines;
}
