// The catalogue over HTTP. The tests insert the cars they look at, each model named with this
// file's own marker (so a search finds only them, whatever else the database holds), listed in
// 2001 (so they never crowd the newest listings other tests may look at), and delete them after.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CAR_LIST_MESSAGES,
  CAR_PAGE_SIZE,
  type Car,
  type CarSort,
  MAX_CAR_PAGE_SIZE,
  MAX_CAR_SEARCH_LENGTH,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@carzone/domain';
import { TEST_CAR } from '@carzone/domain/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars as carsTable, type NewCarRow } from '../database/schema.js';
import { demoCarRows } from '../seed/demo-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { refusalBody, refusedFields } from '../testing/error-body.js';

/** Every field of a car, and no other: the shared test car is typed as one. */
const CAR_FIELDS = Object.keys(TEST_CAR).sort();

/** Letters and digits only, so it means the same in a URL, a LIKE pattern and any case. */
const MARK = `cz${randomBytes(4).toString('hex')}`;
const at = (day: number, hour = 0) => new Date(Date.UTC(2001, 0, day, hour));

function testCar(carModel: string, overrides: Partial<NewCarRow> = {}): NewCarRow {
  return {
    carModel: `${MARK} ${carModel}`,
    brand: 'Toyota',
    dailyRentalPrice: 40,
    bookingStatus: 'available',
    location: 'Gulshan, Dhaka',
    imageUrl: '/api/images/cars/sedan-white.svg',
    description: `A car the catalogue tests list (${carModel}), described at some length so that a page of them is large enough to be worth compressing.`,
    features: 'Air Conditioning, Bluetooth',
    registrationNumber: 'Dhaka Metro-GA 00-0000',
    ownerEmail: 'catalogue-tests@carzone.test',
    ownerName: 'Catalogue Tests',
    createdAt: at(1),
    ...overrides,
  };
}

// Prices and dates tie on purpose: the id has to break ties for the order to be stable.
const SORTED_CARS = [
  testCar('Sort A', { dailyRentalPrice: 35.5, createdAt: at(3) }),
  testCar('Sort B', { dailyRentalPrice: 99.99, createdAt: at(5) }),
  testCar('Sort C', { dailyRentalPrice: 35.5, createdAt: at(3) }),
  testCar('Sort D', { dailyRentalPrice: 60, createdAt: at(3), bookingStatus: 'unavailable' }),
  testCar('Sort E', { dailyRentalPrice: 12.25, createdAt: at(7) }),
  testCar('Sort F', { dailyRentalPrice: 60, createdAt: at(2) }),
  testCar('Sort G', { dailyRentalPrice: 35.5, createdAt: at(9) }),
];
// Each found by a search for one field only; the look-alikes catch unescaped LIKE wildcards.
const SEARCH_CARS = [
  testCar('Alpha Model'),
  testCar('Corolla', { brand: `Brand-${MARK}` }),
  testCar('Premio', { location: `Agrabad-${MARK}, Chittagong` }),
  testCar('100% Electric'),
  testCar('1000 Electric'),
  testCar('Snake_Case'),
  testCar('SnakeXCase'),
  testCar('Back\\Slash'),
  testCar('BackSlash'),
];

let api: TestApp;
const inserted = new Map<string, Car>();
beforeAll(async () => {
  api = await startTestApp();
  const rows = await api.db
    .insert(carsTable)
    .values([...SORTED_CARS, ...SEARCH_CARS])
    .returning({ id: carsTable.id });
  const ids = rows.map((row) => row.id);
  const listed = await json<Car[]>(await api.fetch(`/api/cars?q=${MARK}&limit=100`));
  for (const car of listed) inserted.set(car._id, car);
  expect([...inserted.keys()].sort()).toEqual(ids.sort());
});
afterAll(async () => {
  if (inserted.size > 0)
    await api.db.delete(carsTable).where(inArray(carsTable.id, [...inserted.keys()]));
  await api.close();
});

/** The 400 for a query whose one parameter (the first named in it) is refused with `message`. */
const refusedParameter = (query: string, message: string) =>
  refusalBody(400, message, { [query.split('=')[0]!]: message });

