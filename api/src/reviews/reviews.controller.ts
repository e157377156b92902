import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PublishedReview, TOTAL_COUNT_HEADER, type TripReviews } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { PERSONAL_ANSWER_CACHE_CONTROL } from '../common/private-answers.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { CarReviewsQuery, ReviewDto } from './dto/review.dto.js';
import { PublishedReviewAnswer, TripReviewsAnswer } from './dto/review.answers.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews of completed trips: written by either side of a booking, read on the car's page. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('bookings/:id/review')
  @ApiOperation({ summary: 'Review the other side of a completed trip' })
  @SignedIn()
  @RateLimited('bookings')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', format: 'uuid', description: "The booking's _id." })
  @ApiCreatedResponse({
    type: TripReviewsAnswer,
    description:
      "Written, as the caller's side of the booking (its renter or its car's owner). Published, with the other side's, if theirs was already written; else once it is or the window closes.",
  })
  @ApiRefusals({
    400: `${refusalDoc('review.ratingInvalid')} / ${refusalDoc('review.textTooLong')}`,
    403: refusalDoc('review.notYourTrip'),
    404: refusalDoc('booking.bookingNotFound'),
    409: `${refusalDoc('review.tripNotCompleted')} / ${refusalDoc('review.windowClosed')} / ${refusalDoc('review.alreadyWritten')} / ${refusalDoc('review.carRemoved')}`,
  })
  write(
    @CurrentUser() user: SessionUser,
    @Param('id', bookingIdPipe) id: string,
    @Body() body: ReviewDto,
  ): Promise<TripReviews> {
    return this.reviews.write(user, id, body);
  }

  @PublicCarRead('car/:id/reviews', "A car's published reviews")
  @ApiOkResponse({
    type: [PublishedReviewAnswer],
    description:
      "A page of the car's published reviews by its renters, newest first. A car that is not listed (hidden, waiting for review, its owner suspended) shows them only to its owner and to staff, signed in, privately.",
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'How many published reviews the car has.',
        schema: { type: 'integer', minimum: 0 },
      },
    },
  })
  @ApiRefusals({
    400: 'The id, limit or offset is invalid.',
    404: `${refusalDoc('carListing.carNotFound')}: also for a car that is not listed, to anyone but its owner and staff.`,
  })
  async carReviews(
    @Param('id', carIdPipe) id: string,
    @Query() query: CarReviewsQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublishedReview[]> {
    const page = await this.reviews.carReviews(id, request, query.limit, query.offset);
    if (page.personal) void reply.header('cache-control', PERSONAL_ANSWER_CACHE_CONTROL);
    void reply.header(TOTAL_COUNT_HEADER, page.total);
    return page.reviews;
  }
}
