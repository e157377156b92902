import { sortCars } from './car-list.js';
import type { Car } from './entities.js';

// Home's Recent Listings, apart from the rules of a search (car-list.ts), which Home does not
// download.

/** How many of the newest cars Home shows (`GET /api/allCars?limit=6`). */
export const RECENT_LISTINGS_COUNT = 6;

/** The newest cars first, at most `limit` of them. */
export function recentListings(cars: readonly Car[], limit = RECENT_LISTINGS_COUNT): Car[] {
  return sortCars(cars, 'newest').slice(0, limit);
}
