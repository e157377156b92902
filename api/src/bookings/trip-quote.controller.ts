import { Controller, Headers, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { languageOfRequest } from '../common/request-language.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { TripQuoteQuery } from './dto/trip-quote.query.js';
import { TripQuoteAnswer } from './dto/booking.answers.js';
import { TripQuoteService } from './trip-quote.service.js';

/**
 * Public: what a trip would cost, line by line, before anyone books it: the booking dialog shows
 * the lines as the renter chooses, and the booking is priced by the same rule (TripQuoteService).
 */
@ApiTags('bookings')
@Controller()
export class TripQuoteController {
  constructor(private readonly quotes: TripQuoteService) {}

  @PublicCarRead('car/:id/quote', "A trip's price, line by line")
  @ApiOkResponse({ type: TripQuoteAnswer, description: "The trip's price lines and total." })
  @ApiRefusals({
    400: `${refusalDoc('booking.notADate')}, ${refusalDoc('booking.startInPast')}, ${refusalDoc('booking.endNotAfterStart')}, ${refusalDoc('booking.driverNotOffered')}, ${refusalDoc('booking.selfDriveNotOffered')}, ${refusalDoc('booking.destinationUnknown')}, ${refusalDoc('booking.totalTooHigh')}.`,
    404: refusalDoc('carListing.carNotFound'),
  })
  async quote(
    @Param('id', carIdPipe) id: string,
    @Query() query: TripQuoteQuery,
    @Headers() headers: IncomingHttpHeaders,
  ): Promise<TripQuoteAnswer> {
    const choices = {
      withDriver: query.withDriver ?? false,
      destinationDistrict: query.destination ?? null,
    };
    const range = { startDate: query.from, endDate: query.to };
    return this.quotes.quote(id, range, choices, languageOfRequest(headers));
  }
}
