import { isPublicHttpsUrl } from './web-address.js';
import type { DrivingLicence } from './driving-licence.js';
import type { CarStatus, ProposedChange, TripStage } from './entities.js';
import type { PriceLine } from './trip-offer.js';
import type { BookingAdvance } from './payments.js';
import { isAdvancePercent } from './payments.js';
import type { RenterRecord, TripReviews } from './reviews.js';
import { CAR_STATUSES } from './entities.js';
import type { RefusalCode } from './refusals.js';
import { type TripOffer, tripOfferProblems } from './trip-offer.js';
import { type TripRules, tripRulesProblems } from './trip-rules.js';

// The owner's side of a car: what the add and update forms send, the limits on each field and
// the rules, which the forms check before sending (reporting each broken rule by its refusal's
// code) and the API applies (it has the last word). The English of each rule is here, for the
// refusal table (`REFUSALS`). Also the photo upload's limits and words.

/**
 * `POST /api/addCars` and `PUT /api/update/:id`. The owner (e-mail and name) always comes from the
 * session. The picture is either an http(s) `imageUrl` or the `photoId` of an uploaded photo. The
 * trip rules and the offer (trip-offer.ts) are optional: a new car takes the defaults
 * (`DEFAULT_TRIP_RULES`; self-drive only, 5 seats, the district its location names, no licence
 * asked), an update left without one keeps the car's.
 */
export interface CarListingInput extends Partial<TripRules>, Partial<TripOffer> {
  carModel: string;
  brand?: string;
  dailyRentalPrice: number;
  bookingStatus: CarStatus;
  registrationNumber: string;
  /** Comma-separated, as the owner types it. */
  features?: string;
  description?: string;
  imageUrl?: string;
  photoId?: string;
  location: string;
  /** Off: each booking is a request the owner answers (booking-requests.ts). New cars: on. */
  instantBooking?: boolean;
  /** The advance renters pay to book (payments.ts): 0, none, or 10–50 %. New cars: 0. */
  advancePercent?: number;
}

export const CAR_LISTING_LIMITS = {
  carModel: 100,
  brand: 60,
  registrationNumber: 30,
  location: 120,
  features: 500,
  description: 2000,
  imageUrl: 2000,
  /** Dollars a day; no car rents for more, and it keeps totals far inside the database's range. */
  maxDailyRentalPrice: 100_000,
} as const;

/** The English of each refusal of a listing (`REFUSALS['carListing.…'].en`). */
export const CAR_LISTING_MESSAGES = {
  carModelMissing: 'Please enter the car model.',
  carModelTooLong: `The car model can be at most ${CAR_LISTING_LIMITS.carModel} characters long.`,
  brandTooLong: `The brand can be at most ${CAR_LISTING_LIMITS.brand} characters long.`,
  priceMissing: 'Please enter the daily rental price.',
  priceInvalid: 'The daily rental price must be a number greater than 0, with at most 2 decimals.',
  priceTooHigh: `The daily rental price can be at most $${CAR_LISTING_LIMITS.maxDailyRentalPrice}.`,
  statusMissing: 'Please choose whether the car is available or unavailable.',
  registrationNumberMissing: 'Please enter the registration number.',
  registrationNumberTooLong: `The registration number can be at most ${CAR_LISTING_LIMITS.registrationNumber} characters long.`,
  locationMissing: 'Please enter the location.',
  locationTooLong: `The location can be at most ${CAR_LISTING_LIMITS.location} characters long.`,
  featuresTooLong: `The features can be at most ${CAR_LISTING_LIMITS.features} characters long.`,
  descriptionTooLong: `The description can be at most ${CAR_LISTING_LIMITS.description} characters long.`,
  imageUrlInvalid: 'The image URL must be a public web address starting with https://.',
  imageUrlTooLong: `The image URL can be at most ${CAR_LISTING_LIMITS.imageUrl} characters long.`,
  photoIdInvalid: 'The uploaded photo is not valid: please upload it again.',
  photoNotFound: 'The uploaded photo was not found: please upload it again.',
  imageUrlAndPhoto: 'Give either an image URL or an uploaded photo, not both.',
  controlCharacters: 'This text contains invisible control characters: please remove them.',
  carNotFound: 'Car not found',
  notYourCar: 'This car is not yours: only its owner can see or change it.',
  otherOwnersCars: 'You can only see your own cars.',
  otherOwnersBookings: 'You can only see the bookings on your own cars.',
} as const;

/**
 * Characters no listing shows: control characters (a NUL byte the database cannot store; tabs and
 * line breaks are fine) and the bidirectional overrides that make a name read backwards.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

export type CarListingField = keyof CarListingInput;

/** A refusal of a listing, by its code (`REFUSALS`), as the API refuses it. */
export type CarListingRefusalCode = Extract<RefusalCode, `carListing.${string}`>;

