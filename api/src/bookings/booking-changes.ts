import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { Booking } from '@carzone/domain';
import { APP_CONFIG } from '../config/config.module.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/pg-error.js';
import type { BookingRow } from '../database/schema.js';
import { type BookingMailEvent, composeBookingMails } from '../mail/booking-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { refusal } from '../common/refusal.js';
import type { BookingsTransaction, CarForBooking } from './bookings.repository.js';

/** Who a booking's mails name: the renter, as they booked, and the car's owner. */
export interface BookingPeople {
  renter: { name: string; email: string };
  owner: { name: string; email: string };
}

/**
 * What every change of a booking does around its own rule, whoever makes it (the renter, the
 * owner, the expiry sweep): queue the renter's and the owner's mails in the change's transaction,
 * so a refused or rolled-back change mails nobody; turn the no-overlap constraint's violation into
 * a 409; and, once committed, wake the mail sender.
 */
@Injectable()
export class BookingChanges {
  private readonly publicUrl: string;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  /** Runs a booking change: an overlap becomes a 409; once committed, its mails go out at once. */
  async run<T>(work: () => Promise<T>): Promise<T> {
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

  /** The renter's and the owner's mail about this change, queued in its transaction. */
  async queueMails(
    tx: BookingsTransaction,
    event: BookingMailEvent,
    booking: Booking | BookingRow,
    people: BookingPeople,
    before?: { startDate: string; endDate: string },
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
        reason: booking.statusReason,
        expiresAt:
          booking.expiresAt instanceof Date ? booking.expiresAt.toISOString() : booking.expiresAt,
        renter: people.renter,
        owner: people.owner,
      },
      this.publicUrl,
      await tx.mailLanguages(people.renter.email, people.owner.email),
    );
    await tx.queueMails(this.outbox.rowsFor(mails));
  }
}

/** The people of a booking on this car: its renter as they booked, the car's owner. */
export function bookingPeople(
  booking: Pick<BookingRow, 'bookerName' | 'bookerEmail'>,
  car: Pick<CarForBooking, 'ownerName' | 'ownerEmail'>,
): BookingPeople {
  return {
    renter: { name: booking.bookerName, email: booking.bookerEmail },
    owner: { name: car.ownerName, email: car.ownerEmail },
  };
}
