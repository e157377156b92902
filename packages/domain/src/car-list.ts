import type { Car } from './entities.js';

/** The sorts of /available, labelled as its select shows them (My Cars words "oldest" differently). */
export const CAR_SORTS = {
  newest: 'Date Added Newest First',
  oldest: 'Oldest First',
  priceAsc: 'Price Lowest First',
  priceDesc: 'Price Highest First',
} as const;
export type CarSort = keyof typeof CAR_SORTS;

export function isCarSort(value: string): value is CarSort {
  return Object.hasOwn(CAR_SORTS, value);
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

/** The newest cars first, at most `limit` of them (Home's Recent Listings). */
export function recentListings(cars: readonly Car[], limit = 6): Car[] {
  return sortCars(cars, 'newest').slice(0, limit);
}

export function isCarAvailable(car: Pick<Car, 'bookingStatus'>): boolean {
  return car.bookingStatus.toLowerCase() === 'available';
}

/** "Available" or "Unavailable": how lists show a status, empty included. */
export function carStatusLabel(car: Pick<Car, 'bookingStatus'>): string {
  return isCarAvailable(car) ? 'Available' : 'Unavailable';
}
