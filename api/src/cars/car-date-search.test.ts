// `GET /api/cars` with dates and prices: which cars are free from one day to another, and which
// cost what a renter wants to pay. The cars are this file's own (a marker in each model, searched
// with `q`), the days counted from Dhaka's today, so nothing depends on the seed or the date.
import { randomBytes } from 'node:crypto';
import {
  type BookingStatus,
  CAR_LIST_MESSAGES,
  type Car,
  TOTAL_COUNT_HEADER,
} from '@carzone/domain';
import { CAR_SEARCH_DATE_MESSAGES } from '@carzone/domain/car-search-dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, dhakaDay as day, type SignedInUser } from '../testing/session-calls.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { refusalBody } from '../testing/error-body.js';

/** Letters and digits only, so it means the same in a URL, a LIKE pattern and any case. */
const MARK = `ds${randomBytes(4).toString('hex')}`;

let api: TestApp;
let carsOf: TestCars;
let owner: SignedInUser;
let renter: SignedInUser;
/** The ids of this file's cars by name. */
const car: Record<'booked' | 'canceledOnly' | 'unavailable' | 'pricey' | 'pending', string> = {
  booked: '',
  canceledOnly: '',
  unavailable: '',
  pricey: '',
  pending: '',
};

beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, `${MARK} Car`);
  [owner, renter] = await Promise.all([
    signedInUser(api, 'Date Search Owner'),
    signedInUser(api, 'Date Search Renter'),
  ]);
  const insert = (name: string, dailyRentalPrice: number, available = true) =>
    carsOf.insert(owner.email, {
      carModel: `${MARK} ${name}`,
      dailyRentalPrice,
      bookingStatus: available ? 'available' : 'unavailable',
    });
  car.booked = await insert('Booked', 30);
  car.canceledOnly = await insert('CanceledOnly', 50);
  car.unavailable = await insert('Unavailable', 40, false);
  car.pricey = await insert('Pricey', 80);
  car.pending = await insert('Pending', 45);
  const hold = (carId: string, from: number, to: number, bookingStatus: BookingStatus) =>
    insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      startDate: day(from),
      endDate: day(to),
      bookingStatus,
    });
  // Booked is held on days 10, 11 and 12; CanceledOnly's booking of those days was canceled;
  // Pending's request holds days 5 to 19.
  await hold(car.booked, 10, 13, 'Confirmed');
  await hold(car.canceledOnly, 10, 13, 'Canceled');
  await hold(car.pending, 5, 20, 'Pending');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

/** This file's cars listed for `query` (the marker's search added), by name, and the total. */
async function listed(query: string): Promise<{ names: string[]; total: number }> {
  const response = await api.fetch(`/api/cars?q=${MARK}&sort=priceAsc&${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const list = await json<Car[]>(response);
  return {
    names: list.map((listedCar) => listedCar.carModel.replace(`${MARK} `, '')),
    total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
  };
}
const between = (from: number, to: number) => `from=${day(from)}&to=${day(to)}`;
const namesFreeBetween = async (from: number, to: number) =>
  (await listed(between(from, to))).names;

describe('GET /api/cars?from=&to=: cars free on those days', () => {
  it('lists every car, unavailable ones included, without dates', async () => {
    expect((await listed('')).names).toEqual([
      'Booked',
      'Unavailable',
      'Pending',
      'CanceledOnly',
      'Pricey',
    ]);
  });

  it('finds a car from the day its booking ends, and up to the day its booking starts', async () => {
    expect(await namesFreeBetween(13, 15)).toContain('Booked');
    expect(await namesFreeBetween(8, 10)).toContain('Booked');
  });

  it.each([
    ['around it', 9, 14],
    ['inside it', 11, 12],
    ['across its start', 9, 11],
    ['across its end', 12, 14],
    ['on exactly its days', 10, 13],
  ])('leaves out a car booked on days of the range: %s', async (_case, from, to) => {
    expect(await namesFreeBetween(from, to)).not.toContain('Booked');
  });

  it('counts a Pending booking as holding the car, and ignores a canceled one', async () => {
    const names = await namesFreeBetween(10, 13);
    expect(names).not.toContain('Pending');
    expect(names).toContain('CanceledOnly');
  });

  it('never offers an unavailable car for dates', async () => {
    expect(await namesFreeBetween(30, 31)).toEqual(['Booked', 'Pending', 'CanceledOnly', 'Pricey']);
  });

  it('counts only the free cars in X-Total-Count, and pages through them', async () => {
    expect(await listed(between(10, 13))).toEqual({ names: ['CanceledOnly', 'Pricey'], total: 2 });
    expect(await listed(`${between(10, 13)}&limit=1`)).toEqual({
      names: ['CanceledOnly'],
      total: 2,
    });
    expect(await listed(`${between(10, 13)}&limit=1&offset=1`)).toEqual({
      names: ['Pricey'],
      total: 2,
    });
    expect(await listed(`${between(10, 13)}&limit=1&offset=2`)).toEqual({ names: [], total: 2 });
  });

  it('sees a booking made or canceled through the API at once', async () => {
    const range = { startDate: day(40), endDate: day(43) };
    expect(await namesFreeBetween(41, 42)).toContain('Pricey');

    const made = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: { carId: car.pricey, ...range },
    });
    expect(made.status).toBe(201);
    const { _id: bookingId } = await json<{ _id: string }>(made);
    expect(await namesFreeBetween(41, 42)).not.toContain('Pricey');
    expect(await namesFreeBetween(43, 45)).toContain('Pricey');

    const canceled = await callApi(api, 'PATCH', `/api/bookings/${bookingId}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(canceled.status).toBe(200);
    expect(await namesFreeBetween(41, 42)).toContain('Pricey');
    await api.db.delete(bookings).where(eq(bookings.id, bookingId));
  });
});

