import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_RECORD_BOOKINGS, type OwnerRecord } from '@carzone/domain';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { PublicCarRead } from '../cars/public-car-read.decorator.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { PERSONAL_ANSWER_CACHE_CONTROL } from '../common/private-answers.js';
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

/**
 * What anyone may know of a car's owner before asking to book: how often they canceled. Shown to
 * whoever may see the car: a car that is not listed, to its owner alone.
 */
@ApiTags('cars')
@Controller()
export class OwnerRecordController {
  constructor(private readonly requests: BookingRequestsService) {}

  @PublicCarRead('car/:id/owner-record', "How often a car's owner canceled")
  @ApiOkResponse({
    type: OwnerRecordAnswer,
    description:
      "Of the owner's latest bookings they confirmed, how many they canceled themselves (a renter's own cancels are not counted). For a car that is not listed (hidden, waiting for review, rejected, its owner suspended), only to its owner, signed in, privately.",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    404: `${refusalDoc('carListing.carNotFound')}: also for a car that is not listed, to anyone but its owner.`,
  })
  async ownerRecord(
    @Param('id', carIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnerRecord> {
    const { record, personal } = await this.requests.ownerRecordOf(id, request);
    if (!record) throw new NotFoundException(refusal('carListing.carNotFound'));
    if (personal) void reply.header('cache-control', PERSONAL_ANSWER_CACHE_CONTROL);
    return record;
  }
}