/**
 * A refusal of one of a listing's fields: a rule `validateCarListing` checks, or the API's word on
 * an uploaded photo's id. Not a refusal of the whole request (a car not found, not yours…).
 */
export type CarListingFieldRefusalCode = Exclude<
  CarListingRefusalCode,
  | 'carListing.carNotFound'
  | 'carListing.notYourCar'
  | 'carListing.otherOwnersCars'
  | 'carListing.otherOwnersBookings'
  | 'carListing.deleteBlocked'
>;

/** The rule each field breaks, by code (`{ carModel: 'carListing.carModelMissing' }`). */
export type CarListingFieldErrors = Partial<Record<CarListingField, CarListingFieldRefusalCode>>;

/**
 * Whole cents, at least one of them (the limit is checked apart, with its own words). Binary
 * floating point cannot hold most cents exactly (0.1 + 0.2 is 0.30000000000000004), so a price
 * may be off whole cents by a few units of its last bit, never by more: 45.000000001 is refused.
 */
export function isValidDailyRentalPrice(price: unknown): price is number {
  if (typeof price !== 'number' || !Number.isFinite(price)) return false;
  const inCents = price * 100;
  const cents = Math.round(inCents);
  return cents >= 1 && Math.abs(cents - inCents) <= 8 * Number.EPSILON * Math.abs(inCents);
}

/**
 * The rule each field breaks, after trimming, by its refusal's code; an empty object means the
 * listing can be sent. The form runs it before sending (and puts each code in its own words); the
 * API's DTO applies the same rules and refuses with the same codes.
 */
export function validateCarListing(input: CarListingInput): CarListingFieldErrors {
  const errors: CarListingFieldErrors = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  const required = (
    field: 'carModel' | 'registrationNumber' | 'location',
    missing: CarListingFieldRefusalCode,
    tooLong: CarListingFieldRefusalCode,
  ) => {
    const value = text(input[field]);
    if (!value) errors[field] = missing;
    else if (value.length > CAR_LISTING_LIMITS[field]) errors[field] = tooLong;
  };
  const optional = (
    field: 'brand' | 'features' | 'description',
    tooLong: CarListingFieldRefusalCode,
  ) => {
    if (text(input[field]).length > CAR_LISTING_LIMITS[field]) errors[field] = tooLong;
  };

  required('carModel', 'carListing.carModelMissing', 'carListing.carModelTooLong');
  optional('brand', 'carListing.brandTooLong');

  const price = input.dailyRentalPrice as unknown;
  if (price === undefined || price === null || (typeof price === 'number' && Number.isNaN(price)))
    errors.dailyRentalPrice = 'carListing.priceMissing';
  else if (!isValidDailyRentalPrice(price)) errors.dailyRentalPrice = 'carListing.priceInvalid';
  else if (price > CAR_LISTING_LIMITS.maxDailyRentalPrice)
    errors.dailyRentalPrice = 'carListing.priceTooHigh';

  if (!(CAR_STATUSES as readonly string[]).includes(input.bookingStatus))
    errors.bookingStatus = 'carListing.statusMissing';

  required(
    'registrationNumber',
    'carListing.registrationNumberMissing',
    'carListing.registrationNumberTooLong',
  );
  required('location', 'carListing.locationMissing', 'carListing.locationTooLong');
  optional('features', 'carListing.featuresTooLong');
  optional('description', 'carListing.descriptionTooLong');

  const textFields = [
    'carModel',
    'brand',
    'registrationNumber',
    'location',
    'features',
    'description',
    'imageUrl',
  ] as const;
  for (const field of textFields) {
    if (!errors[field] && hasControlCharacters(input[field] ?? ''))
      errors[field] = 'carListing.controlCharacters';
  }

  const imageUrl = text(input.imageUrl);
  if (errors.imageUrl) {
    // Its control characters are the first thing to fix.
  } else if (imageUrl && input.photoId) errors.imageUrl = 'carListing.imageUrlAndPhoto';
  else if (imageUrl.length > CAR_LISTING_LIMITS.imageUrl)
    errors.imageUrl = 'carListing.imageUrlTooLong';
  else if (imageUrl && !isPublicHttpsUrl(imageUrl)) errors.imageUrl = 'carListing.imageUrlInvalid';

  for (const [field, problem] of Object.entries(tripRulesProblems(input))) {
    errors[field as keyof TripRules] = `carListing.${problem}`;
  }
  for (const [field, problem] of Object.entries(tripOfferProblems(input))) {
    errors[field as keyof TripOffer] = `carListing.${problem}`;
  }
  if (input.advancePercent !== undefined && !isAdvancePercent(input.advancePercent))
    errors.advancePercent = 'carListing.advancePercentInvalid';
  return errors;
}

