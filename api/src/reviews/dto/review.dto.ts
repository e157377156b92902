import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import {
  CAR_PAGE_SIZE,
  MAX_CAR_PAGE_SIZE,
  REVIEW_LIMITS,
  type ReviewInput,
  reviewProblems,
} from '@carzone/domain';
import { WholeNumber } from '../../cars/dto/list-cars.dto.js';
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
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_CAR_PAGE_SIZE,
    default: CAR_PAGE_SIZE,
    description: 'How many reviews to answer.',
  })
  @IsOptional()
  @WholeNumber()
  @Max(MAX_CAR_PAGE_SIZE, { message: says('carList.limitOutOfRange') })
  @Min(1, { message: says('carList.limitOutOfRange') })
  @IsInt({ message: says('carList.limitOutOfRange') })
  limit: number = CAR_PAGE_SIZE;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @WholeNumber()
  @Max(Number.MAX_SAFE_INTEGER, { message: says('carList.offsetOutOfRange') })
  @Min(0, { message: says('carList.offsetOutOfRange') })
  @IsInt({ message: says('carList.offsetOutOfRange') })
  offset: number = 0;
}
