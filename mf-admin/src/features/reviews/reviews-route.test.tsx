import type { ReviewQueueEntry } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findToasts, SUPPORT } from '../../testing/console-test-kit.ts';
import * as reviewsRoute from './reviews-route.tsx';

// The dialogs come with the interactive kit: loaded once, so they open at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

function makeReview(overrides: Partial<ReviewQueueEntry> = {}): ReviewQueueEntry {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    rating: 2,
    text: 'Call me on 01711 000000 for a cheaper deal.',
    authorEmail: 'rafi@example.com',
    authorName: 'Rafi',
    authorSide: 'renter',
    carId: '55555555-5555-4555-8555-555555555555',
    carModel: 'Axio',
    createdAt: '2026-12-01T04:00:00.000Z',
    hiddenReason: null,
    hiddenAt: null,
    ...overrides,
  };
}

const HIDDEN = makeReview({ hiddenReason: 'spam', hiddenAt: '2026-12-03T06:30:00.000Z' });

function renderReviews(
  reviews: ReviewQueueEntry[] = [makeReview()],
  path = '/admin/reviews',
  failing: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({
    'GET /api/admin/reviews': () => ({ reviews, total: reviews.length }),
    'POST /api/admin/reviews/:id/hide': ({ params, body }) => {
      reviews.splice(0, reviews.length);
      return {
        _id: params.id,
        hiddenReason: (body as { reason: string }).reason,
        hiddenAt: '2026-12-04T04:00:00.000Z',
        carRating: { average: 5, count: 1 },
      };
    },
    'POST /api/admin/reviews/:id/restore': ({ params }) => {
      reviews.splice(0, reviews.length);
      return { _id: params.id, hiddenReason: null, hiddenAt: null, carRating: null };
    },
    ...failing,
  });
  renderRoute({ path: '/admin/reviews', ...reviewsRoute }, path, { signedInAs: SUPPORT });
  return api;
}

const reviewList = async (name = 'Shown reviews') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe("The console's reviews", { timeout: 30_000 }, () => {
  it('lists the shown reviews with car, stars, words, author and date, found by words', async () => {
    const user = typist();
    const api = renderReviews([
      makeReview(),
      makeReview({
        _id: '77777777-7777-4777-8777-777777777777',
        authorSide: 'owner',
        authorName: '',
        authorEmail: 'karim@example.com',
        rating: 5,
        text: '',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    const [renters, owners] = await reviewList();
    expect(renters!.textContent).toContain('Review of Axio: 2 of 5');
    expect(renters!.textContent).toContain('“Call me on 01711 000000 for a cheaper deal.”');
    expect(renters!.textContent).toContain('Written by Rafi (rafi@example.com)');
    expect(renters!.textContent).toContain('Published 01/12/2026, 10:00');
    expect(owners!.textContent).toContain("Owner's review of a renter of Axio: 5 of 5");
    expect(owners!.textContent).toContain('Written by karim@example.com (karim@example.com)');
    expect(screen.getByText('Reviews 1–2 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shown reviews' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe(
      '/admin/reviews',
    );
    const first = api.callsTo('GET /api/admin/reviews')[0]!.query;
    expect([first.get('state'), first.get('q'), first.get('offset')]).toEqual([
      'published',
      null,
      '0',
    ]);

    await user.type(screen.getByRole('searchbox', { name: /^Car model/ }), '  Axio spam ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/reviews')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/reviews')[1]!.query.get('q')).toBe('Axio spam');
  });

  it('hides a review for the published reason chosen, and reads the list again', async () => {
    const user = typist();
    const api = renderReviews();
    await reviewList();

    await user.click(screen.getByRole('button', { name: 'Hide (Review of Axio: 2 of 5)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    const reasons = within(dialog).getByRole('combobox', { name: 'Published reason' });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Personal details',
      'Offensive',
      'Not about the trip',
      'Conflict of interest',
      'Spam or advertising',
    ]);
    await user.selectOptions(reasons, 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await findToasts()).toEqual(['The review is hidden.']);
    expect(api.callsTo('POST /api/admin/reviews/:id/hide')).toEqual([
      expect.objectContaining({
        params: { id: '66666666-6666-4666-8666-666666666666' },
        body: { reason: 'spam' },
      }),
    ]);
    expect(await screen.findByText('No review matches.')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/reviews')).toHaveLength(2);
  });

  it('shows a hidden review with its reason and when, and restores it once confirmed', async () => {
    const user = typist();
    const api = renderReviews([HIDDEN], '/admin/reviews?state=hidden&q=axio');
    const [review] = await reviewList('Hidden reviews');
    expect(review!.textContent).toContain('Spam or advertising');
    expect(review!.textContent).toContain('Hidden 03/12/2026, 12:30');
    const asked = api.callsTo('GET /api/admin/reviews')[0]!.query;
    expect([asked.get('state'), asked.get('q')]).toEqual(['hidden', 'axio']);
    // The other list keeps the search.
    expect(screen.getByRole('link', { name: 'Shown reviews' }).getAttribute('href')).toBe(
      '/admin/reviews?q=axio',
    );

    await user.click(within(review!).getByRole('button', { name: /^Restore/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this review?' });
    expect(api.callsTo('POST /api/admin/reviews/:id/restore')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await findToasts()).toEqual(['The review is shown again.']);
    expect(api.callsTo('POST /api/admin/reviews/:id/restore')).toHaveLength(1);
    expect(await screen.findByText('No review matches.')).toBeTruthy();
  });

  it('says when no review matches', async () => {
    renderReviews([]);
    expect(await screen.findByText('No review matches.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Shown reviews' })).toBeNull();
  });

  it("says the API's refusal of a review another member of staff hid meanwhile", async () => {
    const user = typist();
    const api = renderReviews();
    api.on({
      'POST /api/admin/reviews/:id/hide': refuse(409, {
        code: 'review.alreadyHidden',
        message: 'This review is already hidden.',
      }),
    });
    await reviewList();

    await user.click(screen.getByRole('button', { name: /^Hide/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await findToasts()).toEqual(['This review is already hidden.']);
    expect(screen.getByRole('dialog', { name: 'Hide this review?' })).toBeTruthy();
    expect(api.callsTo('GET /api/admin/reviews')).toHaveLength(1);
  });

  it('leaves a list the API cannot answer to the page around it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderReviews([], '/admin/reviews', {
      'GET /api/admin/reviews': refuse(500, { message: 'Database down' }),
    });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Reviews' })).toBeNull();
    logged.mockRestore();
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderReviews();
    expect(await screen.findByRole('heading', { level: 1, name: 'রিভিউ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^লুকান/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'লুকানো রিভিউ' })).toBeTruthy();
  });
});
