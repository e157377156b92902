// A renter's driving licence: kept on the profile, its photo private to its holder and
// the owner of a car they are to drive themselves, and required for a self-drive trip of a car
// whose owner asks for one, valid until the car goes back.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, OwnLicence, OwnerBooking, OwnerRequest } from '@carzone/domain';
import { formatCalendarDateIn } from '@carzone/domain';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith, refusedFields, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { CAR_WITH_DRIVER, testCars, type TestCars } from '../testing/test-cars.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let photoDir: string;
let carsOf: TestCars;
let holder: User;
let owner: User;
let otherOwner: User;
let stranger: User;
beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'carzone-licences-test-'));
  api = await startTestApp({ seedDemoData: false, photoDir, rateLimits: relaxedRateLimits() });
  carsOf = testCars(api.db, 'Licence Car');
  [holder, owner, otherOwner, stranger] = await Promise.all([
    signedInUser(api, 'Licence Holder'),
    signedInUser(api, 'Licence Owner'),
    signedInUser(api, 'Other Owner'),
    signedInUser(api, 'Stranger'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
  await rm(photoDir, { recursive: true, force: true });
});

const NO_LICENCE: OwnLicence = { number: null, expiresOn: null, photoUrl: null };
const LICENCE = { number: 'dk0123456c00001', expiresOn: day(400) };

/** A small JPEG, as a phone would send it. */
const jpeg = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

const uploadPhoto = async (as?: User, body?: Buffer, type = 'image/jpeg') =>
  api.fetch('/api/me/licence/photo', {
    method: 'POST',
    headers: { 'content-type': type, ...(as ? { cookie: as.cookie } : {}) },
    body: body ?? (await jpeg()),
  });

const putLicence = (as: User | undefined, body: unknown) =>
  callApi(api, 'PUT', '/api/me/licence', { as, body });

const fetchPhoto = (url: string, as?: User) =>
  api.fetch(url, { headers: as ? { cookie: as.cookie } : {} });

describe('the licence on the profile', () => {
  it('is empty at first, kept in capitals, and answered to its holder alone', async () => {
    const fresh = await signedInUser(api, 'Fresh Renter');
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: fresh }))).toEqual(
      NO_LICENCE,
    );
    const saved = await putLicence(fresh, { number: '  dk 0123-456  ', expiresOn: day(30) });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({
      number: 'DK 0123-456',
      expiresOn: day(30),
      photoUrl: null,
    });
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: fresh }))).toEqual({
      number: 'DK 0123-456',
      expiresOn: day(30),
      photoUrl: null,
    });
    // Another person reads their own (none), never this one.
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: stranger }))).toEqual(
      NO_LICENCE,
    );
    // Removed, it is gone, and removing it again is a 404.
    expect((await callApi(api, 'DELETE', '/api/me/licence', { as: fresh })).status).toBe(204);
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: fresh }))).toEqual(
      NO_LICENCE,
    );
    const again = await callApi(api, 'DELETE', '/api/me/licence', { as: fresh });
    await expectRefusedWith(again, 404, 'licence.licenceNotFound');
  });

  it.each([
    [{ number: 'AB1', expiresOn: day(30) }, { number: said('licence.numberInvalid') }],
    [{ number: 'NO-DIGITS', expiresOn: day(30) }, { number: said('licence.numberInvalid') }],
    [{ number: 'DK<script>12', expiresOn: day(30) }, { number: said('licence.numberInvalid') }],
    [{ number: 'DK0123456C0000123456', expiresOn: day(30) }, null],
    [
      { number: 'DK0123456C00001234567', expiresOn: day(30) },
      { number: said('licence.numberInvalid') },
    ],
    [{ number: 12345678, expiresOn: day(30) }, { number: said('licence.numberInvalid') }],
    [
      { number: 'DK0123456', expiresOn: '2030-02-30' },
      { expiresOn: said('licence.expiresOnInvalid') },
    ],
    [{ number: 'DK0123456', expiresOn: day(-1) }, { expiresOn: said('licence.expired') }],
    [
      { number: 'DK0123456', expiresOn: day(11 * 366) },
      { expiresOn: said('licence.expiresTooFar') },
    ],
    [{ number: 'DK0123456' }, { expiresOn: said('licence.expiresOnInvalid') }],
    [
      { number: 'DK0123456', expiresOn: day(30), photoUrl: '/api/photos/x.webp' },
      { photoUrl: said('request.unknownField', { field: 'photoUrl' }) },
    ],
  ])('refuses %j with the field that broke a rule, and keeps nothing', async (body, fields) => {
    const someone = await signedInUser(api, 'Typing Renter');
    const response = await putLicence(someone, body);
    if (fields === null) {
      expect(response.status).toBe(200);
      return;
    }
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ fields: refusedFields(fields) });
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: someone }))).toEqual(
      NO_LICENCE,
    );
  });

  it('answers Bangla to a Bangla request', async () => {
    const response = await api.fetch('/api/me/licence', {
      method: 'PUT',
      headers: {
        cookie: stranger.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify({ number: 'DK0123456', expiresOn: day(-3) }),
    });
    expect(response.status).toBe(400);
    const body = await json<{ fields: Record<string, { message: string }> }>(response);
    expect(body.fields.expiresOn!.message).toBe(
      'এই লাইসেন্সের মেয়াদ শেষ হয়ে গেছে। মেয়াদ আছে এমন একটি লাইসেন্স যোগ করুন।',
    );
  });

  it('refuses every call of a caller who is not signed in (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/licence'],
      ['PUT', '/api/me/licence'],
      ['DELETE', '/api/me/licence'],
    ] as const) {
      const response = await callApi(api, method, path, method === 'PUT' ? { body: LICENCE } : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await uploadPhoto()).status).toBe(401);
  });
});

