import { Controller, Get, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { type Language, type OwnerBooking } from '@carzone/domain';
import { AnswerLanguage } from '../common/answer-language.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { BookingsService } from './bookings.service.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { OwnerBookingAnswer } from './dto/booking.answers.js';

/**
 * The bookings on an owner's cars, as the owner sees them (My Cars): dates, total, status and the
 * renter's name, never the renter's e-mail. It lives with the bookings (it reads them), under the
 * owner's path.
 */
@SignedInApi('owner cars')
@Controller()
export class OwnerBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('cars/:email/bookings')
  @ApiOperation({ summary: 'The bookings of your cars' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'email', description: "The signed-in user's own e-mail (any case)." })
  @ApiOkResponse({
    type: [OwnerBookingAnswer],
    description:
      "The non-canceled bookings on the caller's cars that end after Dhaka's today (those under way too), by start date.",
  })
  @ApiRefusals({ 403: refusalDoc('carListing.otherOwnersBookings') })
  listForOwner(
    @CurrentUser() owner: SessionUser,
    @Param('email') email: string,
    @AnswerLanguage() language: Language,
  ): Promise<OwnerBooking[]> {
    return this.bookings.listForOwner(owner, email, language);
  }
}
