import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { CAR_PAGE_SIZE, REVIEW_LIMITS, type ReviewInput, reviewProblems } from '@carzone/domain';
import { PageLimit, PageOffset } from '../../common/page-query.js';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

/** The field keeps the domain's rule for it (`reviewProblems`), else its refusal's code. */
const KeepsReviewRule = () =>
  ValidateBy({
    name: 'keepsReviewRule',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        reviewProblems({ [args?.property as keyof ReviewInput]: value })[
          args?.property as keyof ReviewInput
        ] === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        reviewProblems({ [args?.property as keyof ReviewInput]: args?.value })[
          args?.property as keyof ReviewInput
        ] ?? 'review.ratingInvalid',
    },
  });

/** The body of `POST /api/bookings/:id/review`: the side is the caller's, never a field. */
export class ReviewDto implements ReviewInput {
  @ApiProperty({
    type: 'integer',
    minimum: REVIEW_LIMITS.lowestRating,
    maximum: REVIEW_LIMITS.highestRating,
    example: 5,
    description: 'Whole stars.',
  })
  @IsDefined({ message: says('review.ratingInvalid') })
  @KeepsReviewRule()
  rating!: number;

  @ApiPropertyOptional({
    maxLength: REVIEW_LIMITS.textMaxLength,
    example: 'Clean car, on time, a careful driver.',
    description: 'Plain text, trimmed; shown as text, never as markup.',
  })
  @IsOptional()
  @Trim()
  @KeepsReviewRule()
  text?: string;
}

/** The query of `GET /api/car/:id/reviews`: a page of the car's published reviews. */
export class CarReviewsQuery {
  @PageLimit('How many reviews to answer.')
  limit: number = CAR_PAGE_SIZE;

  @PageOffset()
  offset: number = 0;
}