describe('the licence photo', () => {
  it('is kept without metadata, replaces the one before, and its old address stops answering', async () => {
    const someone = await signedInUser(api, 'Photo Renter');
    const first = await uploadPhoto(someone);
    expect(first.status).toBe(200);
    const { photoUrl: firstUrl } = await json<OwnLicence>(first);
    expect(firstUrl).toMatch(/^\/api\/licence-photos\/[0-9a-f-]{36}$/);
    // A photo before the number: the licence is not one yet, but the photo is kept.
    expect(await json(await callApi(api, 'GET', '/api/me/licence', { as: someone }))).toEqual({
      number: null,
      expiresOn: null,
      photoUrl: firstUrl,
    });
    const seen = await fetchPhoto(firstUrl!, someone);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    const picture = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 64, height: 40 });
    expect(picture.exif).toBeUndefined();

    const second = await json<OwnLicence>(await uploadPhoto(someone));
    expect(second.photoUrl).not.toBe(firstUrl);
    expect((await fetchPhoto(firstUrl!, someone)).status).toBe(404);
    expect((await fetchPhoto(second.photoUrl!, someone)).status).toBe(200);
    // Only the current photo's file is left of this person's.
    const files = (await readdir(photoDir)).filter((name) => name.startsWith('licence-'));
    expect(files).toContain(`licence-${second.photoUrl!.split('/').pop()}.webp`);
    expect(files).not.toContain(`licence-${firstUrl!.split('/').pop()}.webp`);
  });

  it('refuses what is not a picture (415) and an empty body (400)', async () => {
    const notAPicture = await uploadPhoto(holder, Buffer.from('%PDF-1.7 not a photo'));
    expect(notAPicture.status).toBe(415);
    expect(await json(notAPicture)).toMatchObject({ code: 'photo.notAPicture' });
    const empty = await uploadPhoto(holder, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const asJson = await callApi(api, 'POST', '/api/me/licence/photo', {
      as: holder,
      body: { photo: 'x' },
    });
    expect(asJson.status).toBe(415);
  });

  it('is never served by the public photo route, whatever its name', async () => {
    const { photoUrl } = await json<OwnLicence>(await uploadPhoto(stranger));
    const id = photoUrl!.split('/').pop()!;
    for (const guess of [`${id}.webp`, `licence-${id}.webp`, `${id}-thumb.webp`]) {
      const response = await api.fetch(`/api/photos/${guess}`);
      expect(response.status, guess).toBe(404);
    }
  });
});

