import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { PaymentsQueue } from '@carzone/domain';
import { bookingIdPipe } from '../common/booking-id.pipe.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from '../staff/staff-only.guard.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { ManualRefundDto, PaymentsQueueAnswer, StaffReasonDto } from './dto/admin-payments.dto.js';

const paymentIdPipe = uuidParamPipe('payment.idInvalid');
const refundIdPipe = uuidParamPipe('payment.refundIdInvalid');

/** Finance staff: held payments, refunds to follow, refunds by hand; each act audited. */
@ApiTags('admin')
@StaffOnly('finance')
@Controller('admin')
export class AdminPaymentsController {
  constructor(private readonly money: AdminPaymentsService) {}

  @Get('payments')
  @ApiOperation({ summary: 'Payments held for review and refunds not done' })
  @ApiOkResponse({
    type: PaymentsQueueAnswer,
    description:
      "The payments the gateway's risk check held, and the refunds it refused or has not done within an hour, oldest first.",
  })
  queue(): Promise<PaymentsQueue> {
    return this.money.queue();
  }

  @Post('payments/:id/accept')
  @ApiOperation({ summary: 'Accept a held payment: the booking is Confirmed' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', format: 'uuid', description: "The payment's id." })
  @ApiNoContentResponse({ description: 'Accepted; both sides mailed; one audit row.' })
  @ApiRefusals({
    400: refusalDoc('payment.idInvalid'),
    404: refusalDoc('payment.notFound'),
    409: refusalDoc('payment.notHeld'),
  })
  accept(@CurrentStaff() by: StaffCaller, @Param('id', paymentIdPipe) id: string): Promise<void> {
    return this.money.accept(id, by);
  }

  @Post('payments/:id/refuse')
  @ApiOperation({ summary: 'Refuse a held payment: the booking is canceled, the payment refunded' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', format: 'uuid', description: "The payment's id." })
  @ApiNoContentResponse({
    description: 'Refused and refunded whole; the renter mailed; one audit row.',
  })
  @ApiRefusals({
    400: `${refusalDoc('payment.idInvalid')} / ${refusalDoc('payment.refundReasonInvalid')}`,
    404: refusalDoc('payment.notFound'),
    409: refusalDoc('payment.notHeld'),
  })
  refuse(
    @CurrentStaff() by: StaffCaller,
    @Param('id', paymentIdPipe) id: string,
    @Body() { reason }: StaffReasonDto,
  ): Promise<void> {
    return this.money.refuse(id, reason, by);
  }

  @Post('bookings/:id/refunds')
  @ApiOperation({ summary: "Refund a booking's paid advance by hand, in full or in part" })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', format: 'uuid', description: "The booking's _id." })
  @ApiNoContentResponse({ description: 'Queued for the gateway; one audit row.' })
  @ApiRefusals({
    400: `${refusalDoc('booking.idInvalid')} / ${refusalDoc('payment.refundAmountInvalid')} / ${refusalDoc('payment.refundReasonInvalid')}`,
    404: refusalDoc('booking.bookingNotFound'),
    409: `${refusalDoc('payment.nothingToRefund')} / ${refusalDoc('payment.refundTooLarge')}`,
  })
  refundByHand(
    @CurrentStaff() by: StaffCaller,
    @Param('id', bookingIdPipe) id: string,
    @Body() body: ManualRefundDto,
  ): Promise<void> {
    return this.money.refundByHand(id, body, by);
  }

  @Post('refunds/:id/retry')
  @ApiOperation({ summary: 'Try a refused refund again' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', format: 'uuid', description: "The refund's id." })
  @ApiNoContentResponse({ description: 'Pending again, tried from now; one audit row.' })
  @ApiRefusals({
    400: refusalDoc('payment.refundIdInvalid'),
    404: refusalDoc('payment.refundNotFound'),
    409: refusalDoc('payment.refundNotFailed'),
  })
  retry(@CurrentStaff() by: StaffCaller, @Param('id', refundIdPipe) id: string): Promise<void> {
    return this.money.retry(id, by);
  }
}
