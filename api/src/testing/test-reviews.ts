// Published reviews to act on: a completed trip of a car by its renter, both sides' reviews
// written through the API (the second publishes both and adds the renter's to the car's rating).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TripReviews } from '@carzone/domain';
import { reviews } from '../database/schema.js';
import { callApi, dhakaDay, type SignedInUser } from './session-calls.js';
import { json, type TestApp } from './test-app.js';
import { insertBookingRow } from './test-bookings.js';

export interface PublishedTrip {
  bookingId: string;
  carModel: string;
  /** The renter's review of the car, and the owner's of the renter. */
  renterReviewId: string;
  ownerReviewId: string;
}

/** The ids of a booking's reviews by side, straight from the table. */
async function reviewIdsOf(api: TestApp, bookingId: string) {
  const rows = await api.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return Object.fromEntries(rows.map((row) => [row.authorSide, row.id]));
}

/** A completed trip of `carId` by `renter`, both reviews written and so published. */
export async function publishedTrip(
  api: TestApp,
  { carId, owner, renter }: { carId: string; owner: SignedInUser; renter: SignedInUser },
  ratings: { renter: number; owner: number; text?: string },
  daysAgo = 2,
): Promise<PublishedTrip> {
  const carModel = `Reviewed Car ${randomUUID().slice(0, 8)}`;
  const bookingId = await insertBookingRow(api.db, {
    carId,
    carModel,
    bookerEmail: renter.email,
    bookerName: renter.displayName,
    startDate: dhakaDay(-daysAgo - 2),
    endDate: dhakaDay(-daysAgo),
  });
  for (const [as, rating] of [
    [renter, ratings.renter],
    [owner, ratings.owner],
  ] as const) {
    const response = await callApi(api, 'POST', `/api/bookings/${bookingId}/review`, {
      as,
      body: { rating, text: ratings.text ?? `${rating} stars` },
    });
    if (response.status !== 201)
      throw new Error(
        `review answered ${response.status}: ${JSON.stringify(await json(response))}`,
      );
    await json<TripReviews>(response);
  }
  const ids = await reviewIdsOf(api, bookingId);
  return { bookingId, carModel, renterReviewId: ids.renter!, ownerReviewId: ids.owner! };
}
