import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type Booking,
  dhakaToday,
  type OwnerBooking,
  type OwnerRequest,
  type PublishedReview,
  type ReviewInput,
  type ReviewSide,
  reviewWindowClosesAt,
  type TripReviews,
  tripStageOf,
} from '@carzone/domain';
import type { FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { tripMailFactsOf } from '../mail/trip-mail-facts.js';
import { CarsService } from '../cars/cars.service.js';
import { Clock } from '../clock/clock.js';
import { type AppConfig, LOCAL_MAIL_DEFAULTS } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { composeBookingMails } from '../mail/booking-mails.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { MailSender } from '../mail/mail-sender.js';
import { refusal } from '../common/refusal.js';
import { StaffService } from '../staff/staff.service.js';
import type { ReviewRow } from '../database/schema.js';
import {
  type MailedTrip,
  type ReviewedTrip,
  ReviewsRepository,
  type ReviewsTransaction,
  type ReviewsBySide,
  toOwnReview,
  toPublishedReview,
} from './reviews.repository.js';

const OTHER_SIDE: Record<ReviewSide, ReviewSide> = { renter: 'owner', owner: 'renter' };

/** How many trips one transaction of the review mails' sweep takes. */
const MAILED_PER_TRANSACTION = 100;

/**
 * Two-way, double-blind reviews of completed trips (packages/domain/src/reviews.ts): who may
 * write, when, once; publication when the second side writes (here) or when the window closes
 * (ReviewsSweep, which also queues the review mails); what each side reads of them, on its bookings and on the car's page.
 * A review never reaches anyone but its author before it is published.
 */
@Injectable()
export class ReviewsService {
  private readonly publicUrl: string;

  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly cars: CarsService,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly mailSender: MailSender,
    private readonly auth: AuthService,
    private readonly staff: StaffService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.mail?.publicUrl ?? LOCAL_MAIL_DEFAULTS.publicUrl;
  }

  /**
   * The caller's review of a trip, as its renter (of the car) or its car's owner (of the renter):
   * the side is the booking's, never the body's. Answers the trip's reviews as the caller now
   * sees them (both, if theirs was the second).
   */
  async write(
    author: SessionUser,
    bookingId: string,
    input: ReviewInput,
    now = this.clock.now(),
  ): Promise<TripReviews> {
    return this.reviews.inTransaction(async (tx) => {
      const trip = await tx.lockTrip(bookingId);
      // A change of dates waiting for the owner is no trip of its own.
      if (!trip || trip.changeOf !== null)
        throw new NotFoundException(refusal('booking.bookingNotFound'));
      const side = sideOf(trip, author.email);
      if (!side) throw new ForbiddenException(refusal('review.notYourTrip'));
      if (trip.ownerEmail === null) throw new ConflictException(refusal('review.carRemoved'));
      if (tripStageOf(statusOf(trip), now) !== 'completed')
        throw new ConflictException(refusal('review.tripNotCompleted'));
      const windowClosesAt = reviewWindowClosesAt(trip.endDate);
      if (now >= windowClosesAt) throw new ConflictException(refusal('review.windowClosed'));
      const written = await tx.reviewsOf(trip.id);
      if (written[side]) throw new ConflictException(refusal('review.alreadyWritten'));

      const mine = await tx.insert({
        bookingId: trip.id,
        carId: trip.carId,
        authorSide: side,
        authorEmail: author.email,
        authorName: (side === 'renter' ? trip.bookerName : trip.ownerName) || author.name,
        subjectEmail: side === 'renter' ? trip.ownerEmail : trip.bookerEmail,
        rating: input.rating,
        text: input.text ?? '',
        writtenAt: now,
        windowClosesAt,
      });
      const theirs = written[OTHER_SIDE[side]];
      const sides: ReviewsBySide = { [side]: mine, [OTHER_SIDE[side]]: theirs };
      // The second review publishes both: neither side read the other's before writing.
      if (theirs)
        for (const row of await tx.publish([mine, theirs], now)) sides[row.authorSide] = row;
      return tripReviewsFor(side, trip.endDate, true, sides, now);
    });
  }

  /**
   * A page of the car's published reviews, newest first, and how many it has. A listed car's are
   * anyone's (read through the car cache, no session asked for). A car that is not listed (hidden
   * by staff, waiting for review, its owner suspended) keeps them for its owner, who still sees the
   * car on My Cars, and for staff (`personal`: the answer is the caller's alone); to anyone else it
   * is 404, as a missing car.
   */
  async carReviews(
    carId: string,
    request: FastifyRequest,
    limit: number,
    offset: number,
  ): Promise<{ reviews: PublishedReview[]; total: number; personal: boolean }> {
    const personal = await this.readsUnlisted(carId, request);
    return { ...(await this.reviews.ofCar(carId, limit, offset)), personal };
  }

  /**
   * false for a listed car; true for an unlisted one its owner (as its details,
   * CarsService.carShownTo) or staff ask for; else that 404.
   */
  private async readsUnlisted(carId: string, request: FastifyRequest): Promise<boolean> {
    try {
      return (await this.cars.carShownTo(carId, request)).personal;
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      if ((await this.reviews.ownerOf(carId)) === null) throw error;
      const viewer = await this.auth
        .verifySession(this.auth.sessionCookieOf(request))
        .catch(() => undefined);
      // A role counts only for a verified e-mail, as on the staff routes (StaffGuard).
      if (viewer?.emailVerified && (await this.staff.roleOf(viewer.email)) !== null) return true;
      throw error;
    }
  }

  /** The renter's bookings with their completed trips' reviews as the renter sees them. */
  withRenterReviews(list: Booking[]): Promise<Booking[]> {
    // A car removed since (carId null) keeps its trips' reviews, and takes no new one.
    return this.withReviews('renter', list, (booking) => booking.carId !== null);
  }

  /** The owner's bookings with their completed trips' reviews as the owner sees them. */
  withOwnerReviews(list: OwnerBooking[]): Promise<OwnerBooking[]> {
    return this.withReviews('owner', list, () => true);
  }

  /** The bookings with their completed trips' reviews as `side` sees them; null on the others. */
  private async withReviews<
    B extends { _id: string; endDate: string; tripStage: Booking['tripStage'] },
  >(side: ReviewSide, list: B[], carListed: (booking: B) => boolean): Promise<B[]> {
    const found = await this.reviews.ofBookings(completedIds(list));
    return list.map((booking) => ({
      ...booking,
      reviews:
        booking.tripStage === 'completed'
          ? tripReviewsFor(
              side,
              booking.endDate,
              carListed(booking),
              found.get(booking._id) ?? {},
              this.clock.now(),
            )
          : null,
    }));
  }

  /**
   * The requests with each renter's record (the owners' reviews of them, their completed trips),
   * their e-mails dropped: an owner never reads a renter's e-mail.
   */
  async withRenterRecords(
    requests: (Omit<OwnerRequest, 'renterRecord'> & { renterEmail: string })[],
  ): Promise<OwnerRequest[]> {
    const records = await this.reviews.renterRecords(
      requests.map(({ renterEmail }) => renterEmail),
      dhakaToday(this.clock.now()),
    );
    return requests.map(({ renterEmail, ...request }) => ({
      ...request,
      renterRecord: records.get(renterEmail.toLowerCase())!,
    }));
  }

  /** Publishes every review whose window has closed; answers how many (the sweep's work). */
  publishDue(now = this.clock.now()): Promise<number> {
    return this.reviews.publishDue(now);
  }

  /**
   * Queues the review mails due at `now` (the sweep's work): to both sides of each trip completed
   * and not yet asked, one invitation; to each side that has not written, one reminder once its
   * window closes within two days. Each trip is marked in the transaction that queues its mails,
   * so each mail is queued once, whichever instance gets there. Answers how many trips it mailed.
   */
  async mailDue(now = this.clock.now()): Promise<number> {
    const today = dhakaToday(now);
    let total = 0;
    for (const mail of ['invite', 'remind'] as const) {
      for (;;) {
        const mailed = await this.reviews.inTransaction(async (tx) => {
          const trips = await tx.lockTripsToMail(mail, today, MAILED_PER_TRANSACTION);
          for (const trip of trips) await this.queueReviewMails(tx, mail, trip);
          await tx.markMailed(
            mail,
            trips.map(({ booking }) => booking.id),
            now,
          );
          return trips.length;
        });
        total += mailed;
        if (mailed < MAILED_PER_TRANSACTION) break;
      }
    }
    if (total > 0) this.mailSender.wake();
    return total;
  }

  /** One trip's invitation to both sides, or its reminder to the sides that have not written. */
  private async queueReviewMails(
    tx: ReviewsTransaction,
    mail: 'invite' | 'remind',
    { booking, owner }: MailedTrip,
  ): Promise<void> {
    // A trip whose car is gone cannot be reviewed: nobody is asked.
    if (!owner) return;
    const written = mail === 'remind' ? await tx.reviewsOf(booking.id) : {};
    const renter = { name: booking.bookerName, email: booking.bookerEmail };
    const recipients = new Set(
      [!written.renter && renter.email, !written.owner && owner.email].filter(
        (email): email is string => Boolean(email),
      ),
    );
    if (recipients.size === 0) return;
    const mails = composeBookingMails(
      {
        event: mail === 'invite' ? 'reviewInvite' : 'reviewReminder',
        carModel: booking.carModel,
        location: booking.location,
        startDate: booking.startDate,
        endDate: booking.endDate,
        dailyRentalPrice: booking.dailyRentalPrice,
        totalPrice: booking.totalPrice,
        bookingStatus: booking.bookingStatus,
        trip: tripMailFactsOf(booking),
        renter,
        owner,
      },
      this.publicUrl,
      await tx.mailLanguages(renter.email, owner.email),
    );
    await tx.queueMails(this.outbox.rowsFor(mails.filter(({ to }) => recipients.has(to))));
  }
}

