import type { QueuedReport, ReportedMessage } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToasts, SUPPORT } from '../../testing/console-test-kit.ts';
import * as reportsRoute from './reports-route.tsx';

// The resolve dialog comes with the interactive kit: loaded once, so it opens at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

const MASKED: ReportedMessage = {
  type: 'message',
  text: 'Pay me in cash, call 01712345678',
  shownText: 'Pay me in cash, call [number hidden]',
  masked: true,
  senderEmail: 'karim@example.com',
  senderName: 'Karim',
  threadId: '55555555-5555-4555-8555-555555555555',
  carModel: 'Toyota Axio',
  sentAt: '2026-12-01T03:00:00.000Z',
};

const messageReport = (
  target: ReportedMessage,
  changes: Partial<QueuedReport> = {},
): QueuedReport => ({
  _id: '11111111-1111-4111-8111-111111111111',
  reporterEmail: 'rahim@example.com',
  targetType: 'message',
  targetId: '66666666-6666-4666-8666-666666666666',
  target,
  reason: 'offPlatform',
  text: '',
  status: 'open',
  createdAt: '2026-12-01T04:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  action: null,
  note: null,
  ...changes,
});

function renderReports(reports: QueuedReport[], path = '/admin/reports') {
  const api = stubApi({
    'GET /api/admin/reports': () => ({ reports }),
    'POST /api/admin/reports/:id/resolve': ({ params, body }) => ({
      resolved: [params.id],
      action: (body as { action: string }).action,
    }),
  });
  renderRoute({ path: '/admin/reports', ...reportsRoute }, path, { signedInAs: SUPPORT });
  return api;
}

const reportList = async (name = 'Reports') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe("A message's report in the console", { timeout: 30_000 }, () => {
  it('shows what the sender wrote, who they are, and what both sides see of it', async () => {
    renderReports([
      messageReport(MASKED),
      messageReport(
        { ...MASKED, text: 'See you at ten.', shownText: 'See you at ten.', masked: false },
        { _id: '22222222-2222-4222-8222-222222222222', reason: 'spam' },
      ),
    ]);
    const [masked, plain] = await reportList();
    expect(masked!.textContent).toContain('Asks to pay or talk outside CarZone');
    expect(masked!.textContent).toContain('Message in the conversation about Toyota Axio');
    expect(masked!.textContent).toContain('Sent by Karim on 01/12/2026, 09:00 (karim@example.com)');
    expect(within(masked!).getByText('What they wrote')).toBeTruthy();
    expect(masked!.textContent).toContain('“Pay me in cash, call 01712345678”');
    expect(masked!.textContent).toContain('Both sides see: Pay me in cash, call [number hidden]');
    expect(plain!.textContent).toContain('“See you at ten.”');
    expect(plain!.textContent).not.toContain('Both sides see');
  });

  it('offers Dismiss and Suspend the sender, and suspends with the words the sender reads', async () => {
    const user = typist();
    const api = renderReports([messageReport(MASKED)]);
    await reportList();

    await user.click(screen.getByRole('button', { name: /^Resolve \(Asks to pay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report' });
    const action = within(dialog).getByLabelText('Action');
    expect([...action.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Dismiss: nothing to change',
      'Suspend the sender',
    ]);
    await user.selectOptions(action, 'Suspend the sender');
    await user.type(
      within(dialog).getByLabelText(/^Reason \(they read it\)/),
      'Asking renters to pay outside CarZone.',
    );
    await user.type(within(dialog).getByLabelText(/^Note for the record/), 'Cash, twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await findToasts()).toEqual(['Report resolved.']);
    expect(api.callsTo('POST /api/admin/reports/:id/resolve')[0]!.body).toEqual({
      action: 'suspendUser',
      note: 'Cash, twice.',
      reason: 'Asking renters to pay outside CarZone.',
    });
  });

  it('says a resolved one suspended the sender', async () => {
    renderReports(
      [
        messageReport(MASKED, {
          status: 'resolved',
          resolvedAt: '2026-12-02T04:00:00.000Z',
          resolvedBy: 'support@carzone.test',
          action: 'suspendUser',
          note: 'Cash, twice.',
        }),
      ],
      '/admin/reports?status=resolved',
    );
    const [resolved] = await reportList();
    expect(resolved!.textContent).toContain(
      'Suspend the sender by support@carzone.test on 02/12/2026, 10:00: Cash, twice.',
    );
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderReports([messageReport(MASKED)]);
    const [masked] = await reportList('রিপোর্ট');
    expect(masked!.textContent).toContain('Toyota Axio নিয়ে কথোপকথনের একটি বার্তা');
    expect(within(masked!).getByText('তিনি যা লিখেছেন')).toBeTruthy();
    expect(masked!.textContent).toContain('দুই পক্ষই দেখেন: Pay me in cash, call [number hidden]');
    expect(masked!.textContent).toContain('CarZone-এর বাইরে টাকা দিতে বা কথা বলতে বলে');
  });
});
