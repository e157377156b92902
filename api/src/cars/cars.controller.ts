import { Controller, Get, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Car } from '@carzone/domain';
import { CarsService } from './cars.service.js';
import { FindCarParams } from './dto/find-car.dto.js';

@ApiTags('cars')
@Controller()
export class CarsController {
  constructor(private readonly cars: CarsService) {}

  /** Home's list (`/allCars`) and the Available Cars page (`/cars`): the same cars, newest first. */
  @Get(['allCars', 'cars'])
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Every car, newest first.' })
  findAll(): Promise<Car[]> {
    return this.cars.listNewestFirst();
  }

  @Get('car/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The car.' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID.' })
  @ApiNotFoundResponse({ description: 'Car not found' })
  findOne(@Param() params: FindCarParams): Promise<Car> {
    return this.cars.getCar(params.id);
  }
}
