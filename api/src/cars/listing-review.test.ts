// LISTING_REVIEW: off (the spec's flow), a new car is listed at once and an edit never moves its
// state; on, a new car and a new photo, model or description wait for staff, a rejected car edited
// goes back for review, and a hidden one stays hidden.
import type { Car, OwnerCar } from '@carzone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { callApi, type SignedInUser } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

/** A complete listing as the add and update forms send it. */
const listing = (overrides: Record<string, unknown> = {}) => ({
  carModel: 'Toyota Axio 2018',
  brand: 'Toyota',
  dailyRentalPrice: 45.5,
  bookingStatus: 'available',
  registrationNumber: 'Dhaka Metro-GA 11-2233',
  features: 'Air Conditioning, GPS',
  description: 'Clean and quiet.',
  imageUrl: 'https://images.example.com/axio.jpg',
  location: 'Banani, Dhaka',
  ...overrides,
});

interface Site {
  api: TestApp;
  owner: SignedInUser;
  made: TestCars;
}

async function site(listingReview: boolean): Promise<Site> {
  const api = await startTestApp({ seedDemoData: false, listingReview });
  return {
    api,
    owner: await signedInUser(api, 'Reviewed Owner'),
    made: testCars(api.db),
  };
}

async function add({ api, owner, made }: Site): Promise<string> {
  const response = await callApi(api, 'POST', '/api/addCars', { as: owner, body: listing() });
  expect(response.status).toBe(201);
  const { insertedId } = await json<{ insertedId: string }>(response);
  made.adopt(insertedId);
  return insertedId;
}

const update = ({ api, owner }: Site, id: string, overrides: Record<string, unknown>) =>
  callApi(api, 'PUT', `/api/update/${id}`, { as: owner, body: listing(overrides) });

async function standing({ api, owner }: Site, id: string) {
  const response = await callApi(api, 'GET', `/api/update/${id}`, { as: owner });
  return (await json<OwnerCar>(response)).moderation;
}

const shown = async ({ api }: Site, id: string) => (await api.fetch(`/api/car/${id}`)).status;

describe('LISTING_REVIEW off', () => {
  let off: Site;
  beforeAll(async () => {
    off = await site(false);
  });
  afterAll(async () => {
    await off?.made.deleteAll();
    await off?.api.close();
  });

  it('lists a new car at once, and an edit of its photo, model or description leaves it listed', async () => {
    const id = await add(off);
    expect(await standing(off, id)).toEqual({ state: 'published', reason: null });
    expect(await shown(off, id)).toBe(200);
    expect((await update(off, id, { carModel: 'Toyota Premio', description: 'New' })).status).toBe(
      200,
    );
    expect(await standing(off, id)).toEqual({ state: 'published', reason: null });
    expect(await shown(off, id)).toBe(200);
  });
});

describe('LISTING_REVIEW on', () => {
  let on: Site;
  let support: SignedInUser;
  beforeAll(async () => {
    on = await site(true);
    support = await signedInStaff(on.api, 'support', 'Reviewing Support');
  });
  afterAll(async () => {
    await on?.made.deleteAll();
    await on?.api.close();
  });

  const act = (id: string, action: string, body?: unknown) =>
    callApi(on.api, 'POST', `/api/admin/cars/${id}/${action}`, { as: support, body });

  it('holds a new car for review, out of the search, until staff approve it', async () => {
    const id = await add(on);
    expect(await standing(on, id)).toEqual({ state: 'pendingReview', reason: null });
    expect(await shown(on, id)).toBe(404);
    const newest = await json<Car[]>(await on.api.fetch('/api/allCars?limit=6'));
    expect(newest.map((car) => car._id)).not.toContain(id);
    expect((await act(id, 'approve')).status).toBe(200);
    expect(await shown(on, id)).toBe(200);
  });

  it('sends a published car back for review when its photo, model or description changes, not its price', async () => {
    const id = await add(on);
    expect((await act(id, 'approve')).status).toBe(200);
    expect((await update(on, id, { dailyRentalPrice: 60, features: 'GPS' })).status).toBe(200);
    expect(await standing(on, id)).toEqual({ state: 'published', reason: null });
    for (const change of [
      { carModel: 'Toyota Premio' },
      { description: 'Now with a roof box.' },
      { imageUrl: 'https://images.example.com/premio.jpg' },
    ]) {
      expect((await update(on, id, change)).status).toBe(200);
      expect(await standing(on, id)).toEqual({ state: 'pendingReview', reason: null });
      expect(await shown(on, id)).toBe(404);
      expect((await act(id, 'approve')).status).toBe(200);
    }
  });

  it('sends a rejected car back for review on any edit; a hidden car stays hidden', async () => {
    const rejected = await add(on);
    expect((await act(rejected, 'reject', { reason: 'Blurry photo' })).status).toBe(200);
    expect(await standing(on, rejected)).toEqual({ state: 'rejected', reason: 'Blurry photo' });
    expect((await update(on, rejected, { dailyRentalPrice: 50 })).status).toBe(200);
    expect(await standing(on, rejected)).toEqual({ state: 'pendingReview', reason: null });

    const hidden = await add(on);
    expect((await act(hidden, 'approve')).status).toBe(200);
    expect((await act(hidden, 'hide', { reason: 'Fake' })).status).toBe(200);
    expect((await update(on, hidden, { carModel: 'Something else' })).status).toBe(200);
    expect(await standing(on, hidden)).toEqual({ state: 'hidden', reason: 'Fake' });
    expect(await shown(on, hidden)).toBe(404);
  });
});