/** The models (without the marker) of a listing, in its order. */
const models = (list: Car[]) => list.map((car) => car.carModel.replace(`${MARK} `, ''));
const search = (q: string, more = '') => api.fetch(`/api/cars?q=${encodeURIComponent(q)}${more}`);
const total = (response: Response) => Number(response.headers.get(TOTAL_COUNT_HEADER));

/** The sort's order as the API must give it: by the key, then by id, in the same direction. */
function expectedOrder(sort: CarSort): string[] {
  const key = (car: Car) =>
    sort === 'newest' || sort === 'oldest' ? Date.parse(car.createdAt) : car.dailyRentalPrice;
  const direction = sort === 'newest' || sort === 'priceDesc' ? -1 : 1;
  const sortCars = [...inserted.values()].filter((car) => car.carModel.includes(' Sort '));
  return models(
    sortCars.sort(
      (a, b) => direction * (key(a) - key(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)),
    ),
  );
}

describe('GET /api/cars: the answer', () => {
  it('is an array of cars in the spec field names, prices as numbers, dates in ISO', () => {
    for (const car of inserted.values()) {
      expect(Object.keys(car).sort()).toEqual(CAR_FIELDS);
      expect(new Date(car.createdAt).toISOString()).toBe(car.createdAt);
    }
    const prices = [...inserted.values()].map((car) => car.dailyRentalPrice);
    expect(prices).toEqual(expect.arrayContaining([35.5, 99.99, 12.25, 60]));
  });

  it('includes unavailable cars', () => {
    const sortD = [...inserted.values()].find((car) => car.carModel.endsWith('Sort D'));
    expect(sortD?.bookingStatus).toBe('unavailable');
  });

  it('gives at most the default page size without a limit, and the total in X-Total-Count', async () => {
    const response = await api.fetch('/api/cars');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const list = await json<Car[]>(response);
    expect(list.length).toBeLessThanOrEqual(CAR_PAGE_SIZE);
    expect(total(response)).toBeGreaterThanOrEqual(list.length);
    expect(total(response)).toBeGreaterThanOrEqual(inserted.size);
  });
});

describe('GET /api/cars?q=: search', () => {
  it('matches the model, the brand or the location, in any case', async () => {
    expect(models(await json(await search(`${MARK} ALPHA model`)))).toEqual(['Alpha Model']);
    expect(models(await json(await search(`brand-${MARK.toUpperCase()}`)))).toEqual(['Corolla']);
    expect(models(await json(await search(`agrabad-${MARK}, chitta`)))).toEqual(['Premio']);
  });

  it('counts every match in X-Total-Count', async () => {
    const response = await search(MARK, '&limit=2');
    expect(await json<Car[]>(response)).toHaveLength(2);
    expect(total(response)).toBe(inserted.size);
  });

  it('matches %, _ and \\ literally', async () => {
    expect(models(await json(await search(`${MARK} 100%`)))).toEqual(['100% Electric']);
    expect(models(await json(await search(`${MARK} snake_case`)))).toEqual(['Snake_Case']);
    expect(models(await json(await search(`${MARK} back\\slash`)))).toEqual(['Back\\Slash']);
  });

  it('does not match across two fields', async () => {
    // The model ends in "Alpha Model" and the brand is "Toyota": no car has "Model Toyota".
    const response = await search(`${MARK} Alpha Model Toyota`);
    expect(await json(response)).toEqual([]);
    expect(total(response)).toBe(0);
  });

  it('ignores the spaces around the search, and lists every car for a blank one', async () => {
    expect(models(await json(await search(`  ${MARK} alpha  `)))).toEqual(['Alpha Model']);
    const blank = await search('   ');
    expect(blank.status).toBe(200);
    expect(total(blank)).toBe(total(await api.fetch('/api/cars')));
  });

  it('answers an empty list, total 0, when nothing matches', async () => {
    const response = await search(`${MARK}-nothing-like-this`);
    expect(await json(response)).toEqual([]);
    expect(total(response)).toBe(0);
  });
});

describe('GET /api/cars?sort=: sorts', () => {
  it.each(['newest', 'oldest', 'priceAsc', 'priceDesc'] as const)(
    'sorts %s, ties broken by id',
    async (sort) => {
      const list = await json<Car[]>(await search(`${MARK} Sort`, `&sort=${sort}`));
      expect(models(list)).toEqual(expectedOrder(sort));
    },
  );

  it('sorts newest first by default', async () => {
    const list = await json<Car[]>(await search(`${MARK} Sort`));
    expect(models(list)).toEqual(expectedOrder('newest'));
  });
});

