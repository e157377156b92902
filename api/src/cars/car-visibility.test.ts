// Only a listed car (published, its owner not suspended) is shown to anyone but its owner: the
// search and its counts, the newest listings, details, a quote, its reviews, its booked nights, its
// owner's record and booking; nor does its owner accept a request on it (declining stays open).
// Each non-published state and a suspended owner's car, set straight in the database, are tried
// beside a published car of the same owner; the owner still finds all of them in My Cars, and
// still blocks their days and sets their trip rules.
import { randomBytes } from 'node:crypto';
import type { Car, ModerationState, OwnerCar } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cars, type NewCarRow } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { CarReadCache } from './car-read-cache.js';
import { CarsRepository } from './cars.repository.js';
import { EVERY_CAR } from './cars.service.js';

const MARK = `cv${randomBytes(4).toString('hex')}`;

let api: TestApp;
let owner: SignedInUser;
let renter: SignedInUser;
let ownerCars: TestCars;
let published: string;
/** The cars nobody but their owner may see, by what keeps them out. */
let unlisted: Record<string, string>;

const HIDDEN_BY: Record<string, Partial<NewCarRow>> = {
  pendingReview: { moderationState: 'pendingReview' },
  rejected: { moderationState: 'rejected', moderationReason: 'Blurry photo' },
  hidden: { moderationState: 'hidden', moderationReason: 'Fake listing' },
  ownerSuspended: { ownerSuspended: true },
};

beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  [owner, renter] = await Promise.all([
    signedInUser(api, 'Visibility Owner'),
    signedInUser(api, 'Visibility Renter'),
  ]);
  ownerCars = testCars(api.db, MARK);
  published = await ownerCars.insert(owner.email, { createdAt: new Date(Date.UTC(2001, 0, 1)) });
  unlisted = {};
  // Newer than any other car, so the newest listings would show them first if they were listed.
  for (const [why, columns] of Object.entries(HIDDEN_BY))
    unlisted[why] = await ownerCars.insert(owner.email, {
      createdAt: new Date(Date.UTC(2100, 0, 1)),
      ...columns,
    });
});
afterAll(async () => {
  await ownerCars?.deleteAll();
  await api?.close();
});

const ids = (list: Car[]) => list.map((car) => car._id);
const from = dhakaDay(10);
const to = dhakaDay(12);

