import { renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuditEntry, SUPPORT } from '../../testing/console-test-kit.ts';
import * as auditRoute from './audit-route.tsx';

function renderAudit(url = '/admin/audit', entries = [makeAuditEntry()]) {
  const api = stubApi({ 'GET /api/admin/audit': { entries } });
  const view = renderRoute({ path: '/admin/audit', ...auditRoute }, url, { signedInAs: SUPPORT });
  return { api, ...view };
}

const entriesShown = async (name = 'Audit log') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe("The console's audit log", { timeout: 30_000 }, () => {
  it('shows each action as the API answers them, newest first: what, when, by whom, on what, why and its request', async () => {
    const { api } = renderAudit('/admin/audit', [
      makeAuditEntry({ at: '2026-12-02T06:30:00.000Z', requestId: 'req-b' }),
      makeAuditEntry({
        at: '2026-12-01T04:00:00.000Z',
        action: 'staff.signIn',
        actor: 'ADMIN_EMAILS',
        actorRole: null,
        targetId: 'admin@carzone.test',
        reason: null,
        requestId: null,
      }),
      makeAuditEntry({ action: 'car.hidden', targetType: 'car', targetId: 'car-7' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Audit log | CarZone'));
    const [granted, signedIn, unknown] = await entriesShown();
    expect(granted!.textContent).toContain('Gave a role');
    expect(granted!.textContent).toContain('02/12/2026, 12:30');
    expect(granted!.textContent).toContain('admin@carzone.test (Admin)');
    expect(granted!.textContent).toContain('staff: support@carzone.test');
    expect(granted!.textContent).toContain('none → support');
    expect(granted!.textContent).toContain('req-b');
    expect(signedIn!.textContent).toContain('Signed in');
    expect(signedIn!.textContent).not.toContain('Why');
    // An action the console has no words for yet shows as the API names it.
    expect(unknown!.textContent).toContain('car.hidden');
    // A page and one more, to know whether older entries remain.
    expect(api.callsTo('GET /api/admin/audit')[0]!.query.get('limit')).toBe('51');
    expect(screen.queryByRole('link', { name: 'Older entries' })).toBeNull();
  });

  it("says finance's acts on money, and the finance role, in words", async () => {
    const finance = { actor: 'finance@carzone.test', actorRole: 'finance' as const };
    renderAudit('/admin/audit', [
      makeAuditEntry({ ...finance, action: 'payment.accepted', targetType: 'payment' }),
      makeAuditEntry({ ...finance, action: 'payment.refused', targetType: 'payment' }),
      makeAuditEntry({ ...finance, action: 'refund.byHand', targetType: 'booking' }),
      makeAuditEntry({ ...finance, action: 'refund.retried', targetType: 'refund' }),
    ]);
    const shown = (await entriesShown()).map((entry) => entry.textContent);
    expect(shown[0]).toContain('Accepted a held payment');
    expect(shown[0]).toContain('finance@carzone.test (Finance)');
    expect(shown[1]).toContain('Refused a held payment');
    expect(shown[2]).toContain('Refunded by hand');
    expect(shown[3]).toContain('Tried a refund again');
  });

  it('filters by who acted and what it was done to, through the address', async () => {
    const user = typist();
    const { api, router } = renderAudit();
    await entriesShown();

    await user.type(screen.getByLabelText(/^Done by/), ' support@carzone.test ');
    await user.type(screen.getByLabelText(/^Target$/), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(api.callsTo('GET /api/admin/audit')).toHaveLength(2));
    const query = api.callsTo('GET /api/admin/audit')[1]!.query;
    expect(query.get('actor')).toBe('support@carzone.test');
    expect(query.get('targetId')).toBe('rahim@example.com');
    expect(query.has('targetType')).toBe(false);
    expect(router.state.location.search).toBe(
      '?actor=support%40carzone.test&targetId=rahim%40example.com',
    );

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through older entries under the same filters', async () => {
    const page = Array.from({ length: 51 }, () => makeAuditEntry());
    const { api } = renderAudit('/admin/audit?actor=admin%40carzone.test', page);
    expect(await entriesShown()).toHaveLength(50);
    const older = screen.getByRole('link', { name: 'Older entries' });
    expect(older.getAttribute('href')).toBe('/admin/audit?actor=admin%40carzone.test&offset=50');

    await typist().click(older);
    await waitFor(() => expect(api.callsTo('GET /api/admin/audit')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/audit')[1]!.query.get('offset')).toBe('50');
    expect((await screen.findByRole('link', { name: 'Newer entries' })).getAttribute('href')).toBe(
      '/admin/audit?actor=admin%40carzone.test',
    );
  });

  it('says when nothing matches', async () => {
    renderAudit('/admin/audit?actor=nobody%40example.com', []);
    expect(await screen.findByText('No entries match.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Done by/).value).toBe('nobody@example.com');
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderAudit();
    expect(await screen.findByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeTruthy();
    const [entry] = await entriesShown('অডিট লগ');
    expect(entry!.textContent).toContain('ভূমিকা দিয়েছেন');
    expect(entry!.textContent).toContain('admin@carzone.test (অ্যাডমিন)');
  });
});
