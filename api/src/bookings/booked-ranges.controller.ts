import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BookedRange } from '@carzone/domain';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { BookingsService } from './bookings.service.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { PERSONAL_ANSWER_CACHE_CONTROL } from '../common/private-answers.js';
import { BookedRangeAnswer } from './dto/booking.answers.js';

/**
 * Public: which nights of a car are taken, so the booking dialog can grey them out. Dates only,
 * never who booked. It lives with the bookings (the nights are theirs), under the car's path, and
 * is shown to whoever may see the car: a car that is not listed, to its owner alone.
 */
@ApiTags('bookings')
@Controller()
export class BookedRangesController {
  constructor(private readonly bookings: BookingsService) {}

  @PublicCarRead('car/:id/booked-ranges', "A car's booked nights")
  @ApiOkResponse({
    type: [BookedRangeAnswer],
    description:
      "The car's non-canceled bookings that end after Dhaka's today, by start date: [start, end). For a car that is not listed (hidden, waiting for review, rejected, its owner suspended), only to its owner, signed in, privately.",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    404: `${refusalDoc('carListing.carNotFound')}: also for a car that is not listed, to anyone but its owner.`,
  })
  async findBookedRanges(
    @Param('id', carIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookedRange[]> {
    const { ranges, personal } = await this.bookings.bookedRanges(id, request);
    if (personal) void reply.header('cache-control', PERSONAL_ANSWER_CACHE_CONTROL);
    return ranges;
  }
}