describe('who may see a licence', () => {
  let carId: string;
  let withDriverCar: string;
  let photoUrl: string;
  beforeAll(async () => {
    carId = await carsOf.insert(owner.email, { licenceRequired: true, driverOption: 'self-drive' });
    withDriverCar = await carsOf.insert(owner.email, { ...CAR_WITH_DRIVER });
    expect((await putLicence(holder, LICENCE)).status).toBe(200);
    photoUrl = (await json<OwnLicence>(await uploadPhoto(holder))).photoUrl!;
  });

  it('the owner sees it only while the renter has a self-drive booking of their car', async () => {
    // Before any booking: the owner is anyone else.
    expect((await fetchPhoto(photoUrl, owner)).status).toBe(404);
    const booked = await callApi(api, 'POST', '/api/bookings', {
      as: holder,
      body: { carId, startDate: day(10), endDate: day(12) },
    });
    expect(booked.status).toBe(201);
    const booking = await json<Booking>(booked);

    const seen = await fetchPhoto(photoUrl, owner);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    const upcoming = await json<OwnerBooking[]>(
      await callApi(api, 'GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, {
        as: owner,
      }),
    );
    expect(upcoming.find((each) => each._id === booking._id)!.renterLicence).toEqual({
      number: 'DK0123456C00001',
      expiresOn: LICENCE.expiresOn,
      photoUrl,
    });

    // Another owner, a stranger and nobody at all: refused, whichever way they ask.
    for (const viewer of [otherOwner, stranger]) {
      const refused = await fetchPhoto(photoUrl, viewer);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect(refused.headers.get('content-type')).toMatch(/json/);
    }
    const anonymous = await fetchPhoto(photoUrl);
    expect(anonymous.status).toBe(403);
    expect(await json(anonymous)).toMatchObject({ code: 'licence.photoNotYours' });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchPhoto(`${photoUrl}.webp`, owner)).status).toBe(404);
    expect((await fetchPhoto('/api/licence-photos/../photos', owner)).status).toBe(404);

    // Canceled, the booking no longer lets the owner see it: they know of it, so they are told why.
    const canceled = await callApi(api, 'PATCH', `/api/bookings/${booking._id}`, {
      as: holder,
      body: { bookingStatus: 'Canceled' },
    });
    expect(canceled.status).toBe(200);
    const refusedNow = await fetchPhoto(photoUrl, owner);
    expect(refusedNow.status).toBe(403);
    expect(await json(refusedNow)).toMatchObject({ code: 'licence.photoNotConfirmed' });
  });

  it('a trip with the driver shows the owner no licence, and does not open the photo', async () => {
    const booked = await callApi(api, 'POST', '/api/bookings', {
      as: holder,
      body: {
        carId: withDriverCar,
        startDate: day(30),
        endDate: day(31),
        withDriver: true,
        pickupTime: '09:00',
        pickupPlace: 'Banani',
      },
    });
    expect(booked.status).toBe(201);
    const upcoming = await json<OwnerBooking[]>(
      await callApi(api, 'GET', `/api/cars/${encodeURIComponent(owner.email)}/bookings`, {
        as: owner,
      }),
    );
    const { _id } = await json<Booking>(booked);
    expect(upcoming.find((each) => each._id === _id)!.renterLicence).toBeNull();
    // Refused as after the self-drive booking canceled above: the trip with the driver opens nothing.
    expect((await fetchPhoto(photoUrl, owner)).status).toBe(403);
  });

  it('an owner answering a self-drive request sees the licence on it, its photo once accepted', async () => {
    const asked = await carsOf.insert(otherOwner.email, {
      licenceRequired: true,
      instantBooking: false,
    });
    const response = await callApi(api, 'POST', '/api/bookings', {
      as: holder,
      body: { carId: asked, startDate: day(40), endDate: day(42) },
    });
    expect(response.status).toBe(201);
    const waiting = await json<OwnerRequest[]>(
      await callApi(api, 'GET', '/api/requests', { as: otherOwner }),
    );
    expect(waiting.find((each) => each.carId === asked)!.licenceRequired).toBe(true);
    expect(waiting.find((each) => each.carId === asked)!.renterLicence).toMatchObject({
      number: 'DK0123456C00001',
      photoUrl: null,
    });
    expect((await fetchPhoto(photoUrl, otherOwner)).status).toBe(403);
    const { _id } = await json<Booking>(response);
    const accepted = await callApi(api, 'POST', `/api/bookings/${_id}/accept`, { as: otherOwner });
    expect(accepted.status).toBe(200);
    expect((await fetchPhoto(photoUrl, otherOwner)).status).toBe(200);
  });
});

