import {
  isCarAvailable,
  isCarSort,
  overlapsBookedRanges,
  searchAndSortCars,
  type BookedRange,
  type Car,
} from '@carzone/domain';
import { reply, type RouteHandler } from './stub-api';

/** A car's taken nights, for a list searched by dates. */
export type BookedNights = Record<string, readonly BookedRange[]>;

/**
 * Answers as `GET /api/cars` does, from `cars`: newest first, searched and sorted by `?q=` and
 * `?sort=`, only cars free on `?from=&to=` (available, and none of their `booked` nights in the
 * range) and priced within `?minPrice=&maxPrice=`, paged by `?limit=` and `?offset=`, with the
 * number of matches in `X-Total-Count`. A page that searches and sorts by itself gets every car;
 * one that asks the server gets the server's answer, so the same test holds for both.
 */
export function serveCarList(cars: readonly Car[], booked: BookedNights = {}): RouteHandler {
  return ({ query }) => {
    const sort = query.get('sort') ?? '';
    const from = query.get('from');
    const to = query.get('to');
    const minPrice = query.has('minPrice') ? Number(query.get('minPrice')) : -Infinity;
    const maxPrice = query.has('maxPrice') ? Number(query.get('maxPrice')) : Infinity;
    const found = searchAndSortCars(
      cars,
      query.get('q') ?? '',
      isCarSort(sort) ? sort : 'newest',
    ).filter(
      (car) =>
        car.dailyRentalPrice >= minPrice &&
        car.dailyRentalPrice <= maxPrice &&
        (!from ||
          !to ||
          (isCarAvailable(car) &&
            !overlapsBookedRanges({ startDate: from, endDate: to }, booked[car._id] ?? []))),
    );
    const offset = Math.max(0, Number(query.get('offset')) || 0);
    const limit = query.has('limit') ? Math.max(0, Number(query.get('limit')) || 0) : found.length;
    return reply(200, found.slice(offset, offset + limit), {
      headers: { 'X-Total-Count': String(found.length) },
    });
  };
}
