import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CAR_LISTING_LIMITS,
  CAR_STATUSES,
  type CarListingInput,
  type CarStatus,
  DRIVER_OPTIONS,
  type DriverOption,
  FUEL_POLICIES,
  type FuelPolicy,
  TRIP_OFFER_LIMITS,
  type TripOffer,
  TRIP_RULE_LIMITS,
  type TripRules,
} from '@carzone/domain';
import { DISTRICTS } from '@carzone/domain/districts';
import { Transform } from 'class-transformer';
import { Trim } from '../../common/trim.js';
import { says } from '../../common/refusal.js';
import {
  HasNoControlCharacters,
  IsDailyRentalPrice,
  IsDriverRate,
  IsNotBelowMinDays,
  IsNotBesidePhoto,
  IsPublicHttpsUrlOrEmpty,
  rateProperty,
} from './car-listing.validators.js';

// The bodies of `POST /api/addCars` and `PUT /api/update/:id`: the domain's `validateCarListing`
// rules, with its words, as class-validator decorators. A property's decorators run bottom-up and
// only the first failure per field is reported, so the most basic check sits at the bottom. For a
// required text field a value that is not text reads as missing, as in the other DTOs.

const { minDays: MIN_DAYS, maxDays: MAX_DAYS, advanceNoticeHours: NOTICE } = TRIP_RULE_LIMITS;

