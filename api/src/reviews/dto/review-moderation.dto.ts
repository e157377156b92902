import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CAR_PAGE_SIZE,
  type ModeratedReview,
  type Rating,
  REVIEW_HIDE_REASONS,
  REVIEW_QUEUE_STATES,
  REVIEW_SIDES,
  type ReviewHideReason,
  type ReviewQueueEntry,
  type ReviewQueuePage,
  type ReviewQueueState,
  type ReviewSide,
} from '@carzone/domain';
import { PageLimit, PageOffset } from '../../common/page-query.js';
import { RatingAnswer } from '../../common/rating.answer.js';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** The longest search: an e-mail address's longest (RFC 5321's path limit). */
const MAX_SEARCH_LENGTH = 320;

/** The query of `GET /api/admin/reviews`. */
export class ReviewQueueQuery {
  @ApiPropertyOptional({
    enum: REVIEW_QUEUE_STATES,
    default: 'published',
    description:
      'published: the reviews shown, newest published first; hidden: those staff hid, most recently hidden first.',
  })
  @IsOptional()
  @IsIn(REVIEW_QUEUE_STATES, { message: says('review.queueStateInvalid') })
  state: ReviewQueueState = 'published';

  @ApiPropertyOptional({
    maxLength: MAX_SEARCH_LENGTH,
    description:
      "Words (any case), each found in the car's model, the author's e-mail or name, or the review's text; trimmed. Empty: every review in the list.",
  })
  @IsOptional()
  @Trim()
  @MaxLength(MAX_SEARCH_LENGTH, { message: says('account.searchInvalid') })
  @IsString({ message: says('account.searchInvalid') })
  q?: string;

  @PageLimit('How many reviews to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset('How many newer reviews to skip.')
  offset: number = 0;
}

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

@ApiSchema({ name: 'ReviewQueueEntry', description: 'A published review, as staff read it.' })
export class ReviewQueueEntryAnswer implements ReviewQueueEntry {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty({ description: 'Plain text; may be empty.' })
  text!: string;

  @ApiProperty()
  authorEmail!: string;

  @ApiProperty({ description: 'As the trip named them; may be empty.' })
  authorName!: string;

  @ApiProperty({
    enum: REVIEW_SIDES,
    description: "renter: a review of the car (in its rating); owner: the owner's of the renter.",
  })
  authorSide!: ReviewSide;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The reviewed trip’s car; null once it is deleted.',
  })
  carId!: string | null;

  @ApiProperty({ description: 'The car’s model, as the trip kept it.' })
  carModel!: string;

  @ApiProperty({ format: 'date-time', description: 'When it was published.' })
  createdAt!: string;

  @ApiProperty({
    enum: REVIEW_HIDE_REASONS,
    type: String,
    nullable: true,
    description: 'The published reason staff hid it for; null while it is shown.',
  })
  hiddenReason!: ReviewHideReason | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  hiddenAt!: string | null;
}

@ApiSchema({ name: 'ReviewQueuePage', description: 'A page of the published or hidden reviews.' })
export class ReviewQueuePageAnswer implements ReviewQueuePage {
  @ApiProperty({ type: [ReviewQueueEntryAnswer] })
  reviews!: ReviewQueueEntry[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many the list holds in all.' })
  total!: number;
}
