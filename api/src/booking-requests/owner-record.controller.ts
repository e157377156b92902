import { Controller, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { OWNER_RECORD_BOOKINGS, type OwnerRecord } from '@carzone/domain';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { ApiRefusals } from '../common/refusal-responses.js';

@ApiSchema({ name: 'OwnerRecord' })
class OwnerRecordAnswer implements OwnerRecord {
  @ApiProperty({
    type: 'integer',
    description: `The owner's latest bookings they confirmed, at most ${OWNER_RECORD_BOOKINGS}.`,
  })
  bookings!: number;

  @ApiProperty({ type: 'integer', description: 'Of those, how many the owner canceled.' })
  canceledByOwner!: number;
}

/** What anyone may know of a car's owner before asking to book: how often they canceled. */
@ApiTags('cars')
@Controller()
export class OwnerRecordController {
  constructor(private readonly requests: BookingRequestsService) {}

  @PublicCarRead('car/:id/owner-record', "How often a car's owner canceled")
  @ApiOkResponse({
    type: OwnerRecordAnswer,
    description:
      "Of the owner's latest bookings they confirmed, how many they canceled themselves (a renter's own cancels are not counted).",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    404: refusalDoc('carListing.carNotFound'),
  })
  async ownerRecord(@Param('id', carIdPipe) id: string): Promise<OwnerRecord> {
    const record = await this.requests.ownerRecordOf(id);
    if (!record) throw new NotFoundException(refusal('carListing.carNotFound'));
    return record;
  }
}
