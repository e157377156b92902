// Listing review by staff: the queues and the four actions, with the owner's mail in their
// language, the audit row, the car read afresh at once, and its bookings kept. The cars are this
// file's own (their owner too), inserted in the state each test needs.
import { randomBytes } from 'node:crypto';
import type { Car, ListingModerated, ListingQueuePage, OwnerCar } from '@carzone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLanguages, cars, mailOutbox, type NewCarRow } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { auditRowsOf, signedInStaff } from '../testing/staff-helpers.js';
import { bookedThroughApi } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

const MARK = `ac${randomBytes(4).toString('hex')}`;
const MISSING_ID = '3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01';

let api: TestApp;
let support: SignedInUser;
let admin: SignedInUser;
let person: SignedInUser;
let owner: SignedInUser;
let ownerCars: TestCars;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  [support, admin, person, owner] = await Promise.all([
    signedInStaff(api, 'support', 'Listing Support'),
    signedInStaff(api, 'admin', 'Listing Admin'),
    signedInUser(api, 'Listing Person'),
    signedInUser(api, 'Listing Owner'),
  ]);
  ownerCars = testCars(api.db, MARK);
});
afterAll(async () => {
  await ownerCars?.deleteAll();
  await api?.close();
});

const carIn = (columns: Partial<NewCarRow> = {}) => ownerCars.insert(owner.email, columns);
const act = (as: SignedInUser | undefined, id: string, action: string, body?: unknown) =>
  callApi(api, 'POST', `/api/admin/cars/${id}/${action}`, { as, body });
const queue = (as: SignedInUser | undefined, query: string) =>
  callApi(api, 'GET', `/api/admin/cars?${query}`, { as });
const stateOf = async (id: string) =>
  (
    await api.db
      .select({ state: cars.moderationState, reason: cars.moderationReason })
      .from(cars)
      .where(eq(cars.id, id))
  )[0];
const mailsTo = (email: string) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('GET /api/admin/cars', () => {
  it('lists one queue, oldest in its state first, with the owner, the listing and its bookings to come', async () => {
    const older = await carIn({
      moderationState: 'pendingReview',
      moderatedAt: new Date(Date.UTC(2001, 0, 1)),
      description: 'Waiting the longest',
    });
    const newer = await carIn({
      moderationState: 'pendingReview',
      moderatedAt: new Date(Date.UTC(2001, 0, 2)),
    });
    const response = await queue(support, 'state=pendingReview&limit=100');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { cars: listed } = await json<ListingQueuePage>(response);
    const mine = listed.filter((car) => car.carModel.startsWith(MARK));
    expect(mine.map((car) => car._id)).toEqual([older, newer]);
    expect(mine[0]).toEqual({
      _id: older,
      carModel: expect.stringContaining(MARK),
      brand: 'Toyota',
      description: 'Waiting the longest',
      imageUrl: '/api/images/cars/sedan-white.svg',
      thumbnailUrl: '/api/images/cars/sedan-white.svg',
      owner: { email: owner.email, name: 'Test Owner' },
      moderation: { state: 'pendingReview', reason: null },
      since: '2001-01-01T00:00:00.000Z',
      upcomingBookings: 0,
    });
    // Paged: the second of the two after the first.
    const all = listed.map((car) => car._id);
    const second = await json<ListingQueuePage>(
      await queue(admin, `state=pendingReview&limit=1&offset=${all.indexOf(newer)}`),
    );
    expect(second.cars.map((car) => car._id)).toEqual([newer]);
  });

  it('refuses a state that is no queue, and a limit out of bounds', async () => {
    for (const query of ['', 'state=published', 'state=everything'])
      await expectRefusedWith(await queue(support, query), 400, 'listing.queueStateInvalid');
    await expectRefusedWith(
      await queue(support, 'state=hidden&limit=0'),
      400,
      'carList.limitOutOfRange',
    );
  });

  it('is for staff only', async () => {
    await expectRefusedWith(await queue(undefined, 'state=hidden'), 401, 'auth.sessionMissing');
    await expectRefusedWith(await queue(person, 'state=hidden'), 403, 'admin.staffOnly');
    await expectRefusedWith(await queue(owner, 'state=hidden'), 403, 'admin.staffOnly');
  });
});

