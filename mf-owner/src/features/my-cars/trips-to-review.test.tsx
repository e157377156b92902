// My Cars' trips to review: the owner's side of the double-blind reviews, each
// completed trip apart from the upcoming bookings, the owner's review of the renter, the renter's
// of the car once published.
import type { OwnerBooking, TripReviews } from '@carzone/domain';
import {
  makeCar,
  makeOwnReview,
  makeTripReviews,
  renderRoute,
  refuse,
  reply,
  reviewSent,
  showBangla,
  stubApi,
  type Routes,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  findToasts,
  makeOwnerBooking,
  OWNER,
  prepareOwnerArea,
  typist,
} from '../../testing/owner-test-kit.ts';
import * as myCarsRoute from './my-cars-route.tsx';

prepareOwnerArea();

const AXIO = makeCar({ _id: 'car-axio', carModel: 'Toyota Axio' });
const REVIEW_ROUTE = 'POST /api/bookings/:id/review';

function renderMyCars(routes: Routes) {
  const api = stubApi({ 'GET /api/cars/:email': [AXIO], ...routes });
  const view = renderRoute({ path: '/cars/:email', ...myCarsRoute }, '/cars/owner%40example.com', {
    signedInAs: OWNER,
  });
  return { api, ...view };
}

/** A completed trip's reviews as its car's owner sees them: nothing written yet, the window open. */
const ownerReviews = (overrides: Partial<TripReviews> = {}) => makeTripReviews('owner', overrides);

/** Rahim Uddin's trip of the Axio, 5 to 8 December 2026, completed, with `reviews`. */
const completedTrip = (reviews: TripReviews, overrides: Partial<OwnerBooking> = {}) =>
  makeOwnerBooking(AXIO, { tripStage: 'completed', reviews, ...overrides });

/** The table (the md-and-up view; the cards repeat it for phones). */
const table = () => screen.findByRole('table');

