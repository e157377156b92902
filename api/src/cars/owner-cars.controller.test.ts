// The owner's side of the cars API over HTTP (add, My Cars, the update form, update, delete),
// signed in through the Auth emulator. Each test works on users and cars of its own (the cars
// inserted here or added through the API, deleted after), so nothing depends on the seed or on
// other test files; booking dates count from Dhaka's today.
import {
  BOOKING_MESSAGES,
  type Booking,
  CAR_LISTING_LIMITS,
  CAR_LISTING_MESSAGES,
  type Car,
  formatCalendarDate,
  type OwnerCar,
  photoAddresses,
  TOTAL_COUNT_HEADER,
} from '@carzone/domain';
import { TEST_CAR } from '@carzone/domain/testing';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cars, type NewBookingRow } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import {
  callApi,
  dhakaDay as day,
  type Method,
  type SignedInUser as User,
} from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { testPhotos, type TestPhotos } from '../testing/test-photos.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { refusalBody, said } from '../testing/error-body.js';

const M = CAR_LISTING_MESSAGES;
const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';
const TOO_LARGE = 'The request body is too large: at most 64 KiB is accepted.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: TestApp;
let carsOf: TestCars;
let photosOf: TestPhotos;
let owner: User;
let stranger: User;
let renter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Owner Test Car');
  photosOf = testPhotos(api.db);
  [owner, stranger, renter] = await Promise.all([
    signedInUser(api, 'Car Owner'),
    signedInUser(api, 'Stranger'),
    signedInUser(api, 'Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await photosOf?.deleteAll();
  await api?.close();
});

type Body = Record<string, unknown>;

/** A complete listing as the add and update forms send it; `undefined` leaves a field out. */
const listing = (overrides: Body = {}): Body => ({
  carModel: 'Toyota Axio 2018',
  brand: 'Toyota',
  dailyRentalPrice: 45.5,
  bookingStatus: 'available',
  registrationNumber: 'Dhaka Metro-GA 11-2233',
  features: 'Air Conditioning, GPS',
  description: 'Clean and quiet.',
  imageUrl: 'https://images.example.com/axio.jpg',
  location: 'Banani, Dhaka',
  ...overrides,
});

const call = (method: Method, path: string, options?: { as?: User; body?: unknown }) =>
  callApi(api, method, path, options);
const addCar = (as: User | undefined, body: unknown) => call('POST', '/api/addCars', { as, body });
const listCars = (as: User | undefined, email: string) =>
  call('GET', `/api/cars/${encodeURIComponent(email)}`, { as });
const getForUpdate = (as: User | undefined, id: string) => call('GET', `/api/update/${id}`, { as });
const updateCar = (as: User | undefined, id: string, body: unknown) =>
  call('PUT', `/api/update/${id}`, { as, body });
const deleteCar = (as: User | undefined, id: string) => call('DELETE', `/api/cars/${id}`, { as });
const book = (as: User, carId: string, startDate: string, endDate: string) =>
  call('POST', '/api/bookings', { as, body: { carId, startDate, endDate } });

/** A car of `owner`'s (or another e-mail's), inserted directly. */
const carOf = (overrides: Parameters<TestCars['insert']>[1] = {}, email = owner.email) =>
  carsOf.insert(email, overrides);

/** Adds a car through the API as `as`, failing the test unless it is a 201; answers its id. */
async function added(as: User, body: Body = listing()): Promise<string> {
  const response = await addCar(as, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { insertedId } = await json<{ insertedId: string }>(response);
  carsOf.adopt(insertedId);
  return insertedId;
}

/** Books through the API, failing the test unless it is a 201. */
async function booked(as: User, carId: string, startDate: string, endDate: string) {
  const response = await book(as, carId, startDate, endDate);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<Booking>(response);
}

/** Inserts a booking row directly (past dates, under way…), as the API itself never would. */
async function insertBooking(carId: string, row: Partial<NewBookingRow>): Promise<string> {
  return insertBookingRow(api.db, {
    carId,
    bookerEmail: renter.email,
    bookerName: 'Renter',
    ...row,
  });
}

const rowOf = async (carId: string) =>
  (await api.db.select().from(cars).where(eq(cars.id, carId)))[0];
const bookingRow = async (bookingId: string) =>
  (await api.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
const carsOwnedBy = async (email: string) => {
  const [row] = await api.db
    .select({ total: count() })
    .from(cars)
    .where(eq(cars.ownerEmail, email));
  return row?.total ?? 0;
};

/** Sends a request that must be refused as said, the car's row (if any) left as it was. */
async function expectRefused(
  send: () => Promise<Response>,
  expected: ReturnType<typeof refusalBody>,
  carId?: string,
): Promise<void> {
  const before = carId ? await rowOf(carId) : undefined;
  const response = await send();
  expect(await json(response)).toEqual(expected);
  expect(response.status).toBe(expected.statusCode);
  if (carId) expect(await rowOf(carId)).toEqual(before);
}

const long = (length: number) => 'x'.repeat(length);

/**
 * Bodies that break one rule each, with the field and the words the answer must name. Shared by
 * POST /api/addCars and PUT /api/update/:id, whose rules are the same.
 */
const BAD_FIELDS: [string, Body, string, string][] = [
  ['carModel missing', { carModel: undefined }, 'carModel', M.carModelMissing],
  ['carModel blank', { carModel: '   ' }, 'carModel', M.carModelMissing],
  ['carModel null', { carModel: null }, 'carModel', M.carModelMissing],
  ['carModel a number', { carModel: 42 }, 'carModel', M.carModelMissing],
  ['carModel too long', { carModel: long(101) }, 'carModel', M.carModelTooLong],
  [
    'carModel with an escape character',
    { carModel: 'Axio\u001B[2J' },
    'carModel',
    M.controlCharacters,
  ],
  ['location with a bidi override', { location: 'Dhaka\u202E' }, 'location', M.controlCharacters],
  [
    'imageUrl with a bell character',
    { imageUrl: 'https://a.example/x\u0007.jpg' },
    'imageUrl',
    M.controlCharacters,
  ],
  ['carModel of 10 000 characters', { carModel: long(10_000) }, 'carModel', M.carModelTooLong],
  ['brand too long', { brand: long(61) }, 'brand', M.brandTooLong],
  ['brand a number', { brand: 42 }, 'brand', said('carListingNotText.brand')],
  ['price missing', { dailyRentalPrice: undefined }, 'dailyRentalPrice', M.priceMissing],
  ['price null (NaN in JSON)', { dailyRentalPrice: null }, 'dailyRentalPrice', M.priceMissing],
  ['price as a string', { dailyRentalPrice: '45.50' }, 'dailyRentalPrice', M.priceInvalid],
  ['price "NaN"', { dailyRentalPrice: 'NaN' }, 'dailyRentalPrice', M.priceInvalid],
  ['price zero', { dailyRentalPrice: 0 }, 'dailyRentalPrice', M.priceInvalid],
  ['price below a cent', { dailyRentalPrice: 1e-9 }, 'dailyRentalPrice', M.priceInvalid],
  ['price of half a cent', { dailyRentalPrice: 0.004 }, 'dailyRentalPrice', M.priceInvalid],
  ['price negative', { dailyRentalPrice: -45 }, 'dailyRentalPrice', M.priceInvalid],
  ['price with 3 decimals', { dailyRentalPrice: 45.555 }, 'dailyRentalPrice', M.priceInvalid],
  ['price true', { dailyRentalPrice: true }, 'dailyRentalPrice', M.priceInvalid],
  ['price in a list', { dailyRentalPrice: [45] }, 'dailyRentalPrice', M.priceInvalid],
  ['price over the limit', { dailyRentalPrice: 100_000.01 }, 'dailyRentalPrice', M.priceTooHigh],
  ['price of a billion', { dailyRentalPrice: 1e9 }, 'dailyRentalPrice', M.priceTooHigh],
  ['status missing', { bookingStatus: undefined }, 'bookingStatus', M.statusMissing],
  ['status empty', { bookingStatus: '' }, 'bookingStatus', M.statusMissing],
  ['status capitalised', { bookingStatus: 'Available' }, 'bookingStatus', M.statusMissing],
  ['status unknown', { bookingStatus: 'booked' }, 'bookingStatus', M.statusMissing],
  ['status a number', { bookingStatus: 1 }, 'bookingStatus', M.statusMissing],
  [
    'registrationNumber missing',
    { registrationNumber: undefined },
    'registrationNumber',
    M.registrationNumberMissing,
  ],
  [
    'registrationNumber too long',
    { registrationNumber: long(31) },
    'registrationNumber',
    M.registrationNumberTooLong,
  ],
  ['location missing', { location: undefined }, 'location', M.locationMissing],
  ['location blank', { location: '\n\t ' }, 'location', M.locationMissing],
  ['location too long', { location: long(121) }, 'location', M.locationTooLong],
  ['features too long', { features: long(501) }, 'features', M.featuresTooLong],
  ['features of 10 000 characters', { features: long(10_000) }, 'features', M.featuresTooLong],
  ['features a list', { features: ['GPS'] }, 'features', said('carListingNotText.features')],
  ['description too long', { description: long(2001) }, 'description', M.descriptionTooLong],
  [
    'description of 10 000 characters',
    { description: long(10_000) },
    'description',
    M.descriptionTooLong,
  ],
  ['imageUrl javascript:', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', M.imageUrlInvalid],
  [
    'imageUrl data:',
    { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    'imageUrl',
    M.imageUrlInvalid,
  ],
  ['imageUrl a relative path', { imageUrl: '/images/axio.jpg' }, 'imageUrl', M.imageUrlInvalid],
  ['imageUrl without a scheme', { imageUrl: 'example.com/a.jpg' }, 'imageUrl', M.imageUrlInvalid],
  ['imageUrl ftp:', { imageUrl: 'ftp://example.com/a.jpg' }, 'imageUrl', M.imageUrlInvalid],
  ['imageUrl http:', { imageUrl: 'http://example.com/a.jpg' }, 'imageUrl', M.imageUrlInvalid],
  [
    'imageUrl on a private network',
    { imageUrl: 'https://192.168.0.1/reboot' },
    'imageUrl',
    M.imageUrlInvalid,
  ],
  [
    'imageUrl on this machine',
    { imageUrl: 'https://localhost/a.jpg' },
    'imageUrl',
    M.imageUrlInvalid,
  ],
  ['imageUrl on IPv6 loopback', { imageUrl: 'https://[::1]/a.jpg' }, 'imageUrl', M.imageUrlInvalid],
  [
    'imageUrl with a space',
    { imageUrl: 'https://example.com/my car.jpg' },
    'imageUrl',
    M.imageUrlInvalid,
  ],
  [
    'imageUrl too long',
    { imageUrl: `https://example.com/${long(CAR_LISTING_LIMITS.imageUrl)}` },
    'imageUrl',
    M.imageUrlTooLong,
  ],
  ['imageUrl a number', { imageUrl: 42 }, 'imageUrl', M.imageUrlInvalid],
  ['photoId not a uuid', { imageUrl: undefined, photoId: 'photo-1' }, 'photoId', M.photoIdInvalid],
  ['photoId a number', { imageUrl: undefined, photoId: 42 }, 'photoId', M.photoIdInvalid],
  ['imageUrl and photoId both', { photoId: MISSING_ID }, 'imageUrl', M.imageUrlAndPhoto],
  ...['bookingCount', 'createdAt', '_id', 'ownerEmail', 'thumbnailUrl', 'isAdmin'].map(
    (field): [string, Body, string, string] => [
      `unknown field ${field}`,
      { [field]: field === 'bookingCount' ? 0 : 'x' },
      field,
      `Unknown field "${field}".`,
    ],
  ),
];

/** Bodies that are not a listing at all: refused as a whole, with no field named. */
const NOT_A_LISTING: [string, string, string][] = [
  ['a JSON array', '[1, 2]', said('request.notAnObject')],
  ['a JSON string', '"Toyota Axio"', said('request.notAnObject')],
  ['JSON null', 'null', said('request.notAnObject')],
  ['a JSON number', '42', said('request.notAnObject')],
  ['malformed JSON', '{"carModel": ', 'The request body is not valid JSON.'],
  ['NaN, which JSON has not', '{"dailyRentalPrice": NaN}', 'The request body is not valid JSON.'],
];

const EVERY_REQUIRED_FIELD_MISSING = {
  carModel: M.carModelMissing,
  dailyRentalPrice: M.priceMissing,
  bookingStatus: M.statusMissing,
  registrationNumber: M.registrationNumberMissing,
  location: M.locationMissing,
};

describe('POST /api/addCars', () => {
  it('lists the car for the session user, trimmed, and answers 201 { insertedId }', async () => {
    const before = Date.now();
    const response = await addCar(
      owner,
      listing({ carModel: '  Toyota Axio 2018 ', location: ' Banani, Dhaka\n' }),
    );
    expect(response.status).toBe(201);
    const answer = await json<{ insertedId: string }>(response);
    expect(Object.keys(answer)).toEqual(['insertedId']);
    expect(answer.insertedId).toMatch(UUID);
    carsOf.adopt(answer.insertedId);

    const car = await json<Car>(await api.fetch(`/api/car/${answer.insertedId}`));
    expect(car).toEqual({
      // A listing without trip rules takes the defaults: any trip of the spec's flow. Nor an
      // offer: self-drive, in the district its location names. No booking, no rating yet.
      ...TEST_CAR,
      _id: answer.insertedId,
      carModel: 'Toyota Axio 2018',
      brand: 'Toyota',
      dailyRentalPrice: 45.5,
      location: 'Banani, Dhaka',
      imageUrl: 'https://images.example.com/axio.jpg',
      thumbnailUrl: 'https://images.example.com/axio.jpg',
      description: 'Clean and quiet.',
      features: 'Air Conditioning, GPS',
      registrationNumber: 'Dhaka Metro-GA 11-2233',
      email: owner.email,
      name: 'Car Owner',
      createdAt: expect.any(String) as unknown,
    });
    expect(Date.parse(car.createdAt)).toBeGreaterThanOrEqual(before - 5000);
    const row = await rowOf(answer.insertedId);
    expect(row).toMatchObject({ photoId: null, thumbnailUrl: '', ownerEmail: owner.email });
  });

  it("takes the owner from the session: the old client's email and name are ignored", async () => {
    const id = await added(owner, listing({ email: stranger.email, name: 'Mallory' }));
    expect(await rowOf(id)).toMatchObject({ ownerEmail: owner.email, ownerName: 'Car Owner' });
    expect(await carsOwnedBy(stranger.email)).toBe(0);
  });

  it('accepts only the required fields: the optional ones are stored empty', async () => {
    const id = await added(owner, {
      carModel: 'Suzuki Swift',
      dailyRentalPrice: 30,
      bookingStatus: 'unavailable',
      registrationNumber: 'CTG-1',
      location: 'Agrabad, Chittagong',
    });
    expect(await rowOf(id)).toMatchObject({
      brand: '',
      features: '',
      description: '',
      imageUrl: '',
      thumbnailUrl: '',
      photoId: null,
      bookingStatus: 'unavailable',
    });
  });

  it('accepts the limits themselves: 2 decimals, the top price, each longest text', async () => {
    const id = await added(
      owner,
      listing({
        dailyRentalPrice: CAR_LISTING_LIMITS.maxDailyRentalPrice,
        carModel: long(CAR_LISTING_LIMITS.carModel),
        description: long(CAR_LISTING_LIMITS.description),
        imageUrl: '',
      }),
    );
    expect(await rowOf(id)).toMatchObject({ dailyRentalPrice: 100_000, imageUrl: '' });
    const cents = await added(owner, listing({ dailyRentalPrice: 33.33 }));
    expect((await rowOf(cents))!.dailyRentalPrice).toBe(33.33);
  });

  it('takes a photo the caller uploaded: the pictures are the API’s copies of it', async () => {
    const photoId = await photosOf.insert(owner.uid);
    const id = await added(owner, listing({ imageUrl: undefined, photoId }));
    const { imageUrl, thumbnailUrl } = photoAddresses(photoId);
    expect(await rowOf(id)).toMatchObject({ photoId, imageUrl, thumbnailUrl });
    const car = await json<Car>(await api.fetch(`/api/car/${id}`));
    expect(car).toMatchObject({ photoId, imageUrl, thumbnailUrl });
    // An empty image URL beside the photo is no second picture.
    const again = await added(owner, listing({ imageUrl: '', photoId }));
    expect(await rowOf(again)).toMatchObject({ photoId, imageUrl });
    // Its id in capitals names the same photo, and the addresses stay the ones it is served at.
    const shouted = await added(
      owner,
      listing({ imageUrl: undefined, photoId: photoId.toUpperCase() }),
    );
    expect(await rowOf(shouted)).toMatchObject({ photoId, imageUrl, thumbnailUrl });
  });

  it("refuses someone else's photo, or one that does not exist, with 400: nothing written", async () => {
    const theirs = await photosOf.insert(stranger.uid);
    const before = await carsOwnedBy(owner.email);
    for (const photoId of [theirs, MISSING_ID]) {
      await expectRefused(
        () => addCar(owner, listing({ imageUrl: undefined, photoId })),
        refusalBody(400, M.photoNotFound, { photoId: M.photoNotFound }),
      );
    }
    expect(await carsOwnedBy(owner.email)).toBe(before);
  });

  it.each(BAD_FIELDS)('refuses %s with 400 naming the field: nothing written', async (...args) => {
    const [, overrides, field, message] = args;
    const before = await carsOwnedBy(owner.email);
    await expectRefused(
      () => addCar(owner, listing(overrides)),
      refusalBody(400, message, { [field]: message }),
    );
    expect(await carsOwnedBy(owner.email)).toBe(before);
  });

  it('refuses owner fields that are not text, though it ignores them', async () => {
    await expectRefused(
      () => addCar(owner, listing({ email: 42 })),
      refusalBody(400, said('carListingNotText.email'), { email: said('carListingNotText.email') }),
    );
    await expectRefused(
      () => addCar(owner, listing({ name: { first: 'Mallory' } })),
      refusalBody(400, said('carListingNotText.name'), { name: said('carListingNotText.name') }),
    );
  });

  it('names every missing field at once, for an empty object and for no body at all', async () => {
    const message = Object.values(EVERY_REQUIRED_FIELD_MISSING).join(' ');
    const before = await carsOwnedBy(owner.email);
    for (const body of [{}, '']) {
      await expectRefused(
        () => addCar(owner, body),
        refusalBody(400, message, EVERY_REQUIRED_FIELD_MISSING),
      );
    }
    expect(await carsOwnedBy(owner.email)).toBe(before);
  });

  it.each(NOT_A_LISTING)('refuses %s with 400', async (_name, body, message) => {
    await expectRefused(() => addCar(owner, body), refusalBody(400, message));
  });

  it('refuses a body over 64 KiB (100 KB) with 413: nothing written', async () => {
    const before = await carsOwnedBy(owner.email);
    await expectRefused(
      () => addCar(owner, listing({ description: long(100 * 1024) })),
      refusalBody(413, TOO_LARGE),
    );
    expect(await carsOwnedBy(owner.email)).toBe(before);
  });

  it('refuses an anonymous or forged caller with 401: nothing written', async () => {
    const before = await carsOwnedBy(owner.email);
    await expectRefused(
      () => addCar(undefined, listing({ email: owner.email })),
      refusalBody(401, said('auth.sessionMissing')),
    );
    await expectRefused(
      () => api.post('/api/addCars', listing(), { cookie: 'session=forged' }),
      refusalBody(401, said('auth.sessionInvalid')),
    );
    expect(await carsOwnedBy(owner.email)).toBe(before);
  });
});

describe('GET /api/cars/:email (My Cars)', () => {
  let lister: User;
  let listed: string[];
  beforeAll(async () => {
    lister = await signedInUser(api, 'Lister');
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    const oldest = await carOf({ createdAt: at(1) }, lister.email);
    const newest = await carOf({ createdAt: at(20) }, lister.email);
    const middle = await carOf({ createdAt: at(10), bookingStatus: 'unavailable' }, lister.email);
    await carOf({ createdAt: at(15) }, stranger.email);
    listed = [newest, middle, oldest];
  });

  it("answers the caller's own cars, newest first, each as GET /api/car/:id shows it", async () => {
    const response = await listCars(lister, lister.email);
    expect(response.status).toBe(200);
    const list = await json<Car[]>(response);
    expect(list.map((car) => car._id)).toEqual(listed);
    // Its owner reads its standing with staff too, which nobody else is shown.
    for (const { moderation, ...car } of list as OwnerCar[]) {
      expect(moderation).toEqual({ state: 'published', reason: null });
      expect(await json(await api.fetch(`/api/car/${car._id}`))).toEqual(car);
    }
    expect(list.every((car) => car.email === lister.email)).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await listCars(lister, lister.email.toUpperCase());
    expect(response.status).toBe(200);
    expect((await json<Car[]>(response)).map((car) => car._id)).toEqual(listed);
  });

  it('answers [] to an owner with no cars yet', async () => {
    const newcomer = await signedInUser(api, 'Newcomer');
    const response = await listCars(newcomer, newcomer.email);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([]);
  });

  it("refuses anyone else's e-mail with 403, showing none of their cars", async () => {
    // The longest e-mail there can be (254 characters) is an e-mail like any other, not a 414.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    for (const email of [stranger.email, owner.email, 'nobody@example.com', longest]) {
      await expectRefused(() => listCars(lister, email), refusalBody(403, M.otherOwnersCars));
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    await expectRefused(
      () => listCars(undefined, lister.email),
      refusalBody(401, said('auth.sessionMissing')),
    );
  });

  it('leaves GET /api/cars (the catalogue) and GET /api/car/:id as they were', async () => {
    const catalogue = await api.fetch('/api/cars?limit=1');
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get(TOTAL_COUNT_HEADER)).not.toBeNull();
    expect(await json(catalogue)).toHaveLength(1);
    const one = await api.fetch(`/api/car/${listed[0]}`);
    expect(one.status).toBe(200);
  });
});

describe('GET /api/update/:id (the update form)', () => {
  it('answers the car to its owner, as GET /api/car/:id shows it', async () => {
    const id = await carOf();
    const response = await getForUpdate(owner, id);
    expect(response.status).toBe(200);
    const { moderation, ...car } = await json<OwnerCar>(response);
    expect(moderation).toEqual({ state: 'published', reason: null });
    expect(car).toEqual(await json(await api.fetch(`/api/car/${id}`)));
  });

  it("refuses someone else's car with 403 and none of its data", async () => {
    const id = await carOf();
    const response = await getForUpdate(stranger, id);
    expect(response.status).toBe(403);
    const body = await json(response);
    expect(body).toEqual(refusalBody(403, M.notYourCar));
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it('answers 404 for a car that does not exist and 400 for a malformed id', async () => {
    await expectRefused(() => getForUpdate(owner, MISSING_ID), refusalBody(404, M.carNotFound));
    await expectRefused(
      () => getForUpdate(owner, 'not-a-car'),
      refusalBody(400, said('car.idInvalid')),
    );
  });

  it('refuses an anonymous caller with 401', async () => {
    const id = await carOf();
    await expectRefused(
      () => getForUpdate(undefined, id),
      refusalBody(401, said('auth.sessionMissing')),
    );
  });
});

describe('PUT /api/update/:id', () => {
  it('replaces the listing and answers { modifiedCount: 1 }; owner, count and date stay', async () => {
    const id = await carOf({ bookingCount: 3, ownerName: 'Car Owner' });
    const before = (await rowOf(id))!;
    const response = await updateCar(
      owner,
      id,
      listing({
        carModel: ' Honda Vezel ',
        brand: 'Honda',
        dailyRentalPrice: 75.25,
        bookingStatus: 'unavailable',
        features: 'Hybrid',
        description: undefined,
        imageUrl: 'https://images.example.com/vezel.png',
        location: 'Sylhet',
      }),
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ modifiedCount: 1 });
    expect(await rowOf(id)).toEqual({
      ...before,
      carModel: 'Honda Vezel',
      brand: 'Honda',
      dailyRentalPrice: 75.25,
      bookingStatus: 'unavailable',
      registrationNumber: 'Dhaka Metro-GA 11-2233',
      features: 'Hybrid',
      // Left out, so emptied: PUT sends the whole listing.
      description: '',
      imageUrl: 'https://images.example.com/vezel.png',
      thumbnailUrl: '',
      photoId: null,
      location: 'Sylhet',
      searchText: 'honda vezel\nhonda\nsylhet',
    });
  });

  it('shows the new listing on GET /api/car/:id at once, though that car was just read', async () => {
    const id = await carOf({ dailyRentalPrice: 40 });
    const shown = async () => json<{ dailyRentalPrice: number }>(await api.fetch(`/api/car/${id}`));
    expect((await shown()).dailyRentalPrice).toBe(40);
    const response = await updateCar(owner, id, listing({ dailyRentalPrice: 55.5 }));
    expect(response.status).toBe(200);
    expect((await shown()).dailyRentalPrice).toBe(55.5);
  });

  it('answers modifiedCount 1 even when nothing differs (the client checks it is truthy)', async () => {
    const id = await carOf();
    const body = listing();
    expect(await json(await updateCar(owner, id, body))).toEqual({ modifiedCount: 1 });
    const before = await rowOf(id);
    const again = await updateCar(owner, id, body);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ modifiedCount: 1 });
    expect(await rowOf(id)).toEqual(before);
  });

  it("ignores the old client's read-only email, whoever it names", async () => {
    const id = await carOf();
    const response = await updateCar(owner, id, listing({ email: stranger.email }));
    expect(response.status).toBe(200);
    expect((await rowOf(id))!.ownerEmail).toBe(owner.email);
  });

  it('never touches existing bookings: each keeps its own daily price and total', async () => {
    const id = await carOf({ dailyRentalPrice: 40, carModel: 'Priced Car' });
    const booking = await booked(renter, id, day(10), day(13));
    expect(booking.totalPrice).toBe(132);
    const rowBefore = await bookingRow(booking._id);

    const response = await updateCar(
      owner,
      id,
      listing({ carModel: 'Repriced Car', dailyRentalPrice: 99.99, bookingStatus: 'unavailable' }),
    );
    expect(response.status).toBe(200);
    expect(await bookingRow(booking._id)).toEqual(rowBefore);
    const mine = await json<Booking[]>(await call('GET', '/api/bookings', { as: renter }));
    expect(mine.find((entry) => entry._id === booking._id)).toEqual(booking);
    expect((await rowOf(id))!.bookingCount).toBe(1);
  });

  it('switches to a photo the caller uploaded, and back to an image URL', async () => {
    const id = await carOf();
    const photoId = await photosOf.insert(owner.uid);
    const toPhoto = await updateCar(owner, id, listing({ imageUrl: undefined, photoId }));
    expect(toPhoto.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ photoId, ...photoAddresses(photoId) });

    const toUrl = await updateCar(owner, id, listing({ imageUrl: 'https://example.com/b.jpg' }));
    expect(toUrl.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      photoId: null,
      imageUrl: 'https://example.com/b.jpg',
      thumbnailUrl: '',
    });
  });

  it("keeps the car's current photo, whoever uploaded it, but refuses someone else's new one", async () => {
    const current = await photosOf.insert(stranger.uid);
    const id = await carOf({ photoId: current, ...photoAddresses(current) });
    const keep = await updateCar(owner, id, listing({ imageUrl: undefined, photoId: current }));
    expect(keep.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ photoId: current, ...photoAddresses(current) });

    const theirs = await photosOf.insert(stranger.uid);
    for (const photoId of [theirs, MISSING_ID]) {
      await expectRefused(
        () => updateCar(owner, id, listing({ imageUrl: undefined, photoId })),
        refusalBody(400, M.photoNotFound, { photoId: M.photoNotFound }),
        id,
      );
    }
  });

  it.each(BAD_FIELDS)('refuses %s with 400 naming the field: car unchanged', async (...args) => {
    const [, overrides, field, message] = args;
    const id = await carOf();
    await expectRefused(
      () => updateCar(owner, id, listing(overrides)),
      refusalBody(400, message, { [field]: message }),
      id,
    );
  });

  it('refuses a name (the owner never changes) as an unknown field', async () => {
    const id = await carOf();
    await expectRefused(
      () => updateCar(owner, id, listing({ name: 'Mallory' })),
      refusalBody(400, 'Unknown field "name".', { name: 'Unknown field "name".' }),
      id,
    );
  });

  it('names every missing field of an empty body', async () => {
    const id = await carOf();
    await expectRefused(
      () => updateCar(owner, id, {}),
      refusalBody(
        400,
        Object.values(EVERY_REQUIRED_FIELD_MISSING).join(' '),
        EVERY_REQUIRED_FIELD_MISSING,
      ),
      id,
    );
  });

  it.each(NOT_A_LISTING)('refuses %s with 400: car unchanged', async (_name, body, message) => {
    const id = await carOf();
    await expectRefused(() => updateCar(owner, id, body), refusalBody(400, message), id);
  });

  it('refuses a body over 64 KiB (100 KB) with 413: car unchanged', async () => {
    const id = await carOf();
    await expectRefused(
      () => updateCar(owner, id, listing({ features: long(100 * 1024) })),
      refusalBody(413, TOO_LARGE),
      id,
    );
  });

  it("refuses someone else's car with 403: car unchanged", async () => {
    const id = await carOf();
    await expectRefused(
      () => updateCar(stranger, id, listing({ dailyRentalPrice: 1, email: owner.email })),
      refusalBody(403, M.notYourCar),
      id,
    );
  });

  it('answers 404 for a car that does not exist and 400 for a malformed id', async () => {
    await expectRefused(
      () => updateCar(owner, MISSING_ID, listing()),
      refusalBody(404, M.carNotFound),
    );
    await expectRefused(
      () => updateCar(owner, 'not-a-car', listing()),
      refusalBody(400, said('car.idInvalid')),
    );
  });

  it('refuses an anonymous or forged caller with 401: car unchanged', async () => {
    const id = await carOf();
    await expectRefused(
      () => updateCar(undefined, id, listing({ dailyRentalPrice: 1 })),
      refusalBody(401, said('auth.sessionMissing')),
      id,
    );
    await expectRefused(
      () =>
        api.fetch(`/api/update/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: 'session=forged' },
          body: JSON.stringify(listing({ dailyRentalPrice: 1 })),
        }),
      refusalBody(401, said('auth.sessionInvalid')),
      id,
    );
  });
});

describe('DELETE /api/cars/:id', () => {
  it('deletes a car with no bookings and answers { deletedCount: 1 }', async () => {
    const id = await added(owner);
    // Read just before, as a visitor's car page would be: the delete must still show at once.
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(200);
    const response = await deleteCar(owner, id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ deletedCount: 1 });
    expect(await rowOf(id)).toBeUndefined();
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(404);
    await expectRefused(() => deleteCar(owner, id), refusalBody(404, M.carNotFound));
  });

  it('refuses while a booking is to come (409, saying until when), and deletes after it is canceled', async () => {
    const id = await carOf();
    const booking = await booked(renter, id, day(10), day(13));
    await expectRefused(
      () => deleteCar(owner, id),
      refusalBody(
        409,
        said('carListing.deleteBlocked', { count: 1, until: formatCalendarDate(day(13)) }),
      ),
      id,
    );
    expect(
      said('carListing.deleteBlocked', { count: 1, until: formatCalendarDate(day(13)) }),
    ).toContain(`until ${day(13).slice(8, 10)}/${day(13).slice(5, 7)}/${day(13).slice(0, 4)}`);

    const cancel = await call('PATCH', `/api/bookings/${booking._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(cancel.status).toBe(200);
    const response = await deleteCar(owner, id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ deletedCount: 1 });
    expect(await rowOf(id)).toBeUndefined();
  });

  it('counts every booking to come, and names the last day among them', async () => {
    const id = await carOf();
    await booked(renter, id, day(30), day(35));
    await booked(stranger, id, day(5), day(7));
    await insertBooking(id, { startDate: day(40), endDate: day(41), bookingStatus: 'Pending' });
    await expectRefused(
      () => deleteCar(owner, id),
      refusalBody(
        409,
        said('carListing.deleteBlocked', { count: 3, until: formatCalendarDate(day(41)) }),
      ),
      id,
    );
  });

  it('refuses while a booking is under way (started, not yet ended)', async () => {
    const id = await carOf();
    await insertBooking(id, { startDate: day(-2), endDate: day(1) });
    await expectRefused(
      () => deleteCar(owner, id),
      refusalBody(
        409,
        said('carListing.deleteBlocked', { count: 1, until: formatCalendarDate(day(1)) }),
      ),
      id,
    );
  });

  it("keeps past and canceled bookings, without a car, in their renters' lists", async () => {
    const id = await carOf({ carModel: 'Soon Gone', dailyRentalPrice: 40 });
    const canceled = await booked(renter, id, day(20), day(22));
    await call('PATCH', `/api/bookings/${canceled._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    const past = await insertBooking(id, {
      carModel: 'Soon Gone',
      imageUrl: '/api/images/cars/sedan-white.svg',
      startDate: day(-6),
      endDate: day(-3),
    });
    // One that ends today: the car is back, so it no longer holds the car.
    const endedToday = await insertBooking(id, { startDate: day(-2), endDate: day(0) });
    const mineBefore = await json<Booking[]>(await call('GET', '/api/bookings', { as: renter }));

    const response = await deleteCar(owner, id);
    expect(response.status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();

    for (const bookingId of [canceled._id, past, endedToday])
      expect((await bookingRow(bookingId))?.carId).toBeNull();
    const mineAfter = await json<Booking[]>(await call('GET', '/api/bookings', { as: renter }));
    const kept = (bookingId: string) => mineBefore.find((booking) => booking._id === bookingId)!;
    for (const bookingId of [canceled._id, past, endedToday]) {
      const before = kept(bookingId);
      expect(mineAfter.find((booking) => booking._id === bookingId)).toEqual({
        ...before,
        carId: null,
        // A trip whose car is gone can no longer be reviewed.
        reviews: before.reviews && { ...before.reviews, canWrite: false },
      });
    }
    expect(mineAfter.find((booking) => booking._id === past)).toMatchObject({
      carModel: 'Soon Gone',
      imageUrl: '/api/images/cars/sedan-white.svg',
      dailyRentalPrice: 40,
      totalPrice: 132,
    });
    // And no booking can be changed any more: they are over, or canceled.
    const change = await call('PATCH', `/api/bookings/${canceled._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(change.status).toBe(409);
    // The test-cars helper finds bookings through their car, which is gone: delete them here.
    await api.db.delete(bookings).where(inArray(bookings.id, [canceled._id, past, endedToday]));
  });

  it('never lets a booking and a deletion of the same car both win', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await carOf();
      const [booking, deletion] = await Promise.all([
        book(renter, id, day(10), day(12)),
        deleteCar(owner, id),
      ]);
      const outcome = [booking.status, deletion.status];
      // Either the booking came first (and blocks the deletion), or the car was gone before it.
      expect([
        [201, 409],
        [404, 200],
      ]).toContainEqual(outcome);
      if (booking.status === 404)
        expect((await json(booking)).message).toBe(BOOKING_MESSAGES.carNotFound);
    }
  });

  it("refuses someone else's car with 403: car kept", async () => {
    const id = await carOf();
    await expectRefused(() => deleteCar(stranger, id), refusalBody(403, M.notYourCar), id);
    expect(await rowOf(id)).toBeDefined();
  });

  it('answers 404 for a car that does not exist and 400 for a malformed id', async () => {
    await expectRefused(() => deleteCar(owner, MISSING_ID), refusalBody(404, M.carNotFound));
    await expectRefused(
      () => deleteCar(owner, 'not-a-car'),
      refusalBody(400, said('car.idInvalid')),
    );
  });

  it('refuses an anonymous or forged caller with 401: car kept', async () => {
    const id = await carOf();
    await expectRefused(
      () => deleteCar(undefined, id),
      refusalBody(401, said('auth.sessionMissing')),
      id,
    );
    await expectRefused(
      () => api.fetch(`/api/cars/${id}`, { method: 'DELETE', headers: { cookie: 'session=x' } }),
      refusalBody(401, said('auth.sessionInvalid')),
      id,
    );
  });
});

describe('the OpenAPI description', () => {
  it("documents the owner's routes", async () => {
    const document = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await api.fetch('/api/docs-json'),
    );
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods('/api/addCars')).toEqual(['post']);
    expect(methods('/api/cars/{email}')).toEqual(['get']);
    expect(methods('/api/cars/{id}')).toEqual(['delete']);
    expect(methods('/api/update/{id}')).toEqual(['get', 'put']);
    expect(methods('/api/cars')).toEqual(['get']);
  });
});
