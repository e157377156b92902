// Two-way, double-blind reviews over HTTP: who may write, when and once; that
// nobody reads a review before it is published; publication by both writing and by the window
// closing (an API whose clock is past the close, CLOCK_OFFSET_DAYS); the car's average after each
// publication; the renter's record on an owner's requests. The trips are rows of this file's cars,
// inserted with past dates as the API never would.
import type {
  Booking,
  Car,
  OwnerBooking,
  OwnerRequest,
  PublishedReview,
  TripReviews,
} from '@carzone/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../database/schema.js';
import { ReviewsService } from './reviews.service.js';
import { expectRefusedWith as refused, refusedFields, said } from '../testing/error-body.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Review Test Car', names: ['Karim Owner', 'Rahim Renter', 'Someone Else'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

/** A confirmed trip of the owner's car (a new one unless given) by the renter, on these dates. */
async function trip(
  startDate = day(-5),
  endDate = day(-2),
  carId?: string,
): Promise<{ bookingId: string; carId: string; carModel: string }> {
  const car = carId ?? (await carsOf.insert(owner.email, { ownerName: 'Karim Owner' }));
  // Its own copy of the model, as a booking keeps one: the mails name the trip by it.
  const carModel = `Reviewed Car ${randomUUID().slice(0, 8)}`;
  const bookingId = await insertBookingRow(api.db, {
    carId: car,
    carModel,
    bookerEmail: renter.email,
    bookerName: 'Rahim Renter',
    startDate,
    endDate,
  });
  return { bookingId, carId: car, carModel };
}

const review = (as: User | undefined, bookingId: string, body: unknown, on = api) =>
  callApi(on, 'POST', `/api/bookings/${bookingId}/review`, { as, body });

async function written(as: User, bookingId: string, body: unknown, on = api) {
  const response = await review(as, bookingId, body, on);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return json<TripReviews>(response);
}

async function carOf(carId: string, on = api): Promise<Car> {
  return json<Car>(await callApi(on, 'GET', `/api/car/${carId}`));
}

async function carReviews(carId: string, query = '', on = api) {
  const response = await callApi(on, 'GET', `/api/car/${carId}/reviews${query}`);
  expect(response.status).toBe(200);
  return {
    reviews: await json<PublishedReview[]>(response),
    total: Number(response.headers.get('x-total-count')),
  };
}

async function renterSees(bookingId: string, on = api): Promise<TripReviews | null> {
  const response = await callApi(on, 'GET', '/api/bookings', { as: renter });
  return (await json<Booking[]>(response)).find(({ _id }) => _id === bookingId)!.reviews;
}

async function ownerSees(bookingId: string, on = api): Promise<TripReviews | null | undefined> {
  const path = `/api/cars/${encodeURIComponent(owner.email)}/bookings`;
  const response = await callApi(on, 'GET', path, { as: owner });
  return (await json<OwnerBooking[]>(response)).find(({ _id }) => _id === bookingId)?.reviews;
}

describe('POST /api/bookings/:id/review: who, when, once', () => {
  it('refuses an anonymous caller (401), a third person (403) and an unknown booking (404)', async () => {
    const { bookingId } = await trip();
    expect((await review(undefined, bookingId, { rating: 5 })).status).toBe(401);
    await refused(await review(stranger, bookingId, { rating: 5 }), 403, 'review.notYourTrip');
    await refused(
      await review(renter, '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01', { rating: 5 }),
      404,
      'booking.bookingNotFound',
    );
    expect((await review(renter, 'not-an-id', { rating: 5 })).status).toBe(400);
    // Nothing was written: both sides may still write.
    expect((await renterSees(bookingId))?.canWrite).toBe(true);
  });

  it('refuses a trip to come or under way, or not confirmed, with 409', async () => {
    const upcoming = await trip(day(3), day(5));
    const underway = await trip(day(-1), day(2));
    const canceled = await insertBookingRow(api.db, {
      carId: upcoming.carId,
      bookerEmail: renter.email,
      startDate: day(-9),
      endDate: day(-7),
      bookingStatus: 'Canceled',
      canceledBy: 'renter',
    });
    for (const bookingId of [upcoming.bookingId, underway.bookingId, canceled])
      for (const as of [renter, owner])
        await refused(await review(as, bookingId, { rating: 4 }), 409, 'review.tripNotCompleted');
  });

  it('refuses bad ratings and texts with 400, by field, writing nothing', async () => {
    const { bookingId } = await trip();
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: null },
    ]) {
      const response = await review(renter, bookingId, body);
      expect(await json(response)).toMatchObject({
        statusCode: 400,
        fields: refusedFields({ rating: said('review.ratingInvalid') }),
      });
    }
    const tooLong = await review(renter, bookingId, { rating: 5, text: 'a'.repeat(1001) });
    expect(await json(tooLong)).toMatchObject({
      fields: refusedFields({ text: said('review.textTooLong') }),
    });
    const notText = await review(renter, bookingId, { rating: 5, text: 42 });
    expect(await json(notText)).toMatchObject({
      fields: refusedFields({ text: said('review.textInvalid') }),
    });
    const extra = await review(renter, bookingId, { rating: 5, side: 'owner' });
    expect(extra.status).toBe(400);
    expect((await renterSees(bookingId))?.mine).toBeNull();
  });

  it('takes exactly 1,000 characters, trimmed, and then refuses a second review (409)', async () => {
    const { bookingId } = await trip();
    const text = `  ${'ভালো '.repeat(199)}ভালো!  `;
    const mine = await written(renter, bookingId, { rating: 5, text });
    expect(mine.mine).toMatchObject({ rating: 5, text: text.trim(), publishedAt: null });
    expect(mine.canWrite).toBe(false);
    await refused(await review(renter, bookingId, { rating: 1 }), 409, 'review.alreadyWritten');
    expect((await renterSees(bookingId))?.mine?.rating).toBe(5);
  });

  it('refuses a review once the window has closed (14 days after the end date)', async () => {
    const closed = await trip(day(-20), day(-14));
    const lastDay = await trip(day(-16), day(-13));
    await refused(
      await review(renter, closed.bookingId, { rating: 3 }),
      409,
      'review.windowClosed',
    );
    await refused(await review(owner, closed.bookingId, { rating: 3 }), 409, 'review.windowClosed');
    expect((await written(owner, lastDay.bookingId, { rating: 3 })).side).toBe('owner');
  });

  it('never lets a person review themselves', async () => {
    const carId = await carsOf.insert(owner.email);
    const own = await insertBookingRow(api.db, { carId, bookerEmail: owner.email.toUpperCase() });
    await refused(await review(owner, own, { rating: 5 }), 403, 'review.notYourTrip');
  });
});

