import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCar, networkError, renderRoute, serveCarList, stubApi } from '@carzone/web-testing';
import * as availableCarsRoute from './available-cars-route.tsx';

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
});
const xTrail = makeCar({
  carModel: 'X-Trail',
  brand: 'Nissan',
  location: "Cox's Bazar",
  dailyRentalPrice: 60.5,
  createdAt: '2025-12-24T20:30:00.000Z',
});
const CARS = [corolla, civic, xTrail];

const renderAvailableAt = (url: string) =>
  renderRoute({ path: '/available', ...availableCarsRoute }, url);

async function renderAvailable(url = '/available') {
  const api = stubApi({ 'GET /api/cars': serveCarList(CARS) });
  const view = renderAvailableAt(url);
  await screen.findByRole('heading', { level: 1, name: 'Available Cars' });
  return { ...view, api };
}

const shownModels = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const searchBox = () => screen.getByRole('textbox', { name: 'Search' });

describe('Available Cars', () => {
  it('lists every car, newest first, with the page title', async () => {
    await renderAvailable();
    expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']);
    expect(screen.getByText('3 cars listed.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Available Cars | CarZone'));
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Search by model, brand, or location...',
    );
  });

  it('shows price, added date-time, features, availability, bookings, location and Book Now on each card', async () => {
    await renderAvailable();
    const card = within(
      screen.getByRole('heading', { name: 'Corolla Altis' }).closest('article') as HTMLElement,
    );
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
    expect(card.getByText(/Dhaka/).textContent).toBe('Location: Dhaka');
    expect(card.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(
      `/car/${corolla._id}`,
    );

    const civicCard = within(
      screen.getByRole('heading', { name: 'Civic' }).closest('article') as HTMLElement,
    );
    expect(civicCard.getByText('Unavailable')).toBeTruthy();
    expect(civicCard.getByText('Price: $80/day')).toBeTruthy();
  });

  it.each([
    ['the model', 'corolla', ['Corolla Altis']],
    ['the brand', 'HONDA', ['Civic']],
    ['the location', "cox's", ['X-Trail']],
    ['part of a word', 'i', ['Civic', 'Corolla Altis', 'X-Trail']],
  ])('searches %s, ignoring case', async (_what, text, expected) => {
    const user = userEvent.setup();
    await renderAvailable();
    await user.type(searchBox(), text);
    await waitFor(() => expect(shownModels()).toEqual(expected));
    expect(screen.getByText(`${expected.length} of 3 cars match your search.`)).toBeTruthy();
  });

  it('says so when nothing matches, and the clear button brings every car back', async () => {
    const user = userEvent.setup();
    await renderAvailable();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(searchBox(), 'lamborghini');
    expect(await screen.findByText('No cars found matching your search.')).toBeTruthy();
    expect(shownModels()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(shownModels()).toEqual(['Civic', 'Corolla Altis', 'X-Trail']));
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it.each([
    ['Date Added Newest First', ['Civic', 'Corolla Altis', 'X-Trail']],
    ['Oldest First', ['X-Trail', 'Corolla Altis', 'Civic']],
    ['Price Lowest First', ['Corolla Altis', 'X-Trail', 'Civic']],
    ['Price Highest First', ['Civic', 'X-Trail', 'Corolla Altis']],
  ])('sorts by %s', async (option, expected) => {
    const user = userEvent.setup();
    await renderAvailable('/available?sort=oldest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), option);
    await waitFor(() => expect(shownModels()).toEqual(expected));
  });

  it('sorts newest first by default and offers the four sorts', async () => {
    await renderAvailable();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Date Added Newest First',
      'Oldest First',
      'Price Lowest First',
      'Price Highest First',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('Date Added Newest First');
  });

  it('switches between grid and list views, grid first', async () => {
    const user = userEvent.setup();
    await renderAvailable();
    expect(screen.getByRole('list', { name: 'Cars, grid view' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'List View' }));
    expect(screen.getByRole('list', { name: 'Cars, list view' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'List View' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(screen.getByRole('list', { name: 'Cars, grid view' })).toBeTruthy();
  });

  it('keeps search, sort and view in the address, so a reload restores them', async () => {
    const user = userEvent.setup();
    const { router } = await renderAvailable();
    await user.type(searchBox(), 'o');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price Highest First',
    );
    await user.click(screen.getByRole('button', { name: 'List View' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=o&sort=priceDesc&view=list'));
  });

  it('starts from the search, sort and view in the address', async () => {
    await renderAvailable('/available?q=TA&sort=priceAsc&view=list');
    expect((searchBox() as HTMLInputElement).value).toBe('TA');
    // 'ta' is in Toyota and in Chittagong, not in anything about the X-Trail; cheapest first.
    await waitFor(() => expect(shownModels()).toEqual(['Corolla Altis', 'Civic']));
    expect(screen.getByRole('list', { name: 'Cars, list view' })).toBeTruthy();
  });

  it('does not fetch again when only the view changes', async () => {
    const user = userEvent.setup();
    const { router, api } = await renderAvailable();
    await user.click(screen.getByRole('button', { name: 'List View' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
    expect(api.callsTo('GET /api/cars')).toHaveLength(1);
  });

  it('shows a clear message when the cars cannot be loaded, and Try again loads them', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi({
      'GET /api/cars': (request) => (++calls === 1 ? networkError() : serveCarList(CARS)(request)),
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
