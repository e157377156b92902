// The messages' routes over HTTP: an inquiry opens the car and renter's thread and a second adds
// to it; both sides list their threads (the other side's name, the last message, unread counts,
// also in /api/me), read a thread's heading and its pages (reading marks the other side's messages
// read and tells the streams) and write in it; a booking's two sides open its thread. Anyone else
// is answered 404 as for no thread, anonymous callers 401, an owner asking about their own car
// 403, and a refused body writes nothing.
import { eq } from 'drizzle-orm';
import type {
  BookingThread,
  SignedInUser as Me,
  ThreadDetails,
  ThreadList,
  ThreadMessage,
} from '@carzone/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadMessages } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { inquired, pageRead, wrote } from '../testing/message-threads.js';
import { callApi, dhakaDay, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { MessageEvents, type ThreadEvent } from './message-events.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Asked Car', names: ['Mina Owner', 'Rafi Renter', 'Sara Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const events: ThreadEvent[] = [];
let stopListening: (() => void) | undefined;
beforeAll(() => {
  stopListening = api.app.get(MessageEvents).subscribe((event) => events.push(event));
});
afterAll(() => stopListening?.());

const get = async <T>(as: User, path: string): Promise<T> => {
  const response = await callApi(api, 'GET', path, { as });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<T>(response);
};
const threadsOf = (as: User) => get<ThreadList>(as, '/api/threads');
const summaryIn = async (as: User, threadId: string) =>
  (await threadsOf(as)).items.find((thread) => thread._id === threadId);
const unreadOf = async (as: User) => (await get<Me>(as, '/api/me')).unreadMessages;

describe('an inquiry and its thread', () => {
  it('opens the thread with the first inquiry, adds the second to it, and lists it for both sides', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Mina Owner' });
    const first = await inquired(api, renter, carId, '  Is it free next Friday?  ');
    expect(first.message).toEqual({
      _id: expect.any(String) as unknown,
      mine: true,
      text: 'Is it free next Friday?',
      masked: false,
      at: expect.any(String) as unknown,
      readAt: null,
    });
    const second = await inquired(api, renter, carId, 'And the Saturday?');
    expect(second.threadId).toBe(first.threadId);

    expect(await summaryIn(renter, first.threadId)).toEqual({
      _id: first.threadId,
      car: { _id: carId, carModel: expect.stringMatching(/^Asked Car /) as unknown },
      with: { name: 'Mina Owner' },
      lastMessage: { text: 'And the Saturday?', at: second.message.at, mine: true },
      unread: 0,
    });
    expect(await summaryIn(owner, first.threadId)).toMatchObject({
      with: { name: 'Rafi Renter' },
      lastMessage: { text: 'And the Saturday?', mine: false },
      unread: 2,
    });
    expect(await summaryIn(stranger, first.threadId)).toBeUndefined();
  });

  it('lists the newest activity first, and the owner writes back', async () => {
    const older = await inquired(api, renter, await carsOf.insert(owner.email), 'First car?');
    const newer = await inquired(api, renter, await carsOf.insert(owner.email), 'Second car?');
    let ids = (await threadsOf(owner)).items.map((thread) => thread._id);
    expect(ids.indexOf(newer.threadId)).toBeLessThan(ids.indexOf(older.threadId));

    const reply = await wrote(api, owner, older.threadId, 'Yes, it is free.');
    expect(reply).toMatchObject({ mine: true, text: 'Yes, it is free.', readAt: null });
    ids = (await threadsOf(renter)).items.map((thread) => thread._id);
    expect(ids.indexOf(older.threadId)).toBeLessThan(ids.indexOf(newer.threadId));
    expect(await summaryIn(renter, older.threadId)).toMatchObject({
      lastMessage: { text: 'Yes, it is free.', mine: false },
      unread: 1,
    });
    const told = events.find(
      (event) => event.kind === 'message' && event.message._id === reply._id,
    );
    expect(told).toEqual({
      kind: 'message',
      seq: expect.any(Number) as unknown,
      threadId: older.threadId,
      ownerEmail: owner.email.toLowerCase(),
      renterEmail: renter.email.toLowerCase(),
      senderEmail: owner.email.toLowerCase(),
      message: {
        _id: reply._id,
        text: 'Yes, it is free.',
        masked: false,
        at: reply.at,
        readAt: null,
      },
    });
  });

  it('pages a thread back from the newest, oldest first within a page', async () => {
    const { threadId, message } = await inquired(
      api,
      renter,
      await carsOf.insert(owner.email),
      'm0',
    );
    const written: ThreadMessage[] = [message];
    for (const text of ['m1', 'm2', 'm3', 'm4'])
      written.push(await wrote(api, text === 'm2' ? owner : renter, threadId, text));

    const newest = await pageRead(api, renter, threadId, 'limit=2');
    expect(newest.items.map((item) => item.text)).toEqual(['m3', 'm4']);
    expect(newest.next).toBe(written[3]!._id);
    const middle = await pageRead(api, renter, threadId, `limit=2&before=${newest.next}`);
    expect(middle.items.map((item) => [item.text, item.mine])).toEqual([
      ['m1', true],
      ['m2', false],
    ]);
    const start = await pageRead(api, renter, threadId, `limit=2&before=${middle.next}`);
    expect(start).toMatchObject({ items: [{ text: 'm0' }], next: null });
    expect((await pageRead(api, renter, threadId)).items).toHaveLength(5);

    const path = `/api/threads/${threadId}/messages`;
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5'])
      await refused(
        await callApi(api, 'GET', `${path}?${query}`, { as: renter }),
        400,
        'message.limitOutOfRange',
      );
    for (const before of ['nope', randomUUID()])
      await refused(
        await callApi(api, 'GET', `${path}?before=${before}`, { as: renter }),
        400,
        'message.beforeInvalid',
      );
  });

  it("marks the other side's messages read when they read, never the reader's own", async () => {
    const { threadId, message } = await inquired(
      api,
      renter,
      await carsOf.insert(owner.email),
      'Hello?',
    );
    await pageRead(api, renter, threadId);
    expect((await pageRead(api, renter, threadId)).items[0]!.readAt).toBeNull();
    expect(events.some((event) => event.kind === 'read' && event.threadId === threadId)).toBe(
      false,
    );

    const seen = await pageRead(api, owner, threadId);
    const readAt = seen.items[0]!.readAt;
    expect(readAt).not.toBeNull();
    expect(events.filter((event) => event.kind === 'read' && event.threadId === threadId)).toEqual([
      {
        kind: 'read',
        threadId,
        readerEmail: owner.email.toLowerCase(),
        senderEmail: renter.email.toLowerCase(),
        readAt,
      },
    ]);
    const reply = await wrote(api, owner, threadId, 'Hi!');
    await pageRead(api, owner, threadId);
    const asRenter = await pageRead(api, renter, threadId);
    expect(asRenter.items.map((item) => [item._id, item.readAt])).toEqual([
      [message._id, readAt],
      [reply._id, expect.any(String)],
    ]);
    expect(await summaryIn(owner, threadId)).toMatchObject({ unread: 0 });
    expect(await summaryIn(renter, threadId)).toMatchObject({ unread: 0 });
  });

  it("counts a person's unread messages over all their threads in /api/me", async () => {
    const [asker, lister] = await Promise.all([
      signedInUser(api, 'Unread Asker'),
      signedInUser(api, 'Unread Lister'),
    ]);
    expect(await unreadOf(lister)).toBe(0);
    const one = await inquired(api, asker, await carsOf.insert(lister.email), 'One');
    await inquired(api, asker, await carsOf.insert(lister.email), 'Two');
    await wrote(api, asker, one.threadId, 'Three');
    expect(await unreadOf(lister)).toBe(3);
    expect(await unreadOf(asker)).toBe(0);
    await pageRead(api, lister, one.threadId);
    expect(await unreadOf(lister)).toBe(1);
    await wrote(api, lister, one.threadId, 'Reply');
    expect(await unreadOf(asker)).toBe(1);
  });

  it("shows a thread's heading: the sides, masking, and the renter's bookings of the car", async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Mina Owner' });
    const { threadId } = await inquired(api, renter, carId, 'Hello');
    const declined = await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      bookingStatus: 'Declined',
      startDate: dhakaDay(10),
      endDate: dhakaDay(12),
    });
    await insertBookingRow(api.db, { carId, bookerEmail: stranger.email });
    const asRenter = await get<ThreadDetails>(renter, `/api/threads/${threadId}`);
    expect(asRenter).toMatchObject({
      _id: threadId,
      side: 'renter',
      masking: true,
      with: { name: 'Mina Owner' },
      bookings: [
        {
          _id: declined,
          startDate: dhakaDay(10),
          endDate: dhakaDay(12),
          status: 'Declined',
          at: expect.any(String) as unknown,
        },
      ],
    });
    expect(await get<ThreadDetails>(owner, `/api/threads/${threadId}`)).toMatchObject({
      side: 'owner',
      with: { name: 'Rafi Renter' },
      bookings: asRenter.bookings,
    });
  });
});

