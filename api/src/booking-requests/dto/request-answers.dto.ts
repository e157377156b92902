import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { STATUS_REASON_MAX_LENGTH } from '@carzone/domain';
import { Trim } from '../../common/trim.js';
import { says } from '../../common/refusal.js';

/** The body of `POST /api/bookings/:id/decline`: why, if the owner wants to say (the renter reads it). */
export class DeclineRequestDto {
  @ApiPropertyOptional({
    maxLength: STATUS_REASON_MAX_LENGTH,
    example: 'The car is in the workshop that week.',
    description: 'Shown to the renter, in their booking and their mail.',
  })
  @IsOptional()
  @MaxLength(STATUS_REASON_MAX_LENGTH, { message: says('booking.reasonTooLong') })
  @Trim()
  @IsString({ message: says('booking.reasonNotText') })
  reason?: string;
}

/** The body of `POST /api/bookings/:id/cancel` by the car's owner: why, which the renter reads. */
export class OwnerCancelDto {
  @ApiProperty({
    maxLength: STATUS_REASON_MAX_LENGTH,
    example: 'The car was damaged in an accident.',
    description: 'Required; shown to the renter, in their booking and their mail.',
  })
  @MaxLength(STATUS_REASON_MAX_LENGTH, { message: says('booking.reasonTooLong') })
  @IsNotEmpty({ message: says('booking.reasonMissing') })
  @Trim()
  @IsString({ message: says('booking.reasonMissing') })
  @IsDefined({ message: says('booking.reasonMissing') })
  reason!: string;
}
