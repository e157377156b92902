import type { HeldPayment, PaymentsQueue, RefundToFollow } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, reply, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, FINANCE, findToasts } from '../../testing/console-test-kit.ts';
import * as paymentsRoute from './payments-route.tsx';

// The dialogs come with the interactive kit: loaded once, so they open at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

const HELD: HeldPayment = {
  paymentId: '11111111-1111-4111-8111-111111111111',
  bookingId: '22222222-2222-4222-8222-222222222222',
  carModel: 'Axio',
  renterEmail: 'rafi@example.com',
  startDate: '2026-12-20',
  endDate: '2026-12-22',
  amount: 2750,
  cardType: 'BKASH-BKash',
  paidAt: '2026-12-05T04:00:00.000Z',
};

const FAILED: RefundToFollow = {
  refundId: '33333333-3333-4333-8333-333333333333',
  bookingId: '44444444-4444-4444-8444-444444444444',
  carModel: 'Premio',
  renterEmail: 'nila@example.com',
  amount: 1200,
  state: 'failed',
  reason: 'renterCanceled',
  attempts: 5,
  lastError: 'Refund refused by the bank',
  createdAt: '2026-12-04T06:30:00.000Z',
};

const PENDING: RefundToFollow = {
  ...FAILED,
  refundId: '55555555-5555-4555-8555-555555555555',
  carModel: 'Corolla',
  state: 'pending',
  reason: 'ownerCanceled',
  attempts: 1,
  lastError: '',
};

const noContent = () => reply(204);

function renderPayments(queue: PaymentsQueue = { held: [HELD], refunds: [FAILED, PENDING] }) {
  const api = stubApi({
    'GET /api/admin/payments': () => queue,
    'POST /api/admin/payments/:id/accept': noContent,
    'POST /api/admin/payments/:id/refuse': noContent,
    'POST /api/admin/bookings/:id/refunds': noContent,
    'POST /api/admin/refunds/:id/retry': noContent,
  });
  renderRoute({ path: '/admin/payments', ...paymentsRoute }, '/admin/payments', {
    signedInAs: FINANCE,
  });
  return api;
}

