import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { quoteBooking, quoteTrip, tripChoiceProblem, tripTotalTooHigh } from '@carzone/domain';
import { CarReadCache } from '../cars/car-read-cache.js';
import { CarsRepository } from '../cars/cars.repository.js';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { languageOfRequest } from '../common/request-language.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { TripQuoteQuery } from './dto/trip-quote.query.js';
import { quoteLinesIn } from './quote-line-words.js';
import { TripQuoteAnswer } from './dto/booking.answers.js';

/**
 * Public: what a trip would cost, line by line, before anyone books it: the booking dialog shows
 * the lines as the renter chooses, and the booking is priced by the same rule (quoteTrip).
 */
@ApiTags('bookings')
@Controller()
export class TripQuoteController {
  constructor(
    private readonly cars: CarsRepository,
    private readonly carReads: CarReadCache,
  ) {}

  @Get('car/:id/quote')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({ type: TripQuoteAnswer, description: "The trip's price lines and total." })
  @ApiBadRequestResponse({
    description: `${refusalDoc('booking.notADate')}, ${refusalDoc('booking.startInPast')}, ${refusalDoc('booking.endNotAfterStart')}, ${refusalDoc('booking.driverNotOffered')}, ${refusalDoc('booking.selfDriveNotOffered')}, ${refusalDoc('booking.destinationUnknown')}, ${refusalDoc('booking.totalTooHigh')}.`,
  })
  @ApiNotFoundResponse({ description: refusalDoc('carListing.carNotFound') })
  async quote(
    @Param('id', carIdPipe) id: string,
    @Query() query: TripQuoteQuery,
    @Headers() headers: IncomingHttpHeaders,
  ): Promise<TripQuoteAnswer> {
    // The car as car details read it (cached for a moment): a dialog asks again at each choice.
    const car = await this.carReads.read(id, () => this.cars.findById(id));
    if (!car) throw new NotFoundException(refusal('carListing.carNotFound'));
    const dates = quoteBooking({ startDate: query.from, endDate: query.to }, car.dailyRentalPrice);
    if (!dates.ok) throw new BadRequestException(refusal(`booking.${dates.reason}`));
    const choices = {
      withDriver: query.withDriver ?? false,
      destinationDistrict: query.destination ?? null,
    };
    const problem = tripChoiceProblem(car, choices);
    if (problem) throw new BadRequestException(refusal(`booking.${problem}`));
    const { lines, totalPrice } = quoteTrip(car, dates.days, choices);
    if (tripTotalTooHigh({ totalPrice }))
      throw new BadRequestException(refusal('booking.totalTooHigh'));
    return { lines: quoteLinesIn(lines, languageOfRequest(headers)), totalPrice };
  }
}