/** The caller's side on the trip, or null when they are neither its renter nor its car's owner. */
function sideOf(trip: ReviewedTrip, email: string): ReviewSide | null {
  const renter = sameEmail(trip.bookerEmail, email);
  const owner = trip.ownerEmail !== null && sameEmail(trip.ownerEmail, email);
  // Nobody reviews themselves: a trip whose renter is its car's owner has no side to write.
  if (renter === owner) return null;
  return renter ? 'renter' : 'owner';
}

function statusOf(trip: ReviewedTrip) {
  return { ...trip, bookingStatus: trip.bookingStatus as Booking['bookingStatus'] };
}

function completedIds(list: readonly { _id: string; tripStage: Booking['tripStage'] }[]) {
  return list.filter((booking) => booking.tripStage === 'completed').map(({ _id }) => _id);
}

/**
 * A completed trip's reviews as `side` sees them at `now`: its own always, the other side's only
 * once published and while staff have not hidden it. It may write while the window is open, it has not, and the car is listed.
 */
function tripReviewsFor(
  side: ReviewSide,
  endDate: string,
  carListed: boolean,
  sides: ReviewsBySide,
  now: Date,
): TripReviews {
  const windowClosesAt = reviewWindowClosesAt(endDate);
  const mine: ReviewRow | undefined = sides[side];
  const theirs: ReviewRow | undefined = sides[OTHER_SIDE[side]];
  return {
    side,
    windowClosesAt: windowClosesAt.toISOString(),
    canWrite: !mine && carListed && now < windowClosesAt,
    mine: mine ? toOwnReview(mine) : null,
    // A review staff hid leaves the other side's view too; its author still reads their own.
    theirs: theirs?.publishedAt && !theirs.hiddenReason ? toPublishedReview(theirs) : null,
  };
}
