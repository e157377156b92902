// Car details' renters' reviews: the stars by the title, and the Reviews section.
import type { Car, PublishedReview } from '@carzone/domain';
import type { BookingSlotProps } from '@carzone/federation/contracts';
import {
  makeCar,
  networkError,
  renderRoute,
  refuse,
  reply,
  stubApi,
  type RouteHandler,
} from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as carDetailsRoute from './car-details-route.tsx';

function renderDetails(car: Car) {
  return renderRoute(
    {
      path: '/car/:id',
      loader: carDetailsRoute.loader,
      Component: () => (
        <carDetailsRoute.Component
          BookingSlot={({ car: booked }: BookingSlotProps) => <p>Book {booked.carModel}</p>}
        />
      ),
    },
    `/car/${car._id}`,
  );
}

let nextReview = 1;
/** A published review; `daysAgo` 0 is the newest. */
function makeReview(overrides: Partial<PublishedReview> & { daysAgo?: number } = {}) {
  const { daysAgo = 0, ...rest } = overrides;
  const id = String(nextReview++).padStart(24, 'f');
  return {
    _id: id,
    rating: 5,
    text: `Review ${id.slice(-3)}`,
    reviewerName: 'Rahim',
    publishedAt: new Date(Date.UTC(2026, 2, 20 - daysAgo, 6)).toISOString(),
    ...rest,
  } satisfies PublishedReview;
}

/**
 * `GET /api/car/:id/reviews` as the API answers it: `reviews` (newest first, as given) from
 * `?offset=`, `?limit=` of them (24 without one), the total in `X-Total-Count`.
 */
const serveReviews =
  (reviews: readonly PublishedReview[]): RouteHandler =>
  ({ query }) => {
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 24);
    return reply(200, reviews.slice(offset, offset + limit), {
      headers: { 'X-Total-Count': String(reviews.length) },
    });
  };

/** The API knows `car`, its owner's spotless record and `reviews` (or answers them with `reviews`). */
function serveCar(car: Car, reviews: readonly PublishedReview[] | RouteHandler = []) {
  return stubApi({
    'GET /api/car/:id': car,
    'GET /api/car/:id/owner-record': { bookings: 0, canceledByOwner: 0 },
    'GET /api/car/:id/reviews': typeof reviews === 'function' ? reviews : serveReviews(reviews),
  });
}

const reviewsList = () => screen.findByRole('list', { name: 'Reviews' });
const shownTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-review-text]')?.textContent ?? '');
const showMoreReviews = () => screen.queryByRole('button', { name: 'Show more reviews' });

