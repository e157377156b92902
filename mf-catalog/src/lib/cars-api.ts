// The catalog's calls for Home's Recent Listings and a car's details. Available Cars' search is
// in its own folder (car-page-api.ts), so Home does not download the rules of a search's query.
import { RECENT_LISTINGS_COUNT } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/**
 * Home's Recent Listings: only the newest few, newest first. The shell's server preloads this
 * exact URL on a first visit to Home, so it must stay byte for byte what the preload asks for.
 */
export const fetchRecentCars = (signal?: AbortSignal) =>
  apiRequest('/allCars', { query: { limit: RECENT_LISTINGS_COUNT }, signal });

/** One car, for its details page. */
export const fetchCar = (id: string, signal?: AbortSignal) =>
  apiRequest('/car/{id}', { params: { id }, signal });

/** How often the car's owner canceled bookings they had confirmed (shown when they did). */
export const fetchOwnerRecord = (id: string, signal?: AbortSignal) =>
  apiRequest('/car/{id}/owner-record', { params: { id }, signal });
