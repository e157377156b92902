import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ListingModerated, ListingQueuePage } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from '../staff/staff-only.guard.js';
import { carIdPipe } from './car-id.pipe.js';
import { ListingModeration } from './listing-moderation.service.js';
import { ListingReasonDto, ListingQueueQuery } from './dto/listing-moderation.dto.js';
import { ListingModeratedAnswer, ListingQueuePageAnswer } from './dto/moderation.answers.js';

const MODERATED = {
  type: ListingModeratedAnswer,
  description:
    "The car's standing now. The owner is mailed it (in their language), and the action is in the audit log.",
};
const UNKNOWN_CAR = refusalDoc('carListing.carNotFound');
const WRONG_STATE = `${refusalDoc('listing.wrongState')} Nothing is changed.`;
const BAD_REASON = `${refusalDoc('car.idInvalid')} / ${refusalDoc('listing.reasonInvalid')} Nothing is changed.`;

/** Listing review for staff: the queues, and approving, rejecting, hiding and restoring a car. */
@ApiTags('admin')
@StaffOnly('support')
@Controller('admin/cars')
export class AdminCarsController {
  constructor(private readonly listings: ListingModeration) {}

  @Get()
  @ApiOperation({ summary: 'Cars waiting for review, rejected or hidden, oldest first' })
  @ApiOkResponse({
    type: ListingQueuePageAnswer,
    description:
      '`{ cars }` in the state asked for, oldest in it first, each with its owner and its bookings still to come.',
  })
  @ApiRefusals({
    400: `${refusalDoc('listing.queueStateInvalid')} / ${refusalDoc('carList.limitOutOfRange')} / ${refusalDoc('carList.offsetOutOfRange')}`,
  })
  async queue(@Query() { state, limit, offset }: ListingQueueQuery): Promise<ListingQueuePage> {
    return { cars: await this.listings.queue(state, limit, offset) };
  }

  @Post(':id/approve')
  @ApiOperation({ summary: 'Approve a car waiting for review: it is listed' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse(MODERATED)
  @ApiRefusals({ 400: refusalDoc('car.idInvalid'), 404: UNKNOWN_CAR, 409: WRONG_STATE })
  approve(
    @CurrentStaff() by: StaffCaller,
    @Param('id', carIdPipe) id: string,
  ): Promise<ListingModerated> {
    return this.listings.act(by, id, 'approve');
  }

  @Post(':id/reject')
  @ApiOperation({ summary: 'Reject a car waiting for review, saying why' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse(MODERATED)
  @ApiRefusals({ 400: BAD_REASON, 404: UNKNOWN_CAR, 409: WRONG_STATE })
  reject(
    @CurrentStaff() by: StaffCaller,
    @Param('id', carIdPipe) id: string,
    @Body() { reason }: ListingReasonDto,
  ): Promise<ListingModerated> {
    return this.listings.act(by, id, 'reject', reason);
  }

  @Post(':id/hide')
  @ApiOperation({ summary: 'Take a published car down, saying why' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({
    ...MODERATED,
    description: `${MODERATED.description} Its bookings still to come stay; the hidden queue counts them.`,
  })
  @ApiRefusals({ 400: BAD_REASON, 404: UNKNOWN_CAR, 409: WRONG_STATE })
  hide(
    @CurrentStaff() by: StaffCaller,
    @Param('id', carIdPipe) id: string,
    @Body() { reason }: ListingReasonDto,
  ): Promise<ListingModerated> {
    return this.listings.act(by, id, 'hide', reason);
  }

  @Post(':id/restore')
  @ApiOperation({ summary: 'Publish a hidden or rejected car again' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse(MODERATED)
  @ApiRefusals({ 400: refusalDoc('car.idInvalid'), 404: UNKNOWN_CAR, 409: WRONG_STATE })
  restore(
    @CurrentStaff() by: StaffCaller,
    @Param('id', carIdPipe) id: string,
  ): Promise<ListingModerated> {
    return this.listings.act(by, id, 'restore');
  }
}
