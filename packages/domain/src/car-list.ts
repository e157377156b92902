import type { Car } from './entities.js';

/** The sorts of /available, labelled as its select shows them (My Cars words "oldest" differently). */
export const CAR_SORTS = {
  newest: 'Date Added Newest First',
  oldest: 'Oldest First',
  priceAsc: 'Price Lowest First',
  priceDesc: 'Price Highest First',
  topRated: 'Top Rated',
} as const;
export type CarSort = keyof typeof CAR_SORTS;

export function isCarSort(value: string): value is CarSort {
  return Object.hasOwn(CAR_SORTS, value);
}

// How a list of cars is asked of the server (`GET /api/cars`): searched, sorted and paged there,
// so a page costs the same with 24 cars or 100,000. The API's query DTO and the front end read
// these same rules.

/** The sort a list has when none is asked for. */
export const DEFAULT_CAR_SORT: CarSort = 'newest';
/** Cars per page when no `limit` is given. */
export const CAR_PAGE_SIZE = 24;
/** The largest `limit` the server accepts. */
export const MAX_CAR_PAGE_SIZE = 100;
/** The longest search text (`q`) the server accepts, in characters. */
export const MAX_CAR_SEARCH_LENGTH = 100;
/** The response header that carries how many cars match, across all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * The response header that says `true` when TOTAL_COUNT_HEADER is an estimate (many cars match,
 * and counting them all would cost as much as they are many); absent when the count is exact.
 */
export const TOTAL_COUNT_ESTIMATED_HEADER = 'X-Total-Count-Estimated';

/** The query of `GET /api/cars`; every field is optional and has the default above. */
export interface CarListParams {
  /** Case-insensitive substring of the model, brand or location. */
  q?: string;
  sort?: CarSort;
  /** How many cars, 1 to MAX_CAR_PAGE_SIZE. */
  limit?: number;
  /** How many matching cars to skip, 0 or more. */
  offset?: number;
  /**
   * Only cars free from this day (YYYY-MM-DD, Dhaka) up to `to`, which is the day they come back
   * (half-open, as a booking): both or neither.
   */
  from?: string;
  to?: string;
  /** Daily price bounds in dollars, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Only cars rented with a driver (`with`) or self-driven (`self`); both kinds without it. */
  driver?: CarDriverFilter;
  /** Only cars in this district (an id of `@carzone/domain/districts`). */
  district?: string;
  /** Only cars with at least this many seats. */
  minSeats?: number;
}

/** What `driver=` asks of a car: that it offers its driver, or self-drive. */
export const CAR_DRIVER_FILTERS = ['with', 'self'] as const;
export type CarDriverFilter = (typeof CAR_DRIVER_FILTERS)[number];

/** The words for each broken rule, the same wherever they are checked. */
export const CAR_LIST_MESSAGES = {
  searchNotText: 'The search (q) must be text.',
  searchTooLong: `The search (q) can be at most ${MAX_CAR_SEARCH_LENGTH} characters long.`,
  sortUnknown: `The sort must be one of: ${Object.keys(CAR_SORTS).join(', ')}.`,
  limitOutOfRange: `The limit must be a whole number from 1 to ${MAX_CAR_PAGE_SIZE}.`,
  offsetOutOfRange: 'The offset must be a whole number, 0 or more.',
  minPriceInvalid: 'The minimum price (minPrice) must be a number of dollars, 0 or more.',
  maxPriceInvalid: 'The maximum price (maxPrice) must be a number of dollars, 0 or more.',
  minAboveMax: 'The maximum price cannot be below the minimum price.',
  driverFilterUnknown: 'The driver filter must be with or self.',
  districtUnknown: 'The district must be one of the districts (GET /api/districts).',
  minSeatsOutOfRange: 'The fewest seats (minSeats) must be a whole number from 2 to 15.',
} as const;

/** A daily price bound as the search takes it: a finite number of dollars, 0 or more. */
export function isPriceBound(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * A list's parameters as `GET /api/cars` takes them: blank searches and default values (newest
 * first, a page of CAR_PAGE_SIZE) are left out, so the same list always has the same URL (and the
 * same cache entry).
 */
export function carListQuery(params: CarListParams): CarListParams {
  return {
    q: params.q?.trim() || undefined,
    sort: params.sort && params.sort !== DEFAULT_CAR_SORT ? params.sort : undefined,
    limit: params.limit !== CAR_PAGE_SIZE ? params.limit : undefined,
    offset: params.offset || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    driver: params.driver || undefined,
    district: params.district || undefined,
    minSeats: params.minSeats,
  };
}

/**
 * The same as a query string, "" or "?q=…&offset=…", each value as encodeURIComponent writes it:
 * /available's address for its list and the key of its served data (`carListDataKey`), which
 * web-kit's `apiAddress` writes alike for the page's own call (a test there checks it).
 */
export function carListQueryString(params: CarListParams): string {
  const text = Object.entries(carListQuery(params))
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return text ? `?${text}` : '';
}

/** Case-insensitive substring match on model, brand or location; an empty query matches all. */
export function matchesCarSearch(
  car: Pick<Car, 'carModel' | 'brand' | 'location'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [car.carModel, car.brand, car.location].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

const byCreatedAt = (a: Car, b: Car) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
const comparators: Record<CarSort, (a: Car, b: Car) => number> = {
  newest: (a, b) => byCreatedAt(b, a),
  oldest: byCreatedAt,
  priceAsc: (a, b) => a.dailyRentalPrice - b.dailyRentalPrice,
  priceDesc: (a, b) => b.dailyRentalPrice - a.dailyRentalPrice,
  // The best average first, more reviews before fewer, cars without any last (as the API sorts).
  topRated: (a, b) =>
    (b.rating.average ?? -1) - (a.rating.average ?? -1) || b.rating.count - a.rating.count,
};

/** A sorted copy; the input is left as it was. */
export function sortCars(cars: readonly Car[], sort: CarSort): Car[] {
  return [...cars].sort(comparators[sort]);
}

export function searchAndSortCars(
  cars: readonly Car[],
  query: string,
  sort: CarSort | null,
): Car[] {
  const found = cars.filter((car) => matchesCarSearch(car, query));
  return sort ? sortCars(found, sort) : found;
}
