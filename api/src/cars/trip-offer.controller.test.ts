// What a listing offers: its driver and the driver's rates, its seats, its district and
// whether self-drive asks for a licence, on `POST /api/addCars`, `PUT /api/update/:id` and every
// car's answer; and `GET /api/districts`. Existing cars and listings sent without them are
// self-drive, so the spec's flow is unchanged.
import { randomUUID } from 'node:crypto';
import type { Car } from '@carzone/domain';
import { TEST_CAR_SELF_DRIVE } from '@carzone/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { refusedFields, said } from '../testing/error-body.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let owner: User;
let stranger: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Trip Offer Car');
  [owner, stranger] = await Promise.all([
    signedInUser(api, 'Offer Owner'),
    signedInUser(api, 'Offer Stranger'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, as?: User, body?: unknown) =>
  callApi(api, method, path, { as, body });

const listing = (overrides: Record<string, unknown> = {}) => ({
  carModel: `Offer ${randomUUID().slice(0, 8)}`,
  dailyRentalPrice: 50,
  bookingStatus: 'available',
  registrationNumber: 'Dhaka Metro-GA 11-2233',
  location: 'Banani, Dhaka',
  ...overrides,
});

const WITH_DRIVER = {
  driverOption: 'with-driver',
  driverDailyRate: 20,
  overtimeHourlyRate: 3.5,
  nightHaltRate: 10,
  intercityDailySurcharge: 15,
  fuelPolicy: 'renter-pays',
} as const;

/** Lists a car as the owner, failing the test unless the API answers 201; answers it as read. */
async function added(body: Record<string, unknown>): Promise<Car> {
  const response = await call('POST', '/api/addCars', owner, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { insertedId } = await json<{ insertedId: string }>(response);
  carsOf.adopt(insertedId);
  return json<Car>(await call('GET', `/api/car/${insertedId}`));
}

describe('a listing without an offer', () => {
  it('is self-drive, 5 seats, no licence asked, in the district its location names', async () => {
    const car = await added(listing({ location: 'Agrabad, Chittagong' }));
    expect(car).toMatchObject({
      ...TEST_CAR_SELF_DRIVE,
      district: 'chattogram',
      licenceRequired: false,
    });
    expect((await added(listing({ location: 'Somewhere quiet' }))).district).toBe('dhaka');
  });
});

describe('a listing offered with its driver', () => {
  it('keeps its rates, seats and district, shown with the car and kept by an update without them', async () => {
    const car = await added(
      listing({ ...WITH_DRIVER, seats: 7, district: 'sylhet', licenceRequired: true }),
    );
    expect(car).toMatchObject({
      ...WITH_DRIVER,
      seats: 7,
      district: 'sylhet',
      districtName: 'Sylhet',
      districtNameBn: 'সিলেট',
      districtNames: { en: 'Sylhet', bn: 'সিলেট' },
      licenceRequired: true,
    });
    const updated = await call(
      'PUT',
      `/api/update/${car._id}`,
      owner,
      listing({ driverOption: 'both' }),
    );
    expect(updated.status).toBe(200);
    expect(await json(await call('GET', `/api/update/${car._id}`, owner))).toMatchObject({
      ...WITH_DRIVER,
      driverOption: 'both',
      seats: 7,
      district: 'sylhet',
      licenceRequired: true,
    });
  });

  it('is refused without its rates and fuel, in English and Bangla, and nothing is listed', async () => {
    const model = `Refused ${randomUUID().slice(0, 8)}`;
    const response = await call(
      'POST',
      '/api/addCars',
      owner,
      listing({ carModel: model, driverOption: 'with-driver', driverDailyRate: 20 }),
    );
    expect(response.status).toBe(400);
    expect((await json<{ fields: unknown }>(response)).fields).toEqual(
      refusedFields({
        overtimeHourlyRate: said('carListing.driverRateMissing'),
        nightHaltRate: said('carListing.driverRateMissing'),
        intercityDailySurcharge: said('carListing.driverRateMissing'),
        fuelPolicy: said('carListing.fuelPolicyInvalid'),
      }),
    );
    const bangla = await api.fetch('/api/addCars', {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify(listing({ carModel: model, driverOption: 'with-driver' })),
    });
    expect(bangla.status).toBe(400);
    expect(JSON.stringify(await bangla.json())).toContain(
      'ড্রাইভারসহ ভাড়ায় ড্রাইভারের প্রতিটি রেট দিন',
    );
    const mine = await json<Car[]>(
      await call('GET', `/api/cars/${encodeURIComponent(owner.email)}`, owner),
    );
    expect(mine.some((car) => car.carModel === model)).toBe(false);
  });

  it('refuses a rate that is negative, not a number or too high, and a bad choice of any field', async () => {
    const response = await call(
      'POST',
      '/api/addCars',
      owner,
      listing({
        ...WITH_DRIVER,
        driverDailyRate: -5,
        overtimeHourlyRate: '3',
        nightHaltRate: 100_001,
        intercityDailySurcharge: 1.234,
        fuelPolicy: 'free',
        seats: 16,
        district: 'atlantis',
        licenceRequired: 'yes',
      }),
    );
    expect(response.status).toBe(400);
    expect((await json<{ fields: unknown }>(response)).fields).toEqual(
      refusedFields({
        driverDailyRate: said('carListing.driverRateInvalid'),
        overtimeHourlyRate: said('carListing.driverRateInvalid'),
        nightHaltRate: said('carListing.driverRateTooHigh'),
        intercityDailySurcharge: said('carListing.driverRateInvalid'),
        fuelPolicy: said('carListing.fuelPolicyInvalid'),
        seats: said('carListing.seatsInvalid'),
        district: said('carListing.districtInvalid'),
        licenceRequired: said('carListing.licenceRequiredInvalid'),
      }),
    );
    const option = await call(
      'POST',
      '/api/addCars',
      owner,
      listing({ driverOption: 'chauffeur' }),
    );
    expect((await json<{ fields: unknown }>(option)).fields).toEqual(
      refusedFields({ driverOption: said('carListing.driverOptionInvalid') }),
    );
  });

  it("may be changed by the car's owner only", async () => {
    const car = await added(listing());
    expect(
      (await call('PUT', `/api/update/${car._id}`, undefined, listing(WITH_DRIVER))).status,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/update/${car._id}`, stranger, listing(WITH_DRIVER))).status,
    ).toBe(403);
    expect((await json<Car>(await call('GET', `/api/car/${car._id}`))).driverOption).toBe(
      'self-drive',
    );
  });
});

describe('GET /api/districts', () => {
  it('lists the 64 districts in every language, by id, for anyone, cacheable', async () => {
    const response = await call('GET', '/api/districts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const districts = await json<{ id: string; name: string; nameBn: string }[]>(response);
    expect(districts).toHaveLength(64);
    expect(districts).toContainEqual({
      id: 'coxs-bazar',
      name: "Cox's Bazar",
      nameBn: 'কক্সবাজার',
      names: { en: "Cox's Bazar", bn: 'কক্সবাজার' },
    });
    expect(districts).toContainEqual({
      id: 'dhaka',
      name: 'Dhaka',
      nameBn: 'ঢাকা',
      names: { en: 'Dhaka', bn: 'ঢাকা' },
    });
  });
});

describe('GET /api/cars by driver, district and seats', () => {
  it('lists exactly the cars each filter lets through, as a brute-force check over them finds', async () => {
    const mark = `fl${randomUUID().slice(0, 8)}`;
    const offers = [
      { driverOption: 'self-drive', seats: 4, district: 'dhaka' },
      { ...WITH_DRIVER, driverOption: 'with-driver', seats: 7, district: 'sylhet' },
      { ...WITH_DRIVER, driverOption: 'both', seats: 11, district: 'sylhet' },
      { driverOption: 'self-drive', seats: 7, district: 'coxs-bazar' },
    ] as const;
    const ids: string[] = [];
    for (const [index, offer] of offers.entries())
      ids.push(await carsOf.insert(owner.email, { ...offer, carModel: `${mark} car ${index}` }));
    const listed = async (query: string) =>
      (await json<Car[]>(await call('GET', `/api/cars?q=${mark}&${query}`)))
        .map((car) => car._id)
        .sort();
    const expected = (keep: (offer: (typeof offers)[number]) => boolean) =>
      ids.filter((_id, index) => keep(offers[index]!)).sort();
    for (const driver of ['with', 'self'] as const)
      for (const district of ['', 'sylhet', 'dhaka'])
        for (const minSeats of [0, 7, 11]) {
          const query = [
            `driver=${driver}`,
            district && `district=${district}`,
            minSeats && `minSeats=${minSeats}`,
          ]
            .filter(Boolean)
            .join('&');
          expect(await listed(query), query).toEqual(
            expected(
              (offer) =>
                offer.driverOption !== (driver === 'with' ? 'self-drive' : 'with-driver') &&
                (!district || offer.district === district) &&
                offer.seats >= minSeats,
            ),
          );
        }
  });

  it('refuses another driver filter, an unknown district and seats out of range', async () => {
    for (const [query, field, code] of [
      ['driver=chauffeur', 'driver', 'carList.driverFilterUnknown'],
      ['district=atlantis', 'district', 'carList.districtUnknown'],
      ['minSeats=1', 'minSeats', 'carList.minSeatsOutOfRange'],
      ['minSeats=seven', 'minSeats', 'carList.minSeatsOutOfRange'],
    ] as const) {
      const response = await call('GET', `/api/cars?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<{ fields: unknown }>(response)).fields).toEqual(
        refusedFields({ [field]: said(code) }),
      );
    }
  });
});
