import { uuidParamMessage, uuidParamPipe } from '../common/uuid-param.pipe.js';

export const BOOKING_ID_MESSAGE = uuidParamMessage('booking');

/** Checks the `:id` of `PATCH /api/bookings/:id`. */
export const bookingIdPipe = uuidParamPipe('booking');
