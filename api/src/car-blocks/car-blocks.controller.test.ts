// An owner's blocked days over HTTP: `GET/POST /api/cars/:id/blocks` and
// `DELETE /api/cars/:id/blocks/:blockId`, who may call them, what they refuse, and what a block
// does to booking, to a car's taken nights and to the date search. Each test works on cars of its
// own, inserted here and deleted after (their blocks with them); dates count from Dhaka's today.
import { type BookedRange, type Booking, type CarBlock, formatCalendarDate } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBlocks } from '../database/schema.js';
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

const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';

let api: TestApp;
let carsOf: TestCars;
let owner: User;
let stranger: User;
let renter: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Blocks Test Car');
  [owner, stranger, renter] = await Promise.all([
    signedInUser(api, 'Block Owner'),
    signedInUser(api, 'Block Stranger'),
    signedInUser(api, 'Block Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const call = (method: Method, path: string, options?: { as?: User; body?: unknown }) =>
  callApi(api, method, path, options);
const listBlocks = (as: User | undefined, carId: string) =>
  call('GET', `/api/cars/${carId}/blocks`, { as });
const addBlock = (as: User | undefined, carId: string, body: unknown) =>
  call('POST', `/api/cars/${carId}/blocks`, { as, body });
const removeBlock = (as: User | undefined, carId: string, blockId: string) =>
  call('DELETE', `/api/cars/${carId}/blocks/${blockId}`, { as });
const book = (as: User, carId: string, startDate: string, endDate: string) =>
  call('POST', '/api/bookings', { as, body: { carId, startDate, endDate } });
const takenNights = async (carId: string) =>
  json<BookedRange[]>(await call('GET', `/api/car/${carId}/booked-ranges`));
const blockRows = (carId: string) =>
  api.db.select().from(carBlocks).where(eq(carBlocks.carId, carId));

/** Blocks through the API, failing the test unless it is a 201. */
async function blocked(carId: string, startDate: string, endDate: string, note?: string) {
  const response = await addBlock(owner, carId, { startDate, endDate, note });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<CarBlock>(response);
}

async function expectRefusal(response: Response, statusCode: number, code: string) {
  const body = await json<{ statusCode: number; code: string; message: string }>(response);
  expect({ status: response.status, code: body.code }).toEqual({ status: statusCode, code });
  return body.message;
}

describe('the owner blocks and unblocks days', () => {
  it('answers the block, lists it with its note, and removes it', async () => {
    const carId = await carsOf.insert(owner.email);
    const block = await blocked(carId, day(30), day(37), '  Eid at home  ');
    expect(block).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      startDate: day(30),
      endDate: day(37),
      note: 'Eid at home',
    });
    const other = await blocked(carId, day(10), day(12));
    expect(other.note).toBe('');

    const listed = await listBlocks(owner, carId);
    expect(listed.status).toBe(200);
    expect(await json(listed)).toEqual([other, block]);

    const removed = await removeBlock(owner, carId, block._id);
    expect({ status: removed.status, body: await json(removed) }).toEqual({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await json(await listBlocks(owner, carId))).toEqual([other]);
    await expectRefusal(await removeBlock(owner, carId, block._id), 404, 'carBlock.blockNotFound');
  });

  it('takes a block that starts today and one that starts the day another ends', async () => {
    const carId = await carsOf.insert(owner.email);
    await blocked(carId, day(0), day(2));
    await blocked(carId, day(2), day(4));
    expect(await blockRows(carId)).toHaveLength(2);
  });

  it('refuses bad dates and notes, and writes nothing', async () => {
    const carId = await carsOf.insert(owner.email);
    const cases: [unknown, string][] = [
      [{ endDate: day(3) }, 'carBlock.notADate'],
      [{ startDate: day(1) }, 'carBlock.notADate'],
      [{ startDate: '2026-02-30', endDate: day(3) }, 'carBlock.notADate'],
      [{ startDate: 20260101, endDate: day(3) }, 'carBlock.notADate'],
      [{ startDate: day(3), endDate: day(3) }, 'carBlock.endNotAfterStart'],
      [{ startDate: day(5), endDate: day(3) }, 'carBlock.endNotAfterStart'],
      [{ startDate: day(-1), endDate: day(3) }, 'carBlock.startInPast'],
      [{ startDate: day(1), endDate: day(1 + 367) }, 'carBlock.tooLong'],
      [{ startDate: day(1), endDate: day(3), note: 'x'.repeat(201) }, 'carBlock.noteTooLong'],
      [{ startDate: day(1), endDate: day(3), note: 42 }, 'carBlock.noteNotText'],
      [{ startDate: day(1), endDate: day(3), carId }, 'request.unknownField'],
    ];
    for (const [body, code] of cases) {
      const response = await addBlock(owner, carId, body);
      const answer = await json<{ code: string; fields?: Record<string, { code: string }> }>(
        response,
      );
      const codes = [answer.code, ...Object.values(answer.fields ?? {}).map((f) => f.code)];
      expect({ body, status: response.status, has: codes.includes(code) }).toEqual({
        body,
        status: 400,
        has: true,
      });
    }
    expect(await blockRows(carId)).toEqual([]);
    // A year and a day, the longest block, is fine.
    await blocked(carId, day(1), day(1 + 366));
  });

  it('refuses a block over a booking, saying its dates, but not over a canceled one', async () => {
    const carId = await carsOf.insert(owner.email);
    const response = await book(renter, carId, day(20), day(23));
    expect(response.status).toBe(201);
    const booking = await json<Booking>(response);

    const message = await expectRefusal(
      await addBlock(owner, carId, { startDate: day(22), endDate: day(25) }),
      409,
      'carBlock.overBooking',
    );
    expect(message).toBe(
      said('carBlock.overBooking', {
        dates: `${formatCalendarDate(day(20))} – ${formatCalendarDate(day(23))}`,
      }),
    );
    // The nights either side are free to block.
    await blocked(carId, day(18), day(20));
    await blocked(carId, day(23), day(25));

    const canceled = await call('PATCH', `/api/bookings/${booking._id}`, {
      as: renter,
      body: { bookingStatus: 'Canceled' },
    });
    expect(canceled.status).toBe(200);
    await blocked(carId, day(20), day(23));
  });

  it('says in Bangla which days are booked, for a Bangla request', async () => {
    const carId = await carsOf.insert(owner.email);
    expect((await book(renter, carId, day(40), day(42))).status).toBe(201);
    const response = await api.fetch(`/api/cars/${carId}/blocks`, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ startDate: day(41), endDate: day(44) }),
    });
    const body = await json<{ message: string }>(response);
    expect(response.status).toBe(409);
    expect(body.message).toMatch(/^এই দিনগুলোতে বুকিং আছে: [০-৯]{2}\/[০-৯]{2}\/[০-৯]{4} – /);
  });

  it('refuses a block over another block, saying its dates', async () => {
    const carId = await carsOf.insert(owner.email);
    await blocked(carId, day(10), day(15));
    const message = await expectRefusal(
      await addBlock(owner, carId, { startDate: day(14), endDate: day(16) }),
      409,
      'carBlock.overBlock',
    );
    expect(message).toContain(formatCalendarDate(day(10)));
    expect(await blockRows(carId)).toHaveLength(1);
  });
});

