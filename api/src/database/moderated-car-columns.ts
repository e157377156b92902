// A car as staff's work reads it (its model, owner and moderation state): the listing moderation
// locking it for an action, and the report queue showing a reported car as it stands now. One
// list, so both read the same car.
import { cars } from './schema.js';

export const MODERATED_CAR_COLUMNS = {
  id: cars.id,
  carModel: cars.carModel,
  ownerEmail: cars.ownerEmail,
  ownerName: cars.ownerName,
  moderationState: cars.moderationState,
};
