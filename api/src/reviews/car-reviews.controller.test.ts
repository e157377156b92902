// A car's reviews once it is not listed (hidden by staff, waiting for review, its owner
// suspended): still read by its owner, who sees the car on My Cars, and by staff, privately;
// 404 to anyone else, its renters too, as a missing car. A listed car's stay public.
import type { PublishedReview } from '@carzone/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { publishedTrip } from '../testing/test-reviews.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
let support: User;
withBookingParties(
  { carLabel: 'Unlisted Reviews Car', names: ['Unlisted Owner', 'Unlisted Renter', 'Onlooker'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  support = await signedInStaff(api, 'support', 'Unlisted Reviews Support');
});

const reviewsOf = (carId: string, as?: User) =>
  callApi(api, 'GET', `/api/car/${carId}/reviews`, { as });

async function readable(carId: string, as?: User) {
  const response = await reviewsOf(carId, as);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return {
    texts: (await json<PublishedReview[]>(response)).map(({ text }) => text),
    total: response.headers.get('x-total-count'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** A car of the owner with one published review of it, then taken down by staff. */
async function hiddenCarWithReview(): Promise<string> {
  const carId = await carsOf.insert(owner.email);
  await publishedTrip(api, { carId, owner, renter }, { renter: 4, owner: 5, text: 'Smooth.' });
  // Public while listed, and kept in the car read cache: the hiding must make it forget.
  expect((await readable(carId)).texts).toEqual(['Smooth.']);
  const hidden = await callApi(api, 'POST', `/api/admin/cars/${carId}/hide`, {
    as: support,
    body: { reason: 'Photos of another car.' },
  });
  expect(hidden.status).toBe(200);
  return carId;
}

describe('GET /api/car/:id/reviews of a car that is not listed', () => {
  it('answers its owner and staff, privately, and 404 to anyone else', async () => {
    const carId = await hiddenCarWithReview();
    for (const as of [undefined, stranger, renter])
      await refused(await reviewsOf(carId, as), 404, 'carListing.carNotFound');
    for (const as of [owner, support])
      expect(await readable(carId, as)).toEqual({
        texts: ['Smooth.'],
        total: '1',
        cacheControl: 'private, no-store',
      });
  });

  it('refuses a role on an unverified e-mail, and an unknown car to its would-be owner', async () => {
    const carId = await hiddenCarWithReview();
    const unverified = await signedInStaff(api, 'support', 'Unverified Reader', {
      emailVerified: false,
    });
    await refused(await reviewsOf(carId, unverified), 404, 'carListing.carNotFound');
    await refused(await reviewsOf(randomUUID(), owner), 404, 'carListing.carNotFound');
  });

  it('answers a car waiting for review, or of a suspended owner, to its owner only', async () => {
    for (const columns of [
      { moderationState: 'pendingReview' as const },
      { ownerSuspended: true },
    ]) {
      const carId = await carsOf.insert(owner.email, columns);
      await refused(await reviewsOf(carId, stranger), 404, 'carListing.carNotFound');
      expect(await readable(carId, owner)).toEqual({
        texts: [],
        total: '0',
        cacheControl: 'private, no-store',
      });
    }
  });

  it('keeps a listed car’s reviews public: no session looked at, nothing private', async () => {
    const carId = await carsOf.insert(owner.email);
    await publishedTrip(api, { carId, owner, renter }, { renter: 3, owner: 3, text: 'Fine.' });
    for (const as of [undefined, stranger, owner]) {
      const read = await readable(carId, as);
      expect(read.texts).toEqual(['Fine.']);
      expect(read.cacheControl).not.toBe('private, no-store');
    }
  });
});
