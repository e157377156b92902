import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { CarBlock } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { carIdPipe } from '../cars/car-id.pipe.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { CarBlocksService } from './car-blocks.service.js';
import { CarBlockAnswer, CarBlockDeletedAnswer } from './dto/car-block.answers.js';
import { CreateCarBlockDto } from './dto/car-block.dto.js';

const NOT_YOURS = `${refusalDoc('carListing.notYourCar')} Nothing of the car's blocks is shown or changed.`;

/** The days an owner keeps their car for themselves, on the car's calendar page. */
@SignedInApi('owner cars')
@Controller('cars/:id/blocks')
export class CarBlocksController {
  constructor(private readonly blocks: CarBlocksService) {}

  @Get()
  @ApiOperation({ summary: "Your car's blocked days" })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({
    type: [CarBlockAnswer],
    description: "The car's blocks that end after Dhaka's today, by start date.",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    403: NOT_YOURS,
    404: refusalDoc('carListing.carNotFound'),
  })
  list(@CurrentUser() owner: SessionUser, @Param('id', carIdPipe) id: string): Promise<CarBlock[]> {
    return this.blocks.list(owner, id);
  }

  @Post()
  @ApiOperation({ summary: 'Block days of your car' })
  @RateLimited('carWrites')
  @HttpCode(HttpStatus.CREATED)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiCreatedResponse({
    type: CarBlockAnswer,
    description: 'Blocked: nobody can book these nights.',
  })
  @ApiRefusals({
    400: 'A date is missing, not a date, in the past, not after the start or more than a year on; or the note is too long. Nothing is written.',
    403: NOT_YOURS,
    404: refusalDoc('carListing.carNotFound'),
    409: `${refusalDoc('carBlock.overBooking')} / ${refusalDoc('carBlock.overBlock')}`,
  })
  add(
    @CurrentUser() owner: SessionUser,
    @Param('id', carIdPipe) id: string,
    @Body() body: CreateCarBlockDto,
  ): Promise<CarBlock> {
    return this.blocks.add(owner, id, body);
  }

  @Delete(':blockId')
  @ApiOperation({ summary: 'Unblock days of your car' })
  @RateLimited('carWrites')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiParam({ name: 'blockId', format: 'uuid', description: "The block's _id." })
  @ApiOkResponse({ type: CarBlockDeletedAnswer, description: 'Unblocked (`{ deletedCount: 1 }`).' })
  @ApiRefusals({
    400: `${refusalDoc('car.idInvalid')} / ${refusalDoc('carBlock.idInvalid')}`,
    403: NOT_YOURS,
    404: `${refusalDoc('carListing.carNotFound')} / ${refusalDoc('carBlock.blockNotFound')}`,
  })
  remove(
    @CurrentUser() owner: SessionUser,
    @Param('id', carIdPipe) id: string,
    @Param('blockId', uuidParamPipe('carBlock.idInvalid')) blockId: string,
  ): Promise<{ deletedCount: number }> {
    return this.blocks.remove(owner, id, blockId);
  }
}
