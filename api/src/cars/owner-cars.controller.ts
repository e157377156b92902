import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { type OwnerCar } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { SignedInApi } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { carIdPipe } from './car-id.pipe.js';
import { CreateCarDto, toCarListing, UpdateCarDto } from './dto/car-listing.dto.js';
import { OwnerCarsService } from './owner-cars.service.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { CarAddedAnswer, CarDeletedAnswer, CarUpdatedAnswer } from './dto/car.answers.js';
import { OwnerCarAnswer } from './dto/moderation.answers.js';

const BAD_LISTING =
  'A field is missing, unknown or invalid (each named in `fields`), or the photo is not one the caller uploaded; nothing is written.';
const NOT_YOURS = `${refusalDoc('carListing.notYourCar')} Nothing of the car is shown or changed.`;

/** The owner's cars (My Cars, Add car, Update car, delete), always the signed-in user's own. */
@SignedInApi('owner cars')
@Controller()
export class OwnerCarsController {
  constructor(private readonly ownerCars: OwnerCarsService) {}

  @Post('addCars')
  @ApiOperation({ summary: 'List a car for rent' })
  @RateLimited('carWrites')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: CarAddedAnswer,
    description:
      'Added, owned by the signed-in user (their e-mail and name): `{ insertedId }`. Listed at once, or waiting for review (`moderation.state` pendingReview) when the operator turned listing review on.',
  })
  @ApiRefusals({
    400: BAD_LISTING,
    413: 'The body is over 64 KiB.',
  })
  add(
    @CurrentUser() owner: SessionUser,
    @Body() body: CreateCarDto,
  ): Promise<{ insertedId: string }> {
    return this.ownerCars.add(owner, toCarListing(body));
  }

  @Get('cars/:email')
  @ApiOperation({ summary: "The signed-in owner's cars" })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'email', description: "The signed-in user's own e-mail (any case)." })
  @ApiOkResponse({
    type: [OwnerCarAnswer],
    description: "The caller's cars, newest first, each with its standing with staff.",
  })
  @ApiRefusals({ 403: refusalDoc('carListing.otherOwnersCars') })
  listOwn(@CurrentUser() owner: SessionUser, @Param('email') email: string): Promise<OwnerCar[]> {
    return this.ownerCars.listOwn(owner, email);
  }

  @Get('update/:id')
  @ApiOperation({ summary: 'One of your cars, for its update form' })
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({
    type: OwnerCarAnswer,
    description: "The caller's car, for the update form, with its standing with staff.",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    403: NOT_YOURS,
    404: refusalDoc('carListing.carNotFound'),
  })
  getOwn(@CurrentUser() owner: SessionUser, @Param('id', carIdPipe) id: string): Promise<OwnerCar> {
    return this.ownerCars.getOwn(owner, id);
  }

  @Put('update/:id')
  @ApiOperation({ summary: 'Update one of your cars' })
  @RateLimited('carWrites')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({
    type: CarUpdatedAnswer,
    description:
      'Saved (`{ modifiedCount: 1 }`, even when nothing differed). The listing is replaced: an optional field left out becomes empty. Existing bookings keep their own price and total. With listing review on, a new photo, model or description (or any edit of a rejected car) waits for review again.',
  })
  @ApiRefusals({
    400: `${refusalDoc('car.idInvalid')} / ${BAD_LISTING}`,
    403: NOT_YOURS,
    404: refusalDoc('carListing.carNotFound'),
    413: 'The body is over 64 KiB.',
  })
  update(
    @CurrentUser() owner: SessionUser,
    @Param('id', carIdPipe) id: string,
    @Body() body: UpdateCarDto,
  ): Promise<{ modifiedCount: number }> {
    return this.ownerCars.update(owner, id, toCarListing(body));
  }

  @Delete('cars/:id')
  @ApiOperation({ summary: 'Delete one of your cars' })
  @RateLimited('carWrites')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." })
  @ApiOkResponse({
    type: CarDeletedAnswer,
    description:
      "Deleted (`{ deletedCount: 1 }`). Its past and canceled bookings stay in their renters' lists, with carId null.",
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    403: NOT_YOURS,
    404: refusalDoc('carListing.carNotFound'),
    409: 'Bookings of the car are still to come or under way: the message says how many and until when.',
  })
  remove(
    @CurrentUser() owner: SessionUser,
    @Param('id', carIdPipe) id: string,
  ): Promise<{ deletedCount: number }> {
    return this.ownerCars.remove(owner, id);
  }
}