/** A photo an owner uploaded: `POST /api/photos` answers it; a car takes it by `photoId`. */
export interface UploadedPhoto {
  id: string;
  /** The resized picture (long side at most `PHOTO_LIMITS.longSide`). */
  imageUrl: string;
  /** The small one cards and tables show. */
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Where the API serves an uploaded photo's two pictures (both WebP, cached for a year). */
export function photoAddresses(photoId: string): { imageUrl: string; thumbnailUrl: string } {
  return {
    imageUrl: `/api/photos/${photoId}.webp`,
    thumbnailUrl: `/api/photos/${photoId}-thumb.webp`,
  };
}

export const PHOTO_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  /** Beyond this a picture is refused before it is decoded (decompression bombs). */
  maxPixels: 60_000_000,
  longSide: 1600,
  thumbnailWidth: 480,
  /** Uploads per user in `windowMinutes`. */
  uploadsPerWindow: 20,
  windowMinutes: 10,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** The English of each refusal of an uploaded photo (`REFUSALS['photo.…'].en`). */
export const PHOTO_MESSAGES = {
  tooLarge: 'The photo is too large: at most 8 MB.',
  empty: 'No photo was sent.',
  notAPicture: 'This file is not a JPEG, PNG or WebP picture.',
  damaged: 'This picture is damaged or incomplete: please choose another.',
  tooManyPixels: 'This picture has too many pixels to process: at most 60 megapixels.',
  tooManyUploads: `Too many uploads: at most ${PHOTO_LIMITS.uploadsPerWindow} every ${PHOTO_LIMITS.windowMinutes} minutes. Please wait and try again.`,
  photoNotFound: 'Photo not found',
} as const;

/** A refusal about an uploaded photo, by its code (`REFUSALS`), as the API refuses it. */
export type PhotoRefusalCode = Extract<RefusalCode, `photo.${string}`>;

/**
 * A refusal of a photo being uploaded: the API's, or the browser's own check of a picked file's
 * size and type (the same rules, by the same codes). Not a missing photo's picture (404).
 */
export type PhotoUploadRefusalCode = Exclude<PhotoRefusalCode, 'photo.photoNotFound'>;

/** One upcoming booking on an owner's car, as the owner sees it: no renter e-mail. */
export interface OwnerBooking {
  _id: string;
  carId: string;
  startDate: string;
  endDate: string;
  totalPrice: number;
  /** AwaitingPayment: the owner accepted (or the car books instantly); the renter's advance is due. */
  bookingStatus: 'Confirmed' | 'Pending' | 'AwaitingPayment';
  /** The renter's display name when they booked; empty if they had none. */
  renterName: string;
  /** A Pending request's deadline (ISO); null for a Confirmed booking. */
  expiresAt: string | null;
  /** A Confirmed booking's stage: upcoming or under way here (the list holds none completed). */
  tripStage: TripStage | null;
  /** New dates the renter asked for, waiting for the owner's answer; null when none waits. */
  proposedChange: ProposedChange | null;
  /** The trip's choices and price lines, as the renter's booking has them. */
  withDriver: boolean;
  pickupTime: string | null;
  pickupPlace: string;
  destinationDistrict: string | null;
  lines: PriceLine[];
  /**
   * The renter's driving licence, on a self-drive trip when they have one on their profile; its
   * photo is readable by this owner while the booking holds its nights. Null otherwise.
   */
  renterLicence: DrivingLicence | null;
  /**
   * A completed trip's reviews as its owner sees them (reviews.ts): the list holds the trips
   * completed within their review window too. Null for a trip to come or under way, a request.
   */
  reviews: TripReviews | null;
  /**
   * The renter's verified mobile number (+8801…), for arranging pickup: on a Confirmed booking when
   * they have one; null on a request and otherwise (phone-numbers.ts).
   */
  renterPhoneNumber: string | null;
  /** The booking's advance (payments.ts), as its renter sees it; null on a car that asks none. */
  advance: BookingAdvance | null;
}

/**
 * A request waiting for its owner's answer, as the Requests page lists it (`GET /api/requests`):
 * the car, the dates asked for, the total and the renter's name, never the renter's e-mail. A
 * request for a new booking, or for new dates of a confirmed booking (`currentDates` says which
 * it has); either is answered at `POST /api/bookings/:_id/accept` or `…/decline`.
 */
export interface OwnerRequest extends Omit<
  OwnerBooking,
  'proposedChange' | 'tripStage' | 'reviews' | 'renterPhoneNumber' | 'advance'
> {
  /** The renter's record: the owners' reviews of them and their completed trips. */
  renterRecord: RenterRecord;
  /** The renter has a verified mobile number (the number itself once the owner accepts). */
  renterPhoneVerified: boolean;
  bookingStatus: 'Pending';
  expiresAt: string;
  carModel: string;
  imageUrl: string;
  /** The car asks self-drive renters for a driving licence (then `renterLicence` says theirs). */
  licenceRequired: boolean;
  /** For a change of dates: the booking's confirmed dates and total, kept unless accepted. */
  currentDates: { startDate: string; endDate: string; totalPrice: number } | null;
}
