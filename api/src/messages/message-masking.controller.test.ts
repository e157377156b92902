// What each side reads of a message: contact details hidden, for both, in what was written before
// the renter had a Confirmed booking of the car still to come or under way, and never shown later;
// shown as written while such a trip stands; hidden again once it is canceled. The original is in
// no answer. A deleted car's thread stays with both sides; a suspended person is refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hideContactDetails, type ThreadDetails, type ThreadList } from '@carzone/domain';
import { describe, expect, it } from 'vitest';
import { accounts, bookings, cars, messageThreads } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { inquired, pageRead, wrote } from '../testing/message-threads.js';
import { callApi, dhakaDay, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Masked Car', names: ['Nila Owner', 'Tanvir Renter', 'Joy Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const NUMBER = '01712345678';
const withNumber = (who: string) => `${who}: call me on ${NUMBER}`;
const hidden = (text: string) => hideContactDetails(text);

/** Every answer either side reads of the thread, as one text to search. */
async function everythingRead(threadId: string): Promise<string> {
  const texts: string[] = [];
  for (const as of [owner, renter])
    for (const path of [
      '/api/threads',
      `/api/threads/${threadId}`,
      `/api/threads/${threadId}/messages`,
    ])
      texts.push(await (await callApi(api, 'GET', path, { as })).text());
  return texts.join('\n');
}

const details = async (as: User, threadId: string) =>
  json<ThreadDetails>(await callApi(api, 'GET', `/api/threads/${threadId}`, { as }));

describe('contact details in messages', () => {
  it('hides them for both sides before a confirmed trip, and keeps the original out of every answer', async () => {
    expect(hidden(withNumber('Renter')).masked).toBe(true);
    const carId = await carsOf.insert(owner.email);
    const asked = await inquired(api, renter, carId, withNumber('Renter'));
    expect(asked.message).toMatchObject({ ...hidden(withNumber('Renter')), mine: true });
    const reply = await wrote(api, owner, asked.threadId, withNumber('Owner'));
    expect(reply).toMatchObject(hidden(withNumber('Owner')));
    // A trip that is over, or one only asked for, shows nothing.
    await insertBookingRow(api.db, { carId, bookerEmail: renter.email });
    await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      bookingStatus: 'Pending',
      startDate: dhakaDay(3),
      endDate: dhakaDay(5),
    });
    expect((await details(renter, asked.threadId)).masking).toBe(true);
    expect(await wrote(api, renter, asked.threadId, withNumber('Again'))).toMatchObject({
      masked: true,
    });
    expect(await everythingRead(asked.threadId)).not.toContain(NUMBER);
  });

  it('shows new messages as written while a confirmed trip stands, never the earlier ones, and hides them again once it is canceled', async () => {
    const carId = await carsOf.insert(owner.email);
    const before = await inquired(api, renter, carId, withNumber('Before'));
    const tripId = await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      startDate: dhakaDay(-1),
      endDate: dhakaDay(0),
    });
    expect((await details(owner, before.threadId)).masking).toBe(false);
    const fromRenter = await wrote(api, renter, before.threadId, withNumber('Renter'));
    const fromOwner = await wrote(api, owner, before.threadId, withNumber('Owner'));
    expect([fromRenter, fromOwner]).toMatchObject([
      { text: withNumber('Renter'), masked: false },
      { text: withNumber('Owner'), masked: false },
    ]);
    const page = await pageRead(api, owner, before.threadId);
    expect(page.items.map((item) => [item.text, item.masked])).toEqual([
      [hidden(withNumber('Before')).text, true],
      [withNumber('Renter'), false],
      [withNumber('Owner'), false],
    ]);

    await api.db
      .update(bookings)
      .set({ bookingStatus: 'Canceled', canceledBy: 'renter' })
      .where(eq(bookings.id, tripId));
    expect((await details(renter, before.threadId)).masking).toBe(true);
    expect(await wrote(api, owner, before.threadId, withNumber('After'))).toMatchObject(
      hidden(withNumber('After')),
    );
  });
});

describe("a thread's car and people", () => {
  it("keeps a deleted car's thread readable and writable by both sides", async () => {
    const carId = await carsOf.insert(owner.email);
    const { threadId } = await inquired(api, renter, carId, 'Still there?');
    const [{ carModel }] = (await api.db
      .select({ carModel: cars.carModel })
      .from(cars)
      .where(eq(cars.id, carId))) as [{ carModel: string }];
    await api.db.delete(cars).where(eq(cars.id, carId));
    const [row] = await api.db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(row!.carId).toBeNull();

    await wrote(api, owner, threadId, 'I sold it, sorry.');
    await wrote(api, renter, threadId, 'Thanks anyway.');
    expect((await pageRead(api, renter, threadId)).items.map((item) => item.text)).toEqual([
      'Still there?',
      'I sold it, sorry.',
      'Thanks anyway.',
    ]);
    expect(await details(owner, threadId)).toMatchObject({
      car: { _id: null, carModel },
      bookings: [],
      masking: true,
    });
    const list = await json<ThreadList>(await callApi(api, 'GET', '/api/threads', { as: renter }));
    expect(list.items.find((thread) => thread._id === threadId)?.car).toEqual({
      _id: null,
      carModel,
    });
  });

  it('refuses a suspended person (403) on the threads, as every signed-in route', async () => {
    const carId = await carsOf.insert(owner.email);
    const { threadId } = await inquired(api, stranger, carId, 'Hello');
    await api.db
      .update(accounts)
      .set({ status: 'suspended', suspensionReason: 'Spam', suspendedAt: new Date() })
      .where(eq(accounts.email, stranger.email.toLowerCase()));
    for (const [method, path] of [
      ['GET', '/api/threads'],
      ['GET', `/api/threads/${threadId}/messages`],
      ['POST', `/api/threads/${threadId}/messages`],
      ['POST', `/api/cars/${carId}/inquiries`],
      ['POST', `/api/bookings/${randomUUID()}/thread`],
    ] as const)
      await refused(
        await callApi(api, method, path, {
          as: stranger,
          body: method === 'POST' ? { text: 'Hi' } : undefined,
        }),
        403,
        'account.suspended',
        { reason: 'Spam' },
      );
    // The other side still reads and writes.
    await wrote(api, owner, threadId, 'Hello?');
  });
});
