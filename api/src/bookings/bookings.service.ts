import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type BookedRange,
  type Booking,
  type BookingChangeInput,
  advanceOf,
  DEFAULT_PAYMENT_MINUTES,
  DEFAULT_REQUEST_ANSWER_MINUTES,
  paymentDueAt,
  dhakaToday,
  firstChangedDay,
  hasBookingEnded,
  joinTakenRanges,
  type NewBookingInput,
  type Language,
  type OwnerBooking,
  quoteBooking,
  quoteTrip,
  tripTotalTooHigh,
  tripChoiceProblem,
  type TripQuote,
  requestExpiresAt,
  requestStartsTooSoon,
  tripStageOf,
} from '@carzone/domain';
import type { FastifyRequest } from 'fastify';
import { CarsService } from '../cars/cars.service.js';
import { Clock } from '../clock/clock.js';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { BookingRow } from '../database/schema.js';
import { type BookingPeople, BookingChanges, bookingPeople } from './booking-changes.js';
import { toBooking } from './booking-answers.js';
import {
  checkLicence,
  checkTripRules,
  refuseClosed,
  repriced,
  tripChoicesOf,
} from './booking-rules.js';
import { BookingsRepository } from './bookings.repository.js';
import type { BookingsTransaction, CarForBooking } from './bookings.transaction.js';
import { refusal } from '../common/refusal.js';
import { ReviewsService } from '../reviews/reviews.service.js';

/**
 * The booking rules: who may book, list and change what, and when. Prices and dates follow the
 * domain's `quoteBooking`; "no two bookings share a night" is the database's exclusion
 * constraint, whose violation becomes a 409 here, with the transaction (and so every other write
 * of the request, the car's booking count included) rolled back. Each change queues its mails to
 * the renter and the owner in that same transaction (BookingChanges), so a refused or rolled-back
 * change mails nobody. On a car whose owner answers requests, a booking starts Pending
 * (booking-requests.ts); the owner's side of a request lives in src/booking-requests.
 */
