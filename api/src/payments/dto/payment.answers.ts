import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { CancellationQuote, PaymentStart } from '@carzone/domain';

@ApiSchema({
  name: 'PaymentStart',
  description: "A payment of the booking's advance, opened at the gateway.",
})
export class PaymentStartAnswer implements PaymentStart {
  @ApiProperty({
    format: 'uri',
    description: "The gateway's page, where the renter pays with bKash, Nagad, Rocket or a card.",
  })
  redirectUrl!: string;
}

@ApiSchema({
  name: 'CancellationQuote',
  description:
    "What cancelling the booking now would do with its paid advance, by CarZone's one cancellation policy, in cents: 0 and 0 when nothing was paid.",
})
export class CancellationQuoteAnswer implements CancellationQuote {
  @ApiProperty({ type: 'integer', example: 2750, description: 'Back to the renter, in cents.' })
  refundAmount!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Kept by the owner, in cents.' })
  keptAmount!: number;
}