describe("My Cars' trips to review", { timeout: 30_000 }, () => {
  it('shows completed trips apart from the upcoming bookings, as Trips to review', async () => {
    renderMyCars({
      'GET /api/cars/:email/bookings': [
        makeOwnerBooking(AXIO, { startDate: '2026-12-20', endDate: '2026-12-22' }),
        completedTrip(ownerReviews()),
      ],
    });
    const view = within(await table());
    const upcoming = await view.findByRole('list', { name: 'Upcoming bookings of Toyota Axio' });
    const trips = view.getByRole('list', { name: 'Trips to review of Toyota Axio' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(upcoming.textContent).toContain('20/12/2026 – 22/12/2026');
    expect(upcoming.textContent).not.toContain('05/12/2026');
    expect(within(upcoming).queryByRole('button', { name: /Review/ })).toBeNull();
    expect(within(trips).getAllByRole('listitem')).toHaveLength(1);
    expect(trips.textContent).toContain('05/12/2026 – 08/12/2026Rahim UddinCompleted');
    expect(within(trips).getByRole('button', { name: 'Review Rahim Uddin' })).toBeTruthy();
    // No cancel on a completed trip.
    expect(within(trips).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(view.getByText('Trips to review')).toBeTruthy();

    // The phone's cards show the same.
    const cards = screen.getByRole('list', { name: 'My cars' });
    expect(
      within(cards).getByRole('list', { name: 'Trips to review of Toyota Axio' }),
    ).toBeTruthy();
  });

  it('says there are no upcoming bookings when a car has only trips to review', async () => {
    renderMyCars({ 'GET /api/cars/:email/bookings': [completedTrip(ownerReviews())] });
    const view = within(await table());
    await view.findByRole('list', { name: 'Trips to review of Toyota Axio' });
    expect(view.getByText('No upcoming bookings')).toBeTruthy();
    expect(view.queryByRole('list', { name: 'Upcoming bookings of Toyota Axio' })).toBeNull();
  });

  it("writes the owner's review of the renter: sent, Review saved, the list reloaded", async () => {
    const trip = completedTrip(ownerReviews());
    let answered: OwnerBooking[] = [trip];
    const { api } = renderMyCars({
      'GET /api/cars/:email/bookings': () => answered,
      [REVIEW_ROUTE]: ({ body }) => {
        const reviews = ownerReviews({ canWrite: false, mine: reviewSent(body) });
        answered = [{ ...trip, reviews }];
        return reply(201, reviews);
      },
    });
    const user = typist();
    const view = within(await table());
    await user.click(await view.findByRole('button', { name: 'Review Rahim Uddin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(
      within(dialog).getByText('Rahim Uddin, Toyota Axio, 05/12/2026 – 08/12/2026'),
    ).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Rahim Uddin can read your review only once they have written theirs, or when the 14 days to review end.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(api.callsTo(REVIEW_ROUTE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your review (optional)' }),
      'Careful driver, returned it clean.',
    );
    expect(within(dialog).getByText('34 / 1,000')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    await waitFor(async () =>
      expect(await findToasts()).toContain(
        'Review savedRahim Uddin will see it once they have written theirs, or when the time to review ends.',
      ),
    );
    expect(api.callsTo(REVIEW_ROUTE).map((call) => [call.params.id, call.body])).toEqual([
      [trip._id, { rating: 5, text: 'Careful driver, returned it clean.' }],
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/cars/:email/bookings')).toHaveLength(2));
    await waitFor(async () =>
      expect(
        within(await table()).getByRole('list', { name: 'Trips to review of Toyota Axio' })
          .textContent,
      ).toContain("Your review: ★ 5 Waiting for the renter's review"),
    );
  });

  it("shows the server's refusal in the dialog's place, which stays open", async () => {
    renderMyCars({
      'GET /api/cars/:email/bookings': [completedTrip(ownerReviews())],
      [REVIEW_ROUTE]: refuse(409, {
        code: 'review.alreadyWritten',
        message: 'You have already reviewed this trip; a review cannot be changed.',
      }),
    });
    const user = typist();
    await user.click(
      await within(await table()).findByRole('button', { name: 'Review Rahim Uddin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await findToasts()).toEqual([
      'You have already reviewed this trip; a review cannot be changed.',
    ]);
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeTruthy();
  });

  it("shows the renter's review of the car once published, as plain text, and a closed window", async () => {
    renderMyCars({
      'GET /api/cars/:email/bookings': [
        completedTrip(
          ownerReviews({
            canWrite: false,
            mine: makeOwnReview({ rating: 4, publishedAt: '2026-12-10T04:00:00.000Z' }),
            theirs: {
              _id: 'review-1',
              rating: 3,
              text: '<b>x</b>',
              reviewerName: 'Rahim Uddin',
              publishedAt: '2026-12-10T04:00:00.000Z',
            },
          }),
        ),
        completedTrip(
          ownerReviews({ canWrite: false, windowClosesAt: '2026-12-01T18:00:00.000Z' }),
          { renterName: 'Salma Begum', startDate: '2026-11-10', endDate: '2026-11-17' },
        ),
      ],
    });
    const trips = await within(await table()).findByRole('list', {
      name: 'Trips to review of Toyota Axio',
    });
    const [both, closed] = within(trips).getAllByRole('listitem');
    expect(both!.textContent).toContain(
      "Your review: ★ 4 PublishedThe renter's review: ★ 3 — <b>x</b>",
    );
    expect(both!.querySelector('b')).toBeNull();
    expect(within(both!).getByRole('img', { name: '3 stars' })).toBeTruthy();
    expect(closed!.textContent).toContain('Salma Begum');
    expect(within(closed!).getByText('The time to review this trip has ended.')).toBeTruthy();
    expect(
      within(closed!)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Report renter']);
  });

  it("shows the renter's verified mobile number on a trip to review when the API gives it", async () => {
    renderMyCars({
      'GET /api/cars/:email/bookings': [
        completedTrip(ownerReviews(), { renterPhoneNumber: '+8801712345678' }),
        completedTrip(ownerReviews(), { renterName: 'Salma Begum' }),
      ],
    });
    const list = await within(await table()).findByRole('list', {
      name: 'Trips to review of Toyota Axio',
    });
    const [rahim, salma] = within(list).getAllByRole('listitem');

    expect(rahim!.textContent).toContain("Renter's mobile number: 01712-345678");
    expect(within(rahim!).getByRole('link', { name: '01712-345678' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
    expect(salma!.textContent).not.toContain("Renter's mobile number");
    expect(salma!.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('says the trips to review in Bangla', async () => {
    await showBangla();
    renderMyCars({ 'GET /api/cars/:email/bookings': [completedTrip(ownerReviews())] });
    const view = within(await table());
    await view.findByRole('list', { name: 'Toyota Axio-এর রিভিউয়ের অপেক্ষায় থাকা ট্রিপ' });
    expect(view.getByText('রিভিউয়ের অপেক্ষায় থাকা ট্রিপ')).toBeTruthy();
    const user = typist();
    await user.click(view.getByRole('button', { name: 'Rahim Uddin-এর রিভিউ লিখুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'রিভিউ লিখুন' });
    expect(within(dialog).getByRole('radio', { name: '৫টি তারকা' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Rahim Uddin নিজের রিভিউ লেখার পরে, অথবা রিভিউ দেওয়ার ১৪ দিন শেষ হলে, তবেই আপনার রিভিউ পড়তে পারবেন।',
    );
  });
});
