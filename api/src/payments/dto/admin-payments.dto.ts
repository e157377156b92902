import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import {
  type HeldPayment,
  type ManualRefundInput,
  type PaymentsQueue,
  REFUND_REASONS,
  REFUND_STATES,
  type RefundReason,
  type RefundState,
  type RefundToFollow,
} from '@carzone/domain';
import { says } from '../../common/refusal.js';
import { Trim } from '../../common/trim.js';

@ApiSchema({ name: 'HeldPayment', description: "A payment the gateway's risk check held." })
export class HeldPaymentAnswer implements HeldPayment {
  @ApiProperty({ format: 'uuid' }) paymentId!: string;
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() carModel!: string;
  @ApiProperty() renterEmail!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ type: 'integer', description: 'In cents.' }) amount!: number;
  @ApiProperty({ description: "How it was paid, as the gateway says (e.g. 'BKASH-BKash')." })
  cardType!: string;
  @ApiProperty({ format: 'date-time' }) paidAt!: string;
}

@ApiSchema({
  name: 'RefundToFollow',
  description: 'A refund the gateway refused, or still not done an hour after it was queued.',
})
export class RefundToFollowAnswer implements RefundToFollow {
  @ApiProperty({ format: 'uuid' }) refundId!: string;
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() carModel!: string;
  @ApiProperty() renterEmail!: string;
  @ApiProperty({ type: 'integer', description: 'In cents.' }) amount!: number;
  @ApiProperty({ enum: REFUND_STATES }) state!: RefundState;
  @ApiProperty({ enum: REFUND_REASONS }) reason!: RefundReason;
  @ApiProperty({ type: 'integer' }) attempts!: number;
  @ApiProperty({ description: "What the gateway last said; '' when nothing went wrong." })
  lastError!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'PaymentsQueue', description: 'What finance staff have to act on.' })
export class PaymentsQueueAnswer implements PaymentsQueue {
  @ApiProperty({ type: [HeldPaymentAnswer] }) held!: HeldPayment[];
  @ApiProperty({ type: [RefundToFollowAnswer] }) refunds!: RefundToFollow[];
}

/** The reason staff give, which the audit log keeps (and the renter reads on a refusal). */
export class StaffReasonDto {
  @ApiProperty({ minLength: 1, maxLength: 1000 })
  @Trim()
  @Length(1, 1000, { message: says('payment.refundReasonInvalid') })
  @IsString({ message: says('payment.refundReasonInvalid') })
  reason!: string;
}

export class ManualRefundDto extends StaffReasonDto implements ManualRefundInput {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 1000,
    description: 'In cents: at most what is left of the paid advance.',
  })
  @Max(100_000_000, { message: says('payment.refundAmountInvalid') })
  @Min(1, { message: says('payment.refundAmountInvalid') })
  @IsInt({ message: says('payment.refundAmountInvalid') })
  amount!: number;
}
