import type { AccountDetails, AccountStandingChange } from '@carzone/domain';
import { loadInteractive } from '@carzone/web-kit';
import { refuse, renderRoute, showBangla, stubApi, typist } from '@carzone/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToasts, makeAuditEntry, SUPPORT } from '../../testing/console-test-kit.ts';
import * as personRoute from './person-route.tsx';

// The Suspend and Reinstate dialogs come with the interactive kit: loaded once, so they open at once.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

const BOOKING = {
  id: 'booking-1',
  carId: 'car-1',
  carModel: 'Toyota Axio',
  startDate: '2026-12-20',
  endDate: '2026-12-22',
  bookingStatus: 'Confirmed',
  renterEmail: 'rahim@example.com',
  ownerEmail: 'owner@example.com',
  createdAt: '2026-12-01T04:00:00.000Z',
};

function makePerson(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    email: 'rahim@example.com',
    name: 'Rahim Uddin',
    status: 'active',
    role: null,
    createdAt: '2026-12-01T04:00:00.000Z',
    lastSignInAt: '2026-12-02T06:30:00.000Z',
    verifiedPhone: '+8801712345678',
    suspensionReason: null,
    suspendedAt: null,
    licence: {
      number: 'DK0123456',
      expiresOn: '2030-05-31',
      photoUrl: '/api/admin/users/rahim%40example.com/licence-photo',
    },
    cars: [
      {
        id: 'car-9',
        carModel: 'Honda Vezel',
        moderationState: 'pendingReview',
        ownerSuspended: false,
        createdAt: '2026-12-01T04:00:00.000Z',
      },
    ],
    bookingsAsRenter: [BOOKING, { ...BOOKING, id: 'booking-2', bookingStatus: 'Declined' }],
    bookingsAsOwner: [],
    upcomingConfirmed: [BOOKING],
    reportsBy: [],
    reportsAbout: [
      {
        id: 'report-1',
        reporterEmail: 'owner@example.com',
        targetType: 'user',
        targetId: 'rahim@example.com',
        reason: 'noShow',
        text: 'Never came.',
        status: 'open',
        createdAt: '2026-12-02T06:30:00.000Z',
      },
    ],
    reviewsWritten: [],
    reviewsReceived: [
      {
        id: 'review-1',
        bookingId: 'booking-0',
        carId: 'car-1',
        authorSide: 'owner',
        authorEmail: 'owner@example.com',
        subjectEmail: 'rahim@example.com',
        rating: 2,
        text: 'Late.',
        writtenAt: '2026-11-20T04:00:00.000Z',
        publishedAt: '2026-11-21T04:00:00.000Z',
        hiddenReason: null,
      },
    ],
    staffActions: [
      makeAuditEntry({
        action: 'account.reinstated',
        targetType: 'user',
        targetId: 'rahim@example.com',
        reason: 'Explained.',
      }),
    ],
    ...overrides,
  };
}

/** The account page of `person`, the API taking a suspension or reinstatement into it. */
function renderPerson(person = makePerson()) {
  const change = (status: AccountDetails['status'], reason: string): AccountStandingChange => {
    Object.assign(person, {
      status,
      suspensionReason: status === 'suspended' ? reason : null,
      suspendedAt: status === 'suspended' ? '2026-12-03T08:00:00.000Z' : null,
    });
    return {
      email: person.email,
      status,
      suspensionReason: null,
      withdrawnRequests: 0,
      declinedRequests: 0,
      cars: 1,
    };
  };
  const api = stubApi({
    'GET /api/admin/users/:email': () => person,
    'POST /api/admin/users/:email/suspend': ({ body }) =>
      change('suspended', (body as { reason: string }).reason),
    'POST /api/admin/users/:email/reinstate': ({ body }) =>
      change('active', (body as { reason: string }).reason),
  });
  renderRoute(
    { path: '/admin/people/:email', ...personRoute },
    `/admin/people/${encodeURIComponent(person.email)}`,
    { signedInAs: SUPPORT },
  );
  return api;
}

const section = async (name: string) => screen.findByRole('region', { name });