describe('GET /api/cars?minPrice=&maxPrice=: the daily price', () => {
  it('keeps both bounds, inclusive', async () => {
    expect((await listed('minPrice=30&maxPrice=50')).names).toEqual([
      'Booked',
      'Unavailable',
      'Pending',
      'CanceledOnly',
    ]);
    expect((await listed('minPrice=30.01&maxPrice=49.99')).names).toEqual([
      'Unavailable',
      'Pending',
    ]);
  });

  it('takes either bound alone, and a range of one price', async () => {
    expect((await listed('minPrice=50')).names).toEqual(['CanceledOnly', 'Pricey']);
    expect((await listed('maxPrice=30')).names).toEqual(['Booked']);
    expect(await listed('minPrice=45&maxPrice=45')).toEqual({ names: ['Pending'], total: 1 });
  });

  it('combines with the dates and the search', async () => {
    expect(await listed(`${between(10, 13)}&maxPrice=60`)).toEqual({
      names: ['CanceledOnly'],
      total: 1,
    });
  });
});

describe('GET /api/cars: bad dates and prices', () => {
  const thisYear = Number(day(0).slice(0, 4));
  it.each([
    [`to=${day(3)}`, 'from', CAR_SEARCH_DATE_MESSAGES.datesTogether],
    [`from=${day(3)}`, 'to', CAR_SEARCH_DATE_MESSAGES.datesTogether],
    [
      `from=${thisYear + 1}-02-31&to=${thisYear + 1}-03-03`,
      'from',
      CAR_SEARCH_DATE_MESSAGES.fromNotADate,
    ],
    [`from=soon&to=${day(3)}`, 'from', CAR_SEARCH_DATE_MESSAGES.fromNotADate],
    [
      `from=${day(3)}&to=${day(5).split('-').reverse().join('/')}`,
      'to',
      CAR_SEARCH_DATE_MESSAGES.toNotADate,
    ],
    [`from=${day(3)}&from=${day(4)}&to=${day(6)}`, 'from', CAR_SEARCH_DATE_MESSAGES.fromNotADate],
    [`from=${day(3)}&to=${day(3)}`, 'to', CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom],
    [`from=${day(5)}&to=${day(3)}`, 'to', CAR_SEARCH_DATE_MESSAGES.toNotAfterFrom],
    [`from=${day(-1)}&to=${day(3)}`, 'from', CAR_SEARCH_DATE_MESSAGES.fromInPast],
    [`from=${day(1)}&to=${day(368)}`, 'to', CAR_SEARCH_DATE_MESSAGES.rangeTooLong],
    ['minPrice=-1', 'minPrice', CAR_LIST_MESSAGES.minPriceInvalid],
    ['minPrice=cheap', 'minPrice', CAR_LIST_MESSAGES.minPriceInvalid],
    ['minPrice=', 'minPrice', CAR_LIST_MESSAGES.minPriceInvalid],
    ['minPrice=1e3', 'minPrice', CAR_LIST_MESSAGES.minPriceInvalid],
    [`maxPrice=${'9'.repeat(400)}`, 'maxPrice', CAR_LIST_MESSAGES.maxPriceInvalid],
    ['maxPrice=-0.5', 'maxPrice', CAR_LIST_MESSAGES.maxPriceInvalid],
    ['minPrice=60&maxPrice=50', 'maxPrice', CAR_LIST_MESSAGES.minAboveMax],
  ])('refuses ?%s with a readable 400 on %s', async (query, field, message) => {
    const response = await api.fetch(`/api/cars?${query}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(refusalBody(400, message, { [field]: message }));
  });

  it('accepts a range from today, and one of exactly a year', async () => {
    const from = day(0);
    const [year, month, date] = from.split('-');
    const aYearLater = `${Number(year) + 1}-${month}-${date}`;
    expect(await listed(`from=${from}&to=${day(1)}`)).toMatchObject({ total: expect.any(Number) });
    if (`${month}-${date}` !== '02-29')
      expect(await listed(`from=${from}&to=${aYearLater}`)).toMatchObject({
        total: expect.any(Number),
      });
  });
});
