import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { BOOKING_MESSAGES, type NewBookingInput } from '@carzone/domain';
import { CAR_ID_MESSAGE } from '../../cars/car-id.pipe.js';
import { IsCalendarDate } from './calendar-date.js';

/**
 * The body of `POST /api/bookings`: which car and which nights, nothing else. The booker comes
 * from the session and the price from the server, so `email`, `totalPrice`, `bookingStatus` and
 * the rest of the old client's fields are refused as unknown. Decorators run bottom-up and only
 * the first failure per field is reported, so the most basic check sits at the bottom.
 */
export class CreateBookingDto implements NewBookingInput {
  @ApiProperty({ format: 'uuid', description: "The car's _id." })
  @IsUUID('all', { message: CAR_ID_MESSAGE })
  @IsString({ message: CAR_ID_MESSAGE })
  @IsDefined({ message: BOOKING_MESSAGES.carIdMissing })
  carId!: string;

  @ApiProperty({
    format: 'date',
    example: '2026-03-10',
    description: 'The first night, in Asia/Dhaka; no earlier than today there.',
  })
  @IsCalendarDate({ message: BOOKING_MESSAGES.notADate })
  @IsNotEmpty({ message: BOOKING_MESSAGES.bothDatesRequired })
  @IsString({ message: BOOKING_MESSAGES.notADate })
  @IsDefined({ message: BOOKING_MESSAGES.bothDatesRequired })
  startDate!: string;

  @ApiProperty({
    format: 'date',
    example: '2026-03-13',
    description: 'The day the car comes back (exclusive): after the start date.',
  })
  @IsCalendarDate({ message: BOOKING_MESSAGES.notADate })
  @IsNotEmpty({ message: BOOKING_MESSAGES.bothDatesRequired })
  @IsString({ message: BOOKING_MESSAGES.notADate })
  @IsDefined({ message: BOOKING_MESSAGES.bothDatesRequired })
  endDate!: string;
}
