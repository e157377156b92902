import { uuidParamPipe } from '../common/uuid-param.pipe.js';

/** Checks the `:id` of `PATCH /api/bookings/:id`. */
export const bookingIdPipe = uuidParamPipe('booking.idInvalid');
