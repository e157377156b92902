// Available Cars' call: one page of the searched, filtered and sorted list. Only this page
// builds a search's query string, so its rules travel with it, not with Home.
import { TOTAL_COUNT_HEADER, carListQuery, type Car, type CarListParams } from '@carzone/domain';
import { apiResponse } from '@carzone/web-kit';

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
  const { body: cars, headers } = await apiResponse('/cars', {
    query: carListQuery(params),
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
