// The HTTP contract the front ends are typed from (api/openapi.json and the types made of it, see
// ../testing/contract-files.ts) must be what the API describes now: a route, a body or an answer
// changed without running `pnpm --filter @carzone/api contract` fails here. And the API must
// answer what it describes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addCalendarDays, dhakaToday } from '@carzone/domain';
import { signedInUser } from '../testing/auth-helpers.js';
import { CONTRACT_COMMAND, checkedIn, contractFiles } from '../testing/contract-files.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { testCars, type TestCars } from '../testing/test-cars.js';

let api: TestApp;
let cars: TestCars;
beforeAll(async () => {
  api = await startTestApp();
  cars = testCars(api.db, 'Contract Car');
});
afterAll(async () => {
  await cars.deleteAll();
  await api.close();
});

interface Schema {
  $ref?: string;
  /** A described property of a schema of its own: `{ description, allOf: [{ $ref }] }`. */
  allOf?: Schema[];
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  items?: Schema;
  required?: string[];
  properties?: Record<string, Schema>;
}
interface Description {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** Where `value` differs from `schema`: a missing or undescribed field, a wrong type or value. */
function mismatches(value: unknown, schema: Schema, doc: Description, at: string): string[] {
  if (schema.$ref)
    return mismatches(value, doc.components.schemas[schema.$ref.split('/').pop()!]!, doc, at);
  if (value === null) return schema.nullable ? [] : [`${at}: null`];
  if (schema.allOf) return schema.allOf.flatMap((part) => mismatches(value, part, doc, at));
  if (schema.enum && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} is not one of the enum`];
  const type = Array.isArray(value)
    ? 'array'
    : Number.isInteger(value) && schema.type === 'integer'
      ? 'integer'
      : typeof value;
  if (schema.type && type !== schema.type) return [`${at}: ${type}, described as ${schema.type}`];
  if (Array.isArray(value))
    return value.flatMap((item, i) => mismatches(item, schema.items!, doc, `${at}[${i}]`));
  if (type !== 'object') return [];
  const properties = schema.properties ?? {};
  const fields = value as Record<string, unknown>;
  return [
    ...(schema.required ?? [])
      .filter((name) => !(name in fields))
      .map((name) => `${at}.${name}: missing`),
    ...Object.keys(fields)
      .filter((name) => !(name in properties))
      .map((name) => `${at}.${name}: not described`),
    ...Object.entries(properties)
      .filter(([name]) => name in fields)
      .flatMap(([name, property]) => mismatches(fields[name], property, doc, `${at}.${name}`)),
  ];
}

it('keeps the OpenAPI description and the types generated from it current', async () => {
  const description = await json<Record<string, unknown>>(await api.fetch('/api/docs-json'));
  for (const file of await contractFiles(description)) {
    const found = checkedIn(file);
    expect(
      found,
      `${file.path} is not what the API describes now: run \`${CONTRACT_COMMAND}\` and commit what it writes`,
    ).toBe(file.text);
  }
});

it('describes the answer of every route that answers JSON', async () => {
  const { paths } = await json<{
    paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
  }>(await api.fetch('/api/docs-json'));
  const undescribed = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, { responses }]) =>
      Object.entries(responses)
        .filter(([status, response]) => /^2/.test(status) && status !== '204' && !response.content)
        .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
    ),
  );
  expect(undescribed).toEqual([]);
});