describe('double-blind publication', () => {
  it("keeps each side's review from the other until both have written, then shows both", async () => {
    const { bookingId, carId } = await trip();
    const renters = await written(renter, bookingId, { rating: 4, text: 'Clean car, on time.' });
    expect(renters).toMatchObject({ side: 'renter', theirs: null, canWrite: false });

    // Nobody reads it yet: not the owner, not the car's page, not its rating.
    const ownerView = await ownerSees(bookingId);
    expect(ownerView).toMatchObject({ side: 'owner', mine: null, theirs: null, canWrite: true });
    expect(await carReviews(carId)).toEqual({ reviews: [], total: 0 });
    expect((await carOf(carId)).rating).toEqual({ average: null, count: 0 });

    const owners = await written(owner, bookingId, { rating: 5, text: 'A careful driver.' });
    expect(owners.mine?.publishedAt).toEqual(expect.any(String));
    expect(owners.theirs).toMatchObject({
      rating: 4,
      text: 'Clean car, on time.',
      reviewerName: 'Rahim Renter',
    });
    expect(await renterSees(bookingId)).toMatchObject({
      mine: { rating: 4, publishedAt: expect.any(String) as unknown },
      theirs: { rating: 5, text: 'A careful driver.', reviewerName: 'Karim Owner' },
    });
    expect((await carOf(carId)).rating).toEqual({ average: 4, count: 1 });
    const page = await carReviews(carId);
    expect(page.total).toBe(1);
    expect(page.reviews).toEqual([
      {
        _id: expect.any(String) as unknown,
        rating: 4,
        text: 'Clean car, on time.',
        reviewerName: 'Rahim Renter',
        publishedAt: owners.mine!.publishedAt,
      },
    ]);
    // The owner's review of the renter is the renter's, never on the car's page; no e-mail shown.
    expect(JSON.stringify(page.reviews)).not.toContain(renter.email);
  });

  it("keeps the owner's review from the renter when the owner writes first, and the car's rating still", async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Karim Owner' });
    const before = await trip(day(-9), day(-8), carId);
    await written(renter, before.bookingId, { rating: 5 });
    await written(owner, before.bookingId, { rating: 5 });
    expect((await carOf(carId)).rating).toEqual({ average: 5, count: 1 });

    const { bookingId } = await trip(day(-5), day(-2), carId);
    const owners = await written(owner, bookingId, { rating: 1, text: 'Brought it back late.' });
    expect(owners).toMatchObject({ side: 'owner', theirs: null, canWrite: false });
    expect(owners.mine?.publishedAt).toBeNull();
    // The renter sees that they may write, not what the owner wrote; the car's page is as before.
    expect(await renterSees(bookingId)).toMatchObject({ mine: null, theirs: null, canWrite: true });
    expect((await carOf(carId)).rating).toEqual({ average: 5, count: 1 });
    expect((await carReviews(carId)).total).toBe(1);

    await written(renter, bookingId, { rating: 2, text: 'Smelled of smoke.' });
    expect(await renterSees(bookingId)).toMatchObject({
      theirs: { rating: 1, text: 'Brought it back late.', reviewerName: 'Karim Owner' },
    });
    expect((await carOf(carId)).rating).toEqual({ average: 3.5, count: 2 });
  });

  it('publishes both once when both sides write at the same moment', async () => {
    const { bookingId, carId } = await trip();
    // A change of the same trip at the same moment (refused: it is over) waits its turn: the car's
    // lock, then the booking's, in the same order everywhere, so nothing deadlocks.
    const [a, change, b] = await Promise.all([
      review(renter, bookingId, { rating: 2 }),
      callApi(api, 'PATCH', `/api/bookings/${bookingId}`, {
        as: renter,
        body: { bookingStatus: 'Canceled' },
      }),
      review(owner, bookingId, { rating: 3 }),
    ]);
    expect([a.status, change.status, b.status]).toEqual([201, 409, 201]);
    expect((await carOf(carId)).rating).toEqual({ average: 2, count: 1 });
    expect((await renterSees(bookingId))?.theirs?.rating).toBe(3);
  });

  it('publishes a lone review when the window closes, on an API past the close, once', async () => {
    // Ended 13 days ago: its window closes at the next midnight in Dhaka.
    const { bookingId, carId } = await trip(day(-15), day(-13));
    await written(renter, bookingId, { rating: 5, text: 'Lovely trip.' });
    expect(await ownerSees(bookingId)).toMatchObject({ theirs: null, canWrite: true });
    const tomorrow = await startTestApp({ seedDemoData: false, clockOffsetDays: 1 });
    try {
      // Its start-up sweep or this call publishes it; a second call finds nothing of it. While
      // the start-up sweep holds the row, these calls skip it (SKIP LOCKED): wait for its commit.
      await tomorrow.app.get(ReviewsService).publishDue();
      await tomorrow.app.get(ReviewsService).publishDue();
      await expect
        .poll(async () => (await carOf(carId, tomorrow)).rating, { timeout: 5000 })
        .toEqual({ average: 5, count: 1 });
      expect((await carReviews(carId, '', tomorrow)).reviews.map(({ text }) => text)).toEqual([
        'Lovely trip.',
      ]);
      await refused(
        await review(owner, bookingId, { rating: 4 }, tomorrow),
        409,
        'review.windowClosed',
      );
      // The owner, who wrote nothing, reads it on the car's page above, as everyone does: the trip
      // itself has left their list, which shows completed trips only while they may be reviewed.
      expect(await ownerSees(bookingId, tomorrow)).toBeUndefined();
      expect((await renterSees(bookingId, tomorrow))?.mine?.publishedAt).toEqual(
        expect.any(String),
      );
    } finally {
      await tomorrow.close();
    }
  });
});

