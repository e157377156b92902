// The people search and one person's account, as staff read them: found by e-mail, name or
// verified number, newest first and paged; the account with its licence (the photo staff may
// open), cars, bookings both ways, reports, reviews and the staff actions on them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails, AccountSearchPage } from '@carzone/domain';
import { reports, reviews, verifiedPhones } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { expectRefusedWith } from '../testing/error-body.js';
import { callApi, dhakaDay, type SignedInUser } from '../testing/session-calls.js';
import { signedInStaff } from '../testing/staff-helpers.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { json, startTestApp, type TestApp } from '../testing/test-app.js';

let api: TestApp;
let photoDir: string;
let carsOf: TestCars;
let support: SignedInUser;
let admin: SignedInUser;
let person: SignedInUser;
/** A word in every name this file signs in, so its searches find only its own people. */
const TAG = `Acct${randomUUID().slice(0, 6)}`;
const people: SignedInUser[] = [];

beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'carzone-accounts-test-'));
  api = await startTestApp({ seedDemoData: false, photoDir });
  carsOf = testCars(api.db, 'Account Car');
  [support, admin, person] = await Promise.all([
    signedInStaff(api, 'support', `${TAG} Support`),
    signedInStaff(api, 'admin', `${TAG} Admin`),
    signedInUser(api, 'Plain Person'),
  ]);
  // One after another: the search lists the newest first.
  for (const name of ['Amina', 'Babul', 'Chandra'])
    people.push(await signedInUser(api, `${TAG} ${name}`));
});
afterAll(async () => {
  await carsOf?.deleteAll();
  await api?.close();
  await rm(photoDir, { recursive: true, force: true });
});

const search = (query: string, as: SignedInUser | undefined = support) =>
  callApi(api, 'GET', `/api/admin/users?${query}`, { as });
const found = async (query: string) => json<AccountSearchPage>(await search(query));
const details = (email: string, as: SignedInUser | undefined = support) =>
  callApi(api, 'GET', `/api/admin/users/${encodeURIComponent(email)}`, { as });

describe('GET /api/admin/users', () => {
  it('finds people by part of a name or an e-mail, any case, newest first, with a total', async () => {
    const page = await found(`q=${TAG.toLowerCase()}%20`);
    const emails = page.users.map((user) => user.email);
    expect(emails.slice(0, 3)).toEqual(people.map((user) => user.email).reverse());
    expect(page.total).toBe(5);
    expect(page.users[0]).toEqual({
      email: people[2]!.email,
      name: `${TAG} Chandra`,
      status: 'active',
      role: null,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      verifiedPhone: null,
    });
    expect(page.users.find((user) => user.email === support.email)?.role).toBe('support');
    const byEmail = await found(`q=${encodeURIComponent(people[0]!.email.toUpperCase())}`);
    expect(byEmail).toEqual({
      users: [expect.objectContaining({ email: people[0]!.email })],
      total: 1,
    });
  });

  it('pages: limit and offset, the total on every page', async () => {
    const first = await found(`q=${TAG}&limit=2`);
    const second = await found(`q=${TAG}&limit=2&offset=2`);
    expect(first.users).toHaveLength(2);
    expect(second.users).toHaveLength(2);
    expect([first.total, second.total]).toEqual([5, 5]);
    expect(first.users.map((user) => user.email)).not.toContain(second.users[0]!.email);
  });

  it('finds a person by their verified number as typed, and takes % and _ literally', async () => {
    const number = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await api.db
      .insert(verifiedPhones)
      .values({ email: people[1]!.email, phoneNumber: number, verifiedAt: new Date() });
    const typed = `0${number.slice(4, 8)}-${number.slice(8)}`;
    const page = await found(`q=${encodeURIComponent(typed)}`);
    expect(page.users).toEqual([
      expect.objectContaining({ email: people[1]!.email, verifiedPhone: number }),
    ]);
    expect(page.total).toBe(1);
    expect((await found(`q=${TAG}%25`)).total).toBe(0);
    expect((await found(`q=${TAG}_`)).total).toBe(0);
  });

  it('refuses a search given twice or too long, and a page out of range', async () => {
    await expectRefusedWith(await search('q=a&q=b'), 400, 'account.searchInvalid');
    await expectRefusedWith(await search(`q=${'x'.repeat(321)}`), 400, 'account.searchInvalid');
    await expectRefusedWith(await search('limit=0'), 400, 'carList.limitOutOfRange');
    await expectRefusedWith(await search('offset=-1'), 400, 'carList.offsetOutOfRange');
  });

  it('is for staff only: anonymous 401, a person 403, an admin allowed', async () => {
    await expectRefusedWith(await api.fetch('/api/admin/users'), 401, 'auth.sessionMissing');
    await expectRefusedWith(await search('q=a', person), 403, 'admin.staffOnly');
    expect((await search(`q=${TAG}`, admin)).status).toBe(200);
  });
});

