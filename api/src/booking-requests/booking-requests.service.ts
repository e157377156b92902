import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CarsService } from '../cars/cars.service.js';
import { Clock } from '../clock/clock.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import {
  type AnsweredBooking,
  dhakaToday,
  type Language,
  type OwnerRecord,
  type OwnerRequest,
} from '@carzone/domain';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import type { BookingRow } from '../database/schema.js';
import { BookingChanges, bookingPeople } from '../bookings/booking-changes.js';
import { toBooking } from '../bookings/booking-answers.js';
import type { BookingsTransaction, CarForBooking } from '../bookings/bookings.transaction.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { refusal } from '../common/refusal.js';
import { BookingRequestsRepository } from './booking-requests.repository.js';

/** How many overdue requests one sweep transaction expires; the sweep goes on until none is left. */
const EXPIRED_PER_TRANSACTION = 100;

/**
 * The owner's side of bookings: the requests waiting for their answer, accepting or
 * declining one, and canceling a confirmed booking before it starts; and the expiry of requests
 * nobody answered in time. Each answer is a booking change like the renter's (BookingChanges):
 * under the car's lock and then the booking's, with its mails queued in its transaction, so of
 * two answers racing (accept and withdraw, accept and expiry) exactly one wins.
 */
@Injectable()
export class BookingRequestsService {
  private readonly logger = new Logger('BookingRequests');

  constructor(
    private readonly requests: BookingRequestsRepository,
    private readonly changes: BookingChanges,
    private readonly renterSide: BookingsService,
    private readonly clock: Clock,
    private readonly reviews: ReviewsService,
    private readonly cars: CarsService,
  ) {}

  /**
   * What anyone may know of a car's owner before asking to book (OwnerRecord), to whoever may see
   * the car (CarsService.carShownTo: a car that is not listed, its owner alone, `personal`); a
   * record of null for no car.
   */
  async ownerRecordOf(
    carId: string,
    request: FastifyRequest,
  ): Promise<{ record: OwnerRecord | null; personal: boolean }> {
    const { personal } = await this.cars.carShownTo(carId, request);
    return { record: await this.requests.ownerRecordOf(carId), personal };
  }