describe('what a block does for renters', () => {
  it('refuses a booking over blocked nights as taken, and takes the nights around them', async () => {
    const carId = await carsOf.insert(owner.email);
    await blocked(carId, day(10), day(15), 'Private: the family trip');
    const response = await book(renter, carId, day(14), day(16));
    expect(await expectRefusal(response, 409, 'booking.overlap')).toBe(said('booking.overlap'));
    expect((await book(renter, carId, day(15), day(17))).status).toBe(201);
    expect((await book(renter, carId, day(8), day(10))).status).toBe(201);
  });

  it('refuses a change of dates onto blocked nights and keeps the booking as it was', async () => {
    const carId = await carsOf.insert(owner.email);
    const made = await book(renter, carId, day(5), day(7));
    const booking = await json<Booking>(made);
    await blocked(carId, day(8), day(10));
    const changed = await call('PATCH', `/api/bookings/${booking._id}`, {
      as: renter,
      body: { startDate: day(6), endDate: day(9) },
    });
    await expectRefusal(changed, 409, 'booking.overlap');
    const [mine] = (
      await json<Booking[]>(await call('GET', '/api/bookings', { as: renter }))
    ).filter((row) => row._id === booking._id);
    expect(mine).toMatchObject({ startDate: day(5), endDate: day(7) });
  });

  it("shows blocked nights among the car's taken ones, joined, without the note", async () => {
    const carId = await carsOf.insert(owner.email);
    expect((await book(renter, carId, day(3), day(5))).status).toBe(201);
    await blocked(carId, day(5), day(8), 'Secret note');
    await blocked(carId, day(20), day(21));
    const ranges = await takenNights(carId);
    expect(ranges).toEqual([
      { startDate: day(3), endDate: day(8) },
      { startDate: day(20), endDate: day(21) },
    ]);
    expect(JSON.stringify(ranges)).not.toContain('Secret');
  });

  it('leaves a blocked car out of a search by dates until it is unblocked', async () => {
    const model = `Blockable ${Date.now()}`;
    const carId = await carsOf.insert(owner.email, { carModel: model });
    const block = await blocked(carId, day(30), day(33));
    const search = async (from: string, to: string) => {
      const response = await call(
        'GET',
        `/api/cars?q=${encodeURIComponent(model)}&from=${from}&to=${to}`,
      );
      const found = await json<{ _id: string }[]>(response);
      expect(response.status, JSON.stringify(found)).toBe(200);
      return found.map((car) => car._id);
    };
    expect(await search(day(32), day(35))).toEqual([]);
    expect(await search(day(33), day(35))).toEqual([carId]);
    expect((await removeBlock(owner, carId, block._id)).status).toBe(200);
    expect(await search(day(32), day(35))).toEqual([carId]);
  });
});