/** A small JPEG, as a phone would send it. */
const jpeg = () =>
  sharp({ create: { width: 32, height: 20, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();

describe('GET /api/admin/users/:email', () => {
  it('shows the account with its licence, cars, bookings, reports and reviews', async () => {
    const [subject, other] = people as [SignedInUser, SignedInUser];
    expect(
      (
        await callApi(api, 'PUT', '/api/me/licence', {
          as: subject,
          body: { number: 'DK0123456C00001', expiresOn: dhakaDay(400) },
        })
      ).status,
    ).toBe(200);
    const uploaded = await api.fetch('/api/me/licence/photo', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', cookie: subject.cookie },
      body: await jpeg(),
    });
    expect(uploaded.status).toBe(200);
    const ownCar = await carsOf.insert(subject.email);
    const otherCar = await carsOf.insert(other.email);
    const asRenter = await insertBookingRow(api.db, {
      carId: otherCar,
      bookerEmail: subject.email,
    });
    const upcomingAsRenter = await insertBookingRow(api.db, {
      carId: otherCar,
      bookerEmail: subject.email,
      startDate: dhakaDay(10),
      endDate: dhakaDay(12),
    });
    const upcomingAsOwner = await insertBookingRow(api.db, {
      carId: ownCar,
      bookerEmail: other.email,
      startDate: dhakaDay(20),
      endDate: dhakaDay(22),
    });
    await api.db.insert(reports).values([
      { reporterEmail: subject.email, targetType: 'car', targetId: otherCar, reason: 'fake' },
      { reporterEmail: other.email, targetType: 'user', targetId: subject.email, reason: 'noShow' },
    ]);
    const now = new Date();
    await api.db.insert(reviews).values([
      {
        bookingId: asRenter,
        carId: otherCar,
        authorSide: 'renter',
        authorEmail: subject.email,
        subjectEmail: other.email,
        rating: 4,
        text: 'Fine car',
        writtenAt: now,
        windowClosesAt: now,
      },
      {
        bookingId: asRenter,
        carId: otherCar,
        authorSide: 'owner',
        authorEmail: other.email,
        subjectEmail: subject.email,
        rating: 5,
        writtenAt: now,
        windowClosesAt: now,
      },
    ]);

    const response = await details(subject.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const account = await json<AccountDetails>(response);
    expect(account).toMatchObject({
      email: subject.email,
      name: `${TAG} Amina`,
      status: 'active',
      suspensionReason: null,
      role: null,
      licence: { number: 'DK0123456C00001', expiresOn: dhakaDay(400) },
      cars: [{ id: ownCar, moderationState: 'published', ownerSuspended: false }],
      staffActions: [],
    });
    expect(account.bookingsAsRenter.map((booking) => booking.id).sort()).toEqual(
      [asRenter, upcomingAsRenter].sort(),
    );
    expect(account.bookingsAsOwner).toEqual([
      expect.objectContaining({
        id: upcomingAsOwner,
        renterEmail: other.email,
        ownerEmail: subject.email,
        bookingStatus: 'Confirmed',
      }),
    ]);
    expect(account.upcomingConfirmed.map((booking) => booking.id)).toEqual([
      upcomingAsRenter,
      upcomingAsOwner,
    ]);
    expect(account.reportsBy).toEqual([expect.objectContaining({ targetId: otherCar })]);
    expect(account.reportsAbout).toEqual([
      expect.objectContaining({ reporterEmail: other.email, reason: 'noShow', status: 'open' }),
    ]);
    expect(account.reviewsWritten).toEqual([expect.objectContaining({ rating: 4 })]);
    expect(account.reviewsReceived).toEqual([expect.objectContaining({ rating: 5 })]);

    // The licence's photo: its private route, which staff may open and another person may not.
    const photoUrl = account.licence!.photoUrl!;
    expect(photoUrl).toMatch(/^\/api\/licence-photos\//);
    for (const staff of [support, admin]) {
      const photo = await api.fetch(photoUrl, { headers: { cookie: staff.cookie } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
    const refused = await api.fetch(photoUrl, { headers: { cookie: person.cookie } });
    expect(refused.status).toBe(404);
  });

  it('answers 404 for an address no one signed in with, 400 for no address', async () => {
    await expectRefusedWith(
      await details(`nobody-${randomUUID()}@carzone.test`),
      404,
      'account.notFound',
    );
    await expectRefusedWith(await details('not-an-address'), 400, 'account.emailInvalid');
  });

  it('is for staff only: anonymous 401, a person 403 before any lookup', async () => {
    await expectRefusedWith(
      await api.fetch(`/api/admin/users/${encodeURIComponent(person.email)}`),
      401,
      'auth.sessionMissing',
    );
    await expectRefusedWith(await details(person.email, person), 403, 'admin.staffOnly');
  });
});
