import type { Car } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

const CAR_FIELDS = [
  '_id',
  'carModel',
  'brand',
  'dailyRentalPrice',
  'bookingStatus',
  'bookingCount',
  'location',
  'imageUrl',
  'description',
  'features',
  'registrationNumber',
  'email',
  'name',
  'createdAt',
].sort();

let api: TestApp;
let cars: Car[];
beforeAll(async () => {
  api = await startTestApp();
  cars = await json<Car[]>(await api.fetch('/api/cars'));
});
afterAll(() => api.close());

describe('GET /api/cars and GET /api/allCars', () => {
  it('lists the demo cars, newest first, in the spec field names', async () => {
    expect(cars).toHaveLength(24);
    for (const car of cars) expect(Object.keys(car).sort()).toEqual(CAR_FIELDS);
    const times = cars.map((car) => Date.parse(car.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(cars[0]!.carModel).toBe('Toyota Axio 2018');
  });

  it('gives prices as numbers with at most two decimals and ISO dates', () => {
    for (const car of cars) {
      expect(typeof car.dailyRentalPrice).toBe('number');
      expect(Math.round(car.dailyRentalPrice * 100) / 100).toBe(car.dailyRentalPrice);
      expect(new Date(car.createdAt).toISOString()).toBe(car.createdAt);
    }
    expect(cars.find((car) => car.carModel === 'BMW 5 Series 530e')?.dailyRentalPrice).toBe(99);
  });

  it('includes unavailable cars and the demo owner as owner', () => {
    expect(cars.filter((car) => car.bookingStatus === 'unavailable').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(new Set(cars.map((car) => `${car.name} <${car.email}>`))).toEqual(
      new Set(['Demo Owner <owner@carzone.test>']),
    );
  });

  it('answers /api/allCars with the same list', async () => {
    const response = await api.fetch('/api/allCars');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(cars);
  });
});

describe('GET /api/car/:id', () => {
  it('answers one car', async () => {
    const wanted = cars[3]!;
    const response = await api.fetch(`/api/car/${wanted._id}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(wanted);
  });

  it('refuses a malformed id with a readable 400', async () => {
    const response = await api.fetch('/api/car/not-a-car');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
    });
  });

  it('answers 404 "Car not found" for an id no car has', async () => {
    const response = await api.fetch('/api/car/3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Car not found',
    });
  });
});

describe('GET /api/images/cars/:file', () => {
  it('serves every image a car points at, as SVG', async () => {
    for (const imageUrl of new Set(cars.map((car) => car.imageUrl))) {
      expect(imageUrl).toMatch(/^\/api\/images\/cars\/[a-z-]+\.svg$/);
      const response = await api.fetch(imageUrl);
      expect(response.status, imageUrl).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
  });

  it('answers a missing image, or a path out of the folder, with a JSON 404', async () => {
    for (const path of ['/api/images/cars/tesla.svg', '/api/images/cars/..%2f..%2fpackage.json']) {
      const response = await api.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await json(response)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
