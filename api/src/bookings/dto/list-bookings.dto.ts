import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** The query of `GET /api/bookings`: the old client's `?email=`, which must be the caller's own. */
export class ListBookingsQuery {
  @ApiPropertyOptional({
    description: "Accepted for the old client's sake; must be the signed-in user's own e-mail.",
    example: 'renter@example.com',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: says('booking.emailQueryNotText') })
  email?: string;
}
