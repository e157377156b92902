import { uuidParamPipe } from '../common/uuid-param.pipe.js';

/** Checks the `:id` of `GET /api/car/:id` and the other routes that name one car. */
export const carIdPipe = uuidParamPipe('car.idInvalid');