  /** The requests waiting for the caller's answer on their cars, the most urgent first. */
  async waitingFor(
    owner: SessionUser,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<OwnerRequest[]> {
    return this.reviews.withRenterRecords(
      await this.requests.findWaitingForOwner(owner.email, now, language),
    );
  }

  /**
   * The owner accepts a request: Confirmed, its dates kept; or a change of a confirmed booking's
   * dates: the booking takes the new dates. The renter and the owner hear. Not on a car that is not
   * listed (hidden, waiting for review, rejected): nobody may book it now, so no request on it
   * becomes a booking; declining it stays open, and it expires as any other.
   */
  accept(
    owner: SessionUser,
    bookingId: string,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<AnsweredBooking> {
    return this.answer(owner, bookingId, language, now, async (tx, booking, car) => {
      const change = await waitingChange(tx, booking, now);
      if (!car.listed) throw new ConflictException(refusal('booking.carNotListed'));
      tx.countOnCommit((metrics) => metrics.requestsAnsweredAs('accepted'));
      if (change) {
        // The change's row goes first: the booking then takes its nights, held for it till now.
        await tx.deleteChange(change.id);
        const changed = await tx.update(booking.id, {
          startDate: change.startDate,
          endDate: change.endDate,
          totalPrice: change.totalPrice,
          priceLines: change.priceLines,
          bookingDate: now,
        });
        await this.changes.queueMails(tx, 'changeAccepted', changed, bookingPeople(changed, car), {
          before: booking,
        });
        return changed;
      }
      // A car asking an advance: accepted, the booking waits for it; confirmed once it is paid.
      if (booking.advanceMinor !== null) {
        const awaiting = await tx.update(booking.id, {
          bookingStatus: 'AwaitingPayment',
          expiresAt: this.renterSide.paymentDeadline(booking, now),
        });
        await this.changes.queueMails(
          tx,
          'awaitingPayment',
          awaiting,
          bookingPeople(awaiting, car),
        );
        return awaiting;
      }
      const accepted = await tx.update(booking.id, { bookingStatus: 'Confirmed', expiresAt: null });
      await tx.addToBookingCount(car.id, 1);
      await this.changes.queueMails(tx, 'accepted', accepted, bookingPeople(accepted, car));
      return accepted;
    });
  }

  /** The owner declines a request, saying why if they like: Declined, its dates free again. */
  decline(
    owner: SessionUser,
    bookingId: string,
    reason: string | undefined,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<AnsweredBooking> {
    return this.answer(owner, bookingId, language, now, async (tx, booking, car) => {
      const change = await waitingChange(tx, booking, now);
      tx.countOnCommit((metrics) => metrics.requestsAnsweredAs('declined'));
      if (change) {
        const declinedChange = await tx.update(change.id, {
          bookingStatus: 'Declined',
          expiresAt: null,
          statusReason: reason ?? '',
        });
        await this.changes.queueMails(tx, 'changeDeclined', booking, bookingPeople(booking, car), {
          proposal: declinedChange,
        });
        return booking;
      }
      const declined = await tx.update(booking.id, {
        bookingStatus: 'Declined',
        expiresAt: null,
        statusReason: reason ?? '',
      });
      await this.changes.queueMails(tx, 'declined', declined, bookingPeople(declined, car));
      return declined;
    });
  }

  /**
   * The owner cancels a confirmed booking that has not started, saying why: Canceled, recorded as
   * canceled by the owner (car details count those), its dates free again.
   */
  cancel(
    owner: SessionUser,
    bookingId: string,
    reason: string,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<AnsweredBooking> {
    return this.answer(owner, bookingId, language, now, async (tx, booking, car) => {
      const confirmed = booking.bookingStatus === 'Confirmed';
      if (
        !(confirmed || booking.bookingStatus === 'AwaitingPayment') ||
        booking.startDate <= dhakaToday(now)
      )
        throw new ConflictException(refusal('booking.ownerCancelNotAllowed'));
      // The owner breaking their word: the renter's whole advance goes back.
      const canceled = await tx.refundOnCancel(
        await tx.update(booking.id, {
          bookingStatus: 'Canceled',
          canceledBy: 'owner',
          statusReason: reason,
          expiresAt: null,
        }),
        'owner',
        now,
      );
      await tx.endChangesOf(booking.id, 'Canceled', 'owner');
      if (confirmed) await tx.addToBookingCount(car.id, -1);
      tx.countOnCommit((metrics) => metrics.bookingCanceled('owner'));
      await this.changes.queueMails(tx, 'canceledByOwner', canceled, bookingPeople(canceled, car));
      return canceled;
    });
  }

  /**
   * Writes Expired on every request whose deadline has passed by `now`, and queues both mails of
   * each, a batch per transaction; answers how many. Two instances sweeping at once share the
   * work (each row is taken once, under its lock); a change of the car that got there first has
   * expired it already.
   */
  async expireDue(now = this.clock.now()): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.changes.run(() =>
        this.changes.inTransaction(async (tx) => {
          const rows = await tx.expireOverdue(now, { limit: EXPIRED_PER_TRANSACTION });
          for (const row of rows) {
            const owner = row.carId === null ? null : await tx.carOwner(row.carId);
            if (owner) await this.changes.queueExpiredMails(tx, row, owner);
          }
          return rows.length;
        }),
      );
      total += expired;
      if (expired < EXPIRED_PER_TRANSACTION) break;
    }
    if (total > 0) this.logger.log(`Expired ${total} booking requests nobody answered in time.`);
    return total;
  }

  /**
   * Runs an owner's answer on the booking: its car locked, then its overdue requests expired, then
   * the booking locked. A missing booking is 404; someone else's car's booking is 403 (the issue's
   * rule: the id names a booking, and only its car's owner may answer it).
   */
  private answer(
    owner: SessionUser,
    bookingId: string,
    language: Language,
    now: Date,
    work: (tx: BookingsTransaction, booking: BookingRow, car: CarForBooking) => Promise<BookingRow>,
  ): Promise<AnsweredBooking> {
    return this.changes.run(() =>
      this.changes.inTransaction(async (tx) => {
        const found = await tx.findBooking(bookingId);
        // A change of dates is answered on its booking's id, never on its own row's.
        if (!found || found.changeOf !== null)
          throw new NotFoundException(refusal('booking.bookingNotFound'));
        const car = found.carId === null ? null : await tx.lockCar(found.carId);
        // A booking whose car is gone has nothing left to answer; only its renter may see it.
        if (!car) throw new ForbiddenException(refusal('booking.notCarOwner'));
        if (!sameEmail(car.ownerEmail, owner.email))
          throw new ForbiddenException(refusal('booking.notCarOwner'));
        await this.renterSide.expireOverdueRequests(tx, car, now);
        const booking = await tx.lockBooking(bookingId);
        if (!booking) throw new NotFoundException(refusal('booking.bookingNotFound'));
        // The renter's booking as the owner may see it: never the renter's e-mail.
        const { email: _renterEmail, ...answered } = toBooking(
          await work(tx, booking, car),
          now,
          null,
          language,
        );
        return answered;
      }),
    );
  }
}

/**
 * What of this booking waits for its owner's answer (its car's overdue requests were just
 * expired): the change of dates of a confirmed booking, locked, or null for a request itself.
 * Refuses (409) a booking with nothing waiting.
 */
async function waitingChange(
  tx: BookingsTransaction,
  booking: BookingRow,
  now: Date,
): Promise<BookingRow | null> {
  if (booking.bookingStatus === 'Pending') return null;
  const change =
    booking.bookingStatus === 'Confirmed' ? await tx.lockLiveChange(booking.id, now) : null;
  if (!change) throw new ConflictException(refusal('booking.notAwaitingAnswer'));
  return change;
}
