import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { type NewBookingInput } from '@carzone/domain';
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
}
