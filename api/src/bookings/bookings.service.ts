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
  dhakaToday,
  formatCalendarDateIn,
  hasBookingEnded,
  joinTakenRanges,
  type NewBookingInput,
  type OwnerBooking,
  quoteBooking,
  type TripRules,
  tripRuleBroken,
} from '@carzone/domain';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/pg-error.js';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import { type BookingMailEvent, composeBookingMails } from '../mail/booking-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import type { BookingRow } from '../database/schema.js';
import {
  type BookingsTransaction,
  BookingsRepository,
  type CarForBooking,
} from './bookings.repository.js';
import { refusal } from '../common/refusal.js';

/**
 * The booking rules: who may book, list and change what, and when. Prices and dates follow the
 * domain's `quoteBooking`; "no two bookings share a night" is the database's exclusion
 * constraint, whose violation becomes a 409 here, with the transaction (and so every other write
 * of the request, the car's booking count included) rolled back. Each change queues its mails to
 * the renter and the owner in that same transaction (src/mail), so a refused or rolled-back
 * change mails nobody.
 */
@Injectable()
export class BookingsService {
  private readonly publicUrl: string;

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  async book(booker: SessionUser, input: NewBookingInput, now = new Date()): Promise<Booking> {
    return this.committedChange(() =>
      this.bookings.inTransaction(async (tx) => {
        const car = await tx.lockCar(input.carId);
        if (!car) throw new NotFoundException(refusal('carListing.carNotFound'));
        if (car.bookingStatus !== 'available')
          throw new ConflictException(refusal('booking.carUnavailable'));
        if (sameEmail(car.ownerEmail, booker.email))
          throw new ForbiddenException(refusal('booking.ownCar'));
        const quote = quoteBooking(input, car.dailyRentalPrice, now);
        if (!quote.ok) throw new BadRequestException(refusal(`booking.${quote.reason}`));
        checkTripRules(input, car, now);
        if (await tx.isBlocked(car.id, input))
          throw new ConflictException(refusal('booking.overlap'));
        const booking = await tx.insert({
          carId: car.id,
          carModel: car.carModel,
          imageUrl: car.imageUrl,
          location: car.location,
          dailyRentalPrice: car.dailyRentalPrice,
          startDate: input.startDate,
          endDate: input.endDate,
          bookingDate: now,
          totalPrice: quote.totalPrice,
          bookingStatus: 'Confirmed',
          bookerEmail: booker.email,
          bookerName: booker.name,
        });
        await tx.addToBookingCount(car.id, 1);
        await this.queueMails(tx, 'made', booking, car, booker);
        return booking;
      }),
    );
  }

  /** The caller's own bookings; `?email=` may only name the caller. */
  async listOwn(booker: SessionUser, email: string | undefined): Promise<Booking[]> {
    if (email !== undefined && !sameEmail(email, booker.email))
      throw new ForbiddenException(refusal('booking.otherUsersBookings'));
    return this.bookings.findByBooker(booker.email);
  }

  /**
   * The bookings to come (or under way) on the caller's cars, for My Cars; the e-mail in the path
   * may only be the caller's own.
   */
  async listForOwner(owner: SessionUser, email: string, now = new Date()): Promise<OwnerBooking[]> {
    if (!sameEmail(email, owner.email))
      throw new ForbiddenException(refusal('carListing.otherOwnersBookings'));
    return this.bookings.findUpcomingForOwner(owner.email, dhakaToday(now));
  }

  async change(
    booker: SessionUser,
    bookingId: string,
    change: BookingChangeInput,
    now = new Date(),
  ): Promise<Booking> {
    return this.committedChange(() =>
      this.bookings.inTransaction(async (tx) => {
        const { booking, car } = await this.lockOwnBooking(tx, booker, bookingId);
        if (booking.bookingStatus === 'Canceled')
          throw new ConflictException(refusal('booking.alreadyCanceled'));
        if (hasBookingEnded(booking, now))
          throw new ConflictException(refusal('booking.alreadyFinished'));
        // Cannot happen while the rule "no deleting a car with bookings to come" holds; kept so a
        // booking without its car is never re-dated.
        if (booking.carId === null || car === null)
          throw new ConflictException(refusal('booking.carRemoved'));
        const carId = booking.carId;
        const renter = { name: booking.bookerName, email: booking.bookerEmail };

        if ('bookingStatus' in change) {
          // The nights are free again at once: the exclusion constraint skips canceled rows.
          const canceled = await tx.update(bookingId, { bookingStatus: 'Canceled' });
          await tx.addToBookingCount(carId, -1);
          await this.queueMails(tx, 'canceled', canceled, car, renter);
          return canceled;
        }
        // Re-priced at the booking's own daily price, the one the renter agreed to, not the car's
        // price today: an owner raising the price must not change what existing renters pay.
        const quote = quoteBooking(change, booking.dailyRentalPrice, now);
        if (!quote.ok) throw new BadRequestException(refusal(`booking.${quote.reason}`));
        // The car's rules as they are now; a booking that keeps its first day met the notice.
        checkTripRules(change, car, now, { keepsStart: change.startDate === booking.startDate });
        if (await tx.isBlocked(carId, change))
          throw new ConflictException(refusal('booking.overlap'));
        const changed = await tx.update(bookingId, {
          startDate: change.startDate,
          endDate: change.endDate,
          totalPrice: quote.totalPrice,
          bookingStatus: 'Confirmed',
          bookingDate: now,
        });
        await this.queueMails(tx, 'changed', changed, car, renter, booking);
        return changed;
      }),
    );
  }

