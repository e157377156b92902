// The checks of a car's listing that class-validator has none for, each the domain's rule with its
// words (car-listing.dto.ts puts them on the fields).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import {
  hasControlCharacters,
  isPublicHttpsUrl,
  isValidDailyRentalPrice,
  TRIP_OFFER_LIMITS,
  type TripOffer,
  tripOfferProblems,
} from '@carzone/domain';
import { says } from '../../common/refusal.js';

/** A JSON number above 0 with whole cents (the domain's rule): never a string, NaN or Infinity. */
export const IsDailyRentalPrice = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isDailyRentalPrice',
      validator: { validate: (value: unknown) => isValidDailyRentalPrice(value) },
    },
    options,
  );

/** Text without control characters (the domain's rule): a NUL byte would fail in the database. */
export const HasNoControlCharacters = () =>
  ValidateBy({
    name: 'hasNoControlCharacters',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
      defaultMessage: () => says('carListing.controlCharacters'),
    },
  });

/** A public https address, or empty for no picture (the domain's `isPublicHttpsUrl`). */
export const IsPublicHttpsUrlOrEmpty = (options?: ValidationOptions) =>
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
export const IsNotBesidePhoto = (options?: ValidationOptions) =>
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

/**
 * The longest trip no shorter than the shortest, when both are sent; one sent alone is compared with
 * the car's own by the service (an update keeps a rule left out).
 */
export const IsNotBelowMinDays = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotBelowMinDays',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const minDays = (args?.object as { minDays?: unknown } | undefined)?.minDays;
          return typeof minDays !== 'number' || typeof value !== 'number' || value >= minDays;
        },
      },
    },
    options,
  );

/**
 * A driver's rate as the domain takes it (whole cents, 0 or more, at most the limit), or null for
 * none; whether the car's driver needs it is the service's check, with the car's own terms.
 */
export const IsDriverRate = () =>
  ValidateBy({
    name: 'isDriverRate',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === null ||
        tripOfferProblems({ [args?.property ?? '']: value, driverOption: 'self-drive' })[
          args?.property as keyof TripOffer
        ] === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        says(
          typeof args?.value === 'number' && args.value > TRIP_OFFER_LIMITS.maxRate
            ? 'carListing.driverRateTooHigh'
            : 'carListing.driverRateInvalid',
        ),
    },
  });

export const rateProperty = (description: string) =>
  ApiPropertyOptional({
    type: 'number',
    nullable: true,
    minimum: 0,
    maximum: TRIP_OFFER_LIMITS.maxRate,
    multipleOf: 0.01,
    example: 15,
    description: `${description} Needed (0 for none) when the car is offered with its driver; an update without it keeps the car's.`,
  });
