// My Bookings' reviews of completed trips: the renter's side of the double-blind
// reviews, Write a review with its checks, the server's refusals, the states of both reviews.
import type { Booking, TripReviews } from '@carzone/domain';
import {
  freezeDhakaClock,
  makeOwnReview,
  makeTripReviews,
  refuse,
  reply,
  reviewSent,
  showBangla,
  typist,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToasts, makeBooking } from '../../testing/booking-test-kit.ts';
import { renderMyBookings, rowOf } from '../../testing/my-bookings-page.ts';

freezeDhakaClock();

/** A completed trip's reviews as its renter sees them: nothing written yet, the window open. */
const renterReviews = (overrides: Partial<TripReviews> = {}) =>
  makeTripReviews('renter', overrides);

/** A completed trip of `carModel`, 5 to 8 December 2026, with `reviews`. */
const completedTrip = (carModel: string, reviews: TripReviews | null): Booking =>
  makeBooking({ carModel, tripStage: 'completed', reviews });

const REVIEW_ROUTE = 'POST /api/bookings/:id/review';

describe("My Bookings' reviews", { timeout: 30_000 }, () => {
  it('writes a review: a rating required, at most 1,000 characters, sent, the toast, the list reloaded', async () => {
    const trip = completedTrip('Toyota Axio', renterReviews());
    let answered = [trip];
    const { api } = renderMyBookings({
      'GET /api/bookings': () => answered,
      [REVIEW_ROUTE]: ({ body }) => {
        const reviews = renterReviews({ canWrite: false, mine: reviewSent(body) });
        answered = [{ ...trip, reviews }];
        return reply(201, reviews);
      },
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: 'Review Toyota Axio' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(within(dialog).getByText('Toyota Axio, 05/12/2026 – 08/12/2026')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'The owner can read your review only once they have written theirs, or when the 14 days to review end.',
    );

    // The stars are a group of radio buttons, each named for a screen reader.
    const stars = within(dialog).getByRole('radiogroup', { name: /Rating/ });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false, false, false]);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(stars).getByRole('radio', { name })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(api.callsTo(REVIEW_ROUTE)).toHaveLength(0);

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).queryByText('Choose 1 to 5 stars.')).toBeNull();
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);

    const box = within(dialog).getByRole('textbox', { name: 'Your review (optional)' });
    expect(within(dialog).getByText('0 / 1,000')).toBeTruthy();
    await user.click(box);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1,001 / 1,000')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Keep your review to 1,000 characters or fewer.')).toBeTruthy();
    expect(api.callsTo(REVIEW_ROUTE)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Clean car, <b>kind</b> owner.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    await waitFor(async () =>
      expect(await findToasts()).toContain(
        'Review savedThe owner will see it once they have written theirs, or when the time to review ends.',
      ),
    );
    expect(api.callsTo(REVIEW_ROUTE).map((call) => [call.params.id, call.body])).toEqual([
      [trip._id, { rating: 4, text: 'Clean car, <b>kind</b> owner.' }],
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/bookings')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Write a review' })).toBeNull(),
    );
    await waitFor(async () =>
      expect((await rowOf('Toyota Axio')).textContent).toContain(
        "Your review: ★ 4 Waiting for the owner's review",
      ),
    );
    expect(within(await rowOf('Toyota Axio')).queryByRole('button', { name: /Review/ })).toBeNull();
  });

  it("says Review published when the owner had written theirs, and shows the owner's review", async () => {
    const trip = completedTrip('Honda Fit', renterReviews());
    const published = renterReviews({
      canWrite: false,
      mine: makeOwnReview({ rating: 5, publishedAt: '2026-12-09T04:00:00.000Z' }),
      theirs: {
        _id: 'review-1',
        rating: 4,
        text: 'Returned on time.',
        reviewerName: 'Karim',
        publishedAt: '2026-12-09T04:00:00.000Z',
      },
    });
    let answered = [trip];
    const { api } = renderMyBookings({
      'GET /api/bookings': () => answered,
      [REVIEW_ROUTE]: () => {
        answered = [{ ...trip, reviews: published }];
        return reply(201, published);
      },
    });
    const user = typist();
    await user.click(
      within(await rowOf('Honda Fit')).getByRole('button', { name: 'Review Honda Fit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    await waitFor(async () => expect(await findToasts()).toContain('Review published'));
    // No words: the text is left out of the body.
    expect(api.callsTo(REVIEW_ROUTE).map((call) => call.body)).toEqual([{ rating: 5 }]);
    await waitFor(async () =>
      expect((await rowOf('Honda Fit')).textContent).toContain(
        "Your review: ★ 5 PublishedThe owner's review: ★ 4 — Returned on time.",
      ),
    );
  });

  it("shows the server's refusal and keeps the dialog open, a field's message by its field", async () => {
    const trip = completedTrip('Toyota Axio', renterReviews());
    const { api } = renderMyBookings({
      'GET /api/bookings': [trip],
      [REVIEW_ROUTE]: refuse(409, {
        code: 'review.windowClosed',
        message: 'The 14 days to review this trip have passed.',
      }),
    });
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', { name: 'Review Toyota Axio' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await findToasts()).toEqual(['The 14 days to review this trip have passed.']);
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeTruthy();
    expect(api.callsTo('GET /api/bookings')).toHaveLength(1);

    api.on({
      [REVIEW_ROUTE]: refuse(400, {
        code: 'request.invalidField',
        message: 'The review was refused.',
        fields: { text: { code: 'review.textInvalid', message: 'The review must be text.' } },
      }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(within(dialog).getByText('The review must be text.')).toBeTruthy());
    expect(
      within(dialog)
        .getByRole('textbox', { name: 'Your review (optional)' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("keeps reviews blind: the renter's waiting review, then both published, the owner's words as plain text", async () => {
    renderMyBookings({
      'GET /api/bookings': [
        completedTrip(
          'Toyota Axio',
          renterReviews({
            canWrite: false,
            mine: makeOwnReview({ rating: 4, text: 'Smooth ride.' }),
          }),
        ),
        completedTrip(
          'Honda Fit',
          renterReviews({
            canWrite: false,
            mine: makeOwnReview({ rating: 5, publishedAt: '2026-12-10T04:00:00.000Z' }),
            theirs: {
              _id: 'review-2',
              rating: 5,
              text: '<b>x</b>',
              reviewerName: 'Karim',
              publishedAt: '2026-12-10T04:00:00.000Z',
            },
          }),
        ),
        // The window closed before the owner wrote: the renter's own review is published alone.
        completedTrip(
          'Nissan Note',
          renterReviews({
            canWrite: false,
            windowClosesAt: '2026-11-20T18:00:00.000Z',
            mine: {
              rating: 2,
              text: '',
              writtenAt: '2026-11-10T04:00:00.000Z',
              publishedAt: '2026-11-20T18:00:00.000Z',
            },
          }),
        ),
      ],
    });
    const waiting = await rowOf('Toyota Axio');
    expect(waiting.textContent).toContain(
      "Your review: ★ 4 Waiting for the owner's reviewSmooth ride.",
    );
    expect(waiting.textContent).not.toContain("The owner's review");
    expect(within(waiting).getByRole('img', { name: '4 stars' })).toBeTruthy();

    const both = await rowOf('Honda Fit');
    expect(both.textContent).toContain(
      "Your review: ★ 5 PublishedThe owner's review: ★ 5 — <b>x</b>",
    );
    expect(both.querySelector('b')).toBeNull();

    const alone = await rowOf('Nissan Note');
    expect(alone.textContent).toContain('Your review: ★ 2 Published');
    expect(alone.textContent).not.toContain("The owner's review");
    // The phone's cards say the same.
    const cards = screen.getByRole('list', { name: 'Bookings' });
    expect(within(cards).getByText('<b>x</b>', { exact: false })).toBeTruthy();
  });

  it('says the time to review has ended when the window closed without a review, and offers none', async () => {
    renderMyBookings({
      'GET /api/bookings': [
        completedTrip(
          'Toyota Axio',
          renterReviews({ canWrite: false, windowClosesAt: '2026-11-20T18:00:00.000Z' }),
        ),
        // A completed trip the API gives no reviews (not confirmed, say) offers only Report owner.
        completedTrip('Honda Fit', null),
      ],
    });
    const closed = await rowOf('Toyota Axio');
    expect(within(closed).getByText('The time to review this trip has ended.')).toBeTruthy();
    const buttonsOf = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf(closed)).toEqual(['Report owner']);
    expect(buttonsOf(await rowOf('Honda Fit'))).toEqual(['Report owner']);
  });

  it('says the reviews and the form in Bangla, the stars in Bengali digits', async () => {
    await showBangla();
    renderMyBookings({
      'GET /api/bookings': [
        completedTrip('Toyota Axio', renterReviews()),
        completedTrip(
          'Honda Fit',
          renterReviews({
            canWrite: false,
            mine: makeOwnReview({ rating: 4 }),
          }),
        ),
      ],
    });
    expect((await rowOf('Honda Fit')).textContent).toContain(
      'আপনার রিভিউ: ★ ৪ মালিকের রিভিউয়ের অপেক্ষায়',
    );
    const user = typist();
    await user.click(
      within(await rowOf('Toyota Axio')).getByRole('button', {
        name: 'Toyota Axio-এর রিভিউ লিখুন',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'রিভিউ লিখুন' });
    expect(within(dialog).getByRole('radio', { name: '৪টি তারকা' })).toBeTruthy();
    expect(within(dialog).getByText('০ / ১,০০০')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'রিভিউ প্রকাশ করুন' }));
    expect(within(dialog).getByText('১ থেকে ৫টি তারকা বেছে নিন।')).toBeTruthy();
  });
});