describe('GET /api/cars?limit=&offset=: pages', () => {
  it.each(['newest', 'priceAsc'] as const)(
    'splits the %s list into pages that neither overlap nor leave a car out',
    async (sort) => {
      const pages: string[][] = [];
      for (const offset of [0, 3, 6]) {
        const response = await search(`${MARK} Sort`, `&sort=${sort}&limit=3&offset=${offset}`);
        expect(total(response)).toBe(SORTED_CARS.length);
        pages.push(models(await json(response)));
      }
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(expectedOrder(sort));
    },
  );

  it('answers the same page the same way every time', async () => {
    const path = `/api/cars?q=${MARK}&sort=priceAsc&limit=4&offset=2`;
    const first = await json(await api.fetch(path));
    expect(await json(await api.fetch(path))).toEqual(first);
  });

  it('answers an empty page past the end, with the total', async () => {
    const response = await search(`${MARK} Sort`, '&offset=50');
    expect(await json(response)).toEqual([]);
    expect(total(response)).toBe(SORTED_CARS.length);
  });

  it(`accepts limits from 1 to ${MAX_CAR_PAGE_SIZE}`, async () => {
    expect(await json(await search(MARK, '&limit=1'))).toHaveLength(1);
    expect(await json(await search(MARK, `&limit=${MAX_CAR_PAGE_SIZE}`))).toHaveLength(
      inserted.size,
    );
  });
});

