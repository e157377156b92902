import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** The readable 400 for an `:id` that is not a UUID: 'The car id is not valid: …'. */
export const uuidParamMessage = (what: string) =>
  `The ${what} id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.`;

/**
 * Checks a route's `:id`: a pattern test rather than a DTO, because the catalogue's hottest route
 * (`GET /api/car/:id`) uses it, and building and validating a class instance per request cost
 * more than the rest of the route's own work (see scripts/bench-catalog.mjs).
 */
export const uuidParamPipe = (what: string) =>
  new ParseUUIDPipe({
    version: 'all',
    exceptionFactory: () => new BadRequestException(uuidParamMessage(what)),
  });