describe("a car's rating and reviews", () => {
  it('keeps the average to one decimal after each publication, newest review first, paged', async () => {
    const carId = await carsOf.insert(owner.email);
    const averages: (number | null)[] = [];
    for (const [n, rating] of [5, 4, 4].entries()) {
      const { bookingId } = await trip(day(-10 + n * 2), day(-9 + n * 2), carId);
      await written(renter, bookingId, { rating, text: `Trip ${n + 1}` });
      await written(owner, bookingId, { rating: 5 });
      averages.push((await carOf(carId)).rating.average);
    }
    expect(averages).toEqual([5, 4.5, 4.3]);
    expect((await carOf(carId)).rating.count).toBe(3);
    const first = await carReviews(carId, '?limit=2');
    expect(first.total).toBe(3);
    expect(first.reviews.map(({ text }) => text)).toEqual(['Trip 3', 'Trip 2']);
    const second = await carReviews(carId, '?limit=2&offset=2');
    expect(second.reviews.map(({ text }) => text)).toEqual(['Trip 1']);
  });

  it('answers 404 for an unknown car and 400 for a bad page', async () => {
    const missing = await callApi(
      api,
      'GET',
      '/api/car/3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01/reviews',
    );
    expect(missing.status).toBe(404);
    const carId = await carsOf.insert(owner.email);
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=two', '?sort=newest'])
      expect((await callApi(api, 'GET', `/api/car/${carId}/reviews${query}`)).status).toBe(400);
  });
});

