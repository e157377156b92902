import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { DISTRICTS } from '@carzone/domain/districts';
import { IsCalendarDate } from '../../common/calendar-date.js';
import { says } from '../../common/refusal.js';

const DISTRICT_IDS = DISTRICTS.map((district) => district.id);

/**
 * `GET /api/car/:id/quote`: the dates and the choices of a trip to price. The dates' other rules
 * (not in the past, the end after the start) are the booking's own, applied by the service.
 */
export class TripQuoteQuery {
  @ApiProperty({ format: 'date', example: '2026-12-10', description: 'The first day (Dhaka).' })
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsNotEmpty({ message: says('booking.bothDatesRequired') })
  @IsString({ message: says('booking.notADate') })
  @IsDefined({ message: says('booking.bothDatesRequired') })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-12-12', description: 'The day the car is back.' })
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsNotEmpty({ message: says('booking.bothDatesRequired') })
  @IsString({ message: says('booking.notADate') })
  @IsDefined({ message: says('booking.bothDatesRequired') })
  to!: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description: 'With the car’s driver (true) or self-drive (false, the default).',
  })
  @IsOptional()
  // "true" and "false" from the query string; anything else is left for the check to refuse.
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: says('booking.withDriverInvalid') })
  withDriver?: boolean;

  @ApiPropertyOptional({
    type: 'string',
    example: 'coxs-bazar',
    description:
      "The district the trip goes to (GET /api/districts); left out, or the car's own, it stays in the car's district.",
  })
  @IsOptional()
  @IsIn(DISTRICT_IDS, { message: says('booking.destinationUnknown') })
  destination?: string;
}
