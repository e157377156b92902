import {
  RECENT_LISTINGS_COUNT,
  TOTAL_COUNT_HEADER,
  carListQueryString,
  type Car,
  type CarListParams,
} from '@carzone/domain';
import { apiRequest, apiResponse } from '@carzone/web-kit';

/**
 * Home's Recent Listings: only the newest few, newest first. The shell's server preloads this
 * exact URL on a first visit to Home, so it must stay byte for byte what the preload asks for.
 */
export const fetchRecentCars = (signal?: AbortSignal) =>
  apiRequest<Car[]>(`/allCars?limit=${RECENT_LISTINGS_COUNT}`, { signal });

/** One page of a car list and how many cars match across all pages. */
export interface CarPage {
  cars: Car[];
  total: number;
}

/**
 * One page of the Available Cars list, searched and sorted by the server, with the total from
 * the answer's header.
 */
export async function fetchCarPage(params: CarListParams, signal?: AbortSignal): Promise<CarPage> {
  const { body: cars, headers } = await apiResponse<Car[]>(`/cars${carListQueryString(params)}`, {
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return {
    cars,
    // Without a readable total (a proxy that drops the header), what came is taken as all there is:
    // the list then offers no more pages instead of offering ones that may not exist.
    total:
      Number.isInteger(total) && total >= 0
        ? total
        : (params.offset ?? 0) + (Array.isArray(cars) ? cars.length : 0),
  };
}

/** One car, for its details page. */
export const fetchCar = (id: string, signal?: AbortSignal) =>
  apiRequest<Car>(`/car/${encodeURIComponent(id)}`, { signal });
