// GET /api/threads/stream over HTTP: a signed-in person's thread events as they happen (messages
// of both sides, read receipts), nothing of other people's threads, a reconnect replaying what it
// missed after its Last-Event-ID (nothing twice), and, through Redis, a message posted on one
// instance reaching a stream held by another.
import { randomUUID } from 'node:crypto';
import type {
  InquirySent,
  ThreadMessage,
  ThreadMessageEvent,
  ThreadReadEvent,
} from '@carzone/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import {
  openEventStream,
  type OpenEventStream,
  type ServerSentEvent,
} from '../testing/event-stream.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';
import { MessageStreams } from './message-streams.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Streamed Car', names: ['Sumi Owner', 'Sabbir Renter', 'Selim Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const opened: OpenEventStream[] = [];
afterAll(() => opened.forEach((stream) => stream.close()));

async function streamOf(as: User, headers: Record<string, string> = {}, on = api, query = '') {
  const stream = await openEventStream(`${on.baseUrl}/api/threads/stream${query}`, {
    cookie: as.cookie,
    ...headers,
  });
  opened.push(stream);
  return stream;
}

async function inquiry(as: User, carId: string, text: string, on = api): Promise<InquirySent> {
  const response = await callApi(on, 'POST', `/api/cars/${carId}/inquiries`, {
    as,
    body: { text },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<InquirySent>(response);
}

async function say(as: User, threadId: string, text: string, on = api): Promise<ThreadMessage> {
  const response = await callApi(on, 'POST', `/api/threads/${threadId}/messages`, {
    as,
    body: { text },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ThreadMessage>(response);
}

const dataOf = <T>(event: { data: string }) => JSON.parse(event.data) as T;

describe('GET /api/threads/stream', () => {
  it('answers 401 to a caller without a session', async () => {
    const response = await api.fetch('/api/threads/stream');
    expect(response.status).toBe(401);
  });

  it("streams both sides' messages and read receipts of a thread to its people, and nothing to anyone else", async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Sumi Owner' });
    const [renterStream, ownerStream, strangerStream] = await Promise.all([
      streamOf(renter),
      streamOf(owner),
      streamOf(stranger),
    ]);
    expect(renterStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(renterStream.response.headers.get('cache-control')).toBe('no-store');
    const ready = await renterStream.next('ready');
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0);
    await ownerStream.next('ready');
    await strangerStream.next('ready');

    const asked = await inquiry(renter, carId, 'Is there AC? Call me on 01712345678');
    const atOwner = await ownerStream.next('message');
    expect(Number(atOwner.id)).toBeGreaterThan(Number(ready.id));
    expect(dataOf<ThreadMessageEvent>(atOwner)).toEqual({
      threadId: asked.threadId,
      message: { ...asked.message, mine: false },
    });
    expect(atOwner.data).not.toContain('01712345678');
    const atRenter = dataOf<ThreadMessageEvent>(await renterStream.next('message'));
    expect(atRenter.message).toMatchObject({ _id: asked.message._id, mine: true });

    const answer = await say(owner, asked.threadId, 'Yes, AC and a driver for 10 hours.');
    const answered = await renterStream.next('message');
    expect(Number(answered.id)).toBeGreaterThan(Number(atOwner.id));
    expect(dataOf<ThreadMessageEvent>(answered).message).toMatchObject({
      _id: answer._id,
      mine: false,
      text: 'Yes, AC and a driver for 10 hours.',
    });

    // The renter opens the thread: the owner's stream shows the receipt, the renter's the read.
    const read = await callApi(api, 'GET', `/api/threads/${asked.threadId}/messages`, {
      as: renter,
    });
    expect(read.status).toBe(200);
    expect(dataOf<ThreadReadEvent>(await ownerStream.next('read'))).toMatchObject({
      threadId: asked.threadId,
      mine: false,
    });
    expect(dataOf<ThreadReadEvent>(await renterStream.next('read'))).toMatchObject({
      threadId: asked.threadId,
      mine: true,
    });

    // The stranger's first event is their own thread's, never the others'.
    const theirCar = await carsOf.insert(owner.email, { ownerName: 'Sumi Owner' });
    const own = await inquiry(stranger, theirCar, 'Is it free next week?');
    const first = dataOf<ThreadMessageEvent>(await strangerStream.next());
    expect(first.threadId).toBe(own.threadId);
  });

  it('replays what a reconnect missed after its Last-Event-ID, in order and once, then goes on live', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Sumi Owner' });
    const first = await streamOf(renter);
    await first.next('ready');
    const asked = await inquiry(renter, carId, 'Can we go via Sylhet?');
    const seen = await first.next('message');
    first.close();

    const missed = [
      await say(owner, asked.threadId, 'Yes, via Sylhet is fine.'),
      await say(owner, asked.threadId, 'Fuel is included.'),
    ];
    const again = await streamOf(renter, { 'last-event-id': seen.id! });
    const replayed = [await again.next('message'), await again.next('message')];
    expect(replayed.map((event) => dataOf<ThreadMessageEvent>(event).message._id)).toEqual(
      missed.map((message) => message._id),
    );
    await again.next('ready');
    const live = await say(owner, asked.threadId, 'Pickup at Banani 11.');
    expect(dataOf<ThreadMessageEvent>(await again.next('message')).message._id).toBe(live._id);
    expect(again.pending().filter((event) => event.event === 'message')).toEqual([]);

    // A reconnect made by hand names the id in the query instead.
    const byQuery = await streamOf(renter, {}, api, `?lastEventId=${seen.id!}`);
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(dataOf<ThreadMessageEvent>(await byQuery.next('message')).message._id);
    expect(ids).toEqual([...missed, live].map((message) => message._id));
  });

  it('an id the stream never wrote replays nothing and starts from now', async () => {
    const stream = await streamOf(renter, { 'last-event-id': 'not-a-number' });
    const ready = await stream.next('ready');
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0);
    expect(stream.pending()).toEqual([]);
  });

  it('delivers a message posted on one instance to a stream held by another, through Redis', async () => {
    const shared = { ...relaxedRateLimits(), redisKeyPrefix: `carzone-test:${randomUUID()}` };
    const [one, other] = await Promise.all([
      startTestApp({ seedDemoData: false, redisUrl: REDIS_URL, rateLimits: shared }),
      startTestApp({ seedDemoData: false, redisUrl: REDIS_URL, rateLimits: shared }),
    ]);
    try {
      const carId = await carsOf.insert(owner.email, { ownerName: 'Sumi Owner' });
      const onOther = await streamOf(owner, {}, other);
      await onOther.next('ready');
      const postedAt = Date.now();
      const asked = await inquiry(renter, carId, 'Who pays for fuel?', one);
      const arrived = dataOf<ThreadMessageEvent>(await onOther.next('message', 2000));
      expect(Date.now() - postedAt).toBeLessThan(2000);
      expect(arrived.message._id).toBe(asked.message._id);

      // Written at once on both instances, every message reaches the stream, once, in its place's
      // order, though they commit and travel in any order.
      const sent = await Promise.all(
        Array.from({ length: 24 }, (_, n) =>
          n % 2 === 0
            ? say(renter, asked.threadId, `Question ${n}`, n % 4 === 0 ? one : other)
            : say(owner, asked.threadId, `Answer ${n}`, n % 4 === 1 ? one : other),
        ),
      );
      const received: ServerSentEvent[] = [];
      for (let n = 0; n < sent.length; n += 1) received.push(await onOther.next('message', 3000));
      const ids = received.map((event) => dataOf<ThreadMessageEvent>(event).message._id);
      expect(new Set(ids)).toEqual(new Set(sent.map((message) => message._id)));
      const places = received.map((event) => Number(event.id));
      expect(places).toEqual([...places].sort((a, b) => a - b));
      onOther.close();
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });

  it('ends a stream once its device session has ended, and its reconnect is refused', async () => {
    const leaving = await signedInUser(api, 'Sadia Leaving');
    const stream = await streamOf(leaving);
    await stream.next('ready');
    const streams = api.app.get(MessageStreams);
    await streams.endStreamsOfEndedSessions();
    expect(stream.pending()).toEqual([]);
    const out = await callApi(api, 'POST', '/api/logout', { as: leaving, body: {} });
    expect(out.status).toBe(200);
    await streams.endStreamsOfEndedSessions();
    await expect(stream.next('message', 3000)).rejects.toThrow(/ended/);
    expect(
      (await api.fetch('/api/threads/stream', { headers: { cookie: leaving.cookie } })).status,
    ).toBe(401);
  });

  it('ends its streams when the instance shuts down, so browsers reconnect to another', async () => {
    const leaving = await startTestApp({ seedDemoData: false });
    const stream = await streamOf(renter, {}, leaving);
    await stream.next('ready');
    await leaving.close();
    await expect(stream.next('message', 3000)).rejects.toThrow(/ended/);
  });
});
