// Available Cars' call: one page of the searched, filtered and sorted list. Only this page
// builds a search's query string, so its rules travel with it, not with Home.
import {
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
  carListQuery,
  type Car,
  type CarListParams,
} from '@carzone/domain';
import { apiResponse } from '@carzone/web-kit';

/** One page of a car list and how many cars match across all pages. */
export interface CarPage {
  cars: Car[];
  total: number;
  /**
   * The total is the server's estimate (many cars match): shown as "about", and the list goes on
   * while pages come back full (the server never estimates fewer than those shown and one more).
   */
  estimated: boolean;
}

/**
 * One page of the Available Cars list, searched and sorted by the server, with the total from
 * the answer's headers (exact, or the server's estimate when many cars match).
 */
export async function fetchCarPage(params: CarListParams, signal?: AbortSignal): Promise<CarPage> {
  const { body: cars, headers } = await apiResponse('/cars', {
    query: carListQuery(params),
    signal,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  const readable = Number.isInteger(total) && total >= 0;
  return {
    cars,
    // Without a readable total (a proxy that drops the header), what came is taken as all there is:
    // the list then offers no more pages instead of offering ones that may not exist.
    total: readable ? total : (params.offset ?? 0) + (Array.isArray(cars) ? cars.length : 0),
    estimated: readable && headers.get(TOTAL_COUNT_ESTIMATED_HEADER) === 'true',
  };
}

/**
 * An estimated total as it is said, "about 84,000": to two significant digits, the most an estimate
 * of a sample of the catalogue can claim.
 */
export function aboutCount(total: number): number {
  if (total < 100) return total;
  const unit = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / unit) * unit;
}
