import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  type BookedRange,
  type Booking,
  type BookingAdvance,
  type BookingRefund,
  BOOKING_STATUSES,
  type BookingStatus,
  type DrivingLicence,
  type OwnerBooking,
  type OwnerRequest,
  type PriceLine,
  type ProposedChange,
  type RenterRecord,
  type TripReviews,
  TRIP_STAGES,
  type TripStage,
} from '@carzone/domain';
import { BookingAdvanceAnswer, BookingRefundAnswer } from '../../common/payment.answers.js';
import { DrivingLicenceAnswer } from '../../driving-licences/dto/driving-licence.answer.js';
import { RenterRecordAnswer, TripReviewsAnswer } from '../../reviews/dto/review.answers.js';

/** New dates a renter asked for, waiting for the owner: the booking keeps its own till accepted. */
@ApiSchema({ name: 'ProposedChange' })
export class ProposedChangeAnswer implements ProposedChange {
  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'Exclusive.' })
  endDate!: string;

  @ApiProperty({ description: 'What the booking costs with these dates, at its own daily price.' })
  totalPrice!: number;

  @ApiProperty({
    format: 'date-time',
    description: 'Unanswered by then, the change lapses and the booking keeps its dates.',
  })
  expiresAt!: string;
}

/** A confirmed booking's dates and total, which a change of dates would replace. */
@ApiSchema({ name: 'CurrentDates' })
export class CurrentDatesAnswer {
  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'Exclusive.' })
  endDate!: string;

  @ApiProperty()
  totalPrice!: number;
}

@ApiSchema({ name: 'QuoteLine' })
export class PriceLineAnswer implements PriceLine {
  @ApiProperty({ enum: ['car', 'driver', 'outOfTown', 'serviceCharge', 'fuel', 'overtime'] })
  kind!: PriceLine['kind'];

  @ApiProperty({ example: 'Car: 2 days × $50.00', description: "In the request's language." })
  label!: string;

  @ApiPropertyOptional({
    example: 100,
    description: 'What the line adds to the total; absent for what is settled on the road.',
  })
  amount?: number;
}

@ApiSchema({ name: 'TripQuote' })
export class TripQuoteAnswer {
  @ApiProperty({ type: [PriceLineAnswer] })
  lines!: PriceLine[];

  @ApiProperty({ example: 198, description: 'The sum of the amounts, to 2 decimals.' })
  totalPrice!: number;
}

/** A trip's choices and its price lines: every booking answer has them. */
abstract class TripFieldsAnswer {
  @ApiProperty({ description: "With the car's driver (else self-drive)." })
  withDriver!: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '08:30',
    description: 'HH:MM in Bangladesh time on the first day; null when not said.',
  })
  pickupTime!: string | null;

  @ApiProperty({ description: "Where to pick up; '' when not said." })
  pickupPlace!: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "The district the trip goes to; null for one that stays in the car's.",
  })
  destinationDistrict!: string | null;

  @ApiProperty({
    type: [PriceLineAnswer],
    description: "The price line by line, in the request's language.",
  })
  lines!: PriceLine[];
}

/** A verified mobile number, shown to the other side of a booking to arrange pickup. */
const VerifiedNumberProperty = (description: string) =>
  ApiProperty({ type: 'string', nullable: true, example: '+8801712345678', description });

/** A completed trip's reviews, as one side sees them. */
const TripReviewsProperty = (description: string) =>
  ApiProperty({ type: TripReviewsAnswer, nullable: true, description });

/** New dates waiting for the owner's answer. */
const ProposedChangeProperty = (description: string) =>
  ApiProperty({ type: ProposedChangeAnswer, nullable: true, description });

/** A Pending request's deadline. */
const DeadlineProperty = (description: string) =>
  ApiProperty({ type: 'string', format: 'date-time', nullable: true, description });

/** The renter's licence, as the owner sees it on a self-drive booking or request. */
const RenterLicenceProperty = () =>
  ApiProperty({
    type: DrivingLicenceAnswer,
    nullable: true,
    description:
      "The renter's driving licence, on a self-drive trip when they have one on their profile; null otherwise.",
  });

