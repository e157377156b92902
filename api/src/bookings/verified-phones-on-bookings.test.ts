// Verified mobile numbers on cars and bookings: "Phone verified" on a car and on a
// request, never the number; a car whose owner requires one refuses a renter without; once a
// booking is confirmed each side reads the other's number on it and in the confirmation e-mail,
// and nobody else ever does. Numbers are verified on the Auth emulator and kept by POST /api/jwt.
import { randomUUID } from 'node:crypto';
import type { Booking, Car, OwnerBooking, OwnerRequest } from '@carzone/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../database/schema.js';
import { cookiePair, signUpUser, verifyPhone } from '../testing/auth-helpers.js';
import { expectRefusedWith, refusedFields, said } from '../testing/error-body.js';
import {
  callApi,
  dhakaDay as day,
  type Method,
  type SignedInUser as User,
} from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let owner: User & { phoneNumber: string };
let renter: User & { phoneNumber: string };
let unverified: User;
let stranger: User & { phoneNumber: string };

/** A unique Bangladeshi mobile number for this run (018 then eight digits). */
let next = Math.floor(Math.random() * 1e7);
const uniqueNumber = () => `+88018${String(10_000_000 + (next++ % 89_999_999)).slice(-8)}`;

/** Signs a person up, verifies a number of theirs when asked, and opens their session. */
async function person(name: string, withNumber: true): Promise<User & { phoneNumber: string }>;
async function person(name: string, withNumber: false): Promise<User>;
async function person(name: string, withNumber: boolean) {
  const user = await signUpUser(name);
  const phoneNumber = withNumber ? uniqueNumber() : '';
  const idToken = withNumber ? await verifyPhone(user.idToken, phoneNumber) : user.idToken;
  const response = await api.post('/api/jwt', { idToken });
  expect(response.status).toBe(200);
  return { ...user, cookie: cookiePair(response, 'session')!, phoneNumber };
}

beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Phone Test Car');
  [owner, renter, unverified, stranger] = await Promise.all([
    person('Phone Owner', true),
    person('Phone Renter', true),
    person('No Phone Renter', false),
    person('Phone Stranger', true),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const call = (method: Method, path: string, as?: User, body?: unknown) =>
  callApi(api, method, path, { as, body });
const book = (as: User | undefined, carId: string, startDate = day(3), endDate = day(5)) =>
  call('POST', '/api/bookings', as, { carId, startDate, endDate });
const ownBookings = async (as: User) =>
  json<Booking[]>(await call('GET', `/api/bookings?email=${encodeURIComponent(as.email)}`, as));
const ownerBookings = async (as: User) =>
  json<OwnerBooking[]>(await call('GET', `/api/cars/${encodeURIComponent(as.email)}/bookings`, as));

/** No answer or page anyone else reads may hold either side's number. */
const holdsNoNumber = (body: string) => {
  for (const number of [owner.phoneNumber, renter.phoneNumber, stranger.phoneNumber])
    expect(body).not.toContain(number);
};

describe('"Phone verified" on a car', () => {
  it("says whether its owner has a verified number, and never the number, in every car's answer", async () => {
    const verifiedOwners = await carsOf.insert(owner.email, { ownerName: 'Phone Owner' });
    const unverifiedOwners = await carsOf.insert(unverified.email);
    const one = await call('GET', `/api/car/${verifiedOwners}`);
    const text = await one.text();
    holdsNoNumber(text);
    expect(JSON.parse(text)).toMatchObject({
      ownerPhoneVerified: true,
      requireVerifiedPhone: false,
    });
    expect(
      (await json<Car>(await call('GET', `/api/car/${unverifiedOwners}`))).ownerPhoneVerified,
    ).toBe(false);
    const page = await (await call('GET', '/api/cars?q=Phone%20Test%20Car&limit=50')).text();
    holdsNoNumber(page);
    const listed = (JSON.parse(page) as Car[]).find((car) => car._id === verifiedOwners);
    expect(listed?.ownerPhoneVerified).toBe(true);
    // The owner's own list says it too.
    const mine = await json<Car[]>(
      await call('GET', `/api/cars/${encodeURIComponent(owner.email)}`, owner),
    );
    expect(mine.find((car) => car._id === verifiedOwners)?.ownerPhoneVerified).toBe(true);
  });
});

describe('requireVerifiedPhone on a listing', () => {
  const listing = (overrides: Record<string, unknown> = {}) => ({
    carModel: `Phone Listing ${randomUUID().slice(0, 8)}`,
    dailyRentalPrice: 45,
    bookingStatus: 'available',
    registrationNumber: 'Dhaka Metro-GA 12-3456',
    location: 'Dhanmondi, Dhaka',
    ...overrides,
  });

  it('is false on a new car without it, kept when sent, and kept by an update without it', async () => {
    const plain = await call('POST', '/api/addCars', owner, listing());
    expect(plain.status).toBe(201);
    const { insertedId: plainId } = await json<{ insertedId: string }>(plain);
    carsOf.adopt(plainId);
    expect((await json<Car>(await call('GET', `/api/car/${plainId}`))).requireVerifiedPhone).toBe(
      false,
    );

    const asking = await call(
      'POST',
      '/api/addCars',
      owner,
      listing({ requireVerifiedPhone: true }),
    );
    expect(asking.status).toBe(201);
    const { insertedId } = await json<{ insertedId: string }>(asking);
    carsOf.adopt(insertedId);
    expect(
      (await json<Car>(await call('GET', `/api/car/${insertedId}`))).requireVerifiedPhone,
    ).toBe(true);
    const updated = await call('PUT', `/api/update/${insertedId}`, owner, listing());
    expect(updated.status).toBe(200);
    expect(
      (await json<Car>(await call('GET', `/api/car/${insertedId}`))).requireVerifiedPhone,
    ).toBe(true);
  });

  it('refuses anything but true or false, by its field, and lists nothing', async () => {
    const model = `Refused Phone ${randomUUID().slice(0, 8)}`;
    const response = await call(
      'POST',
      '/api/addCars',
      owner,
      listing({ carModel: model, requireVerifiedPhone: 'yes' }),
    );
    expect(response.status).toBe(400);
    expect((await json<{ fields: unknown }>(response)).fields).toEqual(
      refusedFields({ requireVerifiedPhone: said('carListing.requireVerifiedPhoneInvalid') }),
    );
    const found = await json<Car[]>(await call('GET', `/api/cars?q=${encodeURIComponent(model)}`));
    expect(found).toEqual([]);
  });

  it('cannot be set by anyone but the car’s owner', async () => {
    const carId = await carsOf.insert(owner.email);
    const body = listing({ requireVerifiedPhone: true });
    expect((await call('PUT', `/api/update/${carId}`, undefined, body)).status).toBe(401);
    expect((await call('PUT', `/api/update/${carId}`, stranger, body)).status).toBe(403);
    expect((await json<Car>(await call('GET', `/api/car/${carId}`))).requireVerifiedPhone).toBe(
      false,
    );
  });
});

describe('booking a car that requires a verified number', () => {
  it('refuses a renter without one, with words that send them to their profile, and books nothing', async () => {
    const carId = await carsOf.insert(owner.email, { requireVerifiedPhone: true });
    const response = await book(unverified, carId);
    await expectRefusedWith(response, 400, 'booking.phoneNotVerified');
    expect((await ownBookings(unverified)).filter((b) => b.carId === carId)).toEqual([]);
    // In Bangla for a Bangla page.
    const bangla = await api.fetch('/api/bookings', {
      method: 'POST',
      headers: {
        cookie: unverified.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ carId, startDate: day(3), endDate: day(5) }),
    });
    expect((await json<{ message: string }>(bangla)).message).toContain('মোবাইল নম্বর');
    expect((await book(undefined, carId)).status).toBe(401);
  });

  it('books for a renter with one, and a car that does not require it books for anyone', async () => {
    const requiring = await carsOf.insert(owner.email, { requireVerifiedPhone: true });
    expect((await book(renter, requiring)).status).toBe(201);
    const open = await carsOf.insert(owner.email);
    expect((await book(unverified, open)).status).toBe(201);
  });
});

describe("each side's number on a confirmed booking", () => {
  it('is on an instant booking for its renter and its owner, and in both confirmation e-mails', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Phone Owner' });
    const response = await book(renter, carId, day(6), day(8));
    expect(response.status).toBe(201);
    const made = await json<Booking>(response);
    expect(made).toMatchObject({ bookingStatus: 'Confirmed', ownerPhoneNumber: owner.phoneNumber });
    expect((await ownBookings(renter)).find((b) => b._id === made._id)?.ownerPhoneNumber).toBe(
      owner.phoneNumber,
    );
    const ownersView = (await ownerBookings(owner)).find((b) => b._id === made._id);
    expect(ownersView?.renterPhoneNumber).toBe(renter.phoneNumber);

    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [renter.email, owner.email]));
    const about = mails.filter((mail) => mail.subject.includes(made.carModel));
    const toRenter = about.find((mail) => mail.toAddress === renter.email)!;
    const toOwner = about.find((mail) => mail.toAddress === owner.email)!;
    expect(toRenter.textBody).toContain(`Owner's mobile number: ${owner.phoneNumber}`);
    expect(toRenter.textBody).not.toContain(renter.phoneNumber);
    expect(toOwner.textBody).toContain(`Renter's mobile number: ${renter.phoneNumber}`);
    expect(toOwner.textBody).not.toContain(owner.phoneNumber);
  });

  it('is on neither side of a request until the owner accepts, then on both, and gone once canceled', async () => {
    const carId = await carsOf.insert(owner.email, { instantBooking: false });
    const response = await book(renter, carId, day(10), day(12));
    expect(response.status).toBe(201);
    const request = await json<Booking>(response);
    expect(request).toMatchObject({ bookingStatus: 'Pending', ownerPhoneNumber: null });

    // The owner reads that the renter has one, not the number.
    const requestsText = await (await call('GET', '/api/requests', owner)).text();
    holdsNoNumber(requestsText);
    const waiting = (JSON.parse(requestsText) as OwnerRequest[]).find((r) => r._id === request._id);
    expect(waiting?.renterPhoneVerified).toBe(true);
    const pendingView = (await ownerBookings(owner)).find((b) => b._id === request._id);
    expect(pendingView?.renterPhoneNumber).toBeNull();
    expect((await ownBookings(renter)).find((b) => b._id === request._id)?.ownerPhoneNumber).toBe(
      null,
    );
    const requestMail = await api.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [renter.email, owner.email]));
    for (const mail of requestMail.filter((m) => m.subject.includes(request.carModel)))
      holdsNoNumber(mail.textBody);

    expect((await call('POST', `/api/bookings/${request._id}/accept`, owner)).status).toBe(200);
    expect((await ownBookings(renter)).find((b) => b._id === request._id)?.ownerPhoneNumber).toBe(
      owner.phoneNumber,
    );
    expect((await ownerBookings(owner)).find((b) => b._id === request._id)?.renterPhoneNumber).toBe(
      renter.phoneNumber,
    );
    const accepted = (
      await api.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, [renter.email, owner.email]))
    ).filter(
      (mail) => mail.subject.includes(request.carModel) && mail.subject.includes('accepted'),
    );
    expect(accepted.find((m) => m.toAddress === renter.email)?.textBody).toContain(
      owner.phoneNumber,
    );
    expect(accepted.find((m) => m.toAddress === owner.email)?.textBody).toContain(
      renter.phoneNumber,
    );

    const canceled = await call('PATCH', `/api/bookings/${request._id}`, renter, {
      bookingStatus: 'Canceled',
    });
    expect(canceled.status).toBe(200);
    expect((await json<Booking>(canceled)).ownerPhoneNumber).toBeNull();
    expect((await ownBookings(renter)).find((b) => b._id === request._id)?.ownerPhoneNumber).toBe(
      null,
    );
  });

  it('is never read by a third person, nor on a public answer', async () => {
    const carId = await carsOf.insert(owner.email);
    const made = await json<Booking>(await book(renter, carId, day(14), day(15)));
    expect(made.ownerPhoneNumber).toBe(owner.phoneNumber);
    // Another person's bookings: only their own, or refused.
    holdsNoNumber(JSON.stringify(await ownBookings(stranger)));
    const othersList = await call(
      'GET',
      `/api/bookings?email=${encodeURIComponent(renter.email)}`,
      stranger,
    );
    expect(othersList.status).toBe(403);
    holdsNoNumber(await othersList.text());
    const ownersList = await call(
      'GET',
      `/api/cars/${encodeURIComponent(owner.email)}/bookings`,
      stranger,
    );
    expect(ownersList.status).toBe(403);
    holdsNoNumber(await ownersList.text());
    // Anonymous: the car, its booked days, its reviews.
    for (const path of [
      `/api/car/${carId}`,
      `/api/car/${carId}/booked-ranges`,
      `/api/car/${carId}/reviews`,
    ]) {
      const response = await call('GET', path);
      expect(response.status).toBe(200);
      holdsNoNumber(await response.text());
    }
  });
});