@Injectable()
export class BookingsService {
  private readonly requestAnswerMinutes: number;
  private readonly paymentMinutes: number;

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly changes: BookingChanges,
    private readonly clock: Clock,
    private readonly reviews: ReviewsService,
    private readonly cars: CarsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.requestAnswerMinutes = config.requestAnswerMinutes ?? DEFAULT_REQUEST_ANSWER_MINUTES;
    this.paymentMinutes = config.payments?.paymentMinutes ?? DEFAULT_PAYMENT_MINUTES;
  }

  async book(
    booker: SessionUser,
    input: NewBookingInput,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<Booking> {
    return this.changes.run(() =>
      this.bookings.inTransaction(async (tx) => {
        const car = await tx.lockCar(input.carId);
        // A car not listed (hidden, waiting for review, its owner suspended) is booked by no one.
        if (!car?.listed) throw new NotFoundException(refusal('carListing.carNotFound'));
        if (car.bookingStatus !== 'available')
          throw new ConflictException(refusal('booking.carUnavailable'));
        if (sameEmail(car.ownerEmail, booker.email))
          throw new ForbiddenException(refusal('booking.ownCar'));
        const quote = quoteBooking(input, car.dailyRentalPrice, now);
        if (!quote.ok) throw new BadRequestException(refusal(`booking.${quote.reason}`));
        const choices = tripChoicesOf(input, car);
        const problem = tripChoiceProblem(car, choices);
        if (problem) throw new BadRequestException(refusal(`booking.${problem}`));
        const trip = quoteTrip(car, quote.days, choices);
        if (tripTotalTooHigh(trip)) throw new BadRequestException(refusal('booking.totalTooHigh'));
        checkTripRules(input, car, now);
        await checkLicence(tx, booker, car, choices.withDriver, input.endDate);
        if (car.requireVerifiedPhone && !(await tx.verifiedNumberOf(booker.email)))
          throw new BadRequestException(refusal('booking.phoneNotVerified'));
        if (!car.instantBooking && requestStartsTooSoon(input.startDate, now))
          throw new BadRequestException(refusal('booking.requestStartsToday'));
        await this.expireOverdueRequests(tx, car, now);
        if (await tx.isBlocked(car.id, input))
          throw new ConflictException(refusal('booking.overlap'));
        // The advance is priced here, from the server's own total; a car that asks none books as
        // the spec says. An instant booking waits for it at once, a request once accepted.
        const advance = advanceOf(trip.totalPrice, car.advancePercent);
        const booking = await tx.insert({
          carId: car.id,
          carModel: car.carModel,
          imageUrl: car.imageUrl,
          location: car.location,
          dailyRentalPrice: car.dailyRentalPrice,
          startDate: input.startDate,
          endDate: input.endDate,
          bookingDate: now,
          totalPrice: trip.totalPrice,
          priceLines: trip.lines,
          withDriver: choices.withDriver,
          pickupTime: input.pickupTime ?? null,
          pickupPlace: input.pickupPlace ?? '',
          destinationDistrict: choices.destinationDistrict,
          bookerEmail: booker.email,
          bookerName: booker.name,
          ...(advance > 0 ? { advanceMinor: advance, advanceState: 'due' as const } : {}),
          ...(!car.instantBooking
            ? {
                bookingStatus: 'Pending',
                expiresAt: requestExpiresAt(input.startDate, now, this.requestAnswerMinutes),
              }
            : advance > 0
              ? {
                  bookingStatus: 'AwaitingPayment',
                  expiresAt: paymentDueAt(
                    now,
                    { startDate: input.startDate, pickupTime: input.pickupTime ?? null },
                    this.paymentMinutes,
                  ),
                }
              : { bookingStatus: 'Confirmed' }),
        });
        const confirmed = booking.bookingStatus === 'Confirmed';
        // The count the catalogue sorts by counts confirmed bookings: a request's once accepted,
        // an advance's once paid.
        if (confirmed) await tx.addToBookingCount(car.id, 1);
        tx.countOnCommit((metrics) =>
          metrics.bookingMade(car.instantBooking ? 'instant' : 'request'),
        );
        await this.changes.queueMails(
          tx,
          !car.instantBooking ? 'requested' : confirmed ? 'made' : 'awaitingPayment',
          booking,
          bookingPeople(booking, car),
        );
        const ownerPhone = confirmed ? await tx.verifiedNumberOf(car.ownerEmail) : null;
        return toBooking(booking, now, null, language, ownerPhone);
      }),
    );
  }

  /**
   * When an advance asked for at `now` (a request accepted) must be paid by: PAYMENT_MINUTES
   * later, never after the trip starts.
   */
  paymentDeadline(booking: Pick<BookingRow, 'startDate' | 'pickupTime'>, now: Date): Date {
    return paymentDueAt(now, booking, this.paymentMinutes);
  }

  /** The caller's own bookings; `?email=` may only name the caller. */
  async listOwn(
    booker: SessionUser,
    email: string | undefined,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<Booking[]> {
    if (email !== undefined && !sameEmail(email, booker.email))
      throw new ForbiddenException(refusal('booking.otherUsersBookings'));
    return this.reviews.withRenterReviews(
      await this.bookings.findByBooker(booker.email, now, language),
    );
  }

  /**
   * The bookings and requests to come (or under way) on the caller's cars, for My Cars; the
   * e-mail in the path may only be the caller's own.
   */
  async listForOwner(
    owner: SessionUser,
    email: string,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<OwnerBooking[]> {
    if (!sameEmail(email, owner.email))
      throw new ForbiddenException(refusal('carListing.otherOwnersBookings'));
    return this.reviews.withOwnerReviews(
      await this.bookings.findForOwner(owner.email, now, language),
    );
  }

  /**
   * The renter changes the dates of their booking or request, cancels a booking or withdraws a
   * request. A request with new dates stays a request, with a new deadline for its owner; new
   * dates for a confirmed booking of a car that takes requests are asked of its owner
   * (proposeChange), the booking keeping its own until they accept.
   */
  async change(
    booker: SessionUser,
    bookingId: string,
    change: BookingChangeInput,
    language: Language = 'en',
    now = this.clock.now(),
  ): Promise<Booking> {
    return this.changes.run(() =>
      this.bookings.inTransaction(async (tx) => {
        const { booking, car } = await this.lockOwnBooking(tx, booker, bookingId, now);
        refuseClosed(booking, now);
        if (hasBookingEnded(booking, now))
          throw new ConflictException(refusal('booking.alreadyFinished'));
        if (tripStageOf(booking, now) === 'underway')
          throw new ConflictException(refusal('booking.tripUnderway'));
        // Cannot happen while the rule "no deleting a car with bookings to come" holds; kept so a
        // booking without its car is never re-dated.
        if (booking.carId === null || car === null)
          throw new ConflictException(refusal('booking.carRemoved'));
        const carId = booking.carId;
        const people = bookingPeople(booking, car);
        const isRequest = booking.bookingStatus === 'Pending';
        const awaitingPayment = booking.bookingStatus === 'AwaitingPayment';

        if ('bookingStatus' in change) {
          // The nights are free again at once: the exclusion constraint skips canceled rows.
          const canceled = await tx.refundOnCancel(
            await tx.update(bookingId, {
              bookingStatus: 'Canceled',
              canceledBy: 'renter',
              expiresAt: null,
            }),
            'renter',
            now,
          );
          await tx.endChangesOf(bookingId, 'Canceled', 'renter');
          if (booking.bookingStatus === 'Confirmed') await tx.addToBookingCount(carId, -1);
          tx.countOnCommit((metrics) =>
            isRequest ? metrics.requestWithdrawn() : metrics.bookingCanceled('renter'),
          );
          await this.changes.queueMails(tx, isRequest ? 'withdrawn' : 'canceled', canceled, people);
          return toBooking(canceled, now, null, language);
        }
        // New dates only on a listed car; canceling stays open whatever became of the car.
        if (!car.listed) throw new NotFoundException(refusal('carListing.carNotFound'));
        // Its advance was priced for its dates: pay it first (or cancel and book the new dates).
        if (awaitingPayment) throw new ConflictException(refusal('payment.payBeforeChanging'));
        // Re-priced at the booking's own prices, the ones the renter agreed to, with the same
        // choices, not the car's today: an owner raising a price must not change what renters pay.
        const quote = quoteBooking(change, booking.dailyRentalPrice, now);
        if (!quote.ok) throw new BadRequestException(refusal(`booking.${quote.reason}`));
        const trip = repriced(booking, quote.days);
        if (tripTotalTooHigh(trip)) throw new BadRequestException(refusal('booking.totalTooHigh'));
        // The car's rules as they are now; a booking that keeps its first day met the notice.
        checkTripRules(change, car, now, { keepsStart: change.startDate === booking.startDate });
        if (change.endDate > booking.endDate)
          await checkLicence(tx, booker, car, booking.withDriver, change.endDate);
        if (isRequest && requestStartsTooSoon(change.startDate, now))
          throw new BadRequestException(refusal('booking.requestStartsToday'));
        if (!isRequest && !car.instantBooking)
          return this.proposeChange(tx, booking, car, change, trip, people, language, now);
        if (await tx.isBlocked(carId, change))
          throw new ConflictException(refusal('booking.overlap'));
        const changed = await tx.update(bookingId, {
          startDate: change.startDate,
          endDate: change.endDate,
          totalPrice: trip.totalPrice,
          priceLines: trip.lines,
          bookingDate: now,
          ...(isRequest
            ? { expiresAt: requestExpiresAt(change.startDate, now, this.requestAnswerMinutes) }
            : {}),
        });
        await this.changes.queueMails(tx, 'changed', changed, people, { before: booking });
        return toBooking(changed, now, null, language);
      }),
    );
  }

  /**
   * New dates for a confirmed booking of a car whose owner answers requests: held in a Pending row
   * of their own (change_of = the booking), beside the booking's dates, which stay as they are
   * until the owner accepts. New dates replace any change still waiting; the booking's own dates
   * withdraw it. Answers the booking with the change that now waits, if any.
   */
  private async proposeChange(
    tx: BookingsTransaction,
    booking: BookingRow,
    car: CarForBooking,
    dates: { startDate: string; endDate: string },
    trip: TripQuote,
    people: BookingPeople,
    language: Language,
    now: Date,
  ): Promise<Booking> {
    const waiting = await tx.lockLiveChange(booking.id, now);
    const sameDates = (range: { startDate: string; endDate: string }) =>
      range.startDate === dates.startDate && range.endDate === dates.endDate;
    if (waiting && sameDates(waiting)) return toBooking(booking, now, waiting, language);
    if (sameDates(booking)) {
      await tx.endChangesOf(booking.id, 'Canceled', 'renter');
      return toBooking(booking, now, null, language);
    }
    const firstNight = firstChangedDay(booking, dates);
    if (requestStartsTooSoon(firstNight, now))
      throw new BadRequestException(refusal('booking.changeStartsToday'));
    if (await tx.isBlocked(car.id, dates)) throw new ConflictException(refusal('booking.overlap'));
    await tx.endChangesOf(booking.id, 'Canceled', 'renter');
    const proposal = await tx.insert({
      carId: car.id,
      carModel: booking.carModel,
      imageUrl: booking.imageUrl,
      location: booking.location,
      dailyRentalPrice: booking.dailyRentalPrice,
      startDate: dates.startDate,
      endDate: dates.endDate,
      bookingDate: now,
      totalPrice: trip.totalPrice,
      priceLines: trip.lines,
      withDriver: booking.withDriver,
      pickupTime: booking.pickupTime,
      pickupPlace: booking.pickupPlace,
      destinationDistrict: booking.destinationDistrict,
      bookerEmail: booking.bookerEmail,
      bookerName: booking.bookerName,
      bookingStatus: 'Pending',
      expiresAt: requestExpiresAt(firstNight, now, this.requestAnswerMinutes),
      changeOf: booking.id,
    });
    await this.changes.queueMails(tx, 'changeRequested', booking, people, { proposal });
    return toBooking(booking, now, proposal, language);
  }

  /**
   * A car's taken nights from today on, for the booking dialog's calendar: its bookings, its
   * requests waiting for an answer and its owner's blocks joined, so nobody can tell which is which.
   * Shown as the car's details are (CarsService.carShownTo): a car that is not listed only to its
   * owner (`personal`), else its calendar would tell of a car nobody may see.
   */
  async bookedRanges(
    carId: string,
    request: FastifyRequest,
    now = this.clock.now(),
  ): Promise<{ ranges: BookedRange[]; personal: boolean }> {
    const { personal } = await this.cars.carShownTo(carId, request);
    const [booked, blocked] = await Promise.all([
      this.bookings.findUpcomingRanges(carId, now),
      this.bookings.findUpcomingBlockRanges(carId, dhakaToday(now)),
    ]);
    return { ranges: joinTakenRanges([...booked, ...blocked]), personal };
  }

  /**
   * Writes Expired on the car's requests whose deadline has passed, and queues their mails: under
   * the car's lock, before a change that may need their nights. The sweep does the same for every
   * car within a minute (RequestExpirySweep); whichever comes first does it, once.
   */
  async expireOverdueRequests(
    tx: BookingsTransaction,
    car: CarForBooking,
    now: Date,
  ): Promise<void> {
    for (const expired of await tx.expireOverdue(now, { carId: car.id }))
      await this.changes.queueExpiredMails(tx, expired, car);
  }

  /**
   * The caller's booking, with its car and then itself locked, after the car's overdue requests
   * were expired. Someone else's booking answers 404 like a missing one, so ids cannot be probed
   * for other people's bookings.
   */
  private async lockOwnBooking(
    tx: BookingsTransaction,
    booker: SessionUser,
    bookingId: string,
    now: Date,
  ): Promise<{ booking: BookingRow; car: CarForBooking | null }> {
    const found = await tx.findBooking(bookingId);
    // A change of dates waiting for the owner is no booking of its own: it is changed on its booking.
    if (!found || found.changeOf !== null || !sameEmail(found.bookerEmail, booker.email))
      throw new NotFoundException(refusal('booking.bookingNotFound'));
    const car = found.carId === null ? null : await tx.lockCar(found.carId);
    if (car) await this.expireOverdueRequests(tx, car, now);
    const booking = await tx.lockBooking(bookingId);
    if (!booking) throw new NotFoundException(refusal('booking.bookingNotFound'));
    return { booking, car };
  }
}
