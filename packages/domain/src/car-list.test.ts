import { describe, expect, it } from 'vitest';
import type { Car } from './entities.js';
import { CAR_PAGE_SIZE, carListQueryString, searchAndSortCars, sortCars } from './car-list.js';
import { carStatusLabel, isCarAvailable } from './car-status.js';
import { recentListings } from './recent-listings.js';
import {
  CAR_SEARCH_DATE_MESSAGES,
  carSearchDatesProblem,
  oneYearAfter,
} from './car-search-dates.js';
import { REFUSALS } from './refusals.js';
import { TEST_CAR } from './testing/test-car.js';

function car(overrides: Partial<Car>): Car {
  return {
    ...TEST_CAR,
    _id: overrides.carModel ?? 'id',
    carModel: 'Model',
    brand: 'Brand',
    location: 'Dhaka',
    imageUrl: '',
    thumbnailUrl: '',
    description: '',
    features: '',
    registrationNumber: 'DHA-1',
    createdAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

const axio = car({
  carModel: 'Axio',
  brand: 'Toyota',
  location: 'Gulshan, Dhaka',
  dailyRentalPrice: 40,
  createdAt: '2026-11-03T00:00:00Z',
});
const civic = car({
  carModel: 'Civic',
  brand: 'Honda',
  location: 'Sylhet',
  dailyRentalPrice: 70,
  createdAt: '2026-11-01T00:00:00Z',
});
const pajero = car({
  carModel: 'Pajero',
  brand: 'Mitsubishi',
  location: "Cox's Bazar",
  dailyRentalPrice: 55,
  createdAt: '2026-11-02T00:00:00Z',
});
const all = [axio, civic, pajero];

describe('searchAndSortCars', () => {
  it('matches model, brand or location regardless of case', () => {
    expect(searchAndSortCars(all, 'civ', null)).toEqual([civic]);
    expect(searchAndSortCars(all, 'TOYOTA', null)).toEqual([axio]);
    expect(searchAndSortCars(all, "cox's", null)).toEqual([pajero]);
    expect(searchAndSortCars(all, 'tesla', null)).toEqual([]);
  });

  it('keeps every car for an empty query, in the chosen order', () => {
    expect(searchAndSortCars(all, '  ', 'newest').map((c) => c.carModel)).toEqual([
      'Axio',
      'Pajero',
      'Civic',
    ]);
  });
});

describe('sortCars', () => {
  it('sorts by date and by price both ways without touching the input', () => {
    expect(sortCars(all, 'oldest').map((c) => c.carModel)).toEqual(['Civic', 'Pajero', 'Axio']);
    expect(sortCars(all, 'priceAsc').map((c) => c.dailyRentalPrice)).toEqual([40, 55, 70]);
    expect(sortCars(all, 'priceDesc').map((c) => c.dailyRentalPrice)).toEqual([70, 55, 40]);
    expect(all.map((c) => c.carModel)).toEqual(['Axio', 'Civic', 'Pajero']);
  });
});

describe('recentListings', () => {
  it('takes the newest cars up to the limit', () => {
    expect(recentListings(all, 2).map((c) => c.carModel)).toEqual(['Axio', 'Pajero']);
  });
});

describe('car status', () => {
  it('is available only for the available status, in any case', () => {
    expect(isCarAvailable(car({ bookingStatus: 'available' }))).toBe(true);
    expect(carStatusLabel(car({ bookingStatus: 'unavailable' }))).toBe('Unavailable');
    expect(carStatusLabel(car({ bookingStatus: '' }))).toBe('Unavailable');
  });
});

describe('carListQueryString', () => {
  it('is empty for the default list, blank search included', () => {
    expect(carListQueryString({})).toBe('');
    expect(carListQueryString({ q: '   ', sort: 'newest', limit: CAR_PAGE_SIZE, offset: 0 })).toBe(
      '',
    );
  });

  it('names only what differs from the defaults, the search trimmed and encoded', () => {
    expect(carListQueryString({ q: " Cox's Bazar ", sort: 'priceAsc', limit: 6, offset: 48 })).toBe(
      "?q=Cox's%20Bazar&sort=priceAsc&limit=6&offset=48",
    );
    expect(carListQueryString({ q: '100%' })).toBe('?q=100%25');
  });
});

describe('carSearchDatesProblem: the dates of a search', () => {
  const TODAY = '2026-11-26';
  const problem = (from?: string, to?: string) => carSearchDatesProblem(from, to, TODAY);

  it('accepts no dates, and a range from today of one night to one year', () => {
    expect(problem()).toBeNull();
    expect(problem('2026-11-26', '2026-11-27')).toBeNull();
    expect(problem('2026-11-26', '2027-11-26')).toBeNull();
  });

  it.each([
    [undefined, '2026-12-01', 'from', 'datesTogether'],
    ['2026-12-01', undefined, 'to', 'datesTogether'],
    ['2026-02-31', '2026-12-01', 'from', 'fromNotADate'],
    ['tomorrow', '2026-12-01', 'from', 'fromNotADate'],
    ['2026-12-01', '01/12/2026', 'to', 'toNotADate'],
    ['2026-11-25', '2026-12-01', 'from', 'fromInPast'],
    ['2026-12-01', '2026-12-01', 'to', 'toNotAfterFrom'],
    ['2026-12-02', '2026-12-01', 'to', 'toNotAfterFrom'],
    ['2026-12-01', '2027-12-02', 'to', 'rangeTooLong'],
  ] as const)('refuses from=%s to=%s, blaming %s', (from, to, field, reason) => {
    expect(problem(from, to)).toEqual({ field, reason, code: `carSearchDates.${reason}` });
  });

  it("names each rule by its refusal's code, whose English is the rule's", () => {
    for (const [reason, english] of Object.entries(CAR_SEARCH_DATE_MESSAGES))
      expect(REFUSALS[`carSearchDates.${reason as keyof typeof CAR_SEARCH_DATE_MESSAGES}`].en).toBe(
        english,
      );
  });

  it('counts a year from 29 February to 1 March', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-03-01');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });
});

describe('carListQueryString with dates and prices', () => {
  it('carries every choice, in a fixed order', () => {
    expect(
      carListQueryString({
        q: 'axio',
        from: '2026-12-04',
        to: '2026-12-07',
        minPrice: 20,
        maxPrice: 55.5,
      }),
    ).toBe('?q=axio&from=2026-12-04&to=2026-12-07&minPrice=20&maxPrice=55.5');
    expect(carListQueryString({ minPrice: 0 })).toBe('?minPrice=0');
  });
});
