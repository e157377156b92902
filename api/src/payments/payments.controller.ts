import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { CancellationQuote, PaymentStart } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import type { SessionUser } from '../auth/session-user.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { CancellationQuoteAnswer, PaymentStartAnswer } from './dto/payment.answers.js';
import { PaymentsService } from './payments.service.js';

/** A renter paying their booking's advance, and what a cancel would give back. */
@SignedInApi('payments')
@Controller('bookings')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post(':id/payments')
  @ApiOperation({
    summary: "Pay a booking's advance",
    description:
      "Opens a payment of exactly the booking's advance (priced by the API, never by the caller) at the gateway, for the booking's renter while it is AwaitingPayment, and answers the gateway's page. The gateway then calls back; the booking is Confirmed once the gateway's validation API confirms the payment.",
  })
  @RateLimited('payments')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', format: 'uuid', description: "The booking's _id." })
  @ApiCreatedResponse({ type: PaymentStartAnswer, description: "The gateway's page to pay on." })
  @ApiRefusals({
    400: refusalDoc('booking.idInvalid'),
    404: `${refusalDoc('booking.bookingNotFound')}: also for someone else's booking.`,
    409: `${refusalDoc('payment.notAwaitingPayment')} / ${refusalDoc('payment.pastDue')}`,
    503: refusalDoc('payment.gatewayUnavailable'),
  })
  start(
    @CurrentUser() user: SessionUser,
    @Param('id', bookingIdPipe) id: string,
  ): Promise<PaymentStart> {
    return this.payments.start(user, id);
  }

  @Get(':id/cancellation')
  @ApiOperation({
    summary: 'What cancelling now would refund',
    description:
      "By the one cancellation policy, for the caller (the booking's renter, or its car's owner): the renter cancelling 24 hours or more before the first day (Dhaka) gets the whole advance back, later the owner keeps one day's car price from it; the owner cancelling gives all of it back.",
  })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The booking's _id." })
  @ApiOkResponse({ type: CancellationQuoteAnswer, description: 'The amounts, in cents.' })
  @ApiRefusals({
    400: refusalDoc('booking.idInvalid'),
    404: `${refusalDoc('booking.bookingNotFound')}: also for a booking that is neither yours nor of your car.`,
  })
  cancellation(
    @CurrentUser() user: SessionUser,
    @Param('id', bookingIdPipe) id: string,
  ): Promise<CancellationQuote> {
    return this.payments.cancellation(user, id);
  }
}
