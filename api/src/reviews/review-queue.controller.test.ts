// The staff's lists of published reviews over HTTP (`GET /api/admin/reviews`): the ones shown,
// newest published first, and the ones hidden, most recently hidden first; found by words in the
// car's model, the author's e-mail or name, or the text (any case, each word); paged with a total;
// the refusals (a bad list, search or page; anyone but staff).
import type { ReviewQueuePage } from '@carzone/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused } from '../testing/error-body.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { type PublishedTrip, publishedTrip } from '../testing/test-reviews.js';

/** A word in every review this file writes, so its searches find only its own. */
const TAG = `rq${randomUUID().slice(0, 6)}`;

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
let support: User, admin: User;
let carId: string;
/** Written one after the other: `older`'s reviews were published first. */
let older: PublishedTrip, newer: PublishedTrip;
withBookingParties(
  { carLabel: 'Review Queue Car', names: ['Queue Moni', 'Queue Rafi', 'Queue Stranger'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  [support, admin] = await Promise.all([
    signedInStaff(api, 'support', 'Review Queue Support'),
    signedInStaff(api, 'admin', 'Review Queue Admin'),
  ]);
  carId = await carsOf.insert(owner.email, { ownerName: 'Moni Owner' });
  const parties = { carId, owner, renter };
  older = await publishedTrip(api, parties, { renter: 5, owner: 4, text: `Spotless ${TAG}` }, 8);
  newer = await publishedTrip(api, parties, { renter: 2, owner: 3, text: `Late pickup ${TAG}` });
});

const list = (as: User | undefined, query = '') =>
  callApi(api, 'GET', `/api/admin/reviews${query}`, { as });

async function page(query: string, as: User = support): Promise<ReviewQueuePage> {
  const response = await list(as, `?${query}`);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<ReviewQueuePage>(response);
}

const q = (...words: string[]) => `q=${encodeURIComponent(words.join(' '))}`;
const idsOf = ({ reviews }: ReviewQueuePage) => reviews.map(({ _id }) => _id);
const bothOf = (trip: PublishedTrip) => [trip.renterReviewId, trip.ownerReviewId];

describe('GET /api/admin/reviews', () => {
  it('lists the shown reviews newest published first, each with its car, author and stars', async () => {
    const found = await page(q(TAG));
    expect(found.total).toBe(4);
    // Both sides of a trip are published together: the newer trip's two come first.
    expect(idsOf(found).slice(0, 2).sort()).toEqual(bothOf(newer).sort());
    expect(idsOf(found).slice(2).sort()).toEqual(bothOf(older).sort());
    const byRenter = found.reviews.find(({ _id }) => _id === newer.renterReviewId);
    expect(byRenter).toEqual({
      _id: newer.renterReviewId,
      rating: 2,
      text: `Late pickup ${TAG}`,
      authorEmail: renter.email,
      authorName: 'Queue Rafi',
      authorSide: 'renter',
      carId,
      carModel: newer.carModel,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      hiddenReason: null,
      hiddenAt: null,
    });
    const byOwner = found.reviews.find(({ _id }) => _id === newer.ownerReviewId);
    expect(byOwner).toMatchObject({ authorName: 'Moni Owner', authorSide: 'owner', rating: 3 });
    // The same list is the default, and admins read it too.
    expect(idsOf(await page(`state=published&${q(TAG)}`, admin))).toEqual(idsOf(found));
  });

  it("finds by the car's model, the author's e-mail or name, or words of the text, any case", async () => {
    expect(idsOf(await page(q(older.carModel.toUpperCase()))).sort()).toEqual(bothOf(older).sort());
    const byEmail = await page(q(renter.email.toUpperCase(), TAG));
    expect(idsOf(byEmail).sort()).toEqual([newer.renterReviewId, older.renterReviewId].sort());
    const byName = await page(q('moni', TAG));
    expect(idsOf(byName).sort()).toEqual([newer.ownerReviewId, older.ownerReviewId].sort());
    // Every word must be found, each anywhere.
    const byWords = await page(q('PICKUP', 'late', TAG));
    expect(byWords.total).toBe(2);
    expect(idsOf(byWords).sort()).toEqual(bothOf(newer).sort());
    expect((await page(q('spotless', 'pickup', TAG))).total).toBe(0);
    // % and _ are matched as themselves.
    expect((await page(q(`${TAG}%`))).total).toBe(0);
    expect((await page(q(`rq_${TAG.slice(3)}`))).total).toBe(0);
  });

  it('pages with limit and offset, the total on every page', async () => {
    const all = idsOf(await page(q(TAG)));
    const second = await page(`${q(TAG)}&limit=1&offset=1`);
    expect(second).toEqual({ reviews: [expect.objectContaining({ _id: all[1] })], total: 4 });
  });

  it('lists the hidden ones apart, most recently hidden first, with the reason and when', async () => {
    const carModel = `Hidden Queue ${randomUUID().slice(0, 6)}`;
    const hiddenCar = await carsOf.insert(owner.email, { ownerName: 'Moni Owner', carModel });
    const trip = await publishedTrip(
      api,
      { carId: hiddenCar, owner, renter },
      { renter: 1, owner: 1, text: `Call me ${TAG}` },
    );
    for (const [id, reason] of [
      [trip.renterReviewId, 'personalData'],
      [trip.ownerReviewId, 'offensive'],
    ] as const) {
      const hidden = await callApi(api, 'POST', `/api/admin/reviews/${id}/hide`, {
        as: support,
        body: { reason },
      });
      expect(hidden.status).toBe(200);
    }

    const hidden = await page(`state=hidden&${q(TAG)}`);
    expect(idsOf(hidden)).toEqual([trip.ownerReviewId, trip.renterReviewId]);
    expect(hidden.total).toBe(2);
    expect(hidden.reviews[1]).toMatchObject({
      carModel: trip.carModel,
      hiddenReason: 'personalData',
      hiddenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(hidden.reviews[0]!.hiddenReason).toBe('offensive');
    // Gone from the shown ones.
    const shown = await page(q(TAG));
    expect(shown.total).toBe(4);
    expect(idsOf(shown)).not.toContain(trip.renterReviewId);

    const restored = await callApi(
      api,
      'POST',
      `/api/admin/reviews/${trip.renterReviewId}/restore`,
      { as: support, body: {} },
    );
    expect(restored.status).toBe(200);
    expect(idsOf(await page(`state=hidden&${q(TAG)}`))).toEqual([trip.ownerReviewId]);
    expect(idsOf(await page(q(TAG)))).toContain(trip.renterReviewId);
  });

  it('refuses a list that is not published or hidden, a bad search or a page out of range', async () => {
    for (const query of ['state=shown', 'state=HIDDEN', 'state=published&state=hidden'])
      await refused(await list(support, `?${query}`), 400, 'review.queueStateInvalid');
    await refused(await list(support, '?q=a&q=b'), 400, 'account.searchInvalid');
    await refused(await list(support, `?q=${'x'.repeat(321)}`), 400, 'account.searchInvalid');
    await refused(await list(support, '?limit=0'), 400, 'carList.limitOutOfRange');
    await refused(await list(support, '?limit=101'), 400, 'carList.limitOutOfRange');
    await refused(await list(support, '?offset=-1'), 400, 'carList.offsetOutOfRange');
    expect(await json(await list(support, '?sort=rating'))).toMatchObject({
      statusCode: 400,
      code: 'request.unknownField',
    });
  });

  it('is for staff only: anonymous 401, a person without a role 403, support and admins allowed', async () => {
    await refused(await list(undefined), 401, 'auth.sessionMissing');
    for (const person of [stranger, owner, renter])
      await refused(await list(person, `?${q(TAG)}`), 403, 'admin.staffOnly');
    const unverified = await signedInStaff(api, 'support', 'Unverified Support', {
      emailVerified: false,
    });
    await refused(await list(unverified), 403, 'admin.staffOnly');
    const plain = await signedInUser(api, 'Plain Reader');
    await refused(await list(plain), 403, 'admin.staffOnly');
    expect((await list(support)).status).toBe(200);
    expect((await list(admin)).status).toBe(200);
  });
});