describe("the renter's record on an owner's requests", () => {
  it("shows the owners' published reviews of the renter and their completed trips", async () => {
    const { bookingId } = await trip();
    await written(owner, bookingId, { rating: 4 });
    await written(renter, bookingId, { rating: 5 });
    const carId = await carsOf.insert(owner.email, { instantBooking: false });
    const asked = await callApi(api, 'POST', '/api/bookings', {
      as: renter,
      body: { carId, startDate: day(30), endDate: day(31) },
    });
    expect(asked.status).toBe(201);
    const requests = await json<OwnerRequest[]>(
      await callApi(api, 'GET', '/api/requests', { as: owner }),
    );
    const record = requests.find(({ carId: id }) => id === carId)!.renterRecord;
    expect(record.rating.count).toBeGreaterThanOrEqual(1);
    expect(record.rating.average).toBeGreaterThanOrEqual(1);
    expect(record.completedTrips).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(requests)).not.toContain(renter.email);
  });
});

describe('review mails', () => {
  /** The mails about a trip (by its copy of the car's model), as "who: subject", sorted. */
  async function reviewMailsOf(carModel: string): Promise<string[]> {
    const rows = await api.db.select().from(mailOutbox);
    return rows
      .filter((row) => row.subject.includes(carModel))
      .map(
        (row) =>
          `${row.toAddress === owner.email ? 'owner' : 'renter'}: ${row.subject.split(':')[0]}`,
      )
      .sort();
  }

  it('asks both sides once when a trip completes, in their language, linking their pages', async () => {
    const { carModel } = await trip(day(-3), day(-1));
    const { carModel: upcoming } = await trip(day(2), day(4));
    const sweep = api.app.get(ReviewsService);
    await sweep.mailDue();
    await sweep.mailDue();
    expect(await reviewMailsOf(carModel)).toEqual([
      'owner: How was your renter?',
      'renter: How was your trip?',
    ]);
    expect(await reviewMailsOf(upcoming)).toEqual([]);
    const [toRenter] = (await api.db.select().from(mailOutbox)).filter(
      (row) => row.toAddress === renter.email && row.subject.includes(carModel),
    );
    expect(toRenter!.textBody).toContain('Review the car and its owner within 14 days');
    expect(toRenter!.textBody).toContain('/bookings');
  });

  it('reminds only the side that has not written, two days before the window closes, once', async () => {
    // Ended 12 days ago: its window closes in two days.
    const { bookingId, carModel } = await trip(day(-14), day(-12));
    await written(renter, bookingId, { rating: 4 });
    const sweep = api.app.get(ReviewsService);
    await sweep.mailDue();
    await sweep.mailDue();
    expect(await reviewMailsOf(carModel)).toEqual([
      'owner: How was your renter?',
      'owner: Two days left to review your renter',
      'renter: How was your trip?',
    ]);
  });
});
