import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type OwnReview,
  type PublishedReview,
  type Rating,
  type RenterRecord,
  REVIEW_SIDES,
  type ReviewSide,
  type TripReviews,
} from '@carzone/domain';
import { RatingAnswer } from '../../common/rating.answer.js';

@ApiSchema({ name: 'PublishedReview', description: 'A published review, as anyone reads it.' })
export class PublishedReviewAnswer implements PublishedReview {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty({ description: 'Plain text (never markup); may be empty.' })
  text!: string;

  @ApiProperty({ description: "The author's display name when they wrote it; may be empty." })
  reviewerName!: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;
}

@ApiSchema({ name: 'OwnReview', description: 'A review as its author sees it.' })
export class OwnReviewAnswer implements OwnReview {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  writtenAt!: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Once both sides have written or the window has closed; null till then.',
  })
  publishedAt!: string | null;
}

@ApiSchema({
  name: 'TripReviews',
  description:
    "A completed trip's reviews as one side sees them: its own, and the other side's once published.",
})
export class TripReviewsAnswer implements TripReviews {
  @ApiProperty({ enum: REVIEW_SIDES, description: "The caller's side on this trip." })
  side!: ReviewSide;

  @ApiProperty({
    format: 'date-time',
    description: '00:00 in Dhaka, 14 days after the end date: the last moment to write.',
  })
  windowClosesAt!: string;

  @ApiProperty({ description: 'Whether the caller may write their review now.' })
  canWrite!: boolean;

  @ApiProperty({ type: OwnReviewAnswer, nullable: true })
  mine!: OwnReview | null;

  @ApiProperty({
    type: PublishedReviewAnswer,
    nullable: true,
    description: "The other side's review, once published; never before.",
  })
  theirs!: PublishedReview | null;
}

@ApiSchema({ name: 'RenterRecord', description: 'What an owner sees of a renter asking.' })
export class RenterRecordAnswer implements RenterRecord {
  @ApiProperty({ type: RatingAnswer, description: "The owners' published reviews of them." })
  rating!: Rating;

  @ApiProperty({ type: 'integer', description: 'Their confirmed trips whose car has come back.' })
  completedTrips!: number;
}
