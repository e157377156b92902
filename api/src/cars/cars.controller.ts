import { Controller, Get, HttpCode, HttpStatus, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Car, TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER } from '@carzone/domain';
import { carIdPipe } from './car-id.pipe.js';
import { PublicCarRead } from './public-car-read.decorator.js';
import { type CarPage, CarsService, EVERY_CAR, EXACT_CAR_COUNT_UP_TO } from './cars.service.js';
import { ListCarsQuery, NewestCarsQuery } from './dto/list-cars.dto.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { PERSONAL_ANSWER_CACHE_CONTROL } from '../common/private-answers.js';
import { CarAnswer } from './dto/car.answers.js';

const TOTAL_COUNT_DOC = {
  [TOTAL_COUNT_HEADER]: {
    description: `How many cars match, across all pages: exact up to ${EXACT_CAR_COUNT_UP_TO.toLocaleString('en-US')}, an estimate past that (${TOTAL_COUNT_ESTIMATED_HEADER}), never fewer than this page and those before it hold.`,
    schema: { type: 'integer', minimum: 0 },
  },
  [TOTAL_COUNT_ESTIMATED_HEADER]: {
    description: `\`true\` when ${TOTAL_COUNT_HEADER} is an estimate (more cars match than are counted exactly: show it as "about"); absent when it is exact. The list goes on while pages come back full.`,
    schema: { type: 'boolean', enum: [true] },
  },
};

@ApiTags('cars')
@Controller()
export class CarsController {
  constructor(private readonly cars: CarsService) {}

  /** The Available Cars page: searched, sorted and paged here, so it scales with the catalogue. */
  @Get('cars')
  @ApiOperation({ summary: 'Search the cars, a page at a time', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [CarAnswer],
    description: 'One page of the matching cars, in the chosen order.',
    headers: TOTAL_COUNT_DOC,
  })
  @ApiRefusals({ 400: 'A query parameter is unknown or out of bounds.' })
  async findPage(
    @Query() query: ListCarsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Car[]> {
    const page = await this.cars.listPage({
      search: query.q,
      // The DTO has checked that both are given or neither.
      freeDates: query.from && query.to ? { from: query.from, to: query.to } : null,
      minPrice: query.minPrice ?? null,
      maxPrice: query.maxPrice ?? null,
      driver: query.driver ?? null,
      district: query.district ?? null,
      minSeats: query.minSeats ?? null,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    });
    return withTotal(reply, page);
  }

  /** The spec's list of every car, newest first; Home asks for only the newest few (`limit`). */
  @Get('allCars')
  @ApiOperation({ summary: 'The newest cars', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: [CarAnswer],
    description: 'Every car (or the newest `limit`), newest first.',
    headers: TOTAL_COUNT_DOC,
  })
  @ApiRefusals({ 400: 'The limit is out of bounds, or a parameter is unknown.' })
  async findNewest(
    @Query() query: NewestCarsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Car[]> {
    const page = await this.cars.listPage({
      ...EVERY_CAR,
      sort: 'newest',
      limit: query.limit ?? null,
      offset: 0,
    });
    return withTotal(reply, page);
  }

  @PublicCarRead('car/:id', "A car's details")
  @ApiOkResponse({
    type: CarAnswer,
    description:
      'The car, when it is listed (published, its owner not suspended); one that is not is shown only to its owner, signed in, privately.',
  })
  @ApiRefusals({
    400: refusalDoc('car.idInvalid'),
    404: 'Car not found, or not listed (to anyone but its owner).',
  })
  async findOne(
    @Param('id', carIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readonly<Car>> {
    const shown = await this.cars.carShownTo(id, request);
    if (shown.personal) void reply.header('cache-control', PERSONAL_ANSWER_CACHE_CONTROL);
    return shown.car;
  }
}

function withTotal(reply: FastifyReply, page: CarPage): Car[] {
  void reply.header(TOTAL_COUNT_HEADER, page.total);
  if (page.estimated) void reply.header(TOTAL_COUNT_ESTIMATED_HEADER, 'true');
  return page.cars;
}