describe('a car that is not listed', () => {
  it('is left out of the search, with and without dates, and its total', async () => {
    for (const query of [`q=${MARK}`, `q=${MARK}&from=${from}&to=${to}`]) {
      const response = await api.fetch(`/api/cars?${query}`);
      expect(response.status).toBe(200);
      expect(ids(await json<Car[]>(response))).toEqual([published]);
      expect(response.headers.get('x-total-count')).toBe('1');
    }
  });

  it('is counted by none of the counts (capped, estimated, every match)', async () => {
    const repository = api.app.get(CarsRepository);
    const filter = { ...EVERY_CAR, search: MARK };
    const dated = { ...filter, freeDates: { from, to } };
    for (const each of [filter, dated]) {
      expect(await repository.countMatching(each, { exactUpTo: 100 })).toEqual({
        total: 1,
        estimated: false,
      });
      expect(await repository.estimateMatching(each)).toBeLessThanOrEqual(1);
      const [all] = await repository.countAllQuery(each);
      expect(all?.total).toBe(1);
    }
  });

  it('is not among the newest listings', async () => {
    const newest = await json<Car[]>(await api.fetch('/api/allCars?limit=6'));
    for (const id of Object.values(unlisted)) expect(ids(newest)).not.toContain(id);
  });

  it('is 404 on its details, its quote and its reviews to anyone but its owner, who reads it privately', async () => {
    for (const id of Object.values(unlisted)) {
      for (const as of [undefined, renter]) {
        await expectRefusedWith(
          await callApi(api, 'GET', `/api/car/${id}`, { as }),
          404,
          'carListing.carNotFound',
        );
        await expectRefusedWith(
          await callApi(api, 'GET', `/api/car/${id}/quote?from=${from}&to=${to}`, { as }),
          404,
          'carListing.carNotFound',
        );
        await expectRefusedWith(
          await callApi(api, 'GET', `/api/car/${id}/reviews`, { as }),
          404,
          'carListing.carNotFound',
        );
      }
      const own = await callApi(api, 'GET', `/api/car/${id}`, { as: owner });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect((await json<Car>(own))._id).toBe(id);
    }
    const shown = await api.fetch(`/api/car/${published}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBeNull();
  });

  it('is 404 on its booked nights and its owner record to anyone but its owner, who reads them privately', async () => {
    const paths = (id: string) => [`/api/car/${id}/booked-ranges`, `/api/car/${id}/owner-record`];
    for (const id of Object.values(unlisted)) {
      for (const path of paths(id)) {
        for (const as of [undefined, renter])
          await expectRefusedWith(
            await callApi(api, 'GET', path, { as }),
            404,
            'carListing.carNotFound',
          );
        const own = await callApi(api, 'GET', path, { as: owner });
        expect(own.status, path).toBe(200);
        expect(own.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    for (const path of paths(published)) {
      const shown = await api.fetch(path);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBeNull();
    }
  });

  it('cannot be booked, nor asked for (a car that takes requests)', async () => {
    const requested = await ownerCars.insert(owner.email, {
      instantBooking: false,
      moderationState: 'hidden',
      moderationReason: 'Fake listing',
    });
    for (const carId of [...Object.values(unlisted), requested])
      await expectRefusedWith(
        await callApi(api, 'POST', '/api/bookings', {
          as: renter,
          body: { carId, startDate: from, endDate: to },
        }),
        404,
        'carListing.carNotFound',
      );
  });

  it('keeps its bookings: their dates cannot change while it is not listed, but they can be canceled', async () => {
    const carId = await ownerCars.insert(owner.email);
    const booking = await bookedThroughApi(api, renter, carId, dhakaDay(20), dhakaDay(22));
    await api.db.update(cars).set({ moderationState: 'hidden' }).where(eq(cars.id, carId));
    const patch = (body: unknown) =>
      callApi(api, 'PATCH', `/api/bookings/${booking._id}`, { as: renter, body });
    await expectRefusedWith(
      await patch({ startDate: dhakaDay(21), endDate: dhakaDay(23) }),
      404,
      'carListing.carNotFound',
    );
    const canceled = await patch({ bookingStatus: 'Canceled' });
    expect(canceled.status).toBe(200);
    expect((await json<{ bookingStatus: string }>(canceled)).bookingStatus).toBe('Canceled');
  });

  it('has its waiting requests refused acceptance, not declining: they stay waiting', async () => {
    const carId = await ownerCars.insert(owner.email, { instantBooking: false });
    const request = await bookedThroughApi(api, renter, carId, dhakaDay(30), dhakaDay(32));
    expect(request.bookingStatus).toBe('Pending');
    const rowOf = async () =>
      (await api.db.select().from(bookings).where(eq(bookings.id, request._id)))[0];
    const before = await rowOf();
    const [carBefore] = await api.db.select().from(cars).where(eq(cars.id, carId));
    for (const [why, columns] of Object.entries(HIDDEN_BY)) {
      await api.db
        .update(cars)
        .set({
          moderationState: 'published',
          moderationReason: null,
          ownerSuspended: false,
          ...columns,
        })
        .where(eq(cars.id, carId));
      const answer = await callApi(api, 'POST', `/api/bookings/${request._id}/accept`, {
        as: owner,
      });
      expect(answer.status, why).toBe(409);
      await expectRefusedWith(answer, 409, 'booking.carNotListed');
      expect(await rowOf()).toEqual(before);
    }
    const [carAfter] = await api.db.select().from(cars).where(eq(cars.id, carId));
    expect(carAfter?.bookingCount).toBe(carBefore?.bookingCount);
    const declined = await callApi(api, 'POST', `/api/bookings/${request._id}/decline`, {
      as: owner,
      body: { reason: 'The car is in the garage' },
    });
    expect(declined.status).toBe(200);
    expect((await json<{ bookingStatus: string }>(declined)).bookingStatus).toBe('Declined');
  });

  it('is still managed by its owner: its days blocked, its trip rules changed', async () => {
    const carId = await ownerCars.insert(owner.email, {
      moderationState: 'hidden',
      moderationReason: 'Fake listing',
    });
    const blocked = await callApi(api, 'POST', `/api/cars/${carId}/blocks`, {
      as: owner,
      body: { startDate: dhakaDay(40), endDate: dhakaDay(42) },
    });
    expect(blocked.status).toBe(201);
    expect((await callApi(api, 'GET', `/api/cars/${carId}/blocks`, { as: owner })).status).toBe(
      200,
    );
    const ranges = await callApi(api, 'GET', `/api/car/${carId}/booked-ranges`, { as: owner });
    expect(await json(ranges)).toEqual([{ startDate: dhakaDay(40), endDate: dhakaDay(42) }]);
    const rules = await callApi(api, 'PUT', `/api/update/${carId}`, {
      as: owner,
      body: {
        carModel: 'Toyota Premio 2019',
        dailyRentalPrice: 50,
        bookingStatus: 'available',
        registrationNumber: 'Dhaka Metro-GA 22-3344',
        location: 'Uttara, Dhaka',
        minDays: 2,
        advanceNoticeHours: 24,
      },
    });
    expect(rules.status).toBe(200);
    const form = await json<OwnerCar>(
      await callApi(api, 'GET', `/api/update/${carId}`, { as: owner }),
    );
    expect(form).toMatchObject({ minDays: 2, advanceNoticeHours: 24 });
  });

  it("is in its owner's My Cars, with its standing and the reason staff gave", async () => {
    const response = await callApi(api, 'GET', `/api/cars/${owner.email}`, { as: owner });
    expect(response.status).toBe(200);
    const mine = new Map((await json<OwnerCar[]>(response)).map((car) => [car._id, car]));
    const standing = (id: string) => mine.get(id)?.moderation;
    expect(standing(published)).toEqual({ state: 'published', reason: null });
    expect(standing(unlisted.pendingReview!)).toEqual({ state: 'pendingReview', reason: null });
    expect(standing(unlisted.rejected!)).toEqual({ state: 'rejected', reason: 'Blurry photo' });
    expect(standing(unlisted.hidden!)).toEqual({ state: 'hidden', reason: 'Fake listing' });
    // A suspended owner's car keeps its own state: the suspension is the account's.
    expect(standing(unlisted.ownerSuspended!)).toEqual({ state: 'published', reason: null });
    const form = await callApi(api, 'GET', `/api/update/${unlisted.hidden}`, { as: owner });
    expect((await json<OwnerCar>(form)).moderation).toEqual({
      state: 'hidden' satisfies ModerationState,
      reason: 'Fake listing',
    });
  });
});

describe('the car read cache', () => {
  it("forgets an owner's cars at once (their suspension), whatever the e-mail's case", async () => {
    const carId = await ownerCars.insert(owner.email);
    expect((await api.fetch(`/api/car/${carId}`)).status).toBe(200);
    await api.db.update(cars).set({ ownerSuspended: true }).where(eq(cars.id, carId));
    api.app.get(CarReadCache).forgetOwner(owner.email.toUpperCase());
    expect((await api.fetch(`/api/car/${carId}`)).status).toBe(404);
  });
});