describe('POST /api/admin/cars/:id/approve and …/reject', () => {
  it('approves a car waiting for review: listed at once, audited, its owner mailed', async () => {
    const id = await carIn({ moderationState: 'pendingReview' });
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(404);
    const response = await act(support, id, 'approve');
    expect(response.status).toBe(200);
    expect(await json<ListingModerated>(response)).toEqual({
      _id: id,
      moderation: { state: 'published', reason: null },
    });
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(200);
    const [row] = await auditRowsOf(api, 'car', id);
    expect(row).toMatchObject({
      actorEmail: support.email,
      actorRole: 'support',
      action: 'listing.approve',
      reason: null,
      requestId: response.headers.get('x-request-id'),
    });
    const mails = await mailsTo(owner.email);
    expect(mails.some((mail) => mail.subject.startsWith('Your car is listed: '))).toBe(true);
  });

  it('rejects with a reason the owner reads in My Cars and in a mail in their language', async () => {
    await api.db
      .insert(accountLanguages)
      .values({ email: owner.email, language: 'bn' })
      .onConflictDoUpdate({ target: accountLanguages.email, set: { language: 'bn' } });
    try {
      const id = await carIn({ moderationState: 'pendingReview', carModel: `${MARK} Rejected` });
      const response = await act(support, id, 'reject', { reason: '  The photo is of a bus.  ' });
      expect(response.status).toBe(200);
      expect((await json<ListingModerated>(response)).moderation).toEqual({
        state: 'rejected',
        reason: 'The photo is of a bus.',
      });
      const mine = await json<OwnerCar[]>(
        await callApi(api, 'GET', `/api/cars/${owner.email}`, { as: owner }),
      );
      expect(mine.find((car) => car._id === id)?.moderation).toEqual({
        state: 'rejected',
        reason: 'The photo is of a bus.',
      });
      const [mail] = (await mailsTo(owner.email)).filter((row) =>
        row.subject.endsWith(`${MARK} Rejected`),
      );
      expect(mail?.subject).toBe(`আপনার গাড়িটি অনুমোদিত হয়নি: ${MARK} Rejected`);
      expect(mail?.textBody).toContain('The photo is of a bus.');
      expect(mail?.textBody).toContain('প্রত্যাখ্যাত');
      expect((await auditRowsOf(api, 'car', id))[0]).toMatchObject({
        action: 'listing.reject',
        reason: 'The photo is of a bus.',
      });
    } finally {
      await api.db.delete(accountLanguages).where(eq(accountLanguages.email, owner.email));
    }
  });

  it('refuses a reject without a reason to read, changing nothing', async () => {
    const id = await carIn({ moderationState: 'pendingReview' });
    for (const body of [
      undefined,
      {},
      { reason: '   ' },
      { reason: 42 },
      { reason: 'x'.repeat(1001) },
    ])
      await expectRefusedWith(await act(support, id, 'reject', body), 400, 'listing.reasonInvalid');
    await expectRefusedWith(
      await act(support, id, 'reject', { reason: 'Fine', extra: true }),
      400,
      'request.unknownField',
      { field: 'extra' },
    );
    expect(await stateOf(id)).toEqual({ state: 'pendingReview', reason: null });
    expect(await auditRowsOf(api, 'car', id)).toEqual([]);
  });
});

