import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { BookedRange, Booking } from '@carzone/domain';
import { APP_CONFIG } from '../config/config.module.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/pg-error.js';
import type { BookingRow } from '../database/schema.js';
import {
  type BookingMailEvent,
  type BookingMailFacts,
  composeBookingMails,
} from '../mail/booking-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { refusal } from '../common/refusal.js';
import { tripMailFactsOf } from '../mail/trip-mail-facts.js';
import { BookingsRepository } from './bookings.repository.js';
import type { BookingsTransaction, CarForBooking, ExpiredBooking } from './bookings.transaction.js';

/** The events whose mails confirm a booking: an instant booking made, a request accepted. */
const CONFIRMING_EVENTS: readonly BookingMailEvent[] = ['made', 'accepted', 'paid'];

/** Who a booking's mails name: the renter, as they booked, and the car's owner. */
export interface BookingPeople {
  renter: { name: string; email: string };
  owner: { name: string; email: string };
}

/**
 * What every change of a booking does around its own rule, whoever makes it (the renter, the
 * owner, the expiry sweep): queue the renter's and the owner's mails in the change's transaction,
 * so a refused or rolled-back change mails nobody; turn the no-overlap constraint's violation into
 * a 409; and, once committed, wake the mail sender. The bookings module's door to its
 * transactions: the owner's side of requests (src/booking-requests) changes bookings through it.
 */
@Injectable()
export class BookingChanges {
  private readonly publicUrl: string;

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  /** Runs `work` in one booking transaction (BookingsRepository.inTransaction). */
  inTransaction<T>(work: (tx: BookingsTransaction) => Promise<T>): Promise<T> {
    return this.bookings.inTransaction(work);
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

  /**
   * The renter's and the owner's mail about this change, queued in its transaction. `before`: the
   * dates a booking had before new ones; `proposal`: the row of a change of dates waiting for (or
   * just refused by) the owner, whose dates and total the mails give beside the booking's own.
   * `only`: the one side to mail, when staff made the change for the other (whom they tell apart).
   */
  async queueMails(
    tx: BookingsTransaction,
    event: BookingMailEvent,
    booking: Booking | BookingRow,
    people: BookingPeople,
    {
      before,
      proposal,
      only,
    }: { before?: BookedRange; proposal?: BookingRow; only?: keyof BookingPeople } = {},
  ): Promise<void> {
    const asked = proposal ?? booking;
    const expiresAt = asked.expiresAt;
    // The confirmation gives each side the other's verified number, to arrange pickup.
    const confirms = CONFIRMING_EVENTS.includes(event) && booking.bookingStatus === 'Confirmed';
    const [renterPhone, ownerPhone] = confirms
      ? await Promise.all([
          tx.verifiedNumberOf(people.renter.email),
          tx.verifiedNumberOf(people.owner.email),
        ])
      : [null, null];
    const mails = composeBookingMails(
      {
        event,
        carModel: booking.carModel,
        location: booking.location,
        startDate: asked.startDate,
        endDate: asked.endDate,
        previousDates: before && { startDate: before.startDate, endDate: before.endDate },
        confirmedDates: proposal && { startDate: booking.startDate, endDate: booking.endDate },
        dailyRentalPrice: booking.dailyRentalPrice,
        totalPrice: asked.totalPrice,
        bookingStatus: booking.bookingStatus,
        reason: asked.statusReason,
        trip: 'priceLines' in asked ? tripMailFactsOf(asked) : undefined,
        expiresAt: expiresAt instanceof Date ? expiresAt.toISOString() : expiresAt,
        renter: { ...people.renter, phoneNumber: renterPhone },
        owner: { ...people.owner, phoneNumber: ownerPhone },
        ...moneyFactsOf(booking),
      },
      this.publicUrl,
      await tx.mailLanguages(people.renter.email, people.owner.email),
    );
    const sent = only === undefined ? mails : mails.filter(({ to }) => to === people[only].email);
    await tx.queueMails(this.outbox.rowsFor(sent));
  }

  /**
   * Both mails about a request, or a change of dates, that went unanswered past its deadline and
   * was just written Expired (`expired`, a row of the car `owner` owns).
   */
  async queueExpiredMails(
    tx: BookingsTransaction,
    expired: ExpiredBooking,
    owner: Pick<CarForBooking, 'ownerName' | 'ownerEmail'>,
  ): Promise<void> {
    const people = bookingPeople(expired, owner);
    if (expired.awaitedPayment) return this.queueMails(tx, 'paymentExpired', expired, people);
    if (expired.changeOf === null) return this.queueMails(tx, 'expired', expired, people);
    const booking = await tx.findBooking(expired.changeOf);
    if (booking) await this.queueMails(tx, 'changeExpired', booking, people, { proposal: expired });
  }
}

/** What the mails say of a booking's advance and refund, from its row or its answer. */
function moneyFactsOf(
  booking: Booking | BookingRow,
): Pick<BookingMailFacts, 'bookingId' | 'advance' | 'refund'> {
  if (!('advanceMinor' in booking)) {
    return {
      bookingId: booking._id,
      advance: booking.advance
        ? {
            amount: booking.advance.amount,
            dueAt: booking.advance.dueAt,
            paid: booking.advance.state === 'paid',
          }
        : undefined,
      refund: booking.refund ? { amount: booking.refund.amount } : undefined,
    };
  }
  return {
    bookingId: booking.id,
    advance:
      booking.advanceMinor === null
        ? undefined
        : {
            amount: booking.advanceMinor,
            dueAt:
              booking.bookingStatus === 'AwaitingPayment' && booking.advanceState === 'due'
                ? (booking.expiresAt?.toISOString() ?? null)
                : null,
            paid: booking.advanceState === 'paid',
          },
    refund: booking.refundedMinor > 0 ? { amount: booking.refundedMinor } : undefined,
  };
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