/** What both forms send: the car itself. */
export class CarListingDto implements CarListingInput {
  @ApiProperty({ maxLength: CAR_LISTING_LIMITS.carModel, example: 'Toyota Axio 2018' })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.carModel, { message: says('carListing.carModelTooLong') })
  @IsNotEmpty({ message: says('carListing.carModelMissing') })
  @IsString({ message: says('carListing.carModelMissing') })
  carModel!: string;

  @ApiPropertyOptional({ maxLength: CAR_LISTING_LIMITS.brand, example: 'Toyota' })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.brand, { message: says('carListing.brandTooLong') })
  @IsString({ message: says('carListingNotText.brand') })
  brand?: string;

  @ApiProperty({
    type: 'number',
    exclusiveMinimum: true,
    minimum: 0,
    maximum: CAR_LISTING_LIMITS.maxDailyRentalPrice,
    multipleOf: 0.01,
    example: 45.5,
    description: 'Dollars a day: a JSON number above 0 with at most 2 decimals (not a string).',
  })
  @Max(CAR_LISTING_LIMITS.maxDailyRentalPrice, { message: says('carListing.priceTooHigh') })
  @IsDailyRentalPrice({ message: says('carListing.priceInvalid') })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: says('carListing.priceInvalid') })
  @IsDefined({ message: says('carListing.priceMissing') })
  dailyRentalPrice!: number;

  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  @IsIn(CAR_STATUSES, { message: says('carListing.statusMissing') })
  bookingStatus!: CarStatus;

  @ApiProperty({
    maxLength: CAR_LISTING_LIMITS.registrationNumber,
    example: 'Dhaka Metro-GA 11-2233',
  })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.registrationNumber, {
    message: says('carListing.registrationNumberTooLong'),
  })
  @IsNotEmpty({ message: says('carListing.registrationNumberMissing') })
  @IsString({ message: says('carListing.registrationNumberMissing') })
  registrationNumber!: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.features,
    example: 'Air Conditioning, GPS, Bluetooth',
    description: 'Comma-separated, as the owner types it.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.features, { message: says('carListing.featuresTooLong') })
  @IsString({ message: says('carListingNotText.features') })
  features?: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.description,
    example: 'Clean, quiet and serviced every month.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.description, {
    message: says('carListing.descriptionTooLong'),
  })
  @IsString({ message: says('carListingNotText.description') })
  description?: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.imageUrl,
    example: 'https://images.example.com/axio.jpg',
    description: 'An http(s) address, or empty; not together with photoId.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @IsPublicHttpsUrlOrEmpty({ message: says('carListing.imageUrlInvalid') })
  @MaxLength(CAR_LISTING_LIMITS.imageUrl, { message: says('carListing.imageUrlTooLong') })
  @IsNotBesidePhoto({ message: says('carListing.imageUrlAndPhoto') })
  @IsString({ message: says('carListing.imageUrlInvalid') })
  imageUrl?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The id of a photo the signed-in user uploaded (POST /api/photos).',
  })
  @IsOptional()
  // Stored uuids read back in lower case, and the photo's addresses are written from this one.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  )
  @IsUUID('all', { message: says('carListing.photoIdInvalid') })
  @IsString({ message: says('carListing.photoIdInvalid') })
  photoId?: string;

  @ApiProperty({ maxLength: CAR_LISTING_LIMITS.location, example: 'Banani, Dhaka' })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.location, { message: says('carListing.locationTooLong') })
  @IsNotEmpty({ message: says('carListing.locationMissing') })
  @IsString({ message: says('carListing.locationMissing') })
  location!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: MIN_DAYS.lowest,
    maximum: MIN_DAYS.highest,
    example: 2,
    description:
      'The shortest trip, in days. A new car takes 1; an update without it keeps the car’s.',
  })
  @IsOptional()
  @Max(MIN_DAYS.highest, { message: says('carListing.minDaysInvalid') })
  @Min(MIN_DAYS.lowest, { message: says('carListing.minDaysInvalid') })
  @IsInt({ message: says('carListing.minDaysInvalid') })
  minDays?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: MAX_DAYS.lowest,
    maximum: MAX_DAYS.highest,
    example: 14,
    description:
      'The longest trip, in days, not below minDays. A new car takes 365; an update without it keeps the car’s.',
  })
  @IsOptional()
  @IsNotBelowMinDays({ message: says('carListing.maxDaysInvalid') })
  @Max(MAX_DAYS.highest, { message: says('carListing.maxDaysInvalid') })
  @Min(MAX_DAYS.lowest, { message: says('carListing.maxDaysInvalid') })
  @IsInt({ message: says('carListing.maxDaysInvalid') })
  maxDays?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: NOTICE.lowest,
    maximum: NOTICE.highest,
    example: 24,
    description:
      'How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0 lets a trip start today. A new car takes 0; an update without it keeps the car’s.',
  })
  @IsOptional()
  @Max(NOTICE.highest, { message: says('carListing.advanceNoticeInvalid') })
  @Min(NOTICE.lowest, { message: says('carListing.advanceNoticeInvalid') })
  @IsInt({ message: says('carListing.advanceNoticeInvalid') })
  advanceNoticeHours?: number;

  @ApiPropertyOptional({
    type: 'boolean',
    example: false,
    description:
      'False: each booking is a request the owner accepts or declines. A new car takes true; an update without it keeps the car’s.',
  })
  @IsOptional()
  @IsBoolean({ message: says('carListing.instantBookingInvalid') })
  instantBooking?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    example: 25,
    description:
      'The share of the trip price a renter pays in advance through the payment gateway to book: 0 (none: a booking is made as before) or 10 to 50. A new car takes 0; an update without it keeps the car’s.',
  })
  @IsOptional()
  @IsIn([0, ...Array.from({ length: 41 }, (_, index) => index + 10)], {
    message: says('carListing.advancePercentInvalid'),
  })
  advancePercent?: number;

  @ApiPropertyOptional({
    enum: DRIVER_OPTIONS,
    example: 'both',
    description:
      "How the car is rented. A new car takes 'self-drive'; an update without it keeps the car's.",
  })
  @IsOptional()
  @IsIn(DRIVER_OPTIONS, { message: says('carListing.driverOptionInvalid') })
  driverOption?: DriverOption;

  @rateProperty("The driver's day of 10 hours, in dollars.")
  @IsOptional()
  @IsDriverRate()
  driverDailyRate?: number | null;

  @rateProperty('Each hour past 10 in a day, paid to the driver.')
  @IsOptional()
  @IsDriverRate()
  overtimeHourlyRate?: number | null;

  @rateProperty("Each night the driver spends away from the car's district.")
  @IsOptional()
  @IsDriverRate()
  nightHaltRate?: number | null;

  @rateProperty('Each day of a trip to another district.')
  @IsOptional()
  @IsDriverRate()
  intercityDailySurcharge?: number | null;

  @ApiPropertyOptional({
    enum: FUEL_POLICIES,
    nullable: true,
    example: 'renter-pays',
    description:
      'Who pays the fuel of a trip with the driver; needed when the car is offered with its driver.',
  })
  @IsOptional()
  @IsIn([...FUEL_POLICIES, null], { message: says('carListing.fuelPolicyInvalid') })
  fuelPolicy?: FuelPolicy | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: TRIP_OFFER_LIMITS.seats.lowest,
    maximum: TRIP_OFFER_LIMITS.seats.highest,
    example: 7,
    description:
      "Seats, the driver's included. A new car takes 5; an update without it keeps the car's.",
  })
  @IsOptional()
  @Max(TRIP_OFFER_LIMITS.seats.highest, { message: says('carListing.seatsInvalid') })
  @Min(TRIP_OFFER_LIMITS.seats.lowest, { message: says('carListing.seatsInvalid') })
  @IsInt({ message: says('carListing.seatsInvalid') })
  seats?: number;

  @ApiPropertyOptional({
    type: 'string',
    example: 'dhaka',
    description:
      "The car's district (GET /api/districts); the location is the area within it. A new car takes the district its location names, else Dhaka; an update without it keeps the car's.",
  })
  @IsOptional()
  @IsIn(DISTRICTS.map((district) => district.id), { message: says('carListing.districtInvalid') })
  district?: string;

  @ApiPropertyOptional({
    type: 'boolean',
    example: true,
    description:
      "A self-drive renter must have a driving licence on their profile, valid to the trip's end. A new car takes false; an update without it keeps the car's.",
  })
  @IsOptional()
  @IsBoolean({ message: says('carListing.licenceRequiredInvalid') })
  licenceRequired?: boolean;

  @ApiPropertyOptional({
    type: 'boolean',
    example: true,
    description:
      'A renter must have a verified mobile number (on their profile) to book the car or ask for it. A new car takes false; an update without it keeps the car’s.',
  })
  @IsOptional()
  @IsBoolean({ message: says('carListing.requireVerifiedPhoneInvalid') })
  requireVerifiedPhone?: boolean;
}