describe("a booking's thread", () => {
  it('opens the thread of the car and renter for either side, once, with nothing written', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Mina Owner' });
    const bookingId = await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      bookerName: 'Rafi Renter',
    });
    const opened = async (as: User) => {
      const response = await callApi(api, 'POST', `/api/bookings/${bookingId}/thread`, { as });
      expect(response.status).toBe(200);
      return (await json<BookingThread>(response)).threadId;
    };
    const threadId = await opened(owner);
    expect(await opened(renter)).toBe(threadId);
    expect(await summaryIn(renter, threadId)).toMatchObject({
      with: { name: 'Mina Owner' },
      lastMessage: null,
      unread: 0,
    });
    expect(await summaryIn(owner, threadId)).toMatchObject({ with: { name: 'Rafi Renter' } });
    expect((await inquired(api, renter, carId, 'About my trip')).threadId).toBe(threadId);

    await refused(
      await callApi(api, 'POST', `/api/bookings/${bookingId}/thread`, { as: stranger }),
      404,
      'booking.bookingNotFound',
    );
    await refused(
      await callApi(api, 'POST', `/api/bookings/${randomUUID()}/thread`, { as: renter }),
      404,
      'booking.bookingNotFound',
    );
    await refused(
      await callApi(api, 'POST', '/api/bookings/nope/thread', { as: renter }),
      400,
      'booking.idInvalid',
    );
  });
});