const listOf = async (name: string) =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe("The console's payments", { timeout: 30_000 }, () => {
  it('lists the held payments and the refunds to follow with their words and amounts', async () => {
    renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Payments | CarZone'));

    const [held] = await listOf('Held for review');
    expect(held!.textContent).toContain('Axio');
    expect(held!.textContent).toContain('$27.50');
    expect(held!.textContent).toContain('Renter: rafi@example.com');
    expect(held!.textContent).toContain('20/12/2026 to 22/12/2026');
    expect(held!.textContent).toContain('Paid with BKASH-BKash');
    expect(held!.textContent).toContain('Paid 05/12/2026, 10:00');

    const [failed, pending] = await listOf('Refunds to follow');
    expect(failed!.textContent).toContain('Premio');
    expect(failed!.textContent).toContain('Refused by the gateway');
    expect(failed!.textContent).toContain('Refund of $12.00: The renter canceled');
    expect(failed!.textContent).toContain('Attempts: 5');
    expect(failed!.textContent).toContain('The gateway said: Refund refused by the bank');
    expect(within(failed!).getByRole('button', { name: /^Try again/ })).toBeTruthy();
    expect(pending!.textContent).toContain('Waiting for the gateway');
    expect(pending!.textContent).toContain('The owner canceled');
    expect(pending!.textContent).not.toContain('The gateway said');
    // Only a refund the gateway refused can be tried again.
    expect(within(pending!).queryByRole('button', { name: /^Try again/ })).toBeNull();

    // Finance sees the payments among the console's sections, and no part it may not read.
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Payments']);
  });

  it('says when nothing is held and no refund is to follow', async () => {
    renderPayments({ held: [], refunds: [] });
    expect(await screen.findByText('No payment is held for review.')).toBeTruthy();
    expect(
      screen.getByText('No refund to follow: every refund went through in time.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Held for review' })).toBeNull();
  });

  it('accepts a held payment once confirmed, and reads the page again', async () => {
    const user = typist();
    const api = renderPayments();
    await listOf('Held for review');

    await user.click(
      screen.getByRole('button', { name: 'Accept payment (Axio, rafi@example.com)' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept $27.50 for Axio?' });
    expect(api.callsTo('POST /api/admin/payments/:id/accept')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept payment' }));

    expect(await findToasts()).toEqual([
      'The payment is accepted: the booking of Axio is confirmed.',
    ]);
    expect(api.callsTo('POST /api/admin/payments/:id/accept')).toEqual([
      expect.objectContaining({ params: { id: HELD.paymentId } }),
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/admin/payments')).toHaveLength(2));
  });

  it('refuses a held payment with the reason the renter reads, asking for one first', async () => {
    const user = typist();
    const api = renderPayments();
    await listOf('Held for review');

    await user.click(screen.getByRole('button', { name: /^Refuse and refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse $27.50 for Axio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }));
    expect(await within(dialog).findByText('Say why: the renter reads it.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/payments/:id/refuse')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      '  The card was reported stolen. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }));

    expect(await findToasts()).toEqual([
      'The payment is refused: $27.50 goes back to rafi@example.com.',
    ]);
    expect(api.callsTo('POST /api/admin/payments/:id/refuse')).toEqual([
      expect.objectContaining({
        params: { id: HELD.paymentId },
        body: { reason: 'The card was reported stolen.' },
      }),
    ]);
  });

  it("says the API's refusal of a payment another member of staff decided meanwhile", async () => {
    const user = typist();
    const api = renderPayments();
    api.on({
      'POST /api/admin/payments/:id/accept': refuse(409, {
        code: 'payment.notHeld',
        message: 'This payment is not held for review.',
      }),
    });
    await listOf('Held for review');

    await user.click(screen.getByRole('button', { name: /^Accept payment/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept $27.50 for Axio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept payment' }));

    expect(await findToasts()).toEqual(['This payment is not held for review.']);
    expect(api.callsTo('GET /api/admin/payments')).toHaveLength(1);
  });

  it('tries a refused refund again', async () => {
    const user = typist();
    const api = renderPayments();
    await listOf('Refunds to follow');

    await user.click(screen.getByRole('button', { name: 'Try again (Premio, nila@example.com)' }));

    expect(await findToasts()).toEqual(['The refund will be tried again.']);
    expect(api.callsTo('POST /api/admin/refunds/:id/retry')).toEqual([
      expect.objectContaining({ params: { id: FAILED.refundId } }),
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/admin/payments')).toHaveLength(2));
  });

  it("says the API's refusal of a refund that is no longer refused", async () => {
    const user = typist();
    const api = renderPayments();
    api.on({
      'POST /api/admin/refunds/:id/retry': refuse(409, {
        code: 'payment.refundNotFailed',
        message: 'Only a refund the gateway refused can be tried again.',
      }),
    });
    await listOf('Refunds to follow');

    await user.click(screen.getByRole('button', { name: /^Try again/ }));

    expect(await findToasts()).toEqual(['Only a refund the gateway refused can be tried again.']);
  });

  it("refunds a row's booking by hand, in cents, from its dialog", async () => {
    const user = typist();
    const api = renderPayments();
    await listOf('Refunds to follow');

    await user.click(
      screen.getByRole('button', { name: 'Refund by hand (Premio, nila@example.com)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund Premio by hand?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount in dollars/ }), '12.5');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'The bank refused it five times.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the refund' }));

    expect(await findToasts()).toEqual(['A refund of $12.50 is on its way.']);
    expect(api.callsTo('POST /api/admin/bookings/:id/refunds')).toEqual([
      expect.objectContaining({
        params: { id: FAILED.bookingId },
        body: { amount: 1250, reason: 'The bank refused it five times.' },
      }),
    ]);
  });

  it.each([
    ['0', 'nothing'],
    ['-5', 'a negative amount'],
    ['12.505', 'more than 2 decimals'],
    ['twelve', 'words'],
    ['1000000.01', 'more than the API takes'],
  ])('refuses %s (%s) as an amount before sending anything', async (typed) => {
    const user = typist();
    const api = renderPayments({ held: [], refunds: [] });
    const form = within(await screen.findByRole('region', { name: 'Refund by hand' }));
    await user.type(form.getByRole('textbox', { name: /^Booking id/ }), HELD.bookingId);
    await user.type(form.getByRole('textbox', { name: /^Amount in dollars/ }), typed);
    await user.type(form.getByRole('textbox', { name: /^Reason/ }), 'A goodwill refund.');
    await user.click(form.getByRole('button', { name: 'Send the refund' }));

    expect(
      await form.findByText(
        'Give an amount in dollars above 0, with at most 2 decimals, as 12.50.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/admin/bookings/:id/refunds')).toHaveLength(0);
  });

  it("refunds any booking by its id from the page's form, and says the API's refusal", async () => {
    const user = typist();
    const api = renderPayments({ held: [], refunds: [] });
    api.on({
      'POST /api/admin/bookings/:id/refunds': refuse(409, {
        code: 'payment.refundTooLarge',
        message: 'A refund cannot be more than what is left of the paid advance.',
      }),
    });
    const form = within(await screen.findByRole('region', { name: 'Refund by hand' }));
    await user.type(form.getByRole('textbox', { name: /^Booking id/ }), ` ${HELD.bookingId} `);
    await user.type(form.getByRole('textbox', { name: /^Amount in dollars/ }), '$40');
    await user.type(form.getByRole('textbox', { name: /^Reason/ }), 'Goodwill.');
    await user.click(form.getByRole('button', { name: 'Send the refund' }));

    expect(await findToasts()).toEqual([
      'A refund cannot be more than what is left of the paid advance.',
    ]);
    expect(api.callsTo('POST /api/admin/bookings/:id/refunds')).toEqual([
      expect.objectContaining({
        params: { id: HELD.bookingId },
        body: { amount: 4000, reason: 'Goodwill.' },
      }),
    ]);
    // Kept for another try.
    expect(
      (form.getByRole('textbox', { name: /^Amount in dollars/ }) as HTMLInputElement).value,
    ).toBe('$40');
  });

  it("leaves support's 403 to the shell, which shows the console's not-allowed", async () => {
    stubApi({
      'GET /api/admin/payments': refuse(403, {
        code: 'admin.staffOnly',
        message: 'This is for CarZone staff only.',
      }),
    });
    const request = new Request('http://localhost/admin/payments');
    await expect(
      paymentsRoute.loader({ request, params: {}, context: undefined } as never),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('shows an admin the payments among every section', async () => {
    stubApi({ 'GET /api/admin/payments': { held: [], refunds: [] } });
    renderRoute({ path: '/admin/payments', ...paymentsRoute }, '/admin/payments', {
      signedInAs: ADMIN,
    });
    const sections = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Staff',
      'People',
      'Reports',
      'Reviews',
      'Listings',
      'Payments',
      'Audit log',
    ]);
  });

  it('says it in Bangla, with Bangla digits', async () => {
    await showBangla();
    renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeTruthy();
    const [held] = await listOf('পর্যালোচনার জন্য আটকে রাখা');
    expect(held!.textContent).toContain('$২৭.৫০');
    expect(screen.getByRole('button', { name: /^পেমেন্ট গ্রহণ করুন/ })).toBeTruthy();
    expect(screen.getByText('গেটওয়ে ফিরিয়ে দিয়েছে')).toBeTruthy();
  });
});
