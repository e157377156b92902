import { CAR_LIST_MESSAGES, CAR_PAGE_SIZE, type Car } from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { DISTRICTS } from '@carzone/domain/districts';
import {
  freezeDhakaClock,
  makeCar,
  passTime,
  showBangla,
  timeoutsOnTestClock,
  typeDate,
  typist,
  typistOnTestClock,
} from '@carzone/web-testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  renderAvailable,
  showMoreButton,
  shownModels,
  showsText,
} from '../../testing/available-cars-page.tsx';
import { SEARCH_DELAY_MS } from './use-car-list-query.ts';

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
    const { requested, router } = await renderWithFilters('/available', CARS);
    timeoutsOnTestClock();
    const user = typistOnTestClock();

    await user.type(priceBox('Min price ($/day)'), '50');
    await passTime(SEARCH_DELAY_MS);
    await waitFor(() => expect(sorted(shownModels())).toEqual(['Civic', 'X-Trail']));
    expect(requested()).toEqual(['', '?minPrice=50']);
    expect(router.state.location.search).toBe('?minPrice=50');
    expect(screen.getByText('2 cars match your search.')).toBeTruthy();

    await user.type(priceBox('Max price ($/day)'), '40');
    await showsText(CAR_LIST_MESSAGES.minAboveMax);
    // Once typing has settled, still nothing is sent.
    await passTime(SEARCH_DELAY_MS);
    expect(requested()).toEqual(['', '?minPrice=50']);

    await user.clear(priceBox('Max price ($/day)'));
    await user.type(priceBox('Max price ($/day)'), '70');
    await passTime(SEARCH_DELAY_MS);
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

// Cars by how they are rented, where and how many they seat.
const chauffeured = makeCar({
  carModel: 'Hiace',
  driverOption: 'with-driver',
  driverDailyRate: 25,
  seats: 11,
  district: 'sylhet',
  districtName: 'Sylhet',
  districtNameBn: 'সিলেট',
});
const either = makeCar({
  carModel: 'Noah',
  driverOption: 'both',
  driverDailyRate: 20,
  seats: 7,
  district: 'sylhet',
  districtName: 'Sylhet',
  districtNameBn: 'সিলেট',
});
const selfDriven = makeCar({ carModel: 'Axio', seats: 5 });
const OFFERS: Car[] = [chauffeured, either, selfDriven];

/** A filter's select, shown or folded (jsdom shows the phone's page, the filters folded). */
const select = (name: string) =>
  screen.getByRole('combobox', { name, hidden: true }) as HTMLSelectElement;
/** The text of the option a select shows. */
const chosenText = (name: string) => {
  const box = select(name);
  return box.options[box.selectedIndex]?.textContent;
};
/** Waits for the District select to have every district (fetched once the filters are opened). */
const allDistrictsIn = (name = "Car's district") =>
  waitFor(() => expect(select(name).options).toHaveLength(DISTRICTS.length + 1));

