// Staff hiding and restoring reviews over HTTP: a hidden review leaves the car's page, the
// renter's record and the other side's view, and its car's rating (average and count) at once;
// restoring puts it back. Its author is mailed the reason in their language; each action is one
// audit row; the refusals (bad id or reason, unknown review, unpublished, hidden twice, shown twice).
import type { Booking, Car, ModeratedReview, OwnerRequest, PublishedReview } from '@carzone/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, reviews } from '../database/schema.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused, refusedFields, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { publishedTrip } from '../testing/test-reviews.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User, support: User;
withBookingParties(
  { carLabel: 'Moderated Review Car', names: ['Moni Owner', 'Rafi Renter', 'Someone Else'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const hide = (as: User | undefined, id: string, body: unknown) =>
  callApi(api, 'POST', `/api/admin/reviews/${id}/hide`, { as, body });
const restore = (as: User | undefined, id: string) =>
  callApi(api, 'POST', `/api/admin/reviews/${id}/restore`, { as, body: {} });

async function supportStaff(): Promise<User> {
  support ??= await signedInStaff(api, 'support', 'Review Support');
  return support;
}

async function carOf(carId: string): Promise<Car> {
  return json<Car>(await callApi(api, 'GET', `/api/car/${carId}`));
}

async function carPage(carId: string) {
  const response = await callApi(api, 'GET', `/api/car/${carId}/reviews`);
  return {
    texts: (await json<PublishedReview[]>(response)).map(({ text }) => text),
    total: Number(response.headers.get('x-total-count')),
  };
}

async function done(response: Response): Promise<ModeratedReview> {
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return json<ModeratedReview>(response);
}

describe('POST /api/admin/reviews/:id/hide and …/restore', () => {
  it("takes a renter's review off the car's page and out of its rating at once, and back", async () => {
    const as = await supportStaff();
    const carId = await carsOf.insert(owner.email, { ownerName: 'Moni Owner' });
    const parties = { carId, owner, renter };
    await publishedTrip(api, parties, { renter: 5, owner: 4, text: 'Spotless.' }, 8);
    const bad = await publishedTrip(api, parties, { renter: 1, owner: 4, text: 'Call 01711…' });
    // Read once, so the car read cache holds it: the hiding must make it forget.
    expect((await carOf(carId)).rating).toEqual({ average: 3, count: 2 });

    const hidden = await done(await hide(as, bad.renterReviewId, { reason: 'personalData' }));
    expect(hidden).toEqual({
      _id: bad.renterReviewId,
      hiddenReason: 'personalData',
      hiddenAt: expect.any(String) as unknown,
      carRating: { average: 5, count: 1 },
    });
    expect((await carOf(carId)).rating).toEqual({ average: 5, count: 1 });
    expect(await carPage(carId)).toEqual({ texts: ['Spotless.'], total: 1 });
    await refused(
      await hide(as, bad.renterReviewId, { reason: 'spam' }),
      409,
      'review.alreadyHidden',
    );

    const shown = await done(await restore(as, bad.renterReviewId));
    expect(shown).toEqual({
      _id: bad.renterReviewId,
      hiddenReason: null,
      hiddenAt: null,
      carRating: { average: 3, count: 2 },
    });
    expect((await carOf(carId)).rating).toEqual({ average: 3, count: 2 });
    expect((await carPage(carId)).total).toBe(2);
    await refused(await restore(as, bad.renterReviewId), 409, 'review.notHidden');

    // One audit row per action, newest first, by the member of staff.
    const audit = await auditRowsOf(api, 'review', bad.renterReviewId);
    expect(
      audit.map(({ action, reason, actorEmail, actorRole }) => ({
        action,
        reason,
        actorEmail,
        actorRole,
      })),
    ).toEqual([
      {
        action: 'review.restored',
        reason: 'was hidden: personalData',
        actorEmail: as.email,
        actorRole: 'support',
      },
      {
        action: 'review.hidden',
        reason: 'personalData',
        actorEmail: as.email,
        actorRole: 'support',
      },
    ]);
    expect(audit[0]!.requestId).toEqual(expect.any(String));
  });

  it("mails the author the reason in their language, and hides an owner's review from the renter's record and view", async () => {
    const as = await supportStaff();
    const carId = await carsOf.insert(owner.email, { ownerName: 'Moni Owner' });
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 4, owner: 1 });
    expect(
      (await callApi(api, 'PUT', '/api/me/language', { as: owner, body: { language: 'bn' } }))
        .status,
    ).toBe(200);
    const before = (await carOf(carId)).rating;

    const hidden = await done(await hide(as, trip.ownerReviewId, { reason: 'offensive' }));
    // An owner's review of the renter counts in no car's rating.
    expect(hidden.carRating).toBeNull();
    expect((await carOf(carId)).rating).toEqual(before);

    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email));
    const mail = mails.find(({ subject }) => subject.includes(trip.carModel))!;
    expect(mail.subject).toBe(`আপনার রিভিউ সরিয়ে দেওয়া হয়েছে: ${trip.carModel}`);
    expect(mail.textBody).toContain('এটি আপত্তিকর: অপমান, হুমকি, বিদ্বেষ বা অশ্লীল কথা।');
    expect(mail.textBody).toContain('/faq');
    expect(mail.htmlBody).toContain('lang="bn"');

    // The renter no longer reads it on their booking, and owners no longer see it in their record.
    const bookings = await json<Booking[]>(
      await callApi(api, 'GET', '/api/bookings', { as: renter }),
    );
    const reviews = bookings.find(({ _id }) => _id === trip.bookingId)!.reviews!;
    expect(reviews.mine?.rating).toBe(4);
    expect(reviews.theirs).toBeNull();
    const requestCar = await carsOf.insert(owner.email, { instantBooking: false });
    const asked = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: { carId: requestCar, startDate: day(40), endDate: day(41) },
    });
    expect(asked.status).toBe(201);
    const requests = await json<OwnerRequest[]>(
      await callApi(api, 'GET', '/api/requests', { as: owner }),
    );
    const record = requests.find(({ carId: id }) => id === requestCar)!.renterRecord;
    // Every other owner's review of this renter in this file is a 4; the hidden 1 is gone.
    expect(record.rating.average === null || record.rating.average >= 4).toBe(true);
  });

  it('refuses an unpublished review (409), an unknown one (404), a bad id or reason (400)', async () => {
    const as = await supportStaff();
    const carId = await carsOf.insert(owner.email);
    const bookingId = await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      startDate: day(-4),
      endDate: day(-2),
    });
    const written = await callApi(api, 'POST', `/api/bookings/${bookingId}/review`, {
      as: renter,
      body: { rating: 2 },
    });
    expect(written.status).toBe(201);
    const [waiting] = await api.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
    await refused(await hide(as, waiting!.id, { reason: 'spam' }), 409, 'review.notPublished');
    await refused(await restore(as, waiting!.id), 409, 'review.notPublished');

    await refused(await hide(as, randomUUID(), { reason: 'spam' }), 404, 'review.notFound');
    await refused(await restore(as, randomUUID()), 404, 'review.notFound');
    await refused(await hide(as, 'not-an-id', { reason: 'spam' }), 400, 'review.idInvalid');
    for (const body of [{}, { reason: 'other' }, { reason: 'SPAM' }, { reason: 3 }]) {
      const response = await hide(as, waiting!.id, body);
      expect(await json(response)).toMatchObject({
        statusCode: 400,
        fields: refusedFields({ reason: said('review.hideReasonInvalid') }),
      });
    }
    const extra = await hide(as, waiting!.id, { reason: 'spam', note: 'x' });
    expect(extra.status).toBe(400);
    expect((await auditRowsOf(api, 'review', waiting!.id)).length).toBe(0);
  });

  it('refuses anyone signed out (401) and a person without a role (403), the review untouched', async () => {
    const carId = await carsOf.insert(owner.email);
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 3, owner: 5 });
    await refused(
      await hide(undefined, trip.renterReviewId, { reason: 'spam' }),
      401,
      'auth.sessionMissing',
    );
    for (const person of [stranger, owner, renter])
      await refused(
        await hide(person, trip.renterReviewId, { reason: 'spam' }),
        403,
        'admin.staffOnly',
      );
    await refused(await restore(stranger, trip.renterReviewId), 403, 'admin.staffOnly');
    expect((await carOf(carId)).rating).toEqual({ average: 3, count: 1 });
  });
});
