// My Cars shows each car's standing with staff: nothing for a published car; for one waiting for
// review, rejected or hidden, a badge and staff's reason, in the table and on the phone's cards,
// in English and Bangla.
import type { Moderation } from '@carzone/domain';
import { makeCar, renderRoute, showBangla, stubApi } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWNER, prepareOwnerArea } from '../../testing/owner-test-kit.ts';
import * as myCarsRoute from './my-cars-route.tsx';

prepareOwnerArea();

const withStanding = (carModel: string, moderation: Moderation) => ({
  ...makeCar({ carModel }),
  moderation,
});

function renderMyCars() {
  stubApi({
    'GET /api/cars/:email': [
      withStanding('Toyota Axio', { state: 'published', reason: null }),
      withStanding('Honda Fit', { state: 'pendingReview', reason: null }),
      withStanding('Nissan Sunny', { state: 'rejected', reason: 'The photo is of a bus.' }),
      withStanding('Suzuki Swift', { state: 'hidden', reason: 'Reported as fake.' }),
    ],
    'GET /api/cars/:email/bookings': [],
  });
  renderRoute({ path: '/cars/:email', ...myCarsRoute }, '/cars/owner%40example.com', {
    signedInAs: OWNER,
  });
}

/** The table's row for `model`, and its card for a phone. */
async function viewsOf(model: string) {
  const table = await screen.findByRole('table');
  const cards = screen.getByRole('list', { name: 'My cars' });
  return [
    within(table).getByText(model, { exact: false }).closest('tr')!,
    within(cards).getByRole('heading', { name: model }).closest('li')!,
  ];
}

describe("My Cars: a car's standing with staff", { timeout: 30_000 }, () => {
  it('says nothing of a published car, and shows the others with the reason staff gave', async () => {
    renderMyCars();
    for (const view of await viewsOf('Toyota Axio')) {
      expect(view.textContent).not.toMatch(/Waiting for review|Rejected|Hidden|Reason:/);
    }
    for (const view of await viewsOf('Honda Fit')) {
      expect(within(view).getByText('Waiting for review')).toBeTruthy();
      expect(view.textContent).not.toContain('Reason:');
    }
    for (const view of await viewsOf('Nissan Sunny')) {
      expect(within(view).getByText('Rejected')).toBeTruthy();
      expect(within(view).getByText('Reason: The photo is of a bus.')).toBeTruthy();
    }
    for (const view of await viewsOf('Suzuki Swift')) {
      expect(within(view).getByText('Hidden')).toBeTruthy();
      expect(within(view).getByText('Reason: Reported as fake.')).toBeTruthy();
    }
  });

  it('says it in Bangla, the reason as staff wrote it', async () => {
    renderMyCars();
    await viewsOf('Honda Fit');
    await showBangla();
    const table = screen.getByRole('table');
    expect(within(table).getByText('পর্যালোচনার অপেক্ষায়')).toBeTruthy();
    expect(within(table).getByText('প্রত্যাখ্যাত')).toBeTruthy();
    expect(within(table).getByText('লুকানো')).toBeTruthy();
    expect(within(table).getByText('কারণ: The photo is of a bus.')).toBeTruthy();
  });
});
