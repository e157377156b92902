import { CAR_PAGE_SIZE, MAX_CAR_SEARCH_LENGTH, type Car } from '@carzone/domain';
import { TEST_CAR_DRIVER_TERMS } from '@carzone/domain/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeCar,
  networkError,
  reply,
  passTime,
  stubApi,
  timeoutsOnTestClock,
  typistOnTestClock,
  type RouteAnswer,
  type RouteHandler,
} from '@carzone/web-testing';
import { aboutCount } from './car-page-api.ts';
import { SEARCH_DELAY_MS } from './use-car-list-query.ts';
import {
  cardOf,
  renderAvailable as renderAvailablePage,
  renderAvailableAt,
  searchBox,
  serveCars,
  showMoreButton,
  shownModels,
  showsText,
  sortSelect,
} from '../../testing/available-cars-page.tsx';

const corolla = makeCar({
  carModel: 'Corolla Altis',
  brand: 'Toyota',
  location: 'Dhaka',
  dailyRentalPrice: 45,
  createdAt: '2026-01-10T08:00:00.000Z',
  bookingCount: 3,
  features: 'GPS, AC, , Bluetooth',
});
const civic = makeCar({
  carModel: 'Civic',
  brand: 'Honda',
  location: 'Chittagong',
  dailyRentalPrice: 80,
  createdAt: '2026-02-01T08:00:00.000Z',
  bookingStatus: 'unavailable',
  ...TEST_CAR_DRIVER_TERMS,
  seats: 7,
  district: 'chattogram',
  districtName: 'Chattogram',
  districtNameBn: 'চট্টগ্রাম',
});
const xTrail = makeCar({
  carModel: 'X-Trail',
  brand: 'Nissan',
  location: "Cox's Bazar",
  dailyRentalPrice: 60.5,
  createdAt: '2025-12-24T20:30:00.000Z',
});
const CARS = [corolla, civic, xTrail];

/** `count` cars, "Fleet car 1" the newest; the odd ones are Toyotas, the even ones Hondas. */
const fleet = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeCar({
      carModel: `Fleet car ${index + 1}`,
      brand: index % 2 === 0 ? 'Toyota' : 'Honda',
      dailyRentalPrice: 30 + index,
      createdAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
    }),
  );

const renderAvailable = (url = '/available', cars: readonly Car[] = CARS) =>
  renderAvailablePage(url, cars);

/**
 * `GET /api/cars` as the API answers past its exact count's cap: a full page with `estimate` as its
 * total, flagged as an estimate; a short page with its exact total.
 */
const serveEstimated =
  (cars: readonly Car[], estimate: number): RouteHandler =>
  ({ query }) => {
    const offset = Number(new URLSearchParams(query).get('offset') ?? 0);
    const page = cars.slice(offset, offset + CAR_PAGE_SIZE);
    return page.length === CAR_PAGE_SIZE
      ? reply(200, page, {
          headers: { 'X-Total-Count': String(estimate), 'X-Total-Count-Estimated': 'true' },
        })
      : reply(200, page, { headers: { 'X-Total-Count': String(offset + page.length) } });
  };

