// A renter's licence photo shows a car's owner only once their self-drive booking is confirmed,
// and only until its end date: a request shows the number and expiry alone, and the photo's
// address refuses that owner (403) before they accept, after they decline, once the request has
// expired and once the trip has reached its end date. A removed licence's photo is gone (404).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, OwnLicence, OwnerBooking, OwnerRequest } from '@carzone/domain';
import { bookings } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let photoDir: string;
let carsOf: TestCars;
beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'carzone-licence-sight-test-'));
  api = await startTestApp({ seedDemoData: false, photoDir, rateLimits: relaxedRateLimits() });
  carsOf = testCars(api.db, 'Licence Sight Car');
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
  await rm(photoDir, { recursive: true, force: true });
});

const LICENCE = { number: 'DK0123456C00002', expiresOn: day(400) };

/** A renter with a licence and its photo, an owner, and a car of theirs that takes requests. */
async function renterAndOwner() {
  const [renter, owner] = await Promise.all([
    signedInUser(api, 'Sight Renter'),
    signedInUser(api, 'Sight Owner'),
  ]);
  expect((await callApi(api, 'PUT', '/api/me/licence', { as: renter, body: LICENCE })).status).toBe(
    200,
  );
  const uploaded = await api.fetch('/api/me/licence/photo', {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', cookie: renter.cookie },
    body: await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer(),
  });
  const { photoUrl } = await json<OwnLicence>(uploaded);
  const carId = await carsOf.insert(owner.email, { licenceRequired: true, instantBooking: false });
  return { renter, owner, carId, photoUrl: photoUrl! };
}

const photo = (url: string, as: User) => api.fetch(url, { headers: { cookie: as.cookie } });

async function expectNotConfirmed(response: Response) {
  await expectRefusedWith(response, 403, 'licence.photoNotConfirmed');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
}

async function request(renter: User, carId: string, from = 10) {
  const response = await callApi(api, 'POST', '/api/bookings', {
    as: renter,
    body: { carId, startDate: day(from), endDate: day(from + 2) },
  });
  expect(response.status).toBe(201);
  return json<Booking>(response);
}

const ownersBookings = async (owner: User) =>
  json<OwnerBooking[]>(
    await callApi(api, 'GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, {
      as: owner,
    }),
  );

describe("a renter's licence photo, to the car's owner", () => {
  it('is left out of a request, which shows the number and expiry, and refused until accepted', async () => {
    const { renter, owner, carId, photoUrl } = await renterAndOwner();
    const { _id } = await request(renter, carId);

    const waiting = await json<OwnerRequest[]>(
      await callApi(api, 'GET', '/api/requests', { as: owner }),
    );
    expect(waiting.find((each) => each._id === _id)!.renterLicence).toEqual({
      number: LICENCE.number,
      expiresOn: LICENCE.expiresOn,
      photoUrl: null,
    });
    expect((await ownersBookings(owner)).find((each) => each._id === _id)!.renterLicence).toEqual({
      number: LICENCE.number,
      expiresOn: LICENCE.expiresOn,
      photoUrl: null,
    });
    await expectNotConfirmed(await photo(photoUrl, owner));
    // Its holder sees it all along.
    expect((await photo(photoUrl, renter)).status).toBe(200);

    expect((await callApi(api, 'POST', `/api/bookings/${_id}/accept`, { as: owner })).status).toBe(
      200,
    );
    expect(
      (await ownersBookings(owner)).find((each) => each._id === _id)!.renterLicence,
    ).toMatchObject({ photoUrl });
    const seen = await photo(photoUrl, owner);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
  });

  it('is refused once the owner has declined the request', async () => {
    const { renter, owner, carId, photoUrl } = await renterAndOwner();
    const { _id } = await request(renter, carId);
    const declined = await callApi(api, 'POST', `/api/bookings/${_id}/decline`, {
      as: owner,
      body: {},
    });
    expect(declined.status).toBe(200);
    await expectNotConfirmed(await photo(photoUrl, owner));
  });

  it('is refused once the request has expired, before and after the sweep marks it', async () => {
    const { renter, owner, carId, photoUrl } = await renterAndOwner();
    const { _id } = await request(renter, carId);
    await api.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, _id));
    await expectNotConfirmed(await photo(photoUrl, owner));
    await api.db.update(bookings).set({ bookingStatus: 'Expired' }).where(eq(bookings.id, _id));
    await expectNotConfirmed(await photo(photoUrl, owner));
  });

  it('is seen on a confirmed trip until its end date, and refused from that day on', async () => {
    const { renter, owner, carId, photoUrl } = await renterAndOwner();
    const booking = {
      carId,
      bookerEmail: renter.email,
      bookingStatus: 'Confirmed' as const,
      withDriver: false,
    };
    const id = await insertBookingRow(api.db, {
      ...booking,
      startDate: day(-3),
      endDate: day(1),
    });
    expect((await photo(photoUrl, owner)).status).toBe(200);
    await api.db
      .update(bookings)
      .set({ endDate: day(0) })
      .where(eq(bookings.id, id));
    await expectNotConfirmed(await photo(photoUrl, owner));
    await api.db
      .update(bookings)
      .set({ endDate: day(-1) })
      .where(eq(bookings.id, id));
    await expectNotConfirmed(await photo(photoUrl, owner));
  });

  it('is gone once its holder removes the licence, a confirmed booking or not', async () => {
    const { renter, owner, carId, photoUrl } = await renterAndOwner();
    const { _id } = await request(renter, carId);
    expect((await callApi(api, 'POST', `/api/bookings/${_id}/accept`, { as: owner })).status).toBe(
      200,
    );
    expect((await photo(photoUrl, owner)).status).toBe(200);
    expect((await callApi(api, 'DELETE', '/api/me/licence', { as: renter })).status).toBe(204);
    for (const viewer of [owner, renter]) {
      const gone = await photo(photoUrl, viewer);
      expect(gone.status).toBe(404);
      expect(await json(gone)).toMatchObject({ code: 'licence.photoNotFound' });
    }
    expect(
      (await ownersBookings(owner)).find((each) => each._id === _id)!.renterLicence,
    ).toBeNull();
  });
});
