import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import {
  CAR_LISTING_LIMITS,
  CAR_LISTING_MESSAGES,
  CAR_STATUSES,
  type CarListingInput,
  type CarStatus,
  hasControlCharacters,
  isPublicHttpsUrl,
  isValidDailyRentalPrice,
} from '@carzone/domain';
import { Transform } from 'class-transformer';
import { Trim } from '../../common/trim.js';

// The bodies of `POST /api/addCars` and `PUT /api/update/:id`: the domain's `validateCarListing`
// rules, with its words, as class-validator decorators. A property's decorators run bottom-up and
// only the first failure per field is reported, so the most basic check sits at the bottom. For a
// required text field a value that is not text reads as missing, as in the other DTOs.

/** Words for an optional field sent as something other than text (the form never does that). */
export const NOT_TEXT_MESSAGES = {
  brand: 'The brand must be text.',
  features: 'The features must be text.',
  description: 'The description must be text.',
  imageUrl: CAR_LISTING_MESSAGES.imageUrlInvalid,
  photoId: CAR_LISTING_MESSAGES.photoIdInvalid,
  email: 'The e-mail, if sent, must be text: the owner is always the signed-in user.',
  name: 'The name, if sent, must be text: the owner is always the signed-in user.',
} as const;

/** A JSON number above 0 with whole cents (the domain's rule): never a string, NaN or Infinity. */
const IsDailyRentalPrice = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isDailyRentalPrice',
      validator: { validate: (value: unknown) => isValidDailyRentalPrice(value) },
    },
    options,
  );

/** Text without control characters (the domain's rule): a NUL byte would fail in the database. */
const HasNoControlCharacters = () =>
  ValidateBy({
    name: 'hasNoControlCharacters',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
      defaultMessage: () => CAR_LISTING_MESSAGES.controlCharacters,
    },
  });

/** A public https address, or empty for no picture (the domain's `isPublicHttpsUrl`). */
const IsPublicHttpsUrlOrEmpty = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isPublicHttpsUrlOrEmpty',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (!value || isPublicHttpsUrl(value)),
      },
    },
    options,
  );

/** An image URL alongside an uploaded photo: the listing must choose one picture. */
const IsNotBesidePhoto = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotBesidePhoto',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          !value || !(args?.object as { photoId?: unknown } | undefined)?.photoId,
      },
    },
    options,
  );

/** What both forms send: the car itself. */
export class CarListingDto implements CarListingInput {
  @ApiProperty({ maxLength: CAR_LISTING_LIMITS.carModel, example: 'Toyota Axio 2018' })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.carModel, { message: CAR_LISTING_MESSAGES.carModelTooLong })
  @IsNotEmpty({ message: CAR_LISTING_MESSAGES.carModelMissing })
  @IsString({ message: CAR_LISTING_MESSAGES.carModelMissing })
  carModel!: string;

  @ApiPropertyOptional({ maxLength: CAR_LISTING_LIMITS.brand, example: 'Toyota' })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.brand, { message: CAR_LISTING_MESSAGES.brandTooLong })
  @IsString({ message: NOT_TEXT_MESSAGES.brand })
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
  @Max(CAR_LISTING_LIMITS.maxDailyRentalPrice, { message: CAR_LISTING_MESSAGES.priceTooHigh })
  @IsDailyRentalPrice({ message: CAR_LISTING_MESSAGES.priceInvalid })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: CAR_LISTING_MESSAGES.priceInvalid },
  )
  @IsDefined({ message: CAR_LISTING_MESSAGES.priceMissing })
  dailyRentalPrice!: number;

  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  @IsIn(CAR_STATUSES, { message: CAR_LISTING_MESSAGES.statusMissing })
  bookingStatus!: CarStatus;

  @ApiProperty({
    maxLength: CAR_LISTING_LIMITS.registrationNumber,
    example: 'Dhaka Metro-GA 11-2233',
  })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.registrationNumber, {
    message: CAR_LISTING_MESSAGES.registrationNumberTooLong,
  })
  @IsNotEmpty({ message: CAR_LISTING_MESSAGES.registrationNumberMissing })
  @IsString({ message: CAR_LISTING_MESSAGES.registrationNumberMissing })
  registrationNumber!: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.features,
    example: 'Air Conditioning, GPS, Bluetooth',
    description: 'Comma-separated, as the owner types it.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.features, { message: CAR_LISTING_MESSAGES.featuresTooLong })
  @IsString({ message: NOT_TEXT_MESSAGES.features })
  features?: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.description,
    example: 'Clean, quiet and serviced every month.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.description, {
    message: CAR_LISTING_MESSAGES.descriptionTooLong,
  })
  @IsString({ message: NOT_TEXT_MESSAGES.description })
  description?: string;

  @ApiPropertyOptional({
    maxLength: CAR_LISTING_LIMITS.imageUrl,
    example: 'https://images.example.com/axio.jpg',
    description: 'An http(s) address, or empty; not together with photoId.',
  })
  @IsOptional()
  @Trim()
  @HasNoControlCharacters()
  @IsPublicHttpsUrlOrEmpty({ message: CAR_LISTING_MESSAGES.imageUrlInvalid })
  @MaxLength(CAR_LISTING_LIMITS.imageUrl, { message: CAR_LISTING_MESSAGES.imageUrlTooLong })
  @IsNotBesidePhoto({ message: CAR_LISTING_MESSAGES.imageUrlAndPhoto })
  @IsString({ message: NOT_TEXT_MESSAGES.imageUrl })
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
  @IsUUID('all', { message: CAR_LISTING_MESSAGES.photoIdInvalid })
  @IsString({ message: NOT_TEXT_MESSAGES.photoId })
  photoId?: string;

  @ApiProperty({ maxLength: CAR_LISTING_LIMITS.location, example: 'Banani, Dhaka' })
  @Trim()
  @HasNoControlCharacters()
  @MaxLength(CAR_LISTING_LIMITS.location, { message: CAR_LISTING_MESSAGES.locationTooLong })
  @IsNotEmpty({ message: CAR_LISTING_MESSAGES.locationMissing })
  @IsString({ message: CAR_LISTING_MESSAGES.locationMissing })
  location!: string;
}

/**
 * `POST /api/addCars`. The old client also sends the owner's `email` and `name` (read-only in its
 * form): accepted as text and ignored, since the owner always comes from the session.
 */
export class CreateCarDto extends CarListingDto {
  @ApiPropertyOptional({ description: 'Ignored: the owner is the signed-in user.' })
  @IsOptional()
  @IsString({ message: NOT_TEXT_MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ description: 'Ignored: the owner is the signed-in user.' })
  @IsOptional()
  @IsString({ message: NOT_TEXT_MESSAGES.name })
  name?: string;
}

/** `PUT /api/update/:id`: the whole listing again; the old client's read-only `email` is ignored. */
export class UpdateCarDto extends CarListingDto {
  @ApiPropertyOptional({ description: 'Ignored: the owner never changes.' })
  @IsOptional()
  @IsString({ message: NOT_TEXT_MESSAGES.email })
  email?: string;
}

/** The listing as the repository writes it: blanks for what was left out, one picture at most. */
export interface CarListing {
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
  };
}
