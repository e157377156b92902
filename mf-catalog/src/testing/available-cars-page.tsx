// What the Available Cars page's component tests share: the page at an address, served as
// `GET /api/cars` answers, and how to read it.
import { CAR_LIST_MESSAGES, CAR_PAGE_SIZE, type Car } from '@carzone/domain';
import { isDistrictId } from '@carzone/domain/districts';
import {
  renderRoute,
  reply,
  serveCarList,
  stubApi,
  type BookedNights,
  type RouteHandler,
} from '@carzone/web-testing';
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as availableCarsRoute from '../features/available-cars/available-cars-route.tsx';

/** Whether a car is one `?driver=` asks for: a car offering both is either. */
const offersDriver = (car: Car, driver: string) =>
  car.driverOption === 'both' ||
  car.driverOption === (driver === 'with' ? 'with-driver' : 'self-drive');

/**
 * `GET /api/cars` as the server answers it: searched, sorted and paged, a page of CAR_PAGE_SIZE
 * cars when no `limit` is asked for (serveCarList alone would answer every car then); only cars
 * of `?driver=`, `?district=` and with `?minSeats=` or more, and a 400 for a district that is none
 * of the 64, as the server refuses it.
 */
export const serveCars =
  (cars: readonly Car[], booked: BookedNights = {}): RouteHandler =>
  (request) => {
    const query = new URLSearchParams(request.query);
    if (!query.has('limit')) query.set('limit', String(CAR_PAGE_SIZE));
    const driver = query.get('driver');
    const district = query.get('district');
    const minSeats = Number(query.get('minSeats') ?? 0);
    if (district !== null && !isDistrictId(district)) {
      return reply(400, { message: CAR_LIST_MESSAGES.districtUnknown });
    }
    const found = cars.filter(
      (car) =>
        (driver === null || offersDriver(car, driver)) &&
        (district === null || car.district === district) &&
        car.seats >= minSeats,
    );
    return serveCarList(found, booked)({ ...request, query });
  };

export const renderAvailableAt = (url: string) =>
  renderRoute({ path: '/available', ...availableCarsRoute }, url);

/** The page at `url`, its cars served from `cars` (and `booked`), once it shows its first answer. */
export async function renderAvailable(
  url: string,
  cars: readonly Car[],
  booked: BookedNights = {},
) {
  const api = stubApi({ 'GET /api/cars': serveCars(cars, booked) });
  const view = renderAvailableAt(url);
  await screen.findByRole('heading', { level: 1, name: 'Available Cars' });
  await screen.findByRole('status');
  return { ...view, api, requested: () => api.callsTo('GET /api/cars').map(searchOf) };
}

export const searchOf = (call: { url: URL }) => call.url.search;
/** The models of the cars listed (the cards' headings; an empty result's message is no car). */
export const shownModels = () => {
  const list = screen.queryByRole('list', { name: /^(Cars|গাড়ি), / });
  if (!list) return [];
  return within(list)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
};
export const searchBox = () => screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
export const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
export const cardOf = (model: string) =>
  within(screen.getByRole('heading', { name: model }).closest('article') as HTMLElement);
export const showMoreButton = () => screen.queryByRole('button', { name: 'Show more' });

/**
 * Waits until `text` shows. Not `findByText`: while the router renders a new list bit by bit,
 * every miss of that one prints the whole page, which makes it seconds slower than the page.
 */
export const showsText = (text: string) =>
  waitFor(() => expect(screen.queryByText(text), text).not.toBeNull());
