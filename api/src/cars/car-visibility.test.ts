// Only a listed car (published, its owner not suspended) is shown to anyone but its owner: the
// search and its counts, the newest listings, details, a quote, its reviews and booking. Each
// non-published state and a suspended owner's car, set straight in the database, are tried
// beside a published car of the same owner; the owner still finds all of them in My Cars.
import { randomBytes } from 'node:crypto';
import type { Car, ModerationState, OwnerCar } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, type NewCarRow } from '../database/schema.js';
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