describe("The console's account page", { timeout: 30_000 }, () => {
  it('shows the account, its licence, cars, bookings, reports, reviews and staff actions', async () => {
    const api = renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeTruthy();
    expect(api.callsTo('GET /api/admin/users/:email')[0]!.params.email).toBe('rahim@example.com');
    expect(screen.getByText('Active account')).toBeTruthy();
    expect(screen.getByText('+8801712345678')).toBeTruthy();
    expect(screen.getByText('DK0123456')).toBeTruthy();
    expect(screen.getByText('31/05/2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the licence photo' }).getAttribute('href')).toBe(
      '/api/admin/users/rahim%40example.com/licence-photo',
    );

    const upcoming = await section('Confirmed bookings to come');
    expect(within(upcoming).getByRole('listitem').textContent).toContain('Toyota Axio');
    expect(within(await section('Cars')).getByRole('listitem').textContent).toContain(
      'Waiting for staff',
    );
    const renterBookings = within(await section('Bookings as renter')).getAllByRole('listitem');
    expect(renterBookings.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Confirmed'),
      expect.stringContaining('Declined'),
    ]);
    expect(within(await section('Bookings of their cars')).getByText('No bookings.')).toBeTruthy();
    expect(within(await section('Reports about them')).getByRole('listitem').textContent).toContain(
      'Never came.',
    );
    expect(within(await section('Reviews of them')).getByRole('listitem').textContent).toContain(
      '2 of 5, by owner@example.com of rahim@example.com',
    );
    expect(
      within(await section('Staff actions on them')).getByRole('listitem').textContent,
    ).toContain('Explained.');
  });

  it('suspends once a reason is given, and shows the suspension', async () => {
    const user = typist();
    const api = renderPerson();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend rahim@example.com?' });

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Say why: the person reads it.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/users/:email/suspend')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), ' Repeated no-shows. ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await findToasts()).toEqual(['rahim@example.com is suspended.']);
    expect(api.callsTo('POST /api/admin/users/:email/suspend')[0]!.body).toEqual({
      reason: 'Repeated no-shows.',
    });
    expect(await screen.findByText('Suspended account')).toBeTruthy();
    expect(screen.getByText('Repeated no-shows.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeTruthy();
  });

  it('reinstates a suspended person with a reason', async () => {
    const user = typist();
    const api = renderPerson(
      makePerson({
        status: 'suspended',
        suspensionReason: 'Repeated no-shows.',
        suspendedAt: '2026-12-03T08:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Repeated no-shows.')).toBeTruthy();
    expect(screen.getByText('03/12/2026, 14:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reinstate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate rahim@example.com?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Explained on the phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));

    expect(await findToasts()).toEqual(['rahim@example.com is active again.']);
    expect(api.callsTo('POST /api/admin/users/:email/reinstate')[0]!.body).toEqual({
      reason: 'Explained on the phone.',
    });
    expect(await screen.findByText('Active account')).toBeTruthy();
  });

  it("says the API's refusal in its words, and keeps the dialog for Cancel", async () => {
    const user = typist();
    const api = renderPerson(makePerson({ role: 'support' }));
    api.on({
      'POST /api/admin/users/:email/suspend': refuse(409, {
        code: 'account.staffMember',
        message:
          'A member of CarZone staff cannot be suspended: an admin removes their role first.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await findToasts()).toEqual([
      'A member of CarZone staff cannot be suspended: an admin removes their role first.',
    ]);
    expect(api.callsTo('GET /api/admin/users/:email')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('stops a reason longer than the API takes', async () => {
    const user = typist();
    const api = renderPerson();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText<HTMLTextAreaElement>(/^Reason/);
    await user.click(field);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('At most 1000 characters.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/users/:email/suspend')).toHaveLength(0),
    );
  });

  it('says it in Bangla', async () => {
    await showBangla();
    renderPerson();
    expect(await screen.findByRole('button', { name: 'স্থগিত করুন' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'তাঁর ওপর স্টাফের কাজ' })).toBeTruthy();
  });
});
