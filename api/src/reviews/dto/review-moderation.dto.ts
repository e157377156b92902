import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  type ModeratedReview,
  type Rating,
  REVIEW_HIDE_REASONS,
  type ReviewHideReason,
} from '@carzone/domain';
import { RatingAnswer } from '../../common/rating.answer.js';
import { says } from '../../common/refusal.js';

/** The body of `POST /api/admin/reviews/:id/hide`. */
export class HideReviewDto {
  @ApiProperty({
    enum: REVIEW_HIDE_REASONS,
    description:
      'One of the published reasons, worded on /faq; its words are mailed to the author.',
  })
  @IsIn(REVIEW_HIDE_REASONS, { message: says('review.hideReasonInvalid') })
  reason!: ReviewHideReason;
}

@ApiSchema({ name: 'ModeratedReview', description: 'A review after staff hid or restored it.' })
export class ModeratedReviewAnswer implements ModeratedReview {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({
    enum: REVIEW_HIDE_REASONS,
    type: String,
    nullable: true,
    description: 'The reason it is hidden for; null while it is shown.',
  })
  hiddenReason!: ReviewHideReason | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  hiddenAt!: string | null;

  @ApiProperty({
    type: RatingAnswer,
    nullable: true,
    description:
      "The reviewed car's rating now, for a renter's review of a car still listed; else null.",
  })
  carRating!: Rating | null;
}
