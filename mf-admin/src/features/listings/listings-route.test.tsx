import type { ListingQueueEntry } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToasts, SUPPORT } from '../../testing/console-test-kit.ts';
import * as listingsRoute from './listings-route.tsx';

// The dialogs come with the interactive kit: loaded once, so they open at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

function makeEntry(overrides: Partial<ListingQueueEntry> = {}): ListingQueueEntry {
  return {
    _id: '55555555-5555-4555-8555-555555555555',
    carModel: 'Axio',
    brand: 'Toyota',
    description: 'A clean family car.',
    imageUrl: 'https://example.com/axio.jpg',
    thumbnailUrl: 'https://example.com/axio-small.jpg',
    owner: { email: 'karim@example.com', name: 'Karim' },
    moderation: { state: 'pendingReview', reason: null },
    since: '2026-12-01T04:00:00.000Z',
    upcomingBookings: 2,
    ...overrides,
  };
}

function renderListings(cars: ListingQueueEntry[] = [makeEntry()], path = '/admin/listings') {
  const api = stubApi({
    'GET /api/admin/cars': () => ({ cars }),
    'POST /api/admin/cars/:id/approve': ({ params }) => {
      cars.splice(0, cars.length);
      return { _id: params.id, moderation: { state: 'published', reason: null } };
    },
    'POST /api/admin/cars/:id/reject': ({ params, body }) => {
      cars.splice(0, cars.length);
      return {
        _id: params.id,
        moderation: { state: 'rejected', reason: (body as { reason: string }).reason },
      };
    },
  });
  renderRoute({ path: '/admin/listings', ...listingsRoute }, path, { signedInAs: SUPPORT });
  return api;
}

const carList = async (name = 'To review') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe("The console's listings", { timeout: 30_000 }, () => {
  it('lists the cars waiting for review by default, with owner, description, since when and bookings to come', async () => {
    const api = renderListings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' })).toBeTruthy();
    const [car] = await carList();
    expect(car!.textContent).toContain('Toyota Axio');
    expect(car!.textContent).toContain('Owner: Karim (karim@example.com)');
    expect(car!.textContent).toContain('A clean family car.');
    expect(car!.textContent).toContain('In this queue since 01/12/2026, 10:00');
    expect(car!.textContent).toContain('Bookings still to come: 2');
    expect(car!.querySelector('img')!.getAttribute('src')).toBe(
      'https://example.com/axio-small.jpg',
    );
    expect(api.callsTo('GET /api/admin/cars')[0]!.query.get('state')).toBe('pendingReview');
  });

  it("shows a hidden car's reason and offers Restore alone", async () => {
    const api = renderListings(
      [makeEntry({ moderation: { state: 'hidden', reason: 'Photos copied.' } })],
      '/admin/listings?state=hidden',
    );
    const [car] = await carList('Hidden cars');
    expect(car!.textContent).toContain("Staff's reason: Photos copied.");
    expect(
      within(car!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore (Toyota Axio)']);
    expect(api.callsTo('GET /api/admin/cars')[0]!.query.get('state')).toBe('hidden');
  });

  it('approves a car once confirmed, and reads the queue again', async () => {
    const user = typist();
    const api = renderListings();
    await carList();

    await user.click(screen.getByRole('button', { name: 'Approve (Toyota Axio)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Axio?' });
    expect(api.callsTo('POST /api/admin/cars/:id/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await findToasts()).toEqual(['Axio is listed.']);
    expect(await screen.findByText('No car is in this queue.')).toBeTruthy();
  });

  it('rejects a car with the reason its owner reads', async () => {
    const user = typist();
    const api = renderListings();
    await carList();

    await user.click(screen.getByRole('button', { name: 'Reject (Toyota Axio)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Axio?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The photos are not of this car.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToasts()).toEqual(['Axio is rejected.']);
    expect(api.callsTo('POST /api/admin/cars/:id/reject')[0]!.body).toEqual({
      reason: 'The photos are not of this car.',
    });
  });

  it("says the API's refusal of a car another member of staff moved meanwhile", async () => {
    const user = typist();
    const api = renderListings();
    api.on({
      'POST /api/admin/cars/:id/approve': refuse(409, {
        code: 'listing.wrongState',
        message: 'The car is not in a state this allows.',
      }),
    });
    await carList();

    await user.click(screen.getByRole('button', { name: 'Approve (Toyota Axio)' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await findToasts()).toEqual(['The car is not in a state this allows.']);
    await waitFor(() => expect(api.callsTo('GET /api/admin/cars')).toHaveLength(1));
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderListings();
    expect(await screen.findByRole('heading', { level: 1, name: 'তালিকাভুক্ত গাড়ি' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^অনুমোদন করুন/ })).toBeTruthy();
  });
});
