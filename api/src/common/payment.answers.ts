// A booking's money as its answers show it (packages/domain/src/payments.ts): here, below the
// modules, because the bookings', the requests' and the payments' answers all carry it.
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ADVANCE_STATES,
  type AdvanceState,
  type BookingAdvance,
  type BookingRefund,
  LISTING_CURRENCY,
  REFUND_STATES,
  type RefundState,
} from '@carzone/domain';

@ApiSchema({
  name: 'BookingAdvance',
  description:
    "The advance a booking's car asks, in integer cents of the listing's currency: due until its deadline, held for staff, or paid.",
})
export class BookingAdvanceAnswer implements BookingAdvance {
  @ApiProperty({ type: 'integer', example: 2750, description: 'The advance, in cents.' })
  amount!: number;

  @ApiProperty({ enum: [LISTING_CURRENCY] })
  currency!: typeof LISTING_CURRENCY;

  @ApiProperty({
    enum: ADVANCE_STATES,
    description:
      "due: the booking is AwaitingPayment; held: paid, waiting for staff's review of the gateway's risk check; paid.",
  })
  state!: AdvanceState;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'While due: when it must be paid by; unpaid then, the booking expires.',
  })
  dueAt!: string | null;

  @ApiProperty({
    type: 'integer',
    example: 8250,
    description: 'What is left to pay at pickup once the advance is paid, in cents.',
  })
  toPayAtPickup!: number;
}

@ApiSchema({
  name: 'BookingRefund',
  description: "What of a booking's paid advance goes back to the renter, in cents.",
})
export class BookingRefundAnswer implements BookingRefund {
  @ApiProperty({ type: 'integer', example: 2750 })
  amount!: number;

  @ApiProperty({
    enum: REFUND_STATES,
    description:
      "pending: the gateway is carrying it out (retried until done); done; failed: the gateway refused it and CarZone's staff are refunding it by hand.",
  })
  status!: RefundState;
}
