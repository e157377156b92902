import type { Car } from '@carzone/domain';
import { describe, expect, it } from 'vitest';
import { makeCar } from './make-car';
import { serveCarList } from './serve-car-list';
import { stubApi } from './stub-api';

const older = makeCar({
  carModel: 'Civic',
  brand: 'Honda',
  dailyRentalPrice: 80,
  createdAt: '2026-01-01T00:00:00Z',
});
const newer = makeCar({
  carModel: 'Axio',
  brand: 'Toyota',
  dailyRentalPrice: 35,
  createdAt: '2026-02-01T00:00:00Z',
});
const newest = makeCar({
  carModel: 'Noah',
  brand: 'Toyota',
  dailyRentalPrice: 55,
  createdAt: '2026-03-01T00:00:00Z',
});

async function list(query = '') {
  stubApi({ 'GET /api/cars': serveCarList([older, newer, newest]) });
  const response = await fetch(`/api/cars${query}`);
  const cars = (await response.json()) as Car[];
  return { models: cars.map((car) => car.carModel), total: response.headers.get('X-Total-Count') };
}

describe('serveCarList', () => {
  it('answers every car, newest first, with their number', async () => {
    expect(await list()).toEqual({ models: ['Noah', 'Axio', 'Civic'], total: '3' });
  });

  it('searches and sorts as the server does', async () => {
    expect(await list('?q=toyota&sort=priceAsc')).toEqual({ models: ['Axio', 'Noah'], total: '2' });
  });

  it('pages with limit and offset, the total still counting every match', async () => {
    expect(await list('?sort=oldest&limit=2&offset=1')).toEqual({
      models: ['Axio', 'Noah'],
      total: '3',
    });
  });
});