/**
 * `POST /api/addCars`. The old client also sends the owner's `email` and `name` (read-only in its
 * form): accepted as text and ignored, since the owner always comes from the session.
 */
export class CreateCarDto extends CarListingDto {
  @ApiPropertyOptional({ description: 'Ignored: the owner is the signed-in user.' })
  @IsOptional()
  @IsString({ message: says('carListingNotText.email') })
  email?: string;

  @ApiPropertyOptional({ description: 'Ignored: the owner is the signed-in user.' })
  @IsOptional()
  @IsString({ message: says('carListingNotText.name') })
  name?: string;
}

/** `PUT /api/update/:id`: the whole listing again; the old client's read-only `email` is ignored. */
export class UpdateCarDto extends CarListingDto {
  @ApiPropertyOptional({ description: 'Ignored: the owner never changes.' })
  @IsOptional()
  @IsString({ message: says('carListingNotText.email') })
  email?: string;
}

/**
 * The listing as the repository writes it: blanks for what was left out, one picture at most; a
 * trip rule left out is undefined (a new car's default, or an updated car's own).
 */
export interface CarListing extends Partial<TripRules>, Partial<TripOffer> {
  carModel: string;
  brand: string;
  dailyRentalPrice: number;
  bookingStatus: CarStatus;
  registrationNumber: string;
  features: string;
  description: string;
  imageUrl: string;
  photoId: string | null;
  location: string;
  /** Undefined: a new car's default (on), or an updated car's own. */
  instantBooking?: boolean;
  /** Undefined: a new car's default (none), or an updated car's own. */
  advancePercent?: number;
}

/** The checked body without the ignored owner fields, optional texts defaulting to ''. */
export function toCarListing(body: CarListingDto): CarListing {
  return {
    carModel: body.carModel,
    brand: body.brand ?? '',
    dailyRentalPrice: body.dailyRentalPrice,
    bookingStatus: body.bookingStatus,
    registrationNumber: body.registrationNumber,
    features: body.features ?? '',
    description: body.description ?? '',
    imageUrl: body.imageUrl ?? '',
    photoId: body.photoId || null,
    location: body.location,
    minDays: body.minDays,
    maxDays: body.maxDays,
    advanceNoticeHours: body.advanceNoticeHours,
    instantBooking: body.instantBooking,
    advancePercent: body.advancePercent,
    driverOption: body.driverOption,
    driverDailyRate: body.driverDailyRate,
    overtimeHourlyRate: body.overtimeHourlyRate,
    nightHaltRate: body.nightHaltRate,
    intercityDailySurcharge: body.intercityDailySurcharge,
    fuelPolicy: body.fuelPolicy,
    seats: body.seats,
    district: body.district,
    licenceRequired: body.licenceRequired,
    requireVerifiedPhone: body.requireVerifiedPhone,
  };
}