/** A booking as its renter sees it; the class gives OpenAPI its schema. */
@ApiSchema({
  name: 'Booking',
  description: 'A booking, with its own copy of what was rented and at what price.',
})
export class BookingAnswer extends TripFieldsAnswer implements Booking {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'Null once the car has been deleted.',
  })
  carId!: string | null;

  @ApiProperty()
  carModel!: string;

  @ApiProperty()
  imageUrl!: string;

  @ApiProperty()
  location!: string;

  @ApiProperty({ description: 'The price per day when it was booked.' })
  dailyRentalPrice!: number;

  @ApiProperty({ format: 'date', description: 'The first day, in Asia/Dhaka.' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'The day the car comes back (exclusive).' })
  endDate!: string;

  @ApiProperty({ format: 'date-time' })
  bookingDate!: string;

  @ApiProperty({ description: 'Days × daily price, plus the service charge.' })
  totalPrice!: number;

  @ApiProperty({ enum: BOOKING_STATUSES })
  bookingStatus!: BookingStatus;

  @ApiProperty({
    enum: TRIP_STAGES,
    nullable: true,
    description:
      "A Confirmed booking's trip in Dhaka's calendar: upcoming before its first day, underway from it, completed once its end date has come. Null for any other status.",
  })
  tripStage!: TripStage | null;

  @ApiProperty({ description: "The renter's e-mail." })
  email!: string;

  @DeadlineProperty(
    "A Pending request's deadline: unanswered by then, it is Expired. Null otherwise.",
  )
  expiresAt!: string | null;

  @ApiProperty({ description: 'Why the owner declined or canceled it, if they said; else empty.' })
  statusReason!: string;

  @ApiProperty({
    type: 'string',
    enum: ['renter', 'owner'],
    nullable: true,
    description: 'Who canceled a Canceled booking; null otherwise.',
  })
  canceledBy!: 'renter' | 'owner' | null;

  @ProposedChangeProperty(
    'New dates asked of the owner of a car that takes requests, waiting for their answer; null when none waits.',
  )
  proposedChange!: ProposedChange | null;

  @TripReviewsProperty(
    "A completed trip's reviews as its renter sees them, on the list of the caller's bookings; null otherwise.",
  )
  reviews!: TripReviews | null;

  @VerifiedNumberProperty(
    "The car owner's verified mobile number, to arrange pickup: on a Confirmed booking when they have one; null otherwise.",
  )
  ownerPhoneNumber!: string | null;

  @ApiProperty({
    type: BookingAdvanceAnswer,
    nullable: true,
    description: 'The advance, on a booking of a car that asks one; null otherwise.',
  })
  advance!: BookingAdvance | null;

  @ApiProperty({
    type: BookingRefundAnswer,
    nullable: true,
    description: 'What of the paid advance went back, and how far the refund is; null when none.',
  })
  refund!: BookingRefund | null;
}

/** A booking on an owner's car, as the owner sees it: never the renter's e-mail. */
@ApiSchema({ name: 'OwnerBooking' })
export class OwnerBookingAnswer extends TripFieldsAnswer implements OwnerBooking {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'uuid' })
  carId!: string;

  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'Exclusive.' })
  endDate!: string;

  @ApiProperty()
  totalPrice!: number;

  @ApiProperty({ enum: ['Confirmed', 'Pending', 'AwaitingPayment'] })
  bookingStatus!: OwnerBooking['bookingStatus'];

  @ApiProperty({
    enum: TRIP_STAGES,
    nullable: true,
    description:
      "A Confirmed booking's trip: upcoming or underway (the list holds none completed). Null for a request.",
  })
  tripStage!: TripStage | null;

  @ApiProperty({ description: "The renter's display name when they booked; empty if none." })
  renterName!: string;

  @DeadlineProperty("A Pending request's deadline; null for a Confirmed booking.")
  expiresAt!: string | null;

  @ProposedChangeProperty(
    "New dates the renter asked for, waiting for the owner's answer; null when none.",
  )
  proposedChange!: ProposedChange | null;

  @TripReviewsProperty(
    "A completed trip's reviews as its owner sees them (the list holds the trips completed within their review window); null otherwise.",
  )
  reviews!: TripReviews | null;

  @RenterLicenceProperty()
  renterLicence!: DrivingLicence | null;

  @VerifiedNumberProperty(
    "The renter's verified mobile number, to arrange pickup: on a Confirmed booking when they have one; null on a request.",
  )
  renterPhoneNumber!: string | null;

  @ApiProperty({
    type: BookingAdvanceAnswer,
    nullable: true,
    description: 'The advance, on a booking of a car that asks one; null otherwise.',
  })
  advance!: BookingAdvance | null;
}

/** A request waiting for the owner's answer, as the Requests page lists it. */
@ApiSchema({ name: 'OwnerRequest' })
export class OwnerRequestAnswer extends TripFieldsAnswer implements OwnerRequest {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'uuid' })
  carId!: string;

  @ApiProperty()
  carModel!: string;

  @ApiProperty()
  imageUrl!: string;

  @ApiProperty({
    description:
      'The car asks self-drive renters for a driving licence (`renterLicence` is theirs).',
  })
  licenceRequired!: boolean;

  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'Exclusive.' })
  endDate!: string;

  @ApiProperty()
  totalPrice!: number;

  @ApiProperty({ enum: ['Pending'] })
  bookingStatus!: 'Pending';

  @ApiProperty({ description: "The renter's display name when they asked; empty if none." })
  renterName!: string;

  @ApiProperty({
    type: RenterRecordAnswer,
    description: "The owners' published reviews of the renter and their completed trips.",
  })
  renterRecord!: RenterRecord;

  @ApiProperty({
    description:
      'The renter has a verified mobile number ("Phone verified"); the number itself once the request is accepted.',
  })
  renterPhoneVerified!: boolean;

  @ApiProperty({ format: 'date-time', description: 'Unanswered by then, the request expires.' })
  expiresAt!: string;

  @ApiProperty({
    type: CurrentDatesAnswer,
    nullable: true,
    description:
      'For a change of dates of a confirmed booking: the dates and total it keeps unless accepted (startDate, endDate and totalPrice are the ones asked for). Null for a new booking.',
  })
  currentDates!: OwnerRequest['currentDates'];

  @RenterLicenceProperty()
  renterLicence!: DrivingLicence | null;
}

/** Days a car is taken, with nothing about who took them. */
@ApiSchema({ name: 'BookedRange' })
export class BookedRangeAnswer implements BookedRange {
  @ApiProperty({ format: 'date' })
  startDate!: string;

  @ApiProperty({
    format: 'date',
    description: 'Exclusive: the day the car comes back, free to be picked up again.',
  })
  endDate!: string;
}