/** A promise the test settles, for an answer that is still on its way. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('Available Cars', () => {
  it('asks the server for the first page and lists its cars in its order, with the page title', async () => {
    const { requested } = await renderAvailable();
    expect(requested()).toEqual(['']);
    expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']);
    expect(screen.getByText('3 cars listed.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Available Cars | CarZone'));
    expect(searchBox().getAttribute('placeholder')).toBe('Search by model, brand, or location...');
    expect(showMoreButton()).toBeNull();
  });

  it('shows price, added date-time, features, availability, bookings, location and Book Now on each card', async () => {
    await renderAvailable();
    const card = cardOf('Corolla Altis');
    expect(card.getByRole('img', { name: 'Corolla Altis' })).toBeTruthy();
    expect(card.getByText('Price: $45/day')).toBeTruthy();
    // 08:00 UTC is 14:00 in Dhaka.
    expect(card.getByText('Added: 10/01/2026, 14:00')).toBeTruthy();
    const features = card.getByRole('list', { name: 'Features of Corolla Altis' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GPS', 'AC', 'Bluetooth']);
    expect(card.getByText('Available')).toBeTruthy();
    expect(card.getByText('Bookings: 3')).toBeTruthy();
    expect(card.getByText(/^Dhaka$/).textContent).toBe('Location: Dhaka');
    // What it offers: an existing car is self-drive, with 5 seats, in its district.
    expect(card.getByText('Self-drive')).toBeTruthy();
    expect(card.getByText('5 seats')).toBeTruthy();
    expect(card.getByText('Dhaka district')).toBeTruthy();
    expect(card.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(
      `/car/${corolla._id}`,
    );

    const civicCard = cardOf('Civic');
    expect(civicCard.getByText('Unavailable')).toBeTruthy();
    expect(civicCard.getByText('Price: $80/day')).toBeTruthy();
    expect(civicCard.getByText('With driver or self-drive')).toBeTruthy();
    expect(civicCard.getByText('7 seats')).toBeTruthy();
    // The driver's rates are for the details page: a card stays short.
    expect(civicCard.queryByText(/Driver:/)).toBeNull();
    expect(civicCard.getByText('Chattogram district')).toBeTruthy();
  });

  it("shows each car's stars and how many renters gave them, named for a screen reader; none before any review", async () => {
    const rated = makeCar({ carModel: 'Rated', rating: { average: 4.6, count: 12 } });
    const once = makeCar({ carModel: 'Once', rating: { average: 5, count: 1 } });
    const unrated = makeCar({ carModel: 'Unrated', rating: { average: null, count: 0 } });
    await renderAvailable('/available', [rated, once, unrated]);

    const stars = cardOf('Rated').getByRole('img', { name: 'Rated 4.6 out of 5 by 12 renters' });
    expect(stars.textContent).toBe('★ 4.6 (12)');
    // One renter is a renter; a whole average keeps its decimal.
    const single = cardOf('Once').getByRole('img', { name: 'Rated 5.0 out of 5 by 1 renter' });
    expect(single.textContent).toBe('★ 5.0 (1)');
    expect(cardOf('Unrated').queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(cardOf('Unrated').queryByText(/★/)).toBeNull();
  });

  it('counts every car the server has, not only the page shown', async () => {
    await renderAvailable('/available', fleet(30));
    expect(screen.getByText('30 cars listed.')).toBeTruthy();
    expect(shownModels()).toHaveLength(CAR_PAGE_SIZE);
  });

  it('sends the search once typing settles, in one request, and shows what the server found', async () => {
    const { requested, router } = await renderAvailable();
    timeoutsOnTestClock();
    const user = typistOnTestClock();

    await user.type(searchBox(), 'HONDA');
    // Nothing went out while the visitor was typing, nor until the pause is over.
    await passTime(SEARCH_DELAY_MS - 1);
    expect(requested()).toEqual(['']);
    expect(router.state.location.search).toBe('');

    await passTime(1);
    await waitFor(() => expect(shownModels()).toEqual(['Civic']));
    expect(requested()).toEqual(['', '?q=HONDA']);
    expect(router.state.location.search).toBe('?q=HONDA');
    expect(screen.getByText('1 car matches your search.')).toBeTruthy();
  });

  it('says how many cars match a search, whatever the page holds', async () => {
    const user = userEvent.setup();
    await renderAvailable('/available', fleet(30));
    await user.type(searchBox(), 'toy');
    await showsText('15 cars match your search.');
    expect(shownModels()).toHaveLength(15);
  });

  it('sends the sort at once, with the search typed so far', async () => {
    const { requested, router } = await renderAvailable();
    timeoutsOnTestClock();
    const user = typistOnTestClock();

    await user.type(searchBox(), 'a');
    await user.selectOptions(sortSelect(), 'Price Lowest First');
    // Asked for at once, not when the search box's wait is over.
    expect(requested()).toEqual(['', '?q=a&sort=priceAsc']);
    await waitFor(() => expect(shownModels()).toEqual(['Corolla Altis', 'X-Trail', 'Civic']));
    expect(router.state.location.search).toBe('?q=a&sort=priceAsc');
    expect((sortSelect() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Price Lowest First',
    );
    // Nor does the search box send it again once its pause is over.
    await passTime(SEARCH_DELAY_MS);
    expect(requested()).toHaveLength(2);
  });

  it.each([
    ['Oldest First', 'oldest'],
    ['Price Lowest First', 'priceAsc'],
    ['Price Highest First', 'priceDesc'],
    ['Top Rated', 'topRated'],
  ])('asks the server for %s', async (option, sort) => {
    const user = userEvent.setup();
    const { requested, router } = await renderAvailable();
    await user.selectOptions(sortSelect(), option);
    await waitFor(() => expect(requested()).toEqual(['', `?sort=${sort}`]));
    await waitFor(() => expect(router.state.location.search).toBe(`?sort=${sort}`));
  });

  it('leaves the default sort out of the address and the request', async () => {
    const user = userEvent.setup();
    const { requested, router } = await renderAvailable('/available?sort=oldest');
    expect(shownModels()).toEqual(['X-Trail', 'Corolla Altis', 'Civic']);
    await user.selectOptions(sortSelect(), 'Date Added Newest First');
    await waitFor(() => expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']));
    expect(requested()).toEqual(['?sort=oldest', '']);
    expect(router.state.location.search).toBe('');
  });

  it('lists the best rated cars first with Top Rated, as the server sorts them', async () => {
    const user = userEvent.setup();
    const cars = [
      makeCar({ carModel: 'Good', rating: { average: 4.2, count: 9 } }),
      makeCar({ carModel: 'Unreviewed', rating: { average: null, count: 0 } }),
      makeCar({ carModel: 'Best', rating: { average: 4.8, count: 3 } }),
    ];
    const { requested } = await renderAvailable('/available', cars);
    await user.selectOptions(sortSelect(), 'Top Rated');
    await waitFor(() => expect(shownModels()).toEqual(['Best', 'Good', 'Unreviewed']));
    expect(requested()).toEqual(['', '?sort=topRated']);
    expect((sortSelect() as HTMLSelectElement).value).toBe('topRated');
  });

  it('sorts newest first by default and offers the five sorts', async () => {
    await renderAvailable();
    const select = sortSelect() as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Date Added Newest First',
      'Oldest First',
      'Price Lowest First',
      'Price Highest First',
      'Top Rated',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('Date Added Newest First');
  });

  it('says so when nothing matches, and the clear button brings every car back', async () => {
    const { requested, router } = await renderAvailable();
    timeoutsOnTestClock();
    const user = typistOnTestClock();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(searchBox(), 'lamborghini');
    await passTime(SEARCH_DELAY_MS);
    await showsText('No cars found matching your search.');
    expect(screen.getByText('0 cars match your search.')).toBeTruthy();
    expect(shownModels()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox().value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    await waitFor(() => expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']));
    expect(screen.getByText('3 cars listed.')).toBeTruthy();
    expect(requested()).toEqual(['', '?q=lamborghini', '']);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('keeps showing the previous cars, marked busy, while a new search loads', async () => {
    const user = userEvent.setup();
    const answer = later<RouteAnswer>();
    const { api } = await renderAvailable();
    api.on({ 'GET /api/cars': () => answer.promise });

    await user.type(searchBox(), 'civic');
    const list = screen.getByRole('list', { name: 'Cars, grid view' });
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']);
    expect(screen.getByText('3 cars listed.')).toBeTruthy();

    answer.settle(serveCars(CARS)(api.callsTo('GET /api/cars').at(-1)!));
    await waitFor(() => expect(shownModels()).toEqual(['Civic']));
    expect(screen.getByRole('list', { name: 'Cars, grid view' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  });

  it('switches between grid and list views, grid first, without asking the server again', async () => {
    const user = userEvent.setup();
    const { router, requested } = await renderAvailable();
    expect(screen.getByRole('list', { name: 'Cars, grid view' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'List View' }));
    expect(screen.getByRole('list', { name: 'Cars, list view' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'List View' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));

    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(screen.getByRole('list', { name: 'Cars, grid view' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(requested()).toEqual(['']);
  });

  it('starts from the search, sort and view in the address', async () => {
    const { requested } = await renderAvailable('/available?q=TA&sort=priceAsc&view=list');
    expect(requested()).toEqual(['?q=TA&sort=priceAsc']);
    expect(searchBox().value).toBe('TA');
    // 'ta' is in Toyota and in Chittagong, not in anything about the X-Trail; cheapest first.
    expect(shownModels()).toEqual(['Corolla Altis', 'Civic']);
    expect(screen.getByText('2 cars match your search.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Cars, list view' })).toBeTruthy();
  });

  it('follows Back and Forward: the box and the list show the search of the address', async () => {
    const { router } = await renderAvailable('/available?q=civic');
    expect(shownModels()).toEqual(['Civic']);

    await act(() => router.navigate('/available?q=nissan'));
    await waitFor(() => expect(shownModels()).toEqual(['X-Trail']));
    expect(searchBox().value).toBe('nissan');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownModels()).toEqual(['Civic']));
    expect(searchBox().value).toBe('civic');

    await act(() => router.navigate(1));
    await waitFor(() => expect(shownModels()).toEqual(['X-Trail']));
    expect(searchBox().value).toBe('nissan');
  });

  it('never sends a search longer than the server accepts', async () => {
    const long = 'a'.repeat(MAX_CAR_SEARCH_LENGTH + 20);
    const { requested } = await renderAvailable(`/available?q=${long}`);
    expect(requested()).toEqual([`?q=${'a'.repeat(MAX_CAR_SEARCH_LENGTH)}`]);
    expect(searchBox().maxLength).toBe(MAX_CAR_SEARCH_LENGTH);
  });

  it('"Show more" adds the next page below, and goes once every car is shown', async () => {
    const user = userEvent.setup();
    const cars = fleet(30);
    const { requested } = await renderAvailable('/available', cars);
    expect(shownModels()).toEqual(cars.slice(0, CAR_PAGE_SIZE).map((car) => car.carModel));
    expect(screen.getByText('Showing 24 of 30 cars.')).toBeTruthy();

    await user.click(showMoreButton()!);
    await waitFor(() => expect(shownModels()).toEqual(cars.map((car) => car.carModel)));
    expect(requested()).toEqual(['', '?offset=24']);
    expect(showMoreButton()).toBeNull();
    expect(screen.getByText('30 cars listed.')).toBeTruthy();
    // Keyboard users go on from the first car added, at its name.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        cardOf('Fleet car 25').getByRole('link', { name: 'Fleet car 25' }),
      ),
    );
  });

  it('says "about" for a total the server estimated, and shows more until a page comes back short', async () => {
    const user = userEvent.setup();
    const cars = fleet(30);
    // Past its exact count's cap the API estimates the total of a full page, and counts a short one.
    stubApi({ 'GET /api/cars': serveEstimated(cars, 83_712) });
    renderAvailableAt('/available');
    await showsText('About 84,000 cars listed.');
    expect(screen.getByText('Showing 24 of about 84,000 cars.')).toBeTruthy();

    await user.click(showMoreButton()!);
    await waitFor(() => expect(shownModels()).toEqual(cars.map((car) => car.carModel)));
    expect(showMoreButton()).toBeNull();
    expect(screen.getByText('30 cars listed.')).toBeTruthy();
  });

  it.each([
    [83_712, 84_000],
    [1_001, 1_000],
    [1_250, 1_300],
    [99_949, 100_000],
    [1_234_567, 1_200_000],
  ])('says an estimate of %i as about %i', (total, about) => {
    expect(aboutCount(total)).toBe(about);
  });

  it('"Show more" keeps the search and sort, and a new search starts the list over', async () => {
    const user = userEvent.setup();
    const cars = fleet(50);
    const cheapFirst = (brand: string) =>
      cars.filter((car) => car.brand === brand).map((car) => car.carModel);
    const toyotasCheapFirst = cheapFirst('Toyota');
    const hondasCheapFirst = cheapFirst('Honda');
    const { requested } = await renderAvailable('/available?q=toyota&sort=priceAsc', cars);
    expect(screen.getByText('25 cars match your search.')).toBeTruthy();

    await user.click(showMoreButton()!);
    await waitFor(() => expect(shownModels()).toEqual(toyotasCheapFirst));
    expect(requested()).toEqual(['?q=toyota&sort=priceAsc', '?q=toyota&sort=priceAsc&offset=24']);
    expect(showMoreButton()).toBeNull();

    await user.clear(searchBox());
    await user.type(searchBox(), 'honda');
    await waitFor(() => expect(shownModels()).toEqual(hondasCheapFirst.slice(0, CAR_PAGE_SIZE)));
    expect(requested().at(-1)).toBe('?q=honda&sort=priceAsc');
    expect(screen.getByText('25 cars match your search.')).toBeTruthy();
    expect(showMoreButton()).not.toBeNull();
  });

  it('"Show more" that fails says so and can be tried again', async () => {
    const user = userEvent.setup();
    const cars = fleet(26);
    const { api } = await renderAvailable('/available', cars);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on({ 'GET /api/cars': networkError() });

    await user.click(showMoreButton()!);
    expect(await screen.findByText("We couldn't load more cars. Please try again.")).toBeTruthy();
    expect(shownModels()).toHaveLength(CAR_PAGE_SIZE);

    api.on({ 'GET /api/cars': serveCars(cars) });
    await user.click(showMoreButton()!);
    await waitFor(() => expect(shownModels()).toHaveLength(26));
    expect(screen.queryByText("We couldn't load more cars. Please try again.")).toBeNull();
  });

  it('loads the first photos at once, the very first one before anything else, the rest when near', async () => {
    await renderAvailable('/available', fleet(5));
    const photos = screen
      .getAllByRole('img')
      .map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);
    expect(photos).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it("starts the first card's photo with the data, once however often the page loads", async () => {
    const cars = fleet(3);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
        (link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')],
      );
    const firstPhoto = cars[0]!.thumbnailUrl || cars[0]!.imageUrl;
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const { unmount } = await renderAvailable('/available', cars);
    expect(preloads()).toEqual([[firstPhoto, 'high']]);
    unmount();
    renderAvailableAt('/available');
    await screen.findByRole('status');
    expect(preloads()).toEqual([[firstPhoto, 'high']]);
  });

  it('shows a clear message when the cars cannot be loaded, and Try again loads them', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi({
      'GET /api/cars': (request) => (++calls === 1 ? networkError() : serveCars(CARS)(request)),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAvailableAt('/available');
    expect(
      await screen.findByText("We couldn't load the cars. Please try again later."),
    ).toBeTruthy();
    expect(shownModels()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']));
    expect(screen.queryByText("We couldn't load the cars. Please try again later.")).toBeNull();
  });

  it('shows the invalid-data message when the answer is not a list', async () => {
    stubApi({ 'GET /api/cars': { cars: 'nope' } });
    renderAvailableAt('/available');
    expect(
      await screen.findByText('Invalid data received. Please refresh or contact support.'),
    ).toBeTruthy();
  });
});