  /**
   * A car's taken nights from today on, for the booking dialog's calendar: its bookings and its
   * owner's blocks joined, so nobody can tell which is which.
   */
  async bookedRanges(carId: string, now = new Date()): Promise<BookedRange[]> {
    if (!(await this.bookings.carExists(carId)))
      throw new NotFoundException(refusal('carListing.carNotFound'));
    const today = dhakaToday(now);
    const [booked, blocked] = await Promise.all([
      this.bookings.findUpcomingRanges(carId, today),
      this.bookings.findUpcomingBlockRanges(carId, today),
    ]);
    return joinTakenRanges([...booked, ...blocked]);
  }

  /**
   * The caller's booking, with its car and then itself locked. Someone else's booking answers
   * 404 like a missing one, so ids cannot be probed for other people's bookings.
   */
  private async lockOwnBooking(
    tx: BookingsTransaction,
    booker: SessionUser,
    bookingId: string,
  ): Promise<{ booking: BookingRow; car: CarForBooking | null }> {
    const found = await tx.findBooking(bookingId);
    if (!found || !sameEmail(found.bookerEmail, booker.email))
      throw new NotFoundException(refusal('booking.bookingNotFound'));
    const car = found.carId === null ? null : await tx.lockCar(found.carId);
    const booking = await tx.lockBooking(bookingId);
    if (!booking) throw new NotFoundException(refusal('booking.bookingNotFound'));
    return { booking, car };
  }

  /** The renter's and the owner's mail about this change, queued in its transaction. */
  private async queueMails(
    tx: BookingsTransaction,
    event: BookingMailEvent,
    booking: Booking,
    car: CarForBooking,
    renter: { name: string; email: string },
    before?: BookingRow,
  ): Promise<void> {
    const mails = composeBookingMails(
      {
        event,
        carModel: booking.carModel,
        location: booking.location,
        startDate: booking.startDate,
        endDate: booking.endDate,
        previousDates: before && { startDate: before.startDate, endDate: before.endDate },
        dailyRentalPrice: booking.dailyRentalPrice,
        totalPrice: booking.totalPrice,
        bookingStatus: booking.bookingStatus,
        renter,
        owner: { name: car.ownerName, email: car.ownerEmail },
      },
      this.publicUrl,
      await tx.mailLanguages(renter.email, car.ownerEmail),
    );
    await tx.queueMails(this.outbox.rowsFor(mails));
  }

  /** Runs a booking change: an overlap becomes a 409; once committed, its mails go out at once. */
  private async committedChange<T>(work: () => Promise<T>): Promise<T> {
    let changed: T;
    try {
      changed = await work();
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
        throw new ConflictException(refusal('booking.overlap'));
      throw error;
    }
    this.mailSender.wake();
    return changed;
  }
}

/** Refuses dates that break one of the car's trip rules, saying the rule and its number (400). */
function checkTripRules(
  dates: { startDate: string; endDate: string },
  rules: TripRules,
  now: Date,
  options?: { keepsStart: boolean },
): void {
  const broken = tripRuleBroken(dates, rules, now, options);
  if (!broken) return;
  if (broken.rule !== 'tooLittleNotice')
    throw new BadRequestException(refusal(`booking.${broken.rule}`, broken.values));
  const { hours, earliest } = broken.values;
  throw new BadRequestException(
    refusal('booking.tooLittleNotice', (language) => ({
      hours,
      earliest: formatCalendarDateIn(earliest, language),
    })),
  );
}
