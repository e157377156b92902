import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AnsweredBooking, Language, OwnerRequest } from '@carzone/domain';
import { AnswerLanguage } from '../common/answer-language.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { OwnerRequestAnswer } from '../bookings/dto/booking.answers.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { AnsweredBookingAnswer } from './dto/answered-booking.answer.js';
import { DeclineRequestDto, OwnerCancelDto } from './dto/request-answers.dto.js';

const BOOKING_ID = { name: 'id', format: 'uuid', description: "The booking's _id." } as const;
const NOT_OWNER = `${refusalDoc('booking.notCarOwner')}: the caller is not the car's owner.`;

/**
 * What the owner of a car decides about its bookings: the requests waiting for an answer, accept,
 * decline, and cancel a confirmed booking before it starts. No answer here carries the renter's
 * e-mail (decision 018).
 */
@SignedInApi('booking requests')
@Controller()
export class BookingRequestsController {
  constructor(private readonly requests: BookingRequestsService) {}

  @Get('requests')
  @ApiOperation({ summary: 'The requests waiting for your answer' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [OwnerRequestAnswer],
    description:
      "The requests waiting for the caller's answer on their cars, the soonest to expire first.",
  })
  waiting(
    @CurrentUser() owner: SessionUser,
    @AnswerLanguage() language: Language,
  ): Promise<OwnerRequest[]> {
    return this.requests.waitingFor(owner, language);
  }

  @Post('bookings/:id/accept')
  @ApiOperation({ summary: 'Accept a request, or new dates' })
  @RateLimited('bookings')
  @HttpCode(HttpStatus.OK)
  @ApiParam(BOOKING_ID)
  @ApiOkResponse({ type: AnsweredBookingAnswer, description: 'Accepted: the booking, Confirmed.' })
  @ApiRefusals({
    400: refusalDoc('booking.idInvalid'),
    403: NOT_OWNER,
    404: refusalDoc('booking.bookingNotFound'),
    409: `${refusalDoc('booking.notAwaitingAnswer')} / ${refusalDoc('booking.carNotListed')}`,
  })
  accept(
    @CurrentUser() owner: SessionUser,
    @AnswerLanguage() language: Language,
    @Param('id', bookingIdPipe) id: string,
  ): Promise<AnsweredBooking> {
    return this.requests.accept(owner, id, language);
  }

  @Post('bookings/:id/decline')
  @ApiOperation({ summary: 'Decline a request, or new dates' })
  @RateLimited('bookings')
  @HttpCode(HttpStatus.OK)
  @ApiParam(BOOKING_ID)
  @ApiOkResponse({
    type: AnsweredBookingAnswer,
    description: 'Declined: the booking, its dates free again.',
  })
  @ApiRefusals({
    400: `${refusalDoc('booking.idInvalid')} / ${refusalDoc('booking.reasonTooLong')}`,
    403: NOT_OWNER,
    404: refusalDoc('booking.bookingNotFound'),
    409: refusalDoc('booking.notAwaitingAnswer'),
  })
  decline(
    @CurrentUser() owner: SessionUser,
    @AnswerLanguage() language: Language,
    @Param('id', bookingIdPipe) id: string,
    @Body() body: DeclineRequestDto,
  ): Promise<AnsweredBooking> {
    return this.requests.decline(owner, id, body.reason, language);
  }

  @Post('bookings/:id/cancel')
  @ApiOperation({ summary: 'Cancel a confirmed booking of your car' })
  @RateLimited('bookings')
  @HttpCode(HttpStatus.OK)
  @ApiParam(BOOKING_ID)
  @ApiOkResponse({
    type: AnsweredBookingAnswer,
    description: 'Canceled by the owner: the booking, its dates free again.',
  })
  @ApiRefusals({
    400: `${refusalDoc('booking.idInvalid')} / ${refusalDoc('booking.reasonMissing')} / ${refusalDoc('booking.reasonTooLong')}`,
    403: NOT_OWNER,
    404: refusalDoc('booking.bookingNotFound'),
    409: refusalDoc('booking.ownerCancelNotAllowed'),
  })
  cancel(
    @CurrentUser() owner: SessionUser,
    @AnswerLanguage() language: Language,
    @Param('id', bookingIdPipe) id: string,
    @Body() body: OwnerCancelDto,
  ): Promise<AnsweredBooking> {
    return this.requests.cancel(owner, id, body.reason, language);
  }
}
