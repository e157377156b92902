import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { type Booking, type Language } from '@carzone/domain';
import { AnswerLanguage } from '../common/answer-language.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { CountBookingRefusals } from '../metrics/booking-refusals.interceptor.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { BookingsService } from './bookings.service.js';
import { ChangeBookingDto, toChange } from './dto/change-booking.dto.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { ListBookingsQuery } from './dto/list-bookings.dto.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { BookingAnswer } from './dto/booking.answers.js';

/** The signed-in user's bookings: book a car, list them, change dates or cancel. */
@SignedInApi('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @ApiOperation({ summary: 'Book a car, or ask its owner to' })
  @RateLimited('bookings')
  @UseInterceptors(CountBookingRefusals)
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: BookingAnswer,
    description: 'Booked (Confirmed), priced by the server.',
  })
  @ApiRefusals({
    400: 'A field is missing, unknown or invalid, or the dates cannot be booked.',
    403: refusalDoc('booking.ownCar'),
    404: `${refusalDoc('carListing.carNotFound')}: also for a car that is not listed.`,
    409: `${refusalDoc('booking.carUnavailable')} / ${refusalDoc('booking.overlap')}`,
  })
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateBookingDto,
    @AnswerLanguage() language: Language,
  ): Promise<Booking> {
    return this.bookings.book(user, body, language);
  }

  @Get()
  @ApiOperation({ summary: 'Your bookings' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [BookingAnswer],
    description: "The signed-in user's bookings, newest booking date first.",
  })
  @ApiRefusals({
    400: 'An unknown query parameter.',
    403: refusalDoc('booking.otherUsersBookings'),
  })
  list(
    @CurrentUser() user: SessionUser,
    @Query() query: ListBookingsQuery,
    @AnswerLanguage() language: Language,
  ): Promise<Booking[]> {
    return this.bookings.listOwn(user, query.email, language);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Change a booking's dates, or cancel it" })
  @RateLimited('bookings')
  @UseInterceptors(CountBookingRefusals)
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The booking's _id." })
  @ApiOkResponse({
    type: BookingAnswer,
    description: 'The booking, with new dates (Confirmed again) or Canceled.',
  })
  @ApiRefusals({
    400: `${refusalDoc('booking.idInvalid')} / ${refusalDoc('booking.changeOneThing')} / dates that cannot be booked.`,
    404: `${refusalDoc('booking.bookingNotFound')}: also for someone else's booking. / ${refusalDoc('carListing.carNotFound')}: new dates for a car no longer listed (canceling stays open).`,
    409: `${refusalDoc('booking.alreadyCanceled')} / ${refusalDoc('booking.alreadyFinished')} / ${refusalDoc('booking.overlap')}`,
  })
  change(
    @CurrentUser() user: SessionUser,
    @Param('id', bookingIdPipe) id: string,
    @Body() body: ChangeBookingDto,
    @AnswerLanguage() language: Language,
  ): Promise<Booking> {
    return this.bookings.change(user, id, toChange(body), language);
  }
}