describe('a self-drive booking of a car that asks for a licence', () => {
  it('is refused without one, with words that send the renter to the profile, and booked once it is there', async () => {
    const renter = await signedInUser(api, 'Unlicensed Renter');
    const carId = await carsOf.insert(owner.email, { licenceRequired: true });
    const trip = { carId, startDate: day(50), endDate: day(53) };
    const refused = await callApi(api, 'POST', '/api/bookings', { as: renter, body: trip });
    await expectRefusedWith(refused, 400, 'booking.licenceMissing');
    const inBangla = await api.fetch('/api/bookings', {
      method: 'POST',
      headers: {
        cookie: renter.cookie,
        'content-type': 'application/json',
        'accept-language': 'bn',
      },
      body: JSON.stringify(trip),
    });
    expect((await json<{ message: string }>(inBangla)).message).toContain('প্রোফাইলে');

    // A licence that expires before the car goes back is not enough.
    expect((await putLicence(renter, { number: 'DK7654321', expiresOn: day(52) })).status).toBe(
      200,
    );
    const tooShort = await callApi(api, 'POST', '/api/bookings', { as: renter, body: trip });
    await expectRefusedWith(tooShort, 400, 'booking.licenceExpiresBeforeTripEnd', {
      expiresOn: formatCalendarDateIn(day(52), 'en'),
      endDate: formatCalendarDateIn(day(53), 'en'),
    });
    const mine = await json<Booking[]>(await callApi(api, 'GET', '/api/bookings', { as: renter }));
    expect(mine).toEqual([]);

    // Valid on the day the car goes back: booked.
    expect((await putLicence(renter, { number: 'DK7654321', expiresOn: day(53) })).status).toBe(
      200,
    );
    const booked = await callApi(api, 'POST', '/api/bookings', { as: renter, body: trip });
    expect(booked.status).toBe(201);

    // New dates past the licence's expiry are refused; earlier ones are not.
    const { _id } = await json<Booking>(booked);
    const later = await callApi(api, 'PATCH', `/api/bookings/${_id}`, {
      as: renter,
      body: { startDate: day(50), endDate: day(55) },
    });
    expect(later.status).toBe(400);
    expect(await json(later)).toMatchObject({ code: 'booking.licenceExpiresBeforeTripEnd' });
    const shorter = await callApi(api, 'PATCH', `/api/bookings/${_id}`, {
      as: renter,
      body: { startDate: day(50), endDate: day(52) },
    });
    expect(shorter.status).toBe(200);
  });

  it('needs none with the driver, nor on a car whose owner does not ask', async () => {
    const renter = await signedInUser(api, 'Driven Renter');
    const both = await carsOf.insert(owner.email, { ...CAR_WITH_DRIVER, licenceRequired: true });
    const withDriver = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: {
        carId: both,
        startDate: day(60),
        endDate: day(61),
        withDriver: true,
        pickupTime: '10:00',
        pickupPlace: 'Uttara',
      },
    });
    expect(withDriver.status).toBe(201);
    const selfDriveOfBoth = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: {
        carId: both,
        startDate: day(62),
        endDate: day(63),
        pickupTime: '10:00',
        pickupPlace: 'Uttara',
      },
    });
    expect(selfDriveOfBoth.status).toBe(400);
    expect(await json(selfDriveOfBoth)).toMatchObject({ code: 'booking.licenceMissing' });
    const notAsked = await carsOf.insert(owner.email);
    const spec = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: { carId: notAsked, startDate: day(60), endDate: day(61) },
    });
    expect(spec.status).toBe(201);
  });
});
