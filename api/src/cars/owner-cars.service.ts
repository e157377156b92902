import { Clock } from '../clock/clock.js';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  DEFAULT_TRIP_RULES,
  formatCalendarDateIn,
  photoAddresses,
  DEFAULT_SEATS,
  type OwnerCar,
  REVIEWED_LISTING_FIELDS,
  SELF_DRIVE_ONLY,
  stateAfterOwnerEdit,
  type TripOffer,
  type TripOfferProblem,
  tripOfferProblems,
  type TripRulesProblem,
  type TripRules,
  tripRulesProblems,
} from '@carzone/domain';
import { districtFromLocation, isDistrictId } from '@carzone/domain/districts';
import type { RefusedFields } from '../common/api-error.js';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { CarsRepository } from './cars.repository.js';
import type { CarListing } from './dto/car-listing.dto.js';
import {
  type CarListingColumns,
  type CarOwnership,
  OwnerCarsRepository,
  type OwnerCarsTransaction,
} from './owner-cars.repository.js';
import { refusal } from '../common/refusal.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * The owner's side of the cars: who may list, read, change and delete which car. The owner of a
 * car is the session user who added it (their e-mail and name, never the body's); only they see
 * it for updating, change it or delete it. A car with bookings still to come cannot be deleted:
 * its renters would lose what they booked.
 */
@Injectable()
export class OwnerCarsService {
  /** LISTING_REVIEW: new cars, and changes of their reviewed parts, wait for staff. */
  private readonly listingReview: boolean;

  constructor(
    private readonly ownerCars: OwnerCarsRepository,
    private readonly cars: CarsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.listingReview = config.listingReview ?? false;
  }

  /** The caller's cars, newest first; the e-mail in the path may only be the caller's own. */
  async listOwn(owner: SessionUser, email: string): Promise<OwnerCar[]> {
    if (!sameEmail(email, owner.email))
      throw new ForbiddenException(refusal('carListing.otherOwnersCars'));
    return this.ownerCars.findByOwner(owner.email);
  }

  /** One of the caller's cars, for the update form: someone else's is refused, not shown. */
  async getOwn(owner: SessionUser, carId: string): Promise<OwnerCar> {
    const read = await this.cars.findById(carId);
    if (!read) throw new NotFoundException(refusal('carListing.carNotFound'));
    if (!sameEmail(read.car.email, owner.email))
      throw new ForbiddenException(refusal('carListing.notYourCar'));
    return { ...read.car, moderation: read.moderation };
  }

  async add(owner: SessionUser, listing: CarListing): Promise<{ insertedId: string }> {
    checkTripRules(listing, DEFAULT_TRIP_RULES);
    // A car that does not name its district is in the one its location names.
    const offer: TripOffer = {
      ...SELF_DRIVE_ONLY,
      seats: DEFAULT_SEATS,
      district: districtFromLocation(listing.location),
      licenceRequired: false,
      requireVerifiedPhone: false,
    };
    checkTripOffer(listing, offer);
    return this.ownerCars.inTransaction(async (tx) => {
      if (listing.photoId !== null) await this.holdOwnPhoto(tx, owner, listing.photoId);
      const insertedId = await tx.insert({
        ...columnsOf({ ...listing, district: listing.district ?? offer.district }),
        ownerEmail: owner.email,
        ownerName: owner.name,
        // Listed at once (the spec's flow), or waiting for staff with listing review on.
        moderationState: this.listingReview ? 'pendingReview' : 'published',
        moderationReason: null,
      });
      return { insertedId };
    });
  }

  /**
   * Replaces the car's listing with the one sent (an optional text left out becomes empty; a trip
   * rule left out stays as it was). Its
   * bookings are untouched: each keeps the daily price and total it was booked at. Answers
   * modifiedCount 1 whenever the car was the caller's and saved, even with the same values.
   */
  async update(
    owner: SessionUser,
    carId: string,
    listing: CarListing,
  ): Promise<{ modifiedCount: number }> {
    return this.ownerCars.inTransaction(async (tx) => {
      const car = ownCar(await tx.lockCar(carId, 'no key update'), owner);
      checkTripRules(listing, car);
      checkTripOffer(listing, car);
      // The car's own photo may stay, whoever uploaded it; a new one must be the caller's.
      if (listing.photoId !== null && listing.photoId !== car.photoId)
        await this.holdOwnPhoto(tx, owner, listing.photoId);
      const columns = columnsOf(listing);
      const state = stateAfterOwnerEdit(car.moderationState, {
        listingReview: this.listingReview,
        reviewedFieldsChanged: REVIEWED_LISTING_FIELDS.some(
          (field) => columns[field] !== car[field],
        ),
      });
      await tx.update(
        carId,
        state === car.moderationState
          ? columns
          : { ...columns, moderationState: state, moderationReason: null, moderatedAt: new Date() },
      );
      return { modifiedCount: 1 };
    });
  }

  /**
   * Deletes the car unless bookings of it are still to come or under way (409, saying how many
   * and until when). Its past and canceled bookings stay in their renters' lists, without a car.
   * The car's row is locked first, as booking does, so no booking can slip in meanwhile.
   */
  async remove(
    owner: SessionUser,
    carId: string,
    now = this.clock.now(),
  ): Promise<{ deletedCount: number }> {
    return this.ownerCars.inTransaction(async (tx) => {
      ownCar(await tx.lockCar(carId, 'update'), owner);
      const upcoming = await tx.upcomingBookings(carId, now);
      if (upcoming.count > 0)
        throw new ConflictException(
          refusal('carListing.deleteBlocked', (language) => ({
            count: upcoming.count,
            until: formatCalendarDateIn(upcoming.lastEndDate ?? '', language),
          })),
        );
      await tx.delete(carId);
      return { deletedCount: 1 };
    });
  }

  private async holdOwnPhoto(
    tx: OwnerCarsTransaction,
    owner: SessionUser,
    photoId: string,
  ): Promise<void> {
    if (!(await tx.holdOwnPhoto(photoId, owner.uid)))
      throw new BadRequestException({
        refusedFields: { photoId: refusal('carListing.photoNotFound') },
      } satisfies RefusedFields);
  }
}

/**
 * The trip rules sent, taken together with those kept (`current`): the DTO has checked each alone,
 * but a longest trip sent without the shortest must still not fall below the car's own.
 */
function checkTripRules(listing: CarListing, current: TripRules): void {
  refuseFields(tripRulesProblems(listing, current));
}

/**
 * The offer sent, taken together with the car's (`kept`, a new car's defaults): the DTO has
 * checked each field alone, but a car offered with its driver needs every rate and the fuel,
 * sent now or kept from before.
 */
function checkTripOffer(listing: CarListing, kept: TripOffer): void {
  refuseFields(tripOfferProblems(listing, kept, isDistrictId));
}

/** A 400 naming each field's refusal (`carListing.<problem>`), if any field has one. */
function refuseFields(problems: Partial<Record<string, string>>): void {
  const refused = Object.entries(problems);
  if (refused.length > 0)
    throw new BadRequestException({
      refusedFields: Object.fromEntries(
        refused.map(([field, problem]) => [
          field,
          refusal(`carListing.${problem}` as `carListing.${TripRulesProblem | TripOfferProblem}`),
        ]),
      ),
    } satisfies RefusedFields);
}

/** The car when it exists and is the caller's: 404 when missing, 403 when someone else's. */
function ownCar(car: CarOwnership | null, owner: SessionUser): CarOwnership {
  if (!car) throw new NotFoundException(refusal('carListing.carNotFound'));
  if (!sameEmail(car.ownerEmail, owner.email))
    throw new ForbiddenException(refusal('carListing.notYourCar'));
  return car;
}

/**
 * The columns a listing sets. An uploaded photo's pictures are the API's copies of it; an image
 * URL is shown as it is (also as the thumbnail, which toCar falls back to).
 */
function columnsOf({ photoId, imageUrl, ...listing }: CarListing): CarListingColumns {
  const picture = photoId
    ? { photoId, ...photoAddresses(photoId) }
    : { photoId: null, imageUrl, thumbnailUrl: '' };
  return { ...listing, ...picture };
}
