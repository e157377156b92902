// An owner's trip rules over HTTP: shortest and longest trip and advance notice, as the
// add and update forms set them and as bookings, changes of dates and the date search apply them,
// each refusal saying its rule and number. Cars are this file's own, deleted after; dates count
// from Dhaka's today.
import { type Booking, type Car, formatCalendarDate } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import {
  callApi,
  dhakaDay as day,
  type Method,
  type SignedInUser as User,
} from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { said } from '../testing/error-body.js';

let api: TestApp;
let carsOf: TestCars;
let owner: User;
let renter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Trip Rules Car');
  [owner, renter] = await Promise.all([
    signedInUser(api, 'Rules Owner'),
    signedInUser(api, 'Rules Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

type Body = Record<string, unknown>;
const listing = (overrides: Body = {}): Body => ({
  carModel: 'Toyota Premio 2019',
  dailyRentalPrice: 50,
  bookingStatus: 'available',
  registrationNumber: 'Dhaka Metro-GA 22-3344',
  location: 'Uttara, Dhaka',
  ...overrides,
});

const call = (method: Method, path: string, options?: { as?: User; body?: unknown }) =>
  callApi(api, method, path, options);
const book = (carId: string, startDate: string, endDate: string) =>
  call('POST', '/api/bookings', { as: renter, body: { carId, startDate, endDate } });
const carFor = async (carId: string) =>
  json<Car>(await call('GET', `/api/update/${carId}`, { as: owner }));

async function added(body: Body): Promise<string> {
  const response = await call('POST', '/api/addCars', { as: owner, body });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { insertedId } = await json<{ insertedId: string }>(response);
  carsOf.adopt(insertedId);
  return insertedId;
}

async function refusedWith(response: Response, status: number, code: string) {
  const body = await json<{
    code: string;
    message: string;
    fields?: Record<string, { code: string; message: string }>;
  }>(response);
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  return body;
}

describe('the owner sets the rules on the add and update forms', () => {
  it('saves the rules sent, answers them with the car, and gives a new car the defaults', async () => {
    const ruled = await added(listing({ minDays: 3, maxDays: 14, advanceNoticeHours: 24 }));
    expect(await carFor(ruled)).toMatchObject({ minDays: 3, maxDays: 14, advanceNoticeHours: 24 });
    const plain = await added(listing());
    expect(await carFor(plain)).toMatchObject({ minDays: 1, maxDays: 365, advanceNoticeHours: 0 });
    const publicCar = await json<Car>(await call('GET', `/api/car/${ruled}`));
    expect(publicCar).toMatchObject({ minDays: 3, maxDays: 14, advanceNoticeHours: 24 });
  });

  it('refuses rules out of bounds, each field by its code, and writes nothing', async () => {
    const cases: [Body, string, string][] = [
      [{ minDays: 0 }, 'minDays', 'carListing.minDaysInvalid'],
      [{ minDays: 31 }, 'minDays', 'carListing.minDaysInvalid'],
      [{ minDays: 2.5 }, 'minDays', 'carListing.minDaysInvalid'],
      [{ minDays: '3' }, 'minDays', 'carListing.minDaysInvalid'],
      [{ maxDays: 366 }, 'maxDays', 'carListing.maxDaysInvalid'],
      [{ minDays: 5, maxDays: 4 }, 'maxDays', 'carListing.maxDaysInvalid'],
      [{ advanceNoticeHours: -1 }, 'advanceNoticeHours', 'carListing.advanceNoticeInvalid'],
      [{ advanceNoticeHours: 169 }, 'advanceNoticeHours', 'carListing.advanceNoticeInvalid'],
    ];
    for (const [rules, field, code] of cases) {
      const model = `Refused ${field} ${Math.random()}`;
      const response = await call('POST', '/api/addCars', {
        as: owner,
        body: listing({ ...rules, carModel: model }),
      });
      const body = await json<{ fields?: Record<string, { code: string }> }>(response);
      expect({ rules, status: response.status, field: body.fields?.[field]?.code }).toEqual({
        rules,
        status: 400,
        field: code,
      });
      const mine = await json<Car[]>(
        await call('GET', `/api/cars/${encodeURIComponent(owner.email)}`, { as: owner }),
      );
      expect(mine.some((car) => car.carModel === model)).toBe(false);
    }
  });

  it("keeps a rule an update leaves out, and weighs one sent alone against the car's own", async () => {
    const carId = await added(listing({ minDays: 3, maxDays: 10, advanceNoticeHours: 12 }));
    const kept = await call('PUT', `/api/update/${carId}`, { as: owner, body: listing() });
    expect(kept.status).toBe(200);
    expect(await carFor(carId)).toMatchObject({ minDays: 3, maxDays: 10, advanceNoticeHours: 12 });

    const below = await call('PUT', `/api/update/${carId}`, {
      as: owner,
      body: listing({ maxDays: 2 }),
    });
    const body = await refusedWith(below, 400, 'carListing.maxDaysInvalid');
    expect(body.fields?.maxDays?.message).toBe(said('carListing.maxDaysInvalid'));
    expect(await carFor(carId)).toMatchObject({ minDays: 3, maxDays: 10 });

    const changed = await call('PUT', `/api/update/${carId}`, {
      as: owner,
      body: listing({ minDays: 1, maxDays: 2, advanceNoticeHours: 0 }),
    });
    expect(changed.status).toBe(200);
    expect(await carFor(carId)).toMatchObject({ minDays: 1, maxDays: 2, advanceNoticeHours: 0 });
  });
});

describe('bookings keep to the rules', () => {
  let carId: string;
  beforeAll(async () => {
    carId = await carsOf.insert(owner.email, { minDays: 3, maxDays: 7, advanceNoticeHours: 48 });
  });

  it('refuses too short a trip, saying the rule with its number', async () => {
    const body = await refusedWith(await book(carId, day(10), day(12)), 400, 'booking.tooShort');
    expect(body.message).toBe('This car is rented for at least 3 days: choose a longer trip.');
  });

  it('refuses too long a trip', async () => {
    const body = await refusedWith(await book(carId, day(10), day(18)), 400, 'booking.tooLong');
    expect(body.message).toBe(said('booking.tooLong', { maxDays: 7 }));
  });

  it('refuses too little notice, naming the earliest start date', async () => {
    const body = await refusedWith(
      await book(carId, day(1), day(4)),
      400,
      'booking.tooLittleNotice',
    );
    // 48 hours from now reach into the day after tomorrow; the first whole day after is the 3rd.
    expect(body.message).toBe(
      `This car must be booked 48 hours ahead: the earliest start date is ${formatCalendarDate(day(3))}.`,
    );
  });

  it('says the rule in Bangla for a Bangla request', async () => {
    const response = await api.fetch('/api/bookings', {
      method: 'POST',
      headers: {
        cookie: renter.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ carId, startDate: day(10), endDate: day(11) }),
    });
    const body = await json<{ message: string }>(response);
    expect(response.status).toBe(400);
    expect(body.message).toBe(
      'এই গাড়িটি কমপক্ষে ৩ দিনের জন্য ভাড়া দেওয়া হয়: আরও লম্বা ট্রিপ বেছে নিন।',
    );
  });

  it('books a trip within every rule, at each limit', async () => {
    expect((await book(carId, day(3), day(6))).status).toBe(201);
    expect((await book(carId, day(20), day(27))).status).toBe(201);
  });

  it('holds a change of dates to the rules, but not a kept start to the notice', async () => {
    const other = await carsOf.insert(owner.email, { minDays: 2, advanceNoticeHours: 0 });
    const made = await book(other, day(1), day(3));
    expect(made.status).toBe(201);
    const booking = await json<Booking>(made);
    // The owner now asks for a week's notice and three days at least.
    await api.db
      .update(cars)
      .set({ minDays: 3, advanceNoticeHours: 168 })
      .where(eq(cars.id, other));
    const change = (startDate: string, endDate: string) =>
      call('PATCH', `/api/bookings/${booking._id}`, { as: renter, body: { startDate, endDate } });
    await refusedWith(await change(day(1), day(3)), 400, 'booking.tooShort');
    await refusedWith(await change(day(2), day(5)), 400, 'booking.tooLittleNotice');
    const longer = await change(day(1), day(4));
    expect(longer.status).toBe(200);
    expect(await json<Booking>(longer)).toMatchObject({ startDate: day(1), endDate: day(4) });
  });
});

describe('the date search leaves out cars whose rules the dates break', () => {
  it('lists a car only for trips it takes', async () => {
    const model = `Ruled Search ${Date.now()}`;
    const carId = await carsOf.insert(owner.email, {
      carModel: model,
      minDays: 3,
      maxDays: 5,
      advanceNoticeHours: 48,
    });
    const found = async (from: string, to: string) => {
      const response = await call(
        'GET',
        `/api/cars?q=${encodeURIComponent(model)}&from=${from}&to=${to}`,
      );
      expect(response.status).toBe(200);
      return (await json<{ _id: string }[]>(response)).map((car) => car._id);
    };
    expect(await found(day(10), day(12))).toEqual([]); // two days: too short
    expect(await found(day(10), day(16))).toEqual([]); // six days: too long
    expect(await found(day(1), day(4))).toEqual([]); // tomorrow: too little notice
    expect(await found(day(3), day(6))).toEqual([carId]);
    expect(await found(day(10), day(15))).toEqual([carId]);
  });
});
