import { uuidParamMessage, uuidParamPipe } from '../common/uuid-param.pipe.js';

export const CAR_ID_MESSAGE = uuidParamMessage('car');

/** Checks the `:id` of `GET /api/car/:id` and the other routes that name one car. */
export const carIdPipe = uuidParamPipe('car');
