import { Controller, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type BookedRange } from '@carzone/domain';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { BookingsService } from './bookings.service.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { BookedRangeAnswer } from './dto/booking.answers.js';

/**
 * Public: which nights of a car are taken, so the booking dialog can grey them out. Dates only,
 * never who booked. It lives with the bookings (it reads only them), under the car's path.
 */
@ApiTags('bookings')
@Controller()
export class BookedRangesController {
  constructor(private readonly bookings: BookingsService) {}

  @PublicCarRead('car/:id/booked-ranges', "A car's booked nights")
  @ApiOkResponse({
    type: [BookedRangeAnswer],
    description:
      "The car's non-canceled bookings that end after Dhaka's today, by start date: [start, end).",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    404: refusalDoc('carListing.carNotFound'),
  })
  findBookedRanges(@Param('id', carIdPipe) id: string): Promise<BookedRange[]> {
    return this.bookings.bookedRanges(id);
  }
}