describe('who may do what (anonymous → 401, someone else → 403, a missing car → 404)', () => {
  let carId: string;
  let block: CarBlock;
  beforeAll(async () => {
    carId = await carsOf.insert(owner.email);
    block = await blocked(carId, day(60), day(62));
  });

  const calls: { name: string; send: (as: User | undefined, car: string) => Promise<Response> }[] =
    [
      { name: 'GET /api/cars/:id/blocks', send: (as, car) => listBlocks(as, car) },
      {
        name: 'POST /api/cars/:id/blocks',
        send: (as, car) => addBlock(as, car, { startDate: day(70), endDate: day(72) }),
      },
      {
        name: 'DELETE /api/cars/:id/blocks/:blockId',
        send: (as, car) => removeBlock(as, car, block._id),
      },
    ];

  for (const { name, send } of calls) {
    it(`${name}: 401 signed out, 403 for another user, 404 for no car, nothing changed`, async () => {
      await expectRefusal(await send(undefined, carId), 401, 'auth.sessionMissing');
      const refused = await send(stranger, carId);
      expect(await expectRefusal(refused, 403, 'carListing.notYourCar')).toBe(
        said('carListing.notYourCar'),
      );
      await expectRefusal(await send(owner, MISSING_ID), 404, 'carListing.carNotFound');
      await expectRefusal(await send(owner, 'not-a-car'), 400, 'car.idInvalid');
      const rows = await blockRows(carId);
      expect(rows.map((row) => row.id)).toEqual([block._id]);
    });
  }

  it("refuses a malformed block id, and another car's block as not found", async () => {
    await expectRefusal(await removeBlock(owner, carId, 'nope'), 400, 'carBlock.idInvalid');
    const otherCar = await carsOf.insert(owner.email);
    await expectRefusal(
      await removeBlock(owner, otherCar, block._id),
      404,
      'carBlock.blockNotFound',
    );
    expect(await blockRows(carId)).toHaveLength(1);
  });
});
