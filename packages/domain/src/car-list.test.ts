import { describe, expect, it } from 'vitest';
import type { Car } from './entities.js';
import {
  CAR_PAGE_SIZE,
  carListQueryString,
  carStatusLabel,
  isCarAvailable,
  recentListings,
  searchAndSortCars,
  sortCars,
} from './car-list.js';

function car(overrides: Partial<Car>): Car {
  return {
    _id: overrides.carModel ?? 'id',
    carModel: 'Model',
    brand: 'Brand',
    dailyRentalPrice: 50,
    bookingStatus: 'available',
    bookingCount: 0,
    location: 'Dhaka',
    imageUrl: '',
    thumbnailUrl: '',
    photoId: null,
    description: '',
    features: '',
    registrationNumber: 'DHA-1',
    email: 'owner@example.com',
    name: 'Owner',
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
