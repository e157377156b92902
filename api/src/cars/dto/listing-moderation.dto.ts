import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import {
  CAR_PAGE_SIZE,
  LISTING_QUEUE_STATES,
  type ListingQueueState,
  TRUST_LIMITS,
} from '@carzone/domain';
import { says } from '../../common/refusal.js';
import { PageLimit, PageOffset } from '../../common/page-query.js';

/** The query of `GET /api/admin/cars`: one queue, a page at a time. */
export class ListingQueueQuery {
  @ApiProperty({ enum: LISTING_QUEUE_STATES, description: 'Which queue.' })
  @IsIn(LISTING_QUEUE_STATES, { message: says('listing.queueStateInvalid') })
  state!: ListingQueueState;

  @PageLimit('How many cars to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many older cars to skip.')
  offset: number = 0;
}

/** The body of a staff action that tells the owner why: reject, hide. */
export class ListingReasonDto {
  @ApiProperty({
    minLength: 1,
    maxLength: TRUST_LIMITS.reasonMaxLength,
    description: "Why, in staff's words: the car's owner reads it in My Cars and in their mail.",
  })
  @MaxLength(TRUST_LIMITS.reasonMaxLength, { message: says('listing.reasonInvalid') })
  // Something to read, not only spaces.
  @Matches(/\S/, { message: says('listing.reasonInvalid') })
  @IsString({ message: says('listing.reasonInvalid') })
  reason!: string;
}
