import { renderRoute, showBangla, stubApi } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, FINANCE, makeAuditEntry, STAFF, SUPPORT } from '../../testing/console-test-kit.ts';
import * as overviewRoute from './overview-route.tsx';

/** The queues' answers: `reports` open reports (the oldest created first) and `cars` waiting cars. */
const queues = (reports: { createdAt: string }[] = [], cars: object[] = []) => ({
  'GET /api/admin/reports': { reports },
  'GET /api/admin/cars': { cars },
});

/** The payments' answer: how many are held and how many refunds are to follow. */
const payments = (held = 0, refunds = 0) => ({
  'GET /api/admin/payments': {
    held: Array.from({ length: held }, () => ({})),
    refunds: Array.from({ length: refunds }, () => ({})),
  },
});

const renderOverview = (signedInAs = ADMIN) =>
  renderRoute({ path: '/admin', ...overviewRoute }, '/admin', { signedInAs });

describe("The console's overview", { timeout: 30_000 }, () => {
  it("shows an admin how many hold a staff role and the audit log's latest action, each a link to its page", async () => {
    const api = stubApi({
      'GET /api/admin/staff': { staff: STAFF },
      'GET /api/admin/audit': { entries: [makeAuditEntry({ at: '2026-12-02T06:30:00.000Z' })] },
      ...queues(),
      ...payments(1, 2),
    });
    renderOverview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Console' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Console | CarZone'));
    expect(screen.getByText('People with a staff role: 2')).toBeTruthy();
    // In Dhaka's time.
    expect(screen.getByText('Latest action: 02/12/2026, 12:30')).toBeTruthy();
    const linkOf = (part: string) =>
      within(screen.getByRole('heading', { level: 2, name: part }))
        .getByRole('link')
        .getAttribute('href');
    expect(linkOf('Staff')).toBe('/admin/staff');
    expect(linkOf('Audit log')).toBe('/admin/audit');
    expect(linkOf('Payments')).toBe('/admin/payments');
    expect(screen.getByText('Held for review: 1')).toBeTruthy();
    expect(screen.getByText('Refunds to follow: 2')).toBeTruthy();
    // Only the newest entry is asked for.
    expect(api.callsTo('GET /api/admin/audit')[0]!.query.get('limit')).toBe('1');
  });

  it('shows support the audit log alone: the staff are not asked for, nor offered', async () => {
    const api = stubApi({ 'GET /api/admin/audit': { entries: [] }, ...queues() });
    renderOverview(SUPPORT);

    expect(await screen.findByText('No action recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(screen.queryByText(/People with a staff role/)).toBeNull();
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/api/admin/audit',
      '/api/admin/cars',
      '/api/admin/reports',
    ]);
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'People', 'Reports', 'Reviews', 'Listings', 'Audit log']);
  });

  it('shows finance the payments alone: nothing finance may not read is asked for', async () => {
    const api = stubApi(payments(3, 0));
    renderOverview(FINANCE);

    expect(await screen.findByText('Held for review: 3')).toBeTruthy();
    expect(screen.getByText('Refunds to follow: 0')).toBeTruthy();
    expect(
      within(screen.getByRole('heading', { level: 2, name: 'Payments' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/payments');
    expect(screen.getAllByRole('heading', { level: 2 }).map((part) => part.textContent)).toEqual([
      'Payments',
    ]);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/admin/payments']);
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Payments']);
  });

  it('says it in Bangla, with Bangla digits', async () => {
    await showBangla();
    stubApi({
      'GET /api/admin/staff': { staff: STAFF },
      'GET /api/admin/audit': { entries: [] },
      ...queues(),
      ...payments(),
    });
    renderOverview();

    expect(await screen.findByRole('heading', { level: 1, name: 'কনসোল' })).toBeTruthy();
    expect(screen.getByText('স্টাফ ভূমিকা আছে যাঁদের: ২')).toBeTruthy();
    expect(screen.getByText('এখনো কোনো কাজ লেখা হয়নি।')).toBeTruthy();
  });

  it('shows the open reports, since when the oldest waits, and the cars waiting for review, each a link to its queue', async () => {
    const api = stubApi({
      'GET /api/admin/audit': { entries: [] },
      ...queues(
        [{ createdAt: '2026-12-01T04:00:00.000Z' }, { createdAt: '2026-12-02T04:00:00.000Z' }],
        [{}, {}, {}],
      ),
    });
    renderOverview(SUPPORT);

    expect(await screen.findByText('Open reports: 2')).toBeTruthy();
    expect(screen.getByText('The oldest waits since 01/12/2026, 10:00')).toBeTruthy();
    expect(screen.getByText('Cars waiting for review: 3')).toBeTruthy();
    const linkOf = (part: string) =>
      within(screen.getByRole('heading', { level: 2, name: part }))
        .getByRole('link')
        .getAttribute('href');
    expect(linkOf('Reports')).toBe('/admin/reports');
    expect(linkOf('Listings')).toBe('/admin/listings');
    expect(api.callsTo('GET /api/admin/reports')[0]!.query.get('status')).toBe('open');
    expect(api.callsTo('GET /api/admin/cars')[0]!.query.get('state')).toBe('pendingReview');
  });
});