describe('GET /api/cars: bad queries', () => {
  const longSearch = 'x'.repeat(MAX_CAR_SEARCH_LENGTH + 1);
  it.each([
    ['limit=0', CAR_LIST_MESSAGES.limitOutOfRange],
    [`limit=${MAX_CAR_PAGE_SIZE + 1}`, CAR_LIST_MESSAGES.limitOutOfRange],
    ['limit=1000', CAR_LIST_MESSAGES.limitOutOfRange],
    ['limit=ten', CAR_LIST_MESSAGES.limitOutOfRange],
    ['limit=2.5', CAR_LIST_MESSAGES.limitOutOfRange],
    ['limit=', CAR_LIST_MESSAGES.limitOutOfRange],
    ['limit=5&limit=6', CAR_LIST_MESSAGES.limitOutOfRange],
    ['offset=-1', CAR_LIST_MESSAGES.offsetOutOfRange],
    ['offset=1e3', CAR_LIST_MESSAGES.offsetOutOfRange],
    ['offset=99999999999999999999', CAR_LIST_MESSAGES.offsetOutOfRange],
    ['sort=bogus', CAR_LIST_MESSAGES.sortUnknown],
    ['sort=', CAR_LIST_MESSAGES.sortUnknown],
    [`q=${longSearch}`, CAR_LIST_MESSAGES.searchTooLong],
    ['q=a&q=b', CAR_LIST_MESSAGES.searchNotText],
    ['page=2', 'Unknown field "page".'],
  ])('refuses ?%s with a readable 400', async (query, message) => {
    const response = await api.fetch(`/api/cars?${query}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(refusedParameter(query, message));
  });

  it('names every broken rule at once', async () => {
    const response = await api.fetch('/api/cars?limit=0&sort=bogus');
    expect(response.status).toBe(400);
    const { message, fields } = await json<{ message: string; fields: object }>(response);
    expect(message).toContain(CAR_LIST_MESSAGES.limitOutOfRange);
    expect(message).toContain(CAR_LIST_MESSAGES.sortUnknown);
    expect(fields).toEqual(
      refusedFields({
        limit: CAR_LIST_MESSAGES.limitOutOfRange,
        sort: CAR_LIST_MESSAGES.sortUnknown,
      }),
    );
  });

  it(`accepts a search of exactly ${MAX_CAR_SEARCH_LENGTH} characters`, async () => {
    const response = await search('x'.repeat(MAX_CAR_SEARCH_LENGTH));
    expect(response.status).toBe(200);
  });
});

describe('GET /api/allCars', () => {
  it('answers every car, newest first, with the total', async () => {
    const response = await api.fetch('/api/allCars');
    expect(response.status).toBe(200);
    const list = await json<Car[]>(response);
    expect(total(response)).toBe(list.length);
    const times = list.map((car) => Date.parse(car.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = new Set(list.map((car) => car._id));
    for (const id of inserted.keys()) expect(ids).toContain(id);
  });

  it('answers only the newest `limit` cars when asked (Home asks for 6)', async () => {
    const response = await api.fetch('/api/allCars?limit=6');
    expect(response.status).toBe(200);
    const list = await json<Car[]>(response);
    expect(list).toHaveLength(6);
    expect(total(response)).toBeGreaterThanOrEqual(inserted.size);
    const times = list.map((car) => Date.parse(car.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each([
    ['limit=0', CAR_LIST_MESSAGES.limitOutOfRange],
    [`limit=${MAX_CAR_PAGE_SIZE + 1}`, CAR_LIST_MESSAGES.limitOutOfRange],
    ['offset=6', 'Unknown field "offset".'],
    ['q=toyota', 'Unknown field "q".'],
  ])('refuses ?%s with a readable 400', async (query, message) => {
    const response = await api.fetch(`/api/allCars?${query}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(refusedParameter(query, message));
  });
});

describe('GET /api/car/:id', () => {
  it('answers one car, as the list shows it', async () => {
    const wanted = [...inserted.values()][3]!;
    const response = await api.fetch(`/api/car/${wanted._id}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(wanted);
  });

  it('refuses a malformed id with a readable 400', async () => {
    const response = await api.fetch('/api/car/not-a-car');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(
      refusalBody(
        400,
        'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
      ),
    );
  });

  it('answers 404 "Car not found" for an id no car has', async () => {
    const response = await api.fetch('/api/car/3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual(refusalBody(404, 'Car not found'));
  });
});

describe('GET /api/images/cars/:file', () => {
  it('serves every image a demo car points at, as SVG', async () => {
    for (const imageUrl of new Set(demoCarRows().map((car) => car.imageUrl!))) {
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

describe('the OpenAPI description', () => {
  it('documents the list query and the total header', async () => {
    interface Operation {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    }
    const document = await json<{ paths: Record<string, { get: Operation }> }>(
      await api.fetch('/api/docs-json'),
    );
    const cars = document.paths['/api/cars']!.get;
    expect(cars.parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'query:district',
      'query:driver',
      'query:from',
      'query:limit',
      'query:maxPrice',
      'query:minPrice',
      'query:minSeats',
      'query:offset',
      'query:q',
      'query:sort',
      'query:to',
    ]);
    const totalHeaders = [TOTAL_COUNT_HEADER, TOTAL_COUNT_ESTIMATED_HEADER];
    expect(Object.keys(cars.responses['200']!.headers ?? {})).toEqual(totalHeaders);
    const allCars = document.paths['/api/allCars']!.get;
    expect(allCars.parameters.map((parameter) => parameter.name)).toEqual(['limit']);
    expect(Object.keys(allCars.responses['200']!.headers ?? {})).toEqual(totalHeaders);
  });
});

/** A GET with the raw bytes as sent (fetch() would decompress them out of sight). */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.baseUrl}${path}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  const page = () => `/api/cars?q=${MARK}&limit=100`;

  it('gzips a large enough list for a client that accepts gzip, headers kept', async () => {
    const answer = await rawGet(page(), 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(inserted.size));
    const list = JSON.parse(gunzipSync(answer.body).toString('utf8')) as Car[];
    expect(list).toHaveLength(inserted.size);
    expect(answer.body.length).toBeLessThan(JSON.stringify(list).length / 2);
  });

  it('prefers brotli when the client accepts it', async () => {
    const answer = await rawGet(page(), 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString('utf8'))).toHaveLength(
      inserted.size,
    );
  });

  it('sends plain JSON to a client that accepts no compression', async () => {
    const answer = await rawGet(page(), 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveLength(inserted.size);
  });

  it('compresses the car images', async () => {
    const answer = await rawGet('/api/images/cars/sedan-white.svg', 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toContain('<svg');
  });

  it('leaves errors in the one JSON error shape', async () => {
    const answer = await rawGet('/api/cars?limit=0', 'gzip, br');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      ...refusedParameter('limit=0', CAR_LIST_MESSAGES.limitOutOfRange),
      requestId: answer.headers['x-request-id'],
    });
  });
});
