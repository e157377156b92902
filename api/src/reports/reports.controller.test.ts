// POST /api/reports over HTTP: a signed-in person reports a listed car, a published review or a
// person CarZone knows (by e-mail, or as the other side of the reporter's booking); the reasons
// each kind takes; nothing of their own (403), nothing they cannot see (404), once while it is
// open (409), and 10 an hour, 30 a day per account (429).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReportCreated } from '@carzone/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { reports, reviews } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { withBookingParties } from '../testing/booking-parties.js';
import { expectRefusedWith as refused, refusedFields, said } from '../testing/error-body.js';
import { callApi, dhakaDay, type SignedInUser as User } from '../testing/session-calls.js';
import type { TestCars } from '../testing/test-cars.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { publishedTrip } from '../testing/test-reviews.js';

let api: TestApp, carsOf: TestCars, owner: User, renter: User, stranger: User;
withBookingParties(
  { carLabel: 'Reported Car', names: ['Rina Owner', 'Rana Renter', 'Reza Reporter'] },
  (parties) => {
    ({ api, carsOf, owner, renter, stranger } = parties);
  },
);

const report = (as: User | undefined, body: unknown, on = api) =>
  callApi(on, 'POST', '/api/reports', { as, body });

async function reported(as: User, body: unknown): Promise<string> {
  const response = await report(as, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await json<ReportCreated>(response))._id;
}

const rowOf = async (id: string) =>
  (await api.db.select().from(reports).where(eq(reports.id, id)))[0]!;