it('answers what it describes, field for field', async () => {
  const doc = await json<Description>(await api.fetch('/api/docs-json'));
  const owner = await signedInUser(api, 'Contract Owner');
  const renter = await signedInUser(api, 'Contract Renter');
  const admin = await signedInStaff(api, 'admin', 'Contract Admin');
  const carId = await cars.insert(owner.email);
  const startDate = addCalendarDays(dhakaToday(), 30);
  const as = (cookie: string) => ({ headers: { cookie } });
  const sending = (method: string, cookie: string, body: unknown) => ({
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let bookingId = '';
  const listing = {
    carModel: 'Contract Axio',
    dailyRentalPrice: 45,
    bookingStatus: 'available',
    registrationNumber: 'Dhaka Metro-GA 11-2233',
    location: 'Dhanmondi, Dhaka',
  };
  const calls: [string, string, string, () => Promise<Response>][] = [
    ['/api/allCars', 'get', '200', () => api.fetch('/api/allCars?limit=3')],
    ['/api/car/{id}', 'get', '200', () => api.fetch(`/api/car/${carId}`)],
    [
      '/api/bookings',
      'post',
      '201',
      async () => {
        const response = await api.post(
          '/api/bookings',
          { carId, startDate, endDate: addCalendarDays(startDate, 2) },
          { cookie: renter.cookie },
        );
        bookingId = (await json<{ _id: string }>(response.clone()))._id;
        return response;
      },
    ],
    ['/api/bookings', 'get', '200', () => api.fetch('/api/bookings', as(renter.cookie))],
    [
      '/api/car/{id}/booked-ranges',
      'get',
      '200',
      () => api.fetch(`/api/car/${carId}/booked-ranges`),
    ],
    [
      '/api/cars/{email}/bookings',
      'get',
      '200',
      () => api.fetch(`/api/cars/${encodeURIComponent(owner.email)}/bookings`, as(owner.cookie)),
    ],
    [
      '/api/cars/{email}',
      'get',
      '200',
      () => api.fetch(`/api/cars/${encodeURIComponent(owner.email)}`, as(owner.cookie)),
    ],
    ['/api/me', 'get', '200', () => api.fetch('/api/me', as(renter.cookie))],
    ['/api/me/language', 'get', '200', () => api.fetch('/api/me/language', as(renter.cookie))],
    ['/api/sessions', 'get', '200', () => api.fetch('/api/sessions', as(renter.cookie))],
    ['/api/health', 'get', '200', () => api.fetch('/api/health')],
    ['/api/health/live', 'get', '200', () => api.fetch('/api/health/live')],
    ['/api/cars', 'get', '200', () => api.fetch('/api/cars?limit=3')],
    ['/api/update/{id}', 'get', '200', () => api.fetch(`/api/update/${carId}`, as(owner.cookie))],
    [
      '/api/update/{id}',
      'put',
      '200',
      () => api.fetch(`/api/update/${carId}`, sending('PUT', owner.cookie, listing)),
    ],
    [
      '/api/addCars',
      'post',
      '201',
      async () => {
        const response = await api.post('/api/addCars', listing, { cookie: owner.cookie });
        cars.adopt((await json<{ insertedId: string }>(response.clone())).insertedId);
        return response;
      },
    ],
    [
      '/api/me/language',
      'put',
      '200',
      () => api.fetch('/api/me/language', sending('PUT', renter.cookie, { language: 'bn' })),
    ],
    [
      '/api/contact',
      'post',
      '201',
      () =>
        api.post('/api/contact', { name: 'Rahim', email: 'rahim@example.com', message: 'Hello' }),
    ],
    ['/api/admin/staff', 'get', '200', () => api.fetch('/api/admin/staff', as(admin.cookie))],
    [
      '/api/admin/staff/{email}',
      'put',
      '200',
      () =>
        api.fetch(
          `/api/admin/staff/${encodeURIComponent(renter.email)}`,
          sending('PUT', admin.cookie, { role: 'support' }),
        ),
    ],
    ['/api/admin/audit', 'get', '200', () => api.fetch('/api/admin/audit', as(admin.cookie))],
    // Last: the booking it cancels is the one the lists above show.
    [
      '/api/bookings/{id}',
      'patch',
      '200',
      () =>
        api.fetch(
          `/api/bookings/${bookingId}`,
          sending('PATCH', renter.cookie, { bookingStatus: 'Canceled' }),
        ),
    ],
  ];
  const found: string[] = [];
  for (const [path, method, status, call] of calls) {
    const response = await call();
    expect(response.status, `${method.toUpperCase()} ${path}`).toBe(Number(status));
    const schema =
      doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
    const body: unknown = await response.json();
    expect(Array.isArray(body) ? body.length : 1, `${path} answers something`).toBeGreaterThan(0);
    found.push(...mismatches(body, schema, doc, `${method.toUpperCase()} ${path}`));
  }
  expect(found).toEqual([]);
});
