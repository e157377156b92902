import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CAR_BLOCK_LIMITS, type NewCarBlockInput } from '@carzone/domain';
import { IsCalendarDate } from '../../common/calendar-date.js';
import { Trim } from '../../common/trim.js';
import { says } from '../../common/refusal.js';

/**
 * The body of `POST /api/cars/:id/blocks`: the nights to keep, [startDate, endDate) as a booking's,
 * and the owner's own note. Decorators run bottom-up, the most basic check at the bottom; the
 * rules that need today's date (not in the past, at most a year) are the service's.
 */
export class CreateCarBlockDto implements NewCarBlockInput {
  @ApiProperty({
    format: 'date',
    example: '2026-06-05',
    description: 'The first night kept, in Asia/Dhaka; no earlier than today there.',
  })
  @IsCalendarDate({ message: says('carBlock.notADate') })
  @IsNotEmpty({ message: says('carBlock.notADate') })
  @IsString({ message: says('carBlock.notADate') })
  @IsDefined({ message: says('carBlock.notADate') })
  startDate!: string;

  @ApiProperty({
    format: 'date',
    example: '2026-06-12',
    description: 'The day the car can be had again (exclusive): after the start date.',
  })
  @IsCalendarDate({ message: says('carBlock.notADate') })
  @IsNotEmpty({ message: says('carBlock.notADate') })
  @IsString({ message: says('carBlock.notADate') })
  @IsDefined({ message: says('carBlock.notADate') })
  endDate!: string;

  @ApiPropertyOptional({
    maxLength: CAR_BLOCK_LIMITS.note,
    example: 'Eid at home',
    description: 'For the owner only; never shown to renters.',
  })
  @IsOptional()
  @Trim()
  @MaxLength(CAR_BLOCK_LIMITS.note, { message: says('carBlock.noteTooLong') })
  @IsString({ message: says('carBlock.noteNotText') })
  note?: string;
}
