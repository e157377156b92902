import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

export const CAR_ID_MESSAGE =
  'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.';

/**
 * Checks the `:id` of `GET /api/car/:id` (and the other routes that name one car). A pattern test
 * rather than a DTO: this is the catalogue's hottest route, and building and validating a class
 * instance per request cost more than the rest of the route's own work (see the benchmark,
 * scripts/bench-catalog.mjs).
 */
export const carIdPipe = new ParseUUIDPipe({
  version: 'all',
  exceptionFactory: () => new BadRequestException(CAR_ID_MESSAGE),
});
