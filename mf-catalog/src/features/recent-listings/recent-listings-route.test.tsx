import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '@carzone/domain';
import {
  makeCar,
  networkError,
  renderRoute,
  refuse,
  serveCarList,
  stubApi,
} from '@carzone/web-testing';
import { Await, type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { Suspense } from 'react';
import * as recentListingsRoute from './recent-listings-route.tsx';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) =>
  new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function renderHome() {
  return renderRoute({ path: '/', ...recentListingsRoute }, '/');
}

/** As the shell's Home renders it: the loader's answer handed over through <Await>. */
function renderInsideHome() {
  return renderRoute(
    {
      path: '/',
      loader: (args: LoaderFunctionArgs) => ({ answer: recentListingsRoute.loader(args) }),
      Component: function Home() {
        const { answer } = useLoaderData() as { answer: Promise<unknown> };
        return (
          <Suspense fallback={<p>Loading the newest cars</p>}>
            <Await resolve={answer}>
              <recentListingsRoute.Component />
            </Await>
          </Suspense>
        );
      },
    },
    '/',
  );
}

/** The API holds `cars` and answers `GET /api/allCars?limit=` as the server does: newest first. */
function serveCars(cars: Car[]) {
  return stubApi({ 'GET /api/allCars': serveCarList(cars) });
}

describe('Recent Listings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks the server for the 6 newest cars only, and shows them newest first', async () => {
    // Eight cars listed 0..7 days ago, stored in a shuffled order.
    const cars = [3, 7, 0, 5, 1, 6, 2, 4].map((age) =>
      makeCar({ carModel: `Car ${age} days old`, createdAt: daysAgo(age) }),
    );
    const api = serveCars(cars);
    renderHome();

    const section = await screen.findByRole('region', { name: 'Recent Listings' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Car 0 days old',
      'Car 1 days old',
      'Car 2 days old',
      'Car 3 days old',
      'Car 4 days old',
      'Car 5 days old',
    ]);
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText('Car 6 days old')).toBeNull();
    // One call, for the six newest (Home loads them when their place nears the screen).
    expect(api.calls.map((call) => `${call.path}${call.url.search}`)).toEqual([
      '/api/allCars?limit=6',
    ]);
  });

  it('shows the image, price, description, age, status and a See More link on each card', async () => {
    const fresh = makeCar({
      carModel: 'Toyota Corolla',
      dailyRentalPrice: 45,
      createdAt: daysAgo(0),
      bookingStatus: 'available',
    });
    const older = makeCar({
      carModel: 'Honda Civic',
      dailyRentalPrice: 62.5,
      description: '',
      createdAt: daysAgo(3),
      bookingStatus: '',
    });
    const booked = makeCar({
      carModel: 'Nissan X-Trail',
      createdAt: daysAgo(1),
      bookingStatus: 'unavailable',
    });
    serveCars([fresh, older, booked]);
    renderHome();

    const corolla = (await screen.findByRole('heading', { name: 'Toyota Corolla' })).closest(
      'article',
    )!;
    const inCorolla = within(corolla as HTMLElement);
    expect(inCorolla.getByRole('img', { name: 'Toyota Corolla' }).getAttribute('src')).toBe(
      fresh.imageUrl,
    );
    expect(inCorolla.getByText('$45 / day')).toBeTruthy();
    expect(inCorolla.getByText('A tidy car for city trips.')).toBeTruthy();
    expect(inCorolla.getByText('Today')).toBeTruthy();
    expect(inCorolla.getByText('Available')).toBeTruthy();
    expect(inCorolla.getByRole('link', { name: /See More/ }).getAttribute('href')).toBe(
      `/car/${fresh._id}`,
    );

    const civic = within(
      screen.getByRole('heading', { name: 'Honda Civic' }).closest('article') as HTMLElement,
    );
    expect(civic.getByText('$62.50 / day')).toBeTruthy();
    expect(civic.getByText('No description available.')).toBeTruthy();
    expect(civic.getByText('Added 3 day(s) ago')).toBeTruthy();
    expect(civic.getByText('Unavailable')).toBeTruthy();

    const xTrail = within(
      screen.getByRole('heading', { name: 'Nissan X-Trail' }).closest('article') as HTMLElement,
    );
    expect(xTrail.getByText('Added 1 day(s) ago')).toBeTruthy();
    expect(xTrail.getByText('Unavailable')).toBeTruthy();
  });

  it("shows a card's stars and how many renters gave them, and nothing before any review", async () => {
    serveCars([
      makeCar({ carModel: 'Rated', createdAt: daysAgo(0), rating: { average: 4.6, count: 12 } }),
      makeCar({ carModel: 'Once', createdAt: daysAgo(1), rating: { average: 3, count: 1 } }),
      makeCar({ carModel: 'Unrated', createdAt: daysAgo(2), rating: { average: null, count: 0 } }),
    ]);
    renderHome();
    const card = async (model: string) =>
      within((await screen.findByRole('heading', { name: model })).closest('article')!);

    const rated = (await card('Rated')).getByRole('img', {
      name: 'Rated 4.6 out of 5 by 12 renters',
    });
    expect(rated.textContent).toBe('★ 4.6 (12)');
    expect(
      (await card('Once')).getByRole('img', { name: 'Rated 3.0 out of 5 by 1 renter' }).textContent,
    ).toBe('★ 3.0 (1)');
    const unrated = await card('Unrated');
    expect(unrated.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(unrated.queryByText(/★/)).toBeNull();
  });

  it('shows the answer Home hands over through <Await>, as it does as a route', async () => {
    serveCars([makeCar({ carModel: 'Handed-over car', createdAt: daysAgo(1) })]);
    renderInsideHome();
    const section = await screen.findByRole('region', { name: 'Recent Listings' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Handed-over car' }),
    ).toBeTruthy();
  });

  it('says so kindly when no car has been listed', async () => {
    serveCars([]);
    renderHome();
    expect(await screen.findByText('No cars have been listed yet.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a clear message instead of failing when the API cannot be reached', async () => {
    stubApi({ 'GET /api/allCars': networkError() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHome();
    expect(
      await screen.findByText("We couldn't load the latest cars. Please try again later."),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Listings' })).toBeTruthy();
  });

  it('never throws from its loader, even for a server error', async () => {
    stubApi({
      'GET /api/allCars': refuse(500, { message: 'Boom' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await recentListingsRoute.loader({
      request: new Request('http://localhost/'),
      params: {},
      context: undefined,
    } as never);
    expect(result).toEqual({
      ok: false,
      message: "We couldn't load the latest cars. Please try again later.",
    });
  });
});