describe("Car details' reviews", () => {
  it('shows the average and the count by the title, named for a screen reader', async () => {
    const car = makeCar({ carModel: 'Toyota Premio', rating: { average: 4.6, count: 12 } });
    serveCar(car);
    renderDetails(car);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Premio' });
    const stars = screen.getByRole('img', { name: 'Rated 4.6 out of 5 by 12 renters' });
    expect(stars.textContent).toBe('★ 4.6 · 12 reviews');
  });

  it('says "1 review" and "1 renter" for one', async () => {
    const once = makeCar({ carModel: 'Once', rating: { average: 4, count: 1 } });
    serveCar(once);
    renderDetails(once);
    const stars = await screen.findByRole('img', { name: 'Rated 4.0 out of 5 by 1 renter' });
    expect(stars.textContent).toBe('★ 4.0 · 1 review');
  });

  it('shows no stars by the title of a car nobody has reviewed', async () => {
    const unrated = makeCar({ carModel: 'Unrated', rating: { average: null, count: 0 } });
    serveCar(unrated);
    renderDetails(unrated);
    await screen.findByRole('heading', { level: 1, name: 'Unrated' });
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
  });

  it('asks for the reviews once the car is in, and shows the car without waiting for them', async () => {
    const car = makeCar({ carModel: 'Honda Grace' });
    let answer!: (reviews: PublishedReview[]) => void;
    const api = serveCar(
      car,
      () =>
        new Promise((resolve) => {
          answer = (reviews) =>
            resolve(reply(200, reviews, { headers: { 'X-Total-Count': String(reviews.length) } }));
        }),
    );
    renderDetails(car);

    await screen.findByRole('heading', { level: 1, name: 'Honda Grace' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Loading reviews...')).toBeTruthy();
    // The car's own call came first; the reviews were asked for after it answered.
    expect(api.calls.map((call) => call.route)).toEqual([
      'GET /api/car/:id/owner-record',
      'GET /api/car/:id',
      'GET /api/car/:id/reviews',
    ]);
    expect(api.callsTo('GET /api/car/:id/reviews')[0]?.url.search).toBe('?limit=10');

    answer([makeReview({ text: 'Arrived', reviewerName: 'Karim' })]);
    expect(shownTexts(await reviewsList())).toEqual(['Arrived']);
    expect(screen.queryByText('Loading reviews...')).toBeNull();
  });

  it('lists the reviews newest first: stars, the renter, the day in Dhaka, and the words as text', async () => {
    const car = makeCar();
    serveCar(car, [
      makeReview({
        rating: 4,
        reviewerName: 'Nusrat',
        // 20:30 UTC on the 1st is 02:30 on the 2nd in Dhaka.
        publishedAt: '2026-03-01T20:30:00.000Z',
        text: 'Clean car.\nThe driver was on time.',
      }),
      makeReview({
        rating: 2,
        reviewerName: '',
        publishedAt: '2026-02-14T09:00:00.000Z',
        text: '<b>hi</b> <img src=x onerror="alert(1)">',
      }),
      makeReview({
        rating: 5,
        reviewerName: 'Tanvir',
        publishedAt: '2026-01-05T09:00:00.000Z',
        text: '',
      }),
    ]);
    renderDetails(car);

    const list = await reviewsList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const first = within(items[0]!);
    expect(first.getByRole('img', { name: '4 stars out of 5' }).textContent).toBe('★★★★☆');
    expect(first.getByText('Nusrat')).toBeTruthy();
    expect(first.getByText('02/03/2026').getAttribute('datetime')).toBe('2026-03-01T20:30:00.000Z');
    const words = first.getByText(/Clean car\./);
    expect(words.textContent).toBe('Clean car.\nThe driver was on time.');
    expect(getComputedStyle(words).whiteSpace).toBe('pre-line');

    // No name is "A renter"; markup in the words is shown as the characters it is.
    const second = within(items[1]!);
    expect(second.getByRole('img', { name: '2 stars out of 5' }).textContent).toBe('★★☆☆☆');
    expect(second.getByText('A renter')).toBeTruthy();
    expect(second.getByText('14/02/2026')).toBeTruthy();
    expect(second.getByText('<b>hi</b> <img src=x onerror="alert(1)">')).toBeTruthy();
    expect(items[1]!.querySelector('b')).toBeNull();
    expect(items[1]!.querySelector('img')).toBeNull();

    // Stars alone: no empty paragraph of words.
    const third = within(items[2]!);
    expect(third.getByRole('img', { name: '5 stars out of 5' }).textContent).toBe('★★★★★');
    expect(third.getByText('Tanvir')).toBeTruthy();
    expect(items[2]!.querySelector('[data-review-text]')).toBeNull();

    expect(screen.queryByText('No reviews yet.')).toBeNull();
    expect(showMoreReviews()).toBeNull();
  });

  it('says "No reviews yet." when the car has none', async () => {
    const car = makeCar();
    serveCar(car, []);
    renderDetails(car);
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();
    expect(showMoreReviews()).toBeNull();
  });

  it('shows ten at a time, and the next ten with "Show more reviews" until all are shown', async () => {
    const user = userEvent.setup();
    const car = makeCar();
    const reviews = Array.from({ length: 23 }, (_, index) =>
      makeReview({ daysAgo: index, text: `Trip ${index + 1}` }),
    );
    const api = serveCar(car, reviews);
    renderDetails(car);

    const list = await reviewsList();
    expect(shownTexts(list)).toEqual(reviews.slice(0, 10).map((review) => review.text));
    expect(screen.getByText('Showing 10 of 23 reviews.')).toBeTruthy();

    await user.click(showMoreReviews()!);
    await waitFor(() => expect(shownTexts(list)).toHaveLength(20));
    expect(shownTexts(list)).toEqual(reviews.slice(0, 20).map((review) => review.text));
    expect(screen.getByText('Showing 20 of 23 reviews.')).toBeTruthy();
    // Keyboard users go on from the first new review.
    expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[10]);

    await user.click(showMoreReviews()!);
    await waitFor(() => expect(shownTexts(list)).toHaveLength(23));
    expect(shownTexts(list)).toEqual(reviews.map((review) => review.text));
    expect(showMoreReviews()).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(api.callsTo('GET /api/car/:id/reviews').map((call) => call.url.search)).toEqual([
      '?limit=10',
      '?limit=10&offset=10',
      '?limit=10&offset=20',
    ]);
  });

  it('says so when the next reviews could not be loaded, and loads them on another try', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const car = makeCar();
    const reviews = Array.from({ length: 12 }, (_, index) =>
      makeReview({ daysAgo: index, text: `Trip ${index + 1}` }),
    );
    let failNext = true;
    serveCar(car, (request) => {
      if (request.query.get('offset') && failNext) {
        failNext = false;
        return networkError();
      }
      return serveReviews(reviews)(request);
    });
    renderDetails(car);
    const list = await reviewsList();

    await user.click(showMoreReviews()!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't load more reviews. Please try again.",
    );
    expect(shownTexts(list)).toHaveLength(10);

    await user.click(showMoreReviews()!);
    await waitFor(() => expect(shownTexts(list)).toHaveLength(12));
    expect(screen.queryByText("We couldn't load more reviews. Please try again.")).toBeNull();
    expect(showMoreReviews()).toBeNull();
  });

  it('says so when the reviews could not be loaded, and Try again loads them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const car = makeCar({ carModel: 'Suzuki Swift' });
    let fail = true;
    const api = serveCar(car, (request) =>
      fail
        ? refuse(500, { message: 'Boom' })
        : serveReviews([makeReview({ text: 'Fine trip' })])(request),
    );
    renderDetails(car);

    expect(await screen.findByText("We couldn't load the reviews. Please try again.")).toBeTruthy();
    // The car is shown all the same.
    expect(screen.getByRole('heading', { level: 1, name: 'Suzuki Swift' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Reviews' })).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(shownTexts(await reviewsList())).toEqual(['Fine trip']);
    expect(screen.queryByText("We couldn't load the reviews. Please try again.")).toBeNull();
    expect(api.callsTo('GET /api/car/:id/reviews')).toHaveLength(2);
  });
});
