import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import {
  hasControlCharacters,
  type NewBookingInput,
  PICKUP_PLACE_MAX_LENGTH,
} from '@carzone/domain';
import { DISTRICTS } from '@carzone/domain/districts';
import { Trim } from '../../common/trim.js';
import { IsCalendarDate } from '../../common/calendar-date.js';
import { says } from '../../common/refusal.js';

/**
 * The body of `POST /api/bookings`: which car and which nights, nothing else. The booker comes
 * from the session and the price from the server, so `email`, `totalPrice`, `bookingStatus` and
 * the rest of the old client's fields are refused as unknown. Decorators run bottom-up and only
 * the first failure per field is reported, so the most basic check sits at the bottom.
 */
export class CreateBookingDto implements NewBookingInput {
  @ApiProperty({ format: 'uuid', description: "The car's _id." })
  @IsUUID('all', { message: says('car.idInvalid') })
  @IsString({ message: says('car.idInvalid') })
  @IsDefined({ message: says('booking.carIdMissing') })
  carId!: string;

  @ApiProperty({
    format: 'date',
    example: '2026-03-10',
    description: 'The first night, in Asia/Dhaka; no earlier than today there.',
  })
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsNotEmpty({ message: says('booking.bothDatesRequired') })
  @IsString({ message: says('booking.notADate') })
  @IsDefined({ message: says('booking.bothDatesRequired') })
  startDate!: string;

  @ApiProperty({
    format: 'date',
    example: '2026-03-13',
    description: 'The day the car comes back (exclusive): after the start date.',
  })
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsNotEmpty({ message: says('booking.bothDatesRequired') })
  @IsString({ message: says('booking.notADate') })
  @IsDefined({ message: says('booking.bothDatesRequired') })
  endDate!: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description: "With the car's driver (true) or self-drive (false, the default).",
  })
  @IsOptional()
  @IsBoolean({ message: says('booking.withDriverInvalid') })
  withDriver?: boolean;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: '08:30',
    description: 'When to pick up on the first day, HH:MM in Bangladesh time.',
  })
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: says('booking.pickupTimeInvalid') })
  @IsString({ message: says('booking.pickupTimeInvalid') })
  pickupTime?: string | null;

  @ApiPropertyOptional({
    maxLength: PICKUP_PLACE_MAX_LENGTH,
    example: 'House 12, Road 5, Dhanmondi',
    description: 'Where to pick up.',
  })
  @IsOptional()
  @Trim()
  // A NUL byte could not be stored; bidirectional overrides would make the place read backwards.
  @ValidateBy({
    name: 'hasNoControlCharacters',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacters(value),
      defaultMessage: () => says('carListing.controlCharacters'),
    },
  })
  @MaxLength(PICKUP_PLACE_MAX_LENGTH, { message: says('booking.pickupPlaceTooLong') })
  @IsString({ message: says('booking.pickupPlaceNotText') })
  pickupPlace?: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'coxs-bazar',
    description:
      "The district the trip goes to (GET /api/districts); left out, null or the car's own, it stays in the car's district.",
  })
  @IsOptional()
  @IsIn(DISTRICTS.map((district) => district.id), { message: says('booking.destinationUnknown') })
  destinationDistrict?: string | null;
}