describe('POST /api/reports', () => {
  it('reports a car, a review and a person, each kept open for staff with its words', async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Rina Owner' });
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 1, owner: 5 });

    const ofCar = await reported(stranger, {
      targetType: 'car',
      targetId: carId.toUpperCase(),
      reason: 'misleading',
      text: '  The photos are of another car.  ',
    });
    expect(await rowOf(ofCar)).toMatchObject({
      reporterEmail: stranger.email.toLowerCase(),
      targetType: 'car',
      targetId: carId,
      reason: 'misleading',
      text: 'The photos are of another car.',
      status: 'open',
      resolvedAt: null,
    });
    // The car's owner reports the renter's review of their car, and the renter as a person.
    const ofReview = await reported(owner, {
      targetType: 'review',
      targetId: trip.renterReviewId,
      reason: 'conflictOfInterest',
    });
    expect(await rowOf(ofReview)).toMatchObject({ targetId: trip.renterReviewId, text: '' });
    const ofPerson = await reported(owner, {
      targetType: 'user',
      targetId: ` ${renter.email.toUpperCase()} `,
      reason: 'noShow',
    });
    expect((await rowOf(ofPerson)).targetId).toBe(renter.email.toLowerCase());
  });

  it('refuses the same report while it is open (409), and takes another reporter or target', async () => {
    const carId = await carsOf.insert(owner.email);
    const body = { targetType: 'car', targetId: carId, reason: 'unsafe' };
    await reported(stranger, body);
    await refused(await report(stranger, { ...body, reason: 'fake' }), 409, 'report.alreadyOpen');
    await reported(renter, body);
    await reported(stranger, { ...body, targetId: await carsOf.insert(owner.email) });
  });

  it('refuses what the reporter cannot see (404) and what is their own (403)', async () => {
    const carId = await carsOf.insert(owner.email);
    const hidden = await carsOf.insert(owner.email, { moderationState: 'hidden' });
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 4, owner: 4 });
    for (const body of [
      { targetType: 'car', targetId: randomUUID(), reason: 'fake' },
      { targetType: 'car', targetId: hidden, reason: 'fake' },
      { targetType: 'review', targetId: randomUUID(), reason: 'spam' },
      { targetType: 'user', targetId: `nobody-${randomUUID()}@carzone.test`, reason: 'fraud' },
    ])
      await refused(await report(stranger, body), 404, 'report.targetNotFound');
    for (const [as, body] of [
      [owner, { targetType: 'car', targetId: carId, reason: 'fake' }],
      [owner, { targetType: 'car', targetId: hidden, reason: 'fake' }],
      [renter, { targetType: 'review', targetId: trip.renterReviewId, reason: 'spam' }],
      [stranger, { targetType: 'user', targetId: stranger.email.toUpperCase(), reason: 'fraud' }],
    ] as const)
      await refused(await report(as, body), 403, 'report.ownTarget');
  });

  it("reports a booking's other side by the booking's id, naming them by e-mail", async () => {
    const carId = await carsOf.insert(owner.email, { ownerName: 'Rina Owner' });
    const bookingId = await insertBookingRow(api.db, {
      carId,
      bookerEmail: renter.email,
      bookerName: 'Rana Renter',
    });
    const ofOwner = await reported(renter, {
      targetType: 'user',
      targetId: bookingId.toUpperCase(),
      reason: 'fraud',
    });
    expect(await rowOf(ofOwner)).toMatchObject({
      reporterEmail: renter.email.toLowerCase(),
      targetType: 'user',
      targetId: owner.email.toLowerCase(),
      reason: 'fraud',
      status: 'open',
    });
    // The first test's owner has an open report of this renter already: another renter's booking.
    const strangersBooking = await insertBookingRow(api.db, {
      carId,
      bookerEmail: stranger.email,
      startDate: dhakaDay(-9),
      endDate: dhakaDay(-7),
    });
    const ofRenter = await reported(owner, {
      targetType: 'user',
      targetId: strangersBooking,
      reason: 'noShow',
      text: 'Never came to the pickup.',
    });
    expect(await rowOf(ofRenter)).toMatchObject({
      reporterEmail: owner.email.toLowerCase(),
      targetId: stranger.email.toLowerCase(),
      reason: 'noShow',
      text: 'Never came to the pickup.',
    });
  });

  it('refuses a booking the reporter is no party to as an unknown person (404), storing nothing', async () => {
    const carId = await carsOf.insert(owner.email);
    const bookingId = await insertBookingRow(api.db, { carId, bookerEmail: renter.email });
    const before = await api.countRows(reports);
    for (const targetId of [bookingId, randomUUID(), carId])
      await refused(
        await report(stranger, { targetType: 'user', targetId, reason: 'abusive' }),
        404,
        'report.targetNotFound',
      );
    expect(await api.countRows(reports)).toBe(before);
  });

  it('refuses a report by booking id while one by e-mail of the same person is open (409)', async () => {
    const carId = await carsOf.insert(owner.email);
    const bookingId = await insertBookingRow(api.db, { carId, bookerEmail: stranger.email });
    await reported(stranger, { targetType: 'user', targetId: owner.email, reason: 'abusive' });
    await refused(
      await report(stranger, { targetType: 'user', targetId: bookingId, reason: 'fraud' }),
      409,
      'report.alreadyOpen',
    );
  });

  it('refuses a published review staff have hidden, and one not published yet (404)', async () => {
    const carId = await carsOf.insert(owner.email);
    const trip = await publishedTrip(api, { carId, owner, renter }, { renter: 2, owner: 4 });
    await api.db
      .update(reviews)
      .set({ hiddenReason: 'spam', hiddenAt: new Date() })
      .where(eq(reviews.id, trip.ownerReviewId));
    await refused(
      await report(stranger, {
        targetType: 'review',
        targetId: trip.ownerReviewId,
        reason: 'spam',
      }),
      404,
      'report.targetNotFound',
    );
  });

  it('refuses bad input by field (400), writing nothing', async () => {
    const carId = await carsOf.insert(owner.email);
    const before = await api.countRows(reports);
    const cases: [unknown, Record<string, string>][] = [
      [
        { targetType: 'booking', targetId: carId, reason: 'fake' },
        { targetType: said('report.targetTypeInvalid') },
      ],
      [
        { targetType: 'car', targetId: 'not-an-id', reason: 'fake' },
        { targetId: said('report.targetIdInvalid') },
      ],
      [
        { targetType: 'user', targetId: 'not-an-id', reason: 'fraud' },
        { targetId: said('report.targetIdInvalid') },
      ],
      [
        { targetType: 'car', targetId: carId, reason: 'noShow' },
        { reason: said('report.reasonInvalid') },
      ],
      [
        { targetType: 'review', targetId: carId, reason: 'fake' },
        { reason: said('report.reasonInvalid') },
      ],
      [{ targetType: 'car', targetId: carId }, { reason: said('report.reasonInvalid') }],
      [
        { targetType: 'car', targetId: carId, reason: 'fake', text: 'a'.repeat(1001) },
        { text: said('report.textTooLong') },
      ],
      [
        { targetType: 'car', targetId: carId, reason: 'fake', text: 7 },
        { text: said('report.textInvalid') },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await report(stranger, body);
      expect(await json(response)).toMatchObject({
        statusCode: 400,
        fields: refusedFields(fields),
      });
    }
    const extra = await report(stranger, {
      targetType: 'car',
      targetId: carId,
      reason: 'fake',
      x: 1,
    });
    expect(extra.status).toBe(400);
    expect(await api.countRows(reports)).toBe(before);
  });

  it('refuses anyone signed out (401)', async () => {
    const carId = await carsOf.insert(owner.email);
    await refused(
      await report(undefined, { targetType: 'car', targetId: carId, reason: 'fake' }),
      401,
      'auth.sessionMissing',
    );
  });
});

describe('the limits per account', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function appWith(rule: 'reports' | 'reportsDaily', points: number): Promise<TestApp> {
    const rateLimits = relaxedRateLimits();
    rateLimits[rule] = { perUser: { points, seconds: 3600 } };
    const app = await startTestApp({ seedDemoData: false, rateLimits });
    apps.push(app);
    return app;
  }

  for (const rule of ['reports', 'reportsDaily'] as const)
    it(`refuses a report past the ${rule} limit with 429, another account unaffected`, async () => {
      const limited = await appWith(rule, 2);
      const [reporter, neighbour] = await Promise.all([
        signedInUser(limited, 'Busy Reporter'),
        signedInUser(limited, 'Neighbour Reporter'),
      ]);
      const target = () => ({ targetType: 'car', targetId: randomUUID(), reason: 'fake' });
      // Refused as unknown, but counted: what is limited is the attempt.
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await report(reporter, target(), limited)).status).toBe(404);
      const over = await report(reporter, target(), limited);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(over)).code).toBe(`rateLimit.${rule}`);
      expect((await report(neighbour, target(), limited)).status).toBe(404);
    });
});
