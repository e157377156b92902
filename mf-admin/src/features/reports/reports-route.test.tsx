import type { QueuedReport } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToasts, SUPPORT } from '../../testing/console-test-kit.ts';
import * as reportsRoute from './reports-route.tsx';

// The resolve dialog comes with the interactive kit: loaded once, so it opens at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

const base = {
  text: '',
  status: 'open',
  resolvedAt: null,
  resolvedBy: null,
  action: null,
  note: null,
} as const;

const CAR_REPORT: QueuedReport = {
  ...base,
  _id: '11111111-1111-4111-8111-111111111111',
  reporterEmail: 'rahim@example.com',
  targetType: 'car',
  targetId: '22222222-2222-4222-8222-222222222222',
  target: {
    type: 'car',
    carModel: 'Toyota Axio',
    ownerEmail: 'karim@example.com',
    ownerName: 'Karim',
    moderationState: 'published',
  },
  reason: 'fake',
  text: 'The photos are from a website.',
  createdAt: '2026-12-01T04:00:00.000Z',
};

const REVIEW_REPORT: QueuedReport = {
  ...base,
  _id: '33333333-3333-4333-8333-333333333333',
  reporterEmail: 'karim@example.com',
  targetType: 'review',
  targetId: '44444444-4444-4444-8444-444444444444',
  target: {
    type: 'review',
    rating: 1,
    text: 'Call him on 017…',
    authorEmail: 'rahim@example.com',
    authorName: 'Rahim',
    authorSide: 'renter',
    carId: null,
    carModel: 'Toyota Axio',
    hiddenReason: null,
  },
  reason: 'other',
  createdAt: '2026-12-02T04:00:00.000Z',
};

function renderReports(
  reports: QueuedReport[] = [CAR_REPORT, REVIEW_REPORT],
  path = '/admin/reports',
) {
  const api = stubApi({
    'GET /api/admin/reports': () => ({ reports }),
    'POST /api/admin/reports/:id/resolve': ({ params, body }) => {
      reports.splice(0, reports.length, ...reports.filter((report) => report._id !== params.id));
      return { resolved: [params.id], action: (body as { action: string }).action };
    },
  });
  renderRoute({ path: '/admin/reports', ...reportsRoute }, path, { signedInAs: SUPPORT });
  return api;
}

const reportList = async () =>
  within(await screen.findByRole('list', { name: 'Reports' })).getAllByRole('listitem');

describe("The console's reports", { timeout: 30_000 }, () => {
  it('lists the open reports oldest first, each with its target, reason, words, reporter and when', async () => {
    const api = renderReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const [car, review] = await reportList();
    expect(car!.textContent).toContain('Fake listing');
    expect(car!.textContent).toContain('Car: Toyota Axio');
    expect(car!.textContent).toContain('Owner: Karim (karim@example.com)');
    expect(car!.textContent).toContain('Published');
    expect(car!.textContent).toContain('Their words: The photos are from a website.');
    expect(car!.textContent).toContain('Reported by rahim@example.com on 01/12/2026, 10:00');
    expect(review!.textContent).toContain('Review of Toyota Axio: 1 of 5');
    expect(review!.textContent).toContain('Written by Rahim (rahim@example.com)');
    expect(api.callsTo('GET /api/admin/reports')[0]!.query.get('status')).toBe('open');
    const which = screen.getByRole('navigation', { name: 'Which reports' });
    expect(within(which).getByRole('link', { name: 'Resolved reports' }).getAttribute('href')).toBe(
      '/admin/reports?status=resolved',
    );
  });

  it('asks for the resolved ones when switched to them', async () => {
    const api = renderReports([], '/admin/reports?status=resolved');
    expect(await screen.findByText('No report has been resolved yet.')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/reports')[0]!.query.get('status')).toBe('resolved');
  });

  it('hides a car with the reason its owner reads and a note, offering only the actions that fit', async () => {
    const user = typist();
    const api = renderReports();
    await reportList();

    await user.click(screen.getByRole('button', { name: /^Resolve \(Fake listing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    const action = within(dialog).getByLabelText('Action');
    expect([...action.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Dismiss: nothing to change',
      'Hide the car',
    ]);
    await user.selectOptions(action, 'Hide the car');
    await user.type(within(dialog).getByLabelText(/^Reason \(they read it\)/), 'Not your car.');
    await user.type(within(dialog).getByLabelText(/^Note for the record/), 'Photos copied.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await findToasts()).toEqual(['Report resolved.']);
    expect(api.callsTo('POST /api/admin/reports/:id/resolve')[0]!.body).toEqual({
      action: 'hideCar',
      note: 'Photos copied.',
      reason: 'Not your car.',
    });
    await waitFor(async () => expect(await reportList()).toHaveLength(1));
  });

  it("asks a review's published reason when the report gives none, and shows the API's refusal", async () => {
    const user = typist();
    const api = renderReports();
    api.on({
      'POST /api/admin/reports/:id/resolve': refuse(400, {
        code: 'report.noteRequired',
        message: 'Write a note of at most 1,000 characters saying what was decided.',
      }),
    });
    await reportList();

    await user.click(screen.getByRole('button', { name: /^Resolve \(Other reason/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    expect(within(dialog).queryByLabelText('Published reason')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Action'), 'Hide the review');
    await user.selectOptions(
      within(dialog).getByLabelText('Published reason'),
      'Spam or advertising',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await findToasts()).toEqual([
      'Write a note of at most 1,000 characters saying what was decided.',
    ]);
    expect(api.callsTo('POST /api/admin/reports/:id/resolve')[0]!.body).toEqual({
      action: 'hideReview',
      note: '',
      reason: 'spam',
    });
    expect(api.callsTo('GET /api/admin/reports')).toHaveLength(1);
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'রিপোর্ট' })).toBeTruthy();
    expect(screen.getByText('ভুয়া তালিকাভুক্ত গাড়ি')).toBeTruthy();
  });
});