describe('Available Cars by driver, district and seats', () => {
  it('puts each chosen filter in the address and in the call, a step each', async () => {
    const { requested, router, user } = await renderWithFilters('/available', OFFERS);

    await user.selectOptions(select('Driver'), 'With driver');
    await waitFor(() => expect(sorted(shownModels())).toEqual(['Hiace', 'Noah']));
    expect(router.state.location.search).toBe('?driver=with');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByText('2 cars match your search.')).toBeTruthy();

    await allDistrictsIn();
    await user.selectOptions(select("Car's district"), 'Sylhet');
    await waitFor(() => expect(router.state.location.search).toBe('?driver=with&district=sylhet'));

    await user.selectOptions(select('Number of seats'), '11+');
    await waitFor(() => expect(shownModels()).toEqual(['Hiace']));
    expect(router.state.location.search).toBe('?driver=with&district=sylhet&minSeats=11');
    expect(requested()).toEqual([
      '',
      '?driver=with',
      '?driver=with&district=sylhet',
      '?driver=with&district=sylhet&minSeats=11',
    ]);

    await user.selectOptions(select('Driver'), 'Self-drive');
    await showsText('No car matches all of those filters. Try fewer of them.');
    expect(requested().at(-1)).toBe('?driver=self&district=sylhet&minSeats=11');

    await user.selectOptions(select('Driver'), 'Any');
    await user.selectOptions(select('Number of seats'), 'Any');
    await user.selectOptions(select("Car's district"), 'Any district');
    await waitFor(() => expect(shownModels(), requested().join(' ')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('shows the filters of the address chosen', async () => {
    const { requested } = await renderAvailable(
      '/available?driver=self&district=sylhet&minSeats=7',
      OFFERS,
    );
    expect(requested()).toEqual(['?driver=self&district=sylhet&minSeats=7']);
    expect(shownModels()).toEqual(['Noah']);
    expect(screen.getByRole('button', { name: 'Filters, 3 set' })).toBeTruthy();
    expect(select('Driver').value).toBe('self');
    expect(chosenText('Driver')).toBe('Self-drive');
    expect(select('Number of seats').value).toBe('7');
    expect(chosenText('Number of seats')).toBe('7+');
    await allDistrictsIn();
    expect(select("Car's district").value).toBe('sylhet');
    expect(chosenText("Car's district")).toBe('Sylhet');
  });

  it('leaves out what an address has wrong, without failing', async () => {
    const { requested } = await renderAvailable(
      '/available?driver=bus&minSeats=40&district=atlantis',
      OFFERS,
    );
    // Only the district looks right until the server refuses it; the list of districts says why.
    expect(requested()).toEqual(['?district=atlantis', '']);
    expect(shownModels()).toHaveLength(3);
    expect(screen.getByText('3 cars listed.')).toBeTruthy();
    expect(select('Driver').value).toBe('');
    expect(select('Number of seats').value).toBe('');
    expect(select("Car's district").value).toBe('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(chosenText("Car's district")).toBe('Any district');
  });

  it('offers seats the address asks for beyond the usual choices', async () => {
    await renderAvailable('/available?minSeats=6', OFFERS);
    expect(sorted(shownModels())).toEqual(['Hiace', 'Noah']);
    expect([...select('Number of seats').options].map((option) => option.textContent)).toEqual([
      'Any',
      '4+',
      '5+',
      '6+',
      '7+',
      '11+',
    ]);
    expect(chosenText('Number of seats')).toBe('6+');
  });

  it('starts the list over at its first page when a filter changes', async () => {
    const many = Array.from({ length: CAR_PAGE_SIZE + 6 }, (_, index) =>
      makeCar({
        carModel: `Van ${index + 1}`,
        driverOption: index % 3 === 0 ? 'self-drive' : 'with-driver',
        createdAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
      }),
    );
    const { requested, user } = await renderWithFilters('/available', many);
    await user.click(showMoreButton()!);
    await waitFor(() => expect(shownModels()).toHaveLength(CAR_PAGE_SIZE + 6));

    await user.selectOptions(select('Driver'), 'With driver');
    await waitFor(() => expect(shownModels()).toHaveLength(20));
    expect(requested()).toEqual(['', `?offset=${CAR_PAGE_SIZE}`, '?driver=with']);
    expect(showMoreButton()).toBeNull();
  });

  it('says the filters and their choices in Bangla', async () => {
    await renderAvailable('/available?district=sylhet&minSeats=7', OFFERS);
    await showBangla();
    const driver = select('ড্রাইভার');
    expect([...driver.options].map((option) => option.textContent)).toEqual([
      'যেকোনো',
      'ড্রাইভারসহ',
      'সেলফ-ড্রাইভ',
    ]);
    expect(chosenText('আসনসংখ্যা')).toBe('৭+');
    expect(chosenText('গাড়ির জেলা')).toBe('সিলেট');
    expect(select('গাড়ির জেলা').options[0]?.textContent).toBe('যেকোনো জেলা');

    await typist().click(screen.getByRole('button', { name: /^ফিল্টার/ }));
    await allDistrictsIn('গাড়ির জেলা');
    const names = [...select('গাড়ির জেলা').options].map((option) => option.textContent);
    expect(names).toContain('চট্টগ্রাম');
    expect(chosenText('গাড়ির জেলা')).toBe('সিলেট');
  });
});
