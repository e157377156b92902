import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { refusal } from './refusal.js';

/** The ids a route's `:id` may name, by the refusal a malformed one gets. */
export type IdRefusal =
  | 'car.idInvalid'
  | 'booking.idInvalid'
  | 'session.idInvalid'
  | 'carBlock.idInvalid'
  | 'review.idInvalid'
  | 'report.idInvalid'
  | 'payment.idInvalid'
  | 'payment.refundIdInvalid';

/**
 * Checks a route's `:id`: a pattern test rather than a DTO, because the catalogue's hottest route
 * (`GET /api/car/:id`) uses it, and building and validating a class instance per request cost
 * more than the rest of the route's own work (see scripts/bench-catalog.mjs).
 */
export const uuidParamPipe = (refused: IdRefusal) =>
  new ParseUUIDPipe({
    version: 'all',
    exceptionFactory: () => new BadRequestException(refusal(refused)),
  });
