// The staff's queue of reports over HTTP: open ones oldest first with what each target is now,
// resolved ones after; resolving dismisses or hides the reported review and closes every open
// report on the target at once, with one audit row each and a mail to each reporter that says
// nothing of what was done; the refusals (unknown, resolved already, an action that does not fit,
// no note, no published reason, anyone but staff).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type {
  Car,
  QueuedReport,
  ReportCreated,
  ReportPage,
  ReportResolution,
} from '@carzone/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reports } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused, refusedFields, said } from '../testing/error-body.js';
import { callApi, type SignedInUser as User } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, type TestApp } from '../testing/test-app.js';
import { publishedTrip } from '../testing/test-reviews.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User, support: User;
withBookingParties(
  { carLabel: 'Queued Report Car', names: ['Queue Owner', 'Queue Renter', 'Queue Reporter'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);
beforeAll(async () => {
  support = await signedInStaff(api, 'support', 'Queue Support');
});

async function reported(as: User, body: unknown): Promise<string> {
  const response = await callApi(api, 'POST', '/api/reports', { as, body });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json<ReportCreated>(response))._id;
}

const queue = (as: User | undefined, query = '') =>
  callApi(api, 'GET', `/api/admin/reports${query}`, { as });
const resolve = (as: User | undefined, id: string, body: unknown) =>
  callApi(api, 'POST', `/api/admin/reports/${id}/resolve`, { as, body });

/** These reports as the queue lists them (in its order), from a page wide enough for the file. */
async function listed(ids: string[], status = 'open'): Promise<QueuedReport[]> {
  const response = await queue(support, `?status=${status}&limit=100`);
  expect(response.status).toBe(200);
  return (await json<ReportPage>(response)).reports.filter(({ _id }) => ids.includes(_id));
}

const mailsTo = async (email: string) =>
  (await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter(
    ({ subject }) => subject === 'Your report has been handled',
  );

describe('GET /api/admin/reports', () => {
  it("lists open reports oldest first, with each target's summary and the reporter", async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Queue Owner' });
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 2, owner: 5 });
    const ofCar = await reported(stranger, { targetType: 'car', targetId: carId, reason: 'fake' });
    const ofReview = await reported(owner, {
      targetType: 'review',
      targetId: trip.renterReviewId,
      reason: 'offensive',
      text: 'Insults me.',
    });
    const ofPerson = await reported(owner, {
      targetType: 'user',
      targetId: renter.email,
      reason: 'noShow',
    });
    const page = await listed([ofCar, ofReview, ofPerson]);
    expect(page.map(({ _id }) => _id)).toEqual([ofCar, ofReview, ofPerson]);
    const [car, review, person] = page;
    expect(car).toMatchObject({
      reporterEmail: stranger.email.toLowerCase(),
      reason: 'fake',
      status: 'open',
      resolvedAt: null,
      action: null,
      target: {
        type: 'car',
        carModel: expect.stringContaining('Queued Report Car') as unknown,
        ownerEmail: owner.email,
        ownerName: 'Queue Owner',
        moderationState: 'published',
      },
    });
    expect(review!.target).toEqual({
      type: 'review',
      rating: 2,
      text: '2 stars',
      authorEmail: renter.email,
      authorName: renter.displayName,
      authorSide: 'renter',
      carId,
      carModel: trip.carModel,
      hiddenReason: null,
    });
    expect(review!.text).toBe('Insults me.');
    expect(person!.target).toEqual({
      type: 'user',
      email: renter.email.toLowerCase(),
      name: expect.any(String) as unknown,
      status: 'active',
    });
  });

  it('refuses a bad status or page (400), anyone signed out (401) and a person (403)', async () => {
    for (const query of [
      '?status=closed',
      '?limit=0',
      '?offset=-1',
      '?status=open&status=resolved',
    ])
      expect((await queue(support, query)).status).toBe(400);
    await refused(await queue(support, '?status=closed'), 400, 'report.statusInvalid');
    await refused(await queue(undefined), 401, 'auth.sessionMissing');
    await refused(await queue(stranger), 403, 'admin.staffOnly');
  });
});

