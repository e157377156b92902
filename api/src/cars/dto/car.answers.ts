import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type Car,
  CAR_STATUSES,
  type CarStatus,
  DRIVER_OPTIONS,
  type DriverOption,
  FUEL_POLICIES,
  type FuelPolicy,
  type Language,
  type Rating,
} from '@carzone/domain';
import { NamesAnswer } from '../../common/names.answer.js';
import { RatingAnswer } from '../../common/rating.answer.js';

/** A listed car as every route answers it; the class gives OpenAPI its schema. */
@ApiSchema({ name: 'Car', description: 'A listed car.' })
export class CarAnswer implements Car {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  carModel!: string;

  @ApiProperty({ description: 'May be empty.' })
  brand!: string;

  @ApiProperty({ description: 'In dollars, per day.' })
  dailyRentalPrice!: number;

  @ApiProperty({
    enum: [...CAR_STATUSES, ''],
    description: 'Lower-case as stored; an empty string is shown as "Unavailable".',
  })
  bookingStatus!: CarStatus | '';

  @ApiProperty({ type: 'integer', description: 'How many times it has been booked.' })
  bookingCount!: number;

  @ApiProperty()
  location!: string;

  @ApiProperty({
    description: "The picture its page shows: an http(s) URL, or the API's copy of a photo.",
  })
  imageUrl!: string;

  @ApiProperty({ description: 'The small picture cards and tables show.' })
  thumbnailUrl!: string;

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'The uploaded photo the pictures come from; null for an image URL.',
  })
  photoId!: string | null;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'Comma-separated, as the owner typed it.' })
  features!: string;

  @ApiProperty()
  registrationNumber!: string;

  @ApiProperty({ description: "The owner's e-mail." })
  email!: string;

  @ApiProperty({ description: "The owner's display name." })
  name!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: 'integer',
    description: 'The shortest trip the owner rents it for, in days.',
  })
  minDays!: number;

  @ApiProperty({
    type: 'integer',
    description: 'The longest trip the owner rents it for, in days.',
  })
  maxDays!: number;

  @ApiProperty({
    type: 'integer',
    description:
      'How many hours before its first day begins (00:00 in Dhaka) a trip must be booked; 0: from today.',
  })
  advanceNoticeHours!: number;

  @ApiProperty({
    description: 'False: each booking is a request the owner accepts or declines.',
  })
  instantBooking!: boolean;

  @ApiProperty({
    type: 'integer',
    example: 25,
    description:
      'The share of the trip price paid in advance through the payment gateway: 0 (none) or 10 to 50 percent.',
  })
  advancePercent!: number;

  @ApiProperty({ enum: DRIVER_OPTIONS, description: 'With its driver, self-drive, or either.' })
  driverOption!: DriverOption;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: "The driver's day of 10 hours; null for a self-drive-only car.",
  })
  driverDailyRate!: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Each hour past 10 in a day, paid to the driver.',
  })
  overtimeHourlyRate!: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: "Each night away from the car's district.",
  })
  nightHaltRate!: number | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'Each day of a trip to another district.',
  })
  intercityDailySurcharge!: number | null;

  @ApiProperty({ type: 'string', enum: FUEL_POLICIES, nullable: true })
  fuelPolicy!: FuelPolicy | null;

  @ApiProperty({ type: 'integer', description: "Seats, the driver's included." })
  seats!: number;

  @ApiProperty({ description: "The district's id (GET /api/districts)." })
  district!: string;

  @ApiProperty({ example: 'Sylhet', description: "The district's English name." })
  districtName!: string;

  @ApiProperty({ example: 'সিলেট', description: "The district's Bangla name." })
  districtNameBn!: string;

  @ApiProperty({ type: NamesAnswer, description: "The district's name in each language." })
  districtNames!: Record<Language, string>;

  @ApiProperty({ description: 'Self-drive needs a driving licence on the renter’s profile.' })
  licenceRequired!: boolean;

  @ApiProperty({
    description: 'Renters need a verified mobile number on their profile to book it or ask for it.',
  })
  requireVerifiedPhone!: boolean;

  @ApiProperty({
    description:
      'Its owner has a verified mobile number ("Phone verified"); the number itself only on a confirmed booking, to its renter.',
  })
  ownerPhoneVerified!: boolean;

  @ApiProperty({ type: RatingAnswer, description: "Its renters' published reviews." })
  rating!: Rating;
}

@ApiSchema({ name: 'CarAdded' })
export class CarAddedAnswer {
  @ApiProperty({ format: 'uuid', description: "The new car's _id." })
  insertedId!: string;
}

@ApiSchema({ name: 'CarUpdated' })
export class CarUpdatedAnswer {
  @ApiProperty({ type: 'integer', enum: [1], description: 'Always 1, even when nothing differed.' })
  modifiedCount!: number;
}

@ApiSchema({ name: 'CarDeleted' })
export class CarDeletedAnswer {
  @ApiProperty({ type: 'integer', enum: [1] })
  deletedCount!: number;
}
