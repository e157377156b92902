// How much one person may write: new threads a day and messages in a window per account (rate
// limits `threads` and `messages`, 429 with Retry-After), and, before any booking of the car, 30
// messages a day per side in a thread (429 `message.dailyLimitBeforeBooking`, nothing written).
import { eq } from 'drizzle-orm';
import { MESSAGE_LIMITS } from '@carzone/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { threadMessages } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { inquired, wrote } from '../testing/message-threads.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Limited Car', names: ['Lima Owner', 'Lutfor Renter', 'Lopa Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const strictApps: { app: TestApp; cars: TestCars }[] = [];
afterAll(async () => {
  for (const { app, cars } of strictApps) {
    await cars.deleteAll();
    await app.close();
  }
});

/** An app of its own whose one rule allows `points` an hour per account. */
async function appWith(rule: 'threads' | 'messages', points: number) {
  const rateLimits = relaxedRateLimits();
  rateLimits[rule] = { perUser: { points, seconds: 3600 } };
  const app = await startTestApp({ seedDemoData: false, rateLimits });
  const cars = testCars(app.db, 'Strict Car');
  strictApps.push({ app, cars });
  const [asker, lister] = await Promise.all([
    signedInUser(app, 'Strict Asker'),
    signedInUser(app, 'Strict Lister'),
  ]);
  return { app, cars, asker: asker!, lister: lister! };
}

const ask = (on: TestApp, as: User, carId: string, text = 'Free?') =>
  callApi(on, 'POST', `/api/cars/${carId}/inquiries`, { as, body: { text } });

describe('rate limits', () => {
  it('counts only new threads against `threads`: more inquiries of an open thread still go', async () => {
    const { app, cars, asker, lister } = await appWith('threads', 2);
    const first = await cars.insert(lister.email);
    await inquired(app, asker, first, 'One');
    await inquired(app, asker, await cars.insert(lister.email), 'Two');
    const refusedNow = await ask(app, asker, await cars.insert(lister.email));
    expect(Number(refusedNow.headers.get('retry-after'))).toBeGreaterThan(0);
    await refused(refusedNow, 429, 'rateLimit.threads', { minutes: 60, seconds: 3600 });
    await inquired(app, asker, first, 'Three, in the first thread');
    // Another person's count is their own.
    await inquired(app, lister, await cars.insert(asker.email), 'Mine');
  });

  it('counts every message against `messages`, inquiries and replies alike', async () => {
    const { app, cars, asker, lister } = await appWith('messages', 3);
    const { threadId } = await inquired(app, asker, await cars.insert(lister.email), 'One');
    await wrote(app, asker, threadId, 'Two');
    await inquired(app, asker, await cars.insert(lister.email), 'Three');
    const response = await callApi(app, 'POST', `/api/threads/${threadId}/messages`, {
      as: asker,
      body: { text: 'Four' },
    });
    expect(response.status).toBe(429);
    expect((await json(response)).code).toBe('rateLimit.messages');
    await wrote(app, lister, threadId, 'The owner still answers');
  });
});

describe('before any booking', () => {
  it('takes 30 messages a day from each side of a thread, then 429 until the car is booked', async () => {
    const carId = await carsOf.insert(owner.email);
    const { threadId } = await inquired(api, renter, carId, 'Message 1');
    for (let sent = 2; sent <= MESSAGE_LIMITS.messagesPerDayBeforeBooking; sent += 1)
      await wrote(api, renter, threadId, `Message ${sent}`);
    const written = async () =>
      (await api.db.select().from(threadMessages).where(eq(threadMessages.threadId, threadId)))
        .length;
    expect(await written()).toBe(30);
    const values = { count: MESSAGE_LIMITS.messagesPerDayBeforeBooking };
    await refused(
      await callApi(api, 'POST', `/api/threads/${threadId}/messages`, {
        as: renter,
        body: { text: 'Message 31' },
      }),
      429,
      'message.dailyLimitBeforeBooking',
      values,
    );
    await refused(await ask(api, renter, carId), 429, 'message.dailyLimitBeforeBooking', values);
    expect(await written()).toBe(30);
    await wrote(api, owner, threadId, 'The owner has a count of their own');

    // Any booking of the car by the renter lifts it, even one declined.
    await insertBookingRow(api.db, { carId, bookerEmail: renter.email, bookingStatus: 'Declined' });
    await wrote(api, renter, threadId, 'Message 31');
    // Another renter's booking lifts nothing in this thread.
    const other = await inquired(api, stranger, carId, 'Hello');
    expect(other.threadId).not.toBe(threadId);
  });
});