describe('POST /api/admin/reports/:id/resolve', () => {
  it('dismisses: every open report on the target closed with the note, audited, each reporter mailed', async () => {
    const carId = await carsOf.insert(owner.email);
    const first = await reported(stranger, { targetType: 'car', targetId: carId, reason: 'fake' });
    const second = await reported(renter, {
      targetType: 'car',
      targetId: carId,
      reason: 'misleading',
    });
    const response = await resolve(support, second, {
      action: 'dismiss',
      note: ' Checked: real. ',
    });
    expect(response.status).toBe(200);
    const answer = await json<ReportResolution>(response);
    expect(answer.action).toBe('dismiss');
    expect(answer.resolved.sort()).toEqual([first, second].sort());

    const rows = await api.db
      .select()
      .from(reports)
      .where(inArray(reports.id, [first, second]));
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'resolved',
        action: 'dismiss',
        note: 'Checked: real.',
        resolvedBy: support.email.toLowerCase(),
        resolvedAt: expect.any(Date) as unknown,
      });
    expect((await listed([first, second])).length).toBe(0);
    expect((await listed([first, second], 'resolved')).length).toBe(2);
    for (const id of [first, second])
      expect(
        (await auditRowsOf(api, 'report', id)).map(({ action, reason }) => [action, reason]),
      ).toEqual([['report.resolved', 'dismiss: Checked: real.']]);
    // Told it was handled, never what was done: the mail names no action, car or note.
    for (const reporter of [stranger, renter]) {
      const mails = await mailsTo(reporter.email);
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(mails.at(-1)!.textBody).not.toContain('Checked');
      expect(mails.at(-1)!.textBody).not.toContain(carId);
    }
    await refused(
      await resolve(support, first, { action: 'dismiss', note: 'again' }),
      409,
      'report.alreadyResolved',
    );
    // A new report of the same target is a new one, open again.
    await reported(stranger, { targetType: 'car', targetId: carId, reason: 'unsafe' });
  });

  it("hides the reported review for the report's reason, out of the car's rating, in one go", async () => {
    const carId = await carsOf.insert(owner.email);
    await publishedTrip(api, { carId, owner, renter }, { renter: 5, owner: 5 }, 6);
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 1, owner: 5 });
    const id = await reported(owner, {
      targetType: 'review',
      targetId: trip.renterReviewId,
      reason: 'notAboutTheTrip',
    });
    const response = await resolve(support, id, { action: 'hideReview', note: 'About politics.' });
    expect(response.status).toBe(200);
    expect((await json<ReportResolution>(response)).resolved).toEqual([id]);
    const car = await json<Car>(await callApi(api, 'GET', `/api/car/${carId}`));
    expect(car.rating).toEqual({ average: 5, count: 1 });
    expect((await auditRowsOf(api, 'review', trip.renterReviewId))[0]).toMatchObject({
      action: 'review.hidden',
      reason: 'notAboutTheTrip',
    });
    const [queued] = await listed([id], 'resolved');
    expect(queued!.target).toMatchObject({ type: 'review', hiddenReason: 'notAboutTheTrip' });
  });

  it("asks for a published reason when the report's is other, and keeps the report open on a refusal", async () => {
    const carId = await carsOf.insert(owner.email);
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 3, owner: 5 });
    const id = await reported(owner, {
      targetType: 'review',
      targetId: trip.renterReviewId,
      reason: 'other',
    });
    await refused(
      await resolve(support, id, { action: 'hideReview', note: 'Has a phone number.' }),
      400,
      'report.hideReasonRequired',
    );
    // Hidden meanwhile by staff directly: resolving by hiding it again is refused, nothing closed.
    const direct = await callApi(api, 'POST', `/api/admin/reviews/${trip.renterReviewId}/hide`, {
      as: support,
      body: { reason: 'spam' },
    });
    expect(direct.status).toBe(200);
    await refused(
      await resolve(support, id, { action: 'hideReview', note: 'x', reason: 'personalData' }),
      409,
      'review.alreadyHidden',
    );
    expect((await listed([id])).length).toBe(1);
    expect(
      (await resolve(support, id, { action: 'dismiss', note: 'Hidden already.' })).status,
    ).toBe(200);
  });

  it('hides the reported car, which leaves every page but its owner’s, and closes its reports', async () => {
    const carId = await carsOf.insert(owner.email);
    const id = await reported(stranger, { targetType: 'car', targetId: carId, reason: 'fake' });
    await refused(
      await resolve(support, id, { action: 'hideCar', note: 'Stock photos.' }),
      400,
      'report.shownReasonRequired',
    );
    const response = await resolve(support, id, {
      action: 'hideCar',
      note: 'Stock photos.',
      reason: 'The photos are not of this car.',
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect((await json<ReportResolution>(response)).resolved).toEqual([id]);
    expect((await callApi(api, 'GET', `/api/car/${carId}`)).status).toBe(404);
    expect((await auditRowsOf(api, 'car', carId))[0]).toMatchObject({
      action: 'listing.hide',
      reason: 'The photos are not of this car.',
    });
    const [closed] = await listed([id], 'resolved');
    expect(closed).toMatchObject({ action: 'hideCar', note: 'Stock photos.' });
    expect(closed!.target).toMatchObject({ type: 'car', moderationState: 'hidden' });
  });

  it('suspends the reported person, refused from their next request, and closes the reports', async () => {
    const person = await signedInUser(api, 'Reported Person');
    const id = await reported(stranger, {
      targetType: 'user',
      targetId: person.email,
      reason: 'abusive',
    });
    const response = await resolve(support, id, {
      action: 'suspendUser',
      note: 'Threats in three trips.',
      reason: 'Threatening other members.',
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const refusedNow = await callApi(api, 'GET', '/api/bookings', { as: person });
    expect(refusedNow.status).toBe(403);
    expect((await json(refusedNow)).code).toBe('account.suspended');
    const [closed] = await listed([id], 'resolved');
    expect(closed).toMatchObject({ action: 'suspendUser' });
    expect(closed!.target).toMatchObject({ type: 'user', status: 'suspended' });
  });

  it('refuses an action that does not fit, bad bodies, an unknown report and anyone but staff', async () => {
    const carId = await carsOf.insert(owner.email);
    const id = await reported(stranger, { targetType: 'car', targetId: carId, reason: 'fake' });
    await refused(
      await resolve(support, id, { action: 'hideReview', note: 'x', reason: 'spam' }),
      400,
      'report.actionDoesNotFit',
    );
    for (const [body, fields] of [
      [{ note: 'x' }, { action: said('report.actionInvalid') }],
      [{ action: 'ban', note: 'x' }, { action: said('report.actionInvalid') }],
      [{ action: 'dismiss' }, { note: said('report.noteRequired') }],
      [{ action: 'dismiss', note: '   ' }, { note: said('report.noteRequired') }],
      [{ action: 'dismiss', note: 'a'.repeat(1001) }, { note: said('report.noteRequired') }],
      [
        { action: 'hideReview', note: 'x', reason: 'rude' },
        { reason: said('review.hideReasonInvalid') },
      ],
    ] as const) {
      const response = await resolve(support, id, body);
      expect(await json(response)).toMatchObject({
        statusCode: 400,
        fields: refusedFields(fields),
      });
    }
    await refused(
      await resolve(support, randomUUID(), { action: 'dismiss', note: 'x' }),
      404,
      'report.notFound',
    );
    await refused(
      await resolve(support, 'not-an-id', { action: 'dismiss', note: 'x' }),
      400,
      'report.idInvalid',
    );
    await refused(
      await resolve(undefined, id, { action: 'dismiss', note: 'x' }),
      401,
      'auth.sessionMissing',
    );
    for (const person of [stranger, owner])
      await refused(
        await resolve(person, id, { action: 'dismiss', note: 'x' }),
        403,
        'admin.staffOnly',
      );
    expect((await listed([id])).length).toBe(1);
  });
});
