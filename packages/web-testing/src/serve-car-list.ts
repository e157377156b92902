import { isCarSort, searchAndSortCars, type Car } from '@carzone/domain';
import { reply, type RouteHandler } from './stub-api';

/**
 * Answers as `GET /api/cars` does, from `cars`: newest first, searched and sorted by `?q=` and
 * `?sort=`, paged by `?limit=` and `?offset=`, with the number of matches in `X-Total-Count`.
 * A page that searches and sorts by itself gets every car; one that asks the server gets the
 * server's answer, so the same test holds for both.
 */
export function serveCarList(cars: readonly Car[]): RouteHandler {
  return ({ query }) => {
    const sort = query.get('sort') ?? '';
    const found = searchAndSortCars(cars, query.get('q') ?? '', isCarSort(sort) ? sort : 'newest');
    const offset = Math.max(0, Number(query.get('offset')) || 0);
    const limit = query.has('limit') ? Math.max(0, Number(query.get('limit')) || 0) : found.length;
    return reply(200, found.slice(offset, offset + limit), {
      headers: { 'X-Total-Count': String(found.length) },
    });
  };
}
