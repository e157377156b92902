import { uuidParamPipe } from './uuid-param.pipe.js';

/** Checks a booking's `:id` in a path (`/api/bookings/:id` and the routes under it). */
export const bookingIdPipe = uuidParamPipe('booking.idInvalid');
