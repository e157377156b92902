// Suspending a person: every device refused from its next request with 403 account.suspended and
// staff's reason, a new sign-in refused the same way, their cars out of everyone's sight, their
// waiting requests withdrawn (as renter) and declined (as owner) with the other side mailed, their
// confirmed trips kept for staff; an audit row and a mail to the person. Reinstating restores their
// access and their cars, not what the suspension ended.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails, AccountStandingChange } from '@carzone/domain';
import { refusalMessage } from '../common/refusal.js';
import { bookings, cars, mailOutbox } from '../database/schema.js';
import { cookiePair, signInWithPassword, signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import { bookedThroughApi, insertBookingRow } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let carsOf: TestCars;
let support: SignedInUser;
let admin: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  carsOf = testCars(api.db, 'Suspension Car');
  [support, admin, stranger] = await Promise.all([
    signedInStaff(api, 'support', 'Suspending Support'),
    signedInStaff(api, 'admin', 'Suspending Admin'),
    signedInUser(api, 'Suspension Stranger'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
});

const path = (email: string, action: 'suspend' | 'reinstate') =>
  `/api/admin/users/${encodeURIComponent(email)}/${action}`;
const act = (
  as: SignedInUser | undefined,
  email: string,
  action: 'suspend' | 'reinstate',
  body: unknown,
) => callApi(api, 'POST', path(email, action), { as, body });

/** A second device of the same person: a sign-in of its own, its own cookie. */
async function secondDevice(user: SignedInUser): Promise<SignedInUser> {
  const response = await api.post('/api/jwt', {
    idToken: await signInWithPassword(user.email, user.password),
  });
  expect(response.status).toBe(200);
  return { ...user, cookie: cookiePair(response, 'session')! };
}

const mailsTo = (email: string) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const statusOf = async (bookingId: string) =>
  (await api.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

describe('suspending a person, then reinstating them', () => {
  it('refuses every device and a new sign-in, hides their cars, ends their requests, keeps their trips', async () => {
    const [subject, renter, owner] = await Promise.all([
      signedInUser(api, 'Suspended Subject'),
      signedInUser(api, 'Their Renter'),
      signedInUser(api, 'Their Owner'),
    ]);
    const phone = await secondDevice(subject);
    const ownCar = await carsOf.insert(subject.email, { instantBooking: false });
    const othersCar = await carsOf.insert(owner.email, { instantBooking: false });
    const instantCar = await carsOf.insert(owner.email);
    // A control: a car staff hid, which a public read that tests `listed` no longer shows.
    const hiddenCar = await carsOf.insert(owner.email, { moderationState: 'hidden' });
    const toThem = await bookedThroughApi(api, renter, ownCar, dhakaDay(5), dhakaDay(7));
    const byThem = await bookedThroughApi(api, subject, othersCar, dhakaDay(5), dhakaDay(7));
    const trip = await bookedThroughApi(api, subject, instantCar, dhakaDay(9), dhakaDay(11));
    expect([toThem.bookingStatus, byThem.bookingStatus, trip.bookingStatus]).toEqual([
      'Pending',
      'Pending',
      'Confirmed',
    ]);
    await api.db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [subject.email, renter.email, owner.email]));

    const reason = 'Repeated no-shows reported by three owners.';
    const response = await act(support, subject.email.toUpperCase(), 'suspend', {
      reason: `  ${reason}  `,
    });
    expect(response.status).toBe(200);
    expect(await json<AccountStandingChange>(response)).toEqual({
      email: subject.email,
      status: 'suspended',
      suspensionReason: reason,
      withdrawnRequests: 1,
      declinedRequests: 1,
      cars: 1,
    });

    // Both devices at once, whatever they call, and /api/me, which the site asks on each load.
    for (const device of [subject, phone])
      for (const url of ['/api/me', '/api/bookings', '/api/sessions'])
        await expectRefusedWith(
          await callApi(api, 'GET', url, { as: device }),
          403,
          'account.suspended',
          { reason },
        );
    // In the person's language, the reason as staff wrote it.
    const inBangla = await api.fetch('/api/me', {
      headers: { cookie: phone.cookie, 'accept-language': 'bn' },
    });
    expect(await inBangla.json()).toMatchObject({
      code: 'account.suspended',
      message: refusalMessage('account.suspended', 'bn', { reason }),
    });
    expect(refusalMessage('account.suspended', 'bn', { reason })).toContain(reason);
    // A new sign-in, with a fresh token.
    const signIn = await api.post('/api/jwt', {
      idToken: await signInWithPassword(subject.email, subject.password),
    });
    await expectRefusedWith(signIn, 403, 'account.suspended', { reason });
    expect(cookiePair(signIn, 'session')).toBeUndefined();
    // A sign-in from a device the suspension signed out, its cookie sent along.
    const fromDevice = await api.post(
      '/api/jwt',
      { idToken: await signInWithPassword(subject.email, subject.password) },
      { cookie: subject.cookie },
    );
    await expectRefusedWith(fromDevice, 403, 'account.suspended', { reason });
    // Signing out still works.
    expect((await callApi(api, 'POST', '/api/logout', { as: phone })).status).toBe(200);

    // Their cars: marked, and gone from public reads once those test `listed`.
    const [carRow] = await api.db.select().from(cars).where(eq(cars.id, ownCar));
    expect(carRow).toMatchObject({ ownerSuspended: true, listed: false });
    const readsTestListed = (await api.fetch(`/api/car/${hiddenCar}`)).status === 404;
    if (readsTestListed) {
      expect((await callApi(api, 'GET', `/api/car/${ownCar}`, { as: stranger })).status).toBe(404);
      const found = await json<{ _id: string }[]>(
        await api.fetch(`/api/cars?q=${encodeURIComponent(carRow!.carModel)}`),
      );
      expect(found.map((car) => car._id)).not.toContain(ownCar);
    }

    // Their requests: withdrawn as renter, declined as owner with the public words; trips kept.
    expect(await statusOf(byThem._id)).toMatchObject({
      bookingStatus: 'Canceled',
      canceledBy: 'renter',
      expiresAt: null,
    });
    expect(await statusOf(toThem._id)).toMatchObject({
      bookingStatus: 'Declined',
      statusReason: 'The owner of this car cannot take bookings on CarZone for now.',
    });
    expect((await statusOf(trip._id)).bookingStatus).toBe('Confirmed');
    const page = await json<AccountDetails>(
      await callApi(api, 'GET', `/api/admin/users/${encodeURIComponent(subject.email)}`, {
        as: support,
      }),
    );
    expect(page).toMatchObject({ status: 'suspended', suspensionReason: reason });
    expect(page.upcomingConfirmed.map((booking) => booking.id)).toEqual([trip._id]);
    expect(page.staffActions).toEqual([
      expect.objectContaining({ action: 'account.suspended', actor: support.email, reason }),
    ]);

    // The mails: the person's own, the other sides' of each request, none of those to the person.
    const subjectMails = await mailsTo(subject.email);
    expect(subjectMails.map((mail) => mail.subject)).toEqual(['Your CarZone account is suspended']);
    expect(subjectMails[0]!.textBody).toContain(reason);
    expect(subjectMails[0]!.textBody).toContain('/contact');
    expect((await mailsTo(renter.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking request declined: /),
    ]);
    expect((await mailsTo(renter.email))[0]!.textBody).not.toContain(reason);
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking request withdrawn: /),
    ]);

    // The audit log.
    expect(await auditRowsOf(api, 'user', subject.email)).toEqual([
      expect.objectContaining({
        action: 'account.suspended',
        actorEmail: support.email,
        actorRole: 'support',
        reason,
        requestId: response.headers.get('x-request-id'),
      }),
    ]);

    // Suspended twice: refused, nothing changed.
    await expectRefusedWith(
      await act(admin, subject.email, 'suspend', { reason: 'Again' }),
      409,
      'account.alreadySuspended',
    );

    // Reinstated: cars back, a new sign-in and its calls answered; the ended stays ended.
    const back = await act(admin, subject.email, 'reinstate', { reason: 'Appeal accepted.' });
    expect(back.status).toBe(200);
    expect(await json<AccountStandingChange>(back)).toMatchObject({
      status: 'active',
      suspensionReason: null,
      cars: 1,
    });
    expect((await api.db.select().from(cars).where(eq(cars.id, ownCar)))[0]).toMatchObject({
      ownerSuspended: false,
      listed: true,
    });
    // The devices the suspension signed out stay signed out.
    await expectRefusedWith(
      await callApi(api, 'GET', '/api/me', { as: subject }),
      401,
      'auth.sessionInvalid',
    );
    const again = await api.post('/api/jwt', {
      idToken: await signInWithPassword(subject.email, subject.password),
    });
    expect(again.status).toBe(200);
    const newDevice = { ...subject, cookie: cookiePair(again, 'session')! };
    expect((await callApi(api, 'GET', '/api/me', { as: newDevice })).status).toBe(200);
    expect((await statusOf(byThem._id)).bookingStatus).toBe('Canceled');
    expect((await statusOf(toThem._id)).bookingStatus).toBe('Declined');
    expect((await mailsTo(subject.email)).map((mail) => mail.subject).sort()).toEqual([
      'Your CarZone account is active again',
      'Your CarZone account is suspended',
    ]);
    expect((await auditRowsOf(api, 'user', subject.email)).map((row) => row.action)).toEqual([
      'account.reinstated',
      'account.suspended',
    ]);
    await expectRefusedWith(
      await act(admin, subject.email, 'reinstate', { reason: 'Again' }),
      409,
      'account.notSuspended',
    );
  });

  it('never suspends a member of staff, the caller included', async () => {
    await expectRefusedWith(
      await act(support, admin.email, 'suspend', { reason: 'No' }),
      409,
      'account.staffMember',
    );
    await expectRefusedWith(
      await act(admin, admin.email, 'suspend', { reason: 'No' }),
      409,
      'account.staffMember',
    );
    await expectRefusedWith(
      await act(admin, support.email, 'suspend', { reason: 'No' }),
      409,
      'account.staffMember',
    );
    expect(await auditRowsOf(api, 'user', admin.email)).toEqual([]);
    expect((await callApi(api, 'GET', '/api/me', { as: admin })).status).toBe(200);
  });

  it('refuses a missing, blank or too long reason, an unknown person and a bad address', async () => {
    const target = await signedInUser(api, 'Not Suspended');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 7 }])
      await expectRefusedWith(
        await act(support, target.email, 'suspend', body),
        400,
        'account.reasonInvalid',
      );
    await expectRefusedWith(
      await act(support, target.email, 'suspend', { reason: 'Fine', extra: true }),
      400,
      'request.unknownField',
      { field: 'extra' },
    );
    await expectRefusedWith(
      await act(support, `nobody-${randomUUID()}@carzone.test`, 'suspend', { reason: 'Who?' }),
      404,
      'account.notFound',
    );
    await expectRefusedWith(
      await act(support, 'not-an-address', 'reinstate', { reason: 'Who?' }),
      400,
      'account.emailInvalid',
    );
    expect((await callApi(api, 'GET', '/api/me', { as: target })).status).toBe(200);
  });

  it('is for staff only: anonymous 401, a person 403, nothing changed', async () => {
    const target = await signedInUser(api, 'Guarded Person');
    await expectRefusedWith(
      await act(undefined, target.email, 'suspend', { reason: 'x' }),
      401,
      'auth.sessionMissing',
    );
    await expectRefusedWith(
      await act(stranger, target.email, 'suspend', { reason: 'x' }),
      403,
      'admin.staffOnly',
    );
    await expectRefusedWith(
      await act(stranger, target.email, 'reinstate', { reason: 'x' }),
      403,
      'admin.staffOnly',
    );
    expect((await callApi(api, 'GET', '/api/me', { as: target })).status).toBe(200);
    expect(await auditRowsOf(api, 'user', target.email)).toEqual([]);
  });

  it('withdraws a waiting change of dates of theirs, keeping the booking it would change', async () => {
    const [subject, owner] = await Promise.all([
      signedInUser(api, 'Changing Subject'),
      signedInUser(api, 'Asked Owner'),
    ]);
    const carId = await carsOf.insert(owner.email, { instantBooking: false });
    const booking = await insertBookingRow(api.db, {
      carId,
      bookerEmail: subject.email,
      startDate: dhakaDay(6),
      endDate: dhakaDay(8),
    });
    const change = await callApi(api, 'PATCH', `/api/bookings/${booking}`, {
      as: subject,
      body: { startDate: dhakaDay(6), endDate: dhakaDay(9) },
    });
    expect(change.status).toBe(200);
    const suspended = await act(support, subject.email, 'suspend', { reason: 'Fraud.' });
    expect(await json<AccountStandingChange>(suspended)).toMatchObject({ withdrawnRequests: 1 });
    expect((await statusOf(booking)).bookingStatus).toBe('Confirmed');
    const waiting = await api.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.changeOf, booking), eq(bookings.bookingStatus, 'Pending')));
    expect(waiting).toEqual([]);
  });
});
