import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { type BookingChangeInput } from '@carzone/domain';
import { IsCalendarDate } from '../../common/calendar-date.js';
import { refusal, says } from '../../common/refusal.js';

/**
 * The body of `PATCH /api/bookings/:id`: new dates, or `{ bookingStatus: 'Canceled' }`. A DTO
 * cannot say "one of two shapes", so every field is optional here and `toChange` below insists
 * on exactly one of them; other fields are refused as unknown by the validation pipe.
 */
export class ChangeBookingDto {
  @ApiPropertyOptional({ format: 'date', example: '2026-03-10', description: 'With endDate.' })
  @IsOptional()
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsString({ message: says('booking.notADate') })
  startDate?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-03-13', description: 'With startDate.' })
  @IsOptional()
  @IsCalendarDate({ message: says('booking.notADate') })
  @IsString({ message: says('booking.notADate') })
  endDate?: string;

  @ApiPropertyOptional({ enum: ['Canceled'], description: 'Cancels the booking; alone.' })
  @IsOptional()
  @IsIn(['Canceled'], { message: says('booking.changeOneThing') })
  bookingStatus?: 'Canceled';
}

/**
 * The one change the body asks for, or a 400 when it asks for both, neither or half of one.
 * (`@IsOptional` lets null through unchecked, so null counts as a value here, and a wrong one.)
 */
export function toChange({
  startDate,
  endDate,
  bookingStatus,
}: ChangeBookingDto): BookingChangeInput {
  const noDates = startDate === undefined && endDate === undefined;
  if (bookingStatus === 'Canceled' && noDates) return { bookingStatus };
  if (bookingStatus === undefined && typeof startDate === 'string' && typeof endDate === 'string')
    return { startDate, endDate };
  throw new BadRequestException(refusal('booking.changeOneThing'));
}
