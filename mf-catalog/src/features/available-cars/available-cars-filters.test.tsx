import { CAR_LIST_MESSAGES, type Car } from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { freezeDhakaClock, makeCar, typeDate, typist } from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  renderAvailable,
  shownModels,
  showsText,
} from '../../testing/available-cars-page.tsx';

// Dhaka's today is 2026-12-01 in these tests.
freezeDhakaClock();

const corolla = makeCar({ carModel: 'Corolla Altis', dailyRentalPrice: 45 });
const civic = makeCar({ carModel: 'Civic', dailyRentalPrice: 80 });
const xTrail = makeCar({ carModel: 'X-Trail', dailyRentalPrice: 60 });
const parked = makeCar({
  carModel: 'Parked Premio',
  dailyRentalPrice: 30,
  bookingStatus: 'unavailable',
});
const CARS: Car[] = [corolla, civic, xTrail, parked];
/** The Corolla is taken on the nights of 6 and 7 December. */
const BOOKED = { [corolla._id]: [{ startDate: '2026-12-06', endDate: '2026-12-08' }] };

const page = () => document.body;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const priceBox = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const sorted = (models: (string | null)[]) => [...models].sort();

/**
 * The page as a phone shows it (jsdom matches no media query): the filters fold behind one
 * button, opened here.
 */
async function renderWithFilters(...args: Parameters<typeof renderAvailable>) {
  const view = await renderAvailable(...args);
  const user = typist();
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return { ...view, user };
}

describe('Available Cars by dates and price', () => {
  it('lists only the cars free on the dates of the address, and their links carry the dates', async () => {
    const { requested } = await renderWithFilters(
      '/available?from=2026-12-05&to=2026-12-08',
      CARS,
      BOOKED,
    );
    expect(requested()).toEqual(['?from=2026-12-05&to=2026-12-08']);
    expect(sorted(shownModels())).toEqual(['Civic', 'X-Trail']);
    expect(screen.getByText('2 cars are free from 05/12/2026 to 08/12/2026.')).toBeTruthy();
    expect(field('From').value).toBe('05/12/2026');
    expect(field('To').value).toBe('08/12/2026');
    const href = `/car/${civic._id}?from=2026-12-05&to=2026-12-08`;
    expect(
      cardOf('Civic')
        .getByRole('link', { name: /Book Now/ })
        .getAttribute('href'),
    ).toBe(href);
    expect(cardOf('Civic').getByRole('link', { name: 'Civic' }).getAttribute('href')).toBe(href);
  });

  it('finds a car from the day its booking ends (the range is half-open)', async () => {
    await renderAvailable('/available?from=2026-12-08&to=2026-12-10', CARS, BOOKED);
    expect(sorted(shownModels())).toEqual(['Civic', 'Corolla Altis', 'X-Trail']);
  });

  it('keeps To disabled until From is set, then searches both as a new step that Back undoes', async () => {
    const { requested, router, user } = await renderWithFilters('/available', CARS, BOOKED);
    expect(field('To').disabled).toBe(true);

    await typeDate(user, page(), 'From', '05/12/2026');
    // A From alone is not a search yet.
    expect(requested()).toEqual(['']);
    await typeDate(user, page(), 'To', '08/12/2026');

    await waitFor(() => expect(sorted(shownModels())).toEqual(['Civic', 'X-Trail']));
    expect(requested()).toEqual(['', '?from=2026-12-05&to=2026-12-08']);
    expect(router.state.location.search).toBe('?from=2026-12-05&to=2026-12-08');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownModels()).toHaveLength(4));
    expect(field('From').value).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('refuses a From before today and a To not after From, in the words of the server', async () => {
    const { requested, user } = await renderWithFilters('/available', CARS);

    await typeDate(user, page(), 'From', '30/11/2026');
    await showsText(CAR_SEARCH_DATE_MESSAGES.fromInPast);
    expect(field('To').disabled).toBe(true);

    await typeDate(user, page(), 'From', '05/12/2026');
    await typeDate(user, page(), 'To', '05/12/2026');
    await showsText(CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom);

    await typeDate(user, page(), 'To', '06/12/2027');
    await showsText(CAR_SEARCH_DATE_MESSAGES.rangeTooLong);
    expect(requested()).toEqual(['']);
  });

  it('sends the price range once typing settles, and refuses a maximum below the minimum', async () => {
    const { requested, router, user } = await renderWithFilters('/available', CARS);

    await user.type(priceBox('Min price ($/day)'), '50');
    await waitFor(() => expect(sorted(shownModels())).toEqual(['Civic', 'X-Trail']));
    expect(requested()).toEqual(['', '?minPrice=50']);
    expect(router.state.location.search).toBe('?minPrice=50');
    expect(screen.getByText('2 cars match your search.')).toBeTruthy();

    await user.type(priceBox('Max price ($/day)'), '40');
    await showsText(CAR_LIST_MESSAGES.minAboveMax);
    // Give typing time to settle: still nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requested()).toEqual(['', '?minPrice=50']);

    await user.clear(priceBox('Max price ($/day)'));
    await user.type(priceBox('Max price ($/day)'), '70');
    await waitFor(() => expect(shownModels()).toEqual(['X-Trail']));
    expect(router.state.location.search).toBe('?minPrice=50&maxPrice=70');
  });

  it('says when no car is free on the dates, and Clear dates brings every car back', async () => {
    const everyCarBooked = Object.fromEntries(
      CARS.map((car) => [car._id, [{ startDate: '2026-12-01', endDate: '2026-12-31' }]]),
    );
    const { router, user } = await renderWithFilters(
      '/available?from=2026-12-05&to=2026-12-08',
      CARS,
      everyCarBooked,
    );
    expect(screen.getByText('No cars found matching your search.')).toBeTruthy();
    expect(screen.getByText('0 cars are free from 05/12/2026 to 08/12/2026.')).toBeTruthy();

    const emptyState = screen.getByText('No cars found matching your search.').closest('div')!
      .parentElement as HTMLElement;
    await user.click(within(emptyState).getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(shownModels()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(field('From').value).toBe('');
  });

  it("leaves an old link's past dates out of the search and says why", async () => {
    const { requested } = await renderAvailable('/available?from=2026-11-20&to=2026-11-22', CARS);
    expect(requested()).toEqual(['']);
    expect(
      screen.getByText(
        `The dates in this address were left out of the search: ${CAR_SEARCH_DATE_MESSAGES.fromInPast}`,
      ),
    ).toBeTruthy();
    expect(shownModels()).toHaveLength(4);
  });

  it('folds the filters behind one Filters button that says how many are set', async () => {
    const user = typist();
    await renderAvailable('/available?from=2026-12-05&to=2026-12-08&maxPrice=70', CARS);
    const filters = screen.getByRole('button', { name: 'Filters, 2 set' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    await user.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(filters.getAttribute('aria-controls')!)).toContain(
      field('From'),
    );
  });
});
