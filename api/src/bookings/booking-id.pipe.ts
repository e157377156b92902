import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

export const BOOKING_ID_MESSAGE =
  'The booking id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.';

/** Checks the `:id` of `PATCH /api/bookings/:id`, as carIdPipe does for cars. */
export const bookingIdPipe = new ParseUUIDPipe({
  version: 'all',
  exceptionFactory: () => new BadRequestException(BOOKING_ID_MESSAGE),
});
