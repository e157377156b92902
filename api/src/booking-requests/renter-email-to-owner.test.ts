// An owner never receives a renter's e-mail address (decision 018): not in the requests they
// answer, not in what accepting, declining or canceling answers, not on their car's bookings, not
// in any mail about them. They read the renter's name (an unnamed renter's as such) instead.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let owner: User;
let named: User;
let unnamed: User;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Renter Address Car');
  [owner, named, unnamed] = await Promise.all([
    signedInUser(api, 'Address Owner'),
    signedInUser(api, 'Address Renter'),
    signedInUser(api, ''),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const call = (method: 'GET' | 'POST', path: string, as: User, body?: unknown) =>
  callApi(api, method, path, { as, body });

/** Fails unless the answer is `status`; answers its body as text, to search for the address. */
async function answered(response: Response, status: number): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text;
}

describe("the renter's e-mail address", () => {
  it.each([
    ['a named renter', () => named],
    ['a renter who gave no name', () => unnamed],
  ])('reaches the owner of the car nowhere, for %s', async (_who, renterOf) => {
    const renter = renterOf();
    const address = new RegExp(renter.email.replace(/[.+]/g, '\\$&'), 'i');
    const carId = await carsOf.insert(owner.email, { instantBooking: false });
    const request = async (from: number) => {
      const response = await call('POST', '/api/bookings', renter, {
        carId,
        startDate: day(from),
        endDate: day(from + 2),
      });
      return (await json<{ _id: string }>(response))._id;
    };
    const toAccept = await request(3);
    const toDecline = await request(10);

    const seen = [
      await answered(await call('GET', '/api/requests', owner), 200),
      await answered(await call('POST', `/api/bookings/${toAccept}/accept`, owner), 200),
      await answered(await call('POST', `/api/bookings/${toDecline}/decline`, owner, {}), 200),
      await answered(
        await call('GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, owner),
        200,
      ),
      await answered(
        await call('POST', `/api/bookings/${toAccept}/cancel`, owner, { reason: 'Workshop.' }),
        200,
      ),
    ];
    for (const text of seen) expect(text).not.toMatch(address);
    // What accepting, declining and canceling answer has no renter's address at all.
    for (const text of seen.slice(1, 3).concat(seen[4]!))
      expect(Object.keys(JSON.parse(text) as object)).not.toContain('email');

    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [owner.email, renter.email]));
    const { carModel } = JSON.parse(seen[1]!) as { carModel: string };
    const toOwner = mails.filter(
      (mail) => mail.toAddress === owner.email && mail.subject.includes(carModel),
    );
    // Two requests, an accept, a decline and a cancel: five mails to the owner.
    expect(toOwner).toHaveLength(5);
    for (const mail of toOwner)
      for (const part of [mail.subject, mail.textBody, mail.htmlBody])
        expect(part).not.toMatch(address);
    const bookedBy = renter === unnamed ? 'Unnamed renter' : 'Address Renter';
    for (const mail of toOwner) expect(mail.textBody).toContain(`Booked by: ${bookedBy}\n`);
    // The renter's own mails still reach them at their address.
    expect(mails.some((mail) => mail.toAddress === renter.email)).toBe(true);
    await api.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, renter.email));
  });
});