describe('POST /api/admin/cars/:id/hide and …/restore', () => {
  it('hides a published car at once (its cached details too), keeping its bookings; restores it', async () => {
    const renter = await signedInUser(api, 'Listing Renter');
    const id = await carIn();
    await bookedThroughApi(api, renter, id, dhakaDay(30), dhakaDay(32));
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(200);
    const hidden = await act(admin, id, 'hide', { reason: 'Reported as fake' });
    expect(hidden.status).toBe(200);
    expect((await json<ListingModerated>(hidden)).moderation).toEqual({
      state: 'hidden',
      reason: 'Reported as fake',
    });
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(404);
    const search = await json<Car[]>(await api.fetch(`/api/cars?q=${MARK}&limit=100`));
    expect(search.map((car) => car._id)).not.toContain(id);
    const { cars: queued } = await json<ListingQueuePage>(
      await queue(support, 'state=hidden&limit=100'),
    );
    expect(queued.find((car) => car._id === id)?.upcomingBookings).toBe(1);

    const restored = await act(support, id, 'restore');
    expect((await json<ListingModerated>(restored)).moderation).toEqual({
      state: 'published',
      reason: null,
    });
    expect((await api.fetch(`/api/car/${id}`)).status).toBe(200);
    expect((await auditRowsOf(api, 'car', id)).map((row) => row.action)).toEqual([
      'listing.restore',
      'listing.hide',
    ]);
  });

  it('restores a rejected car', async () => {
    const id = await carIn({ moderationState: 'rejected', moderationReason: 'Blurry' });
    expect((await act(support, id, 'restore')).status).toBe(200);
    expect(await stateOf(id)).toEqual({ state: 'published', reason: null });
  });
});

describe('what no action may do', () => {
  it('refuses a move its state does not allow (409), changing nothing', async () => {
    const published = await carIn();
    const waiting = await carIn({ moderationState: 'pendingReview' });
    const hidden = await carIn({ moderationState: 'hidden', moderationReason: 'Fake' });
    const rejected = await carIn({ moderationState: 'rejected', moderationReason: 'Blurry' });
    const reason = { reason: 'Because' };
    const refusedMoves: [string, string, unknown?][] = [
      [published, 'approve'],
      [published, 'reject', reason],
      [published, 'restore'],
      [waiting, 'hide', reason],
      [waiting, 'restore'],
      [hidden, 'approve'],
      [hidden, 'hide', reason],
      [rejected, 'reject', reason],
      [rejected, 'hide', reason],
    ];
    for (const [id, action, body] of refusedMoves)
      await expectRefusedWith(await act(support, id, action, body), 409, 'listing.wrongState');
    expect(await stateOf(hidden)).toEqual({ state: 'hidden', reason: 'Fake' });
    for (const id of [published, waiting, hidden, rejected])
      expect(await auditRowsOf(api, 'car', id)).toEqual([]);
  });

  it('answers 404 for an unknown car and 400 for an id that is none', async () => {
    for (const action of ['approve', 'restore'])
      await expectRefusedWith(
        await act(support, MISSING_ID, action),
        404,
        'carListing.carNotFound',
      );
    await expectRefusedWith(
      await act(support, MISSING_ID, 'hide', { reason: 'Gone' }),
      404,
      'carListing.carNotFound',
    );
    await expectRefusedWith(await act(support, 'not-a-car', 'approve'), 400, 'car.idInvalid');
  });

  it('is for staff only, refused before the car is looked up', async () => {
    const id = await carIn({ moderationState: 'pendingReview' });
    for (const action of ['approve', 'reject', 'hide', 'restore']) {
      await expectRefusedWith(await act(undefined, id, action), 401, 'auth.sessionMissing');
      await expectRefusedWith(await act(person, id, action), 403, 'admin.staffOnly');
      await expectRefusedWith(await act(owner, MISSING_ID, action), 403, 'admin.staffOnly');
    }
    expect(await stateOf(id)).toEqual({ state: 'pendingReview', reason: null });
    expect(await auditRowsOf(api, 'car', id)).toEqual([]);
  });
});