describe('who may ask and read', () => {
  it('answers a stranger 404 on every route of a thread, as for no thread', async () => {
    const { threadId } = await inquired(api, renter, await carsOf.insert(owner.email), 'Private');
    const routes = [
      ['GET', `/api/threads/${threadId}`],
      ['GET', `/api/threads/${threadId}/messages`],
      ['POST', `/api/threads/${threadId}/messages`],
    ] as const;
    for (const id of [threadId, randomUUID()])
      for (const [method, path] of routes) {
        const body = method === 'POST' ? { text: 'Let me in' } : undefined;
        const at = path.replace(threadId, id);
        await refused(
          await callApi(api, method, at, { as: stranger, body }),
          404,
          'message.threadNotFound',
        );
      }
    await refused(
      await callApi(api, 'GET', '/api/threads/nope', { as: renter }),
      400,
      'message.threadIdInvalid',
    );
    expect((await pageRead(api, renter, threadId)).items[0]!.readAt).toBeNull();
  });

  it('answers an anonymous caller 401 on every route', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['POST', `/api/cars/${id}/inquiries`],
      ['GET', '/api/threads'],
      ['GET', `/api/threads/${id}`],
      ['GET', `/api/threads/${id}/messages`],
      ['POST', `/api/threads/${id}/messages`],
      ['POST', `/api/bookings/${id}/thread`],
    ] as const)
      await refused(
        await callApi(api, method, path, { body: method === 'POST' ? { text: 'hi' } : undefined }),
        401,
        'auth.sessionMissing',
      );
  });

  it("refuses an owner's inquiry about their own car (403), and a car nobody else is shown (404)", async () => {
    const own = await carsOf.insert(owner.email);
    await refused(
      await callApi(api, 'POST', `/api/cars/${own}/inquiries`, {
        as: owner,
        body: { text: 'Me?' },
      }),
      403,
      'message.ownCar',
    );
    const waiting = await carsOf.insert(owner.email, { moderationState: 'pendingReview' });
    for (const carId of [waiting, randomUUID()])
      await refused(
        await callApi(api, 'POST', `/api/cars/${carId}/inquiries`, {
          as: renter,
          body: { text: 'Hi' },
        }),
        404,
        'message.carNotFound',
      );
    await refused(
      await callApi(api, 'POST', '/api/cars/nope/inquiries', { as: renter, body: { text: 'Hi' } }),
      400,
      'car.idInvalid',
    );
  });

  it('refuses a body that is not 1 to 2,000 characters of text, writing nothing', async () => {
    const { threadId } = await inquired(api, renter, await carsOf.insert(owner.email), 'Start');
    const carId = await carsOf.insert(owner.email);
    const countIn = async () =>
      (await api.db.select().from(threadMessages).where(eq(threadMessages.threadId, threadId)))
        .length;
    for (const [body, field, code] of [
      [{ text: '' }, 'text', 'message.textInvalid'],
      [{ text: '   \n ' }, 'text', 'message.textInvalid'],
      [{ text: 42 }, 'text', 'message.textInvalid'],
      [{}, 'text', 'message.textInvalid'],
      [{ text: 'x'.repeat(2001) }, 'text', 'message.textTooLong'],
      [{ text: 'Hi', threadId }, 'threadId', 'request.unknownField'],
    ] as const) {
      for (const path of [`/api/threads/${threadId}/messages`, `/api/cars/${carId}/inquiries`]) {
        const response = await callApi(api, 'POST', path, { as: renter, body });
        expect(await json(response), JSON.stringify(body)).toMatchObject({
          statusCode: 400,
          fields: { [field]: { code } },
        });
      }
    }
    expect(await countIn()).toBe(1);
    expect((await threadsOf(renter)).items.some((thread) => thread.car._id === carId)).toBe(false);
    expect((await wrote(api, renter, threadId, 'y'.repeat(2000))).text).toHaveLength(2000);
  });
});
