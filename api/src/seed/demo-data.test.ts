import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Car,
  dhakaToday,
  type PublishedReview,
  rentalDays,
  type SignedInUser,
  type ThreadList,
  type ThreadMessagesPage,
} from '@carzone/domain';
import { bookings, carBlocks, cars, staffRoles } from '../database/schema.js';
import { cookiePair, signInWithPassword } from '../testing/auth-helpers.js';
import {
  json,
  ownEmptyDatabase,
  startTestApp,
  usingPostgresServer,
  type TestApp,
} from '../testing/test-app.js';
import { DEMO_OWNER, demoCarRows } from './demo-cars.js';
import { DEMO_ADMIN } from './demo-data.service.js';
import { DEMO_RENTER } from './demo-threads.js';

const dataDir = mkdtempSync(join(tmpdir(), 'carzone-seed-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// On PGlite, persist to a folder so a second start sees the first one's data; on a PostgreSQL
// server, both starts use the run's database, which other test files write to at the same time:
// so these tests look only at the demo owner's cars, never at every car there is.
const database = () =>
  usingPostgresServer() ? {} : { database: { driver: 'pglite' as const, dataDir } };

/** The cars the seed wrote (the demo owner's), in a stable order. */
const seededCars = (api: TestApp) =>
  api.db.select().from(cars).where(eq(cars.ownerEmail, DEMO_OWNER.email)).orderBy(asc(cars.id));

const DEMO_MODELS = demoCarRows()
  .map((car) => car.carModel)
  .sort();

describe('demo data', () => {
  it('is seeded once: every demo car, owned by the demo owner; a second start adds none', async () => {
    const first = await startTestApp(database());
    const before = await seededCars(first);
    await first.close();

    const second = await startTestApp(database());
    try {
      expect(before.map((car) => car.carModel).sort()).toEqual(DEMO_MODELS);
      expect(before.every((car) => car.ownerName === DEMO_OWNER.name)).toBe(true);
      expect(await seededCars(second)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('spreads the listings over the last month and across Bangladesh, with some listed today', async () => {
    const api = await startTestApp(database());
    try {
      const list = await seededCars(api);
      const ages = list.map((car) => (Date.now() - car.createdAt.getTime()) / 86_400_000);
      expect(Math.max(...ages)).toBeLessThan(31);
      expect(ages.filter((age) => age < 1).length).toBeGreaterThanOrEqual(2);
      const cities = new Set(list.map((car) => car.location.split(', ').at(-1)));
      for (const city of ['Dhaka', 'Chittagong', 'Sylhet', "Cox's Bazar", 'Rajshahi', 'Khulna'])
        expect(cities).toContain(city);
    } finally {
      await api.close();
    }
  });

  it("shows the owners' rules: some cars with trip rules, a few with an advance, some with days blocked ahead", async () => {
    const api = await startTestApp(database());
    try {
      const list = await seededCars(api);
      const ruled = list.filter(
        (car) => car.minDays > 1 || car.maxDays < 365 || car.advanceNoticeHours > 0,
      );
      expect(ruled.length).toBeGreaterThanOrEqual(3);
      // A few ask an advance to book; the cars the e2e booking tests book (the oldest) do not.
      expect(
        list
          .filter((car) => car.advancePercent > 0)
          .map((car) => [car.carModel, car.advancePercent])
          .sort(),
      ).toEqual([
        ['Toyota Hiace Commuter', 25],
        ['Toyota Land Cruiser Prado', 30],
        ['Toyota Premio 2019', 20],
      ]);
      const blocks = await api.db
        .select({
          carModel: cars.carModel,
          startDate: carBlocks.startDate,
          endDate: carBlocks.endDate,
          note: carBlocks.note,
        })
        .from(carBlocks)
        .innerJoin(cars, eq(cars.id, carBlocks.carId))
        .where(eq(cars.ownerEmail, DEMO_OWNER.email))
        .orderBy(asc(cars.carModel));
      expect(
        blocks.map(({ carModel, startDate, endDate, note }) => [
          carModel,
          rentalDays(startDate, endDate),
          note,
        ]),
      ).toEqual([
        ['Honda Civic 2020', 2, 'Servicing'],
        ['Toyota Land Cruiser Prado', 5, 'Family trip to Sylhet'],
      ]);
    } finally {
      await api.close();
    }
  });

  it('has completed trips with published reviews, so a first visit shows ratings', async () => {
    const api = await startTestApp(database());
    try {
      const list = await seededCars(api);
      const rated = list.filter((car) => car.ratingCount > 0);
      expect(rated.length).toBeGreaterThanOrEqual(4);
      const noah = list.find((car) => car.carModel === 'Toyota Noah 2017')!;
      const answer = (await (await api.fetch(`/api/car/${noah.id}`)).json()) as Car;
      // 5, 4 and 5 stars.
      expect(answer.rating).toEqual({ average: 4.7, count: 3 });
      const page = (await (
        await api.fetch(`/api/car/${noah.id}/reviews`)
      ).json()) as PublishedReview[];
      expect(page).toHaveLength(3);
      expect(page[0]).toMatchObject({ reviewerName: 'Farhana Akter', rating: 5 });
      // Each review is of a completed trip, whose car is counted as booked.
      const trips = await api.db.select().from(bookings).where(eq(bookings.carId, noah.id));
      expect(trips.every((trip) => trip.endDate < dhakaToday())).toBe(true);
      expect(noah.bookingCount).toBe(3);
      const top = (await (await api.fetch('/api/cars?sort=topRated&limit=3')).json()) as Car[];
      expect(top.map((car) => car.rating.average)).toEqual(
        [...top.map((car) => car.rating.average)].sort((a, b) => (b ?? 0) - (a ?? 0)),
      );
      expect(top[0]!.rating.average).toBe(5);
    } finally {
      await api.close();
    }
  });

  it('has the demo renter asking the demo owner about a car, their number hidden; both sign in and read it', async () => {
    const api = await startTestApp(database());
    try {
      const signedIn = async (account: { email: string; password: string }) => {
        const idToken = await signInWithPassword(account.email, account.password);
        return cookiePair(await api.post('/api/jwt', { idToken }), 'session')!;
      };
      const [ownerCookie, renterCookie] = await Promise.all([
        signedIn(DEMO_OWNER),
        signedIn(DEMO_RENTER),
      ]);
      const threads = await json<ThreadList>(
        await api.fetch('/api/threads', { headers: { cookie: renterCookie } }),
      );
      const axio = threads.items.find((thread) => thread.car.carModel === 'Toyota Axio 2018')!;
      expect(axio.with.name).toBe(DEMO_OWNER.name);
      const me = await json<SignedInUser>(
        await api.fetch('/api/me', { headers: { cookie: ownerCookie } }),
      );
      expect(me.unreadMessages).toBeGreaterThanOrEqual(1);
      const page = await json<ThreadMessagesPage>(
        await api.fetch(`/api/threads/${axio._id}/messages`, { headers: { cookie: ownerCookie } }),
      );
      const last = page.items.at(-1)!;
      expect(last).toMatchObject({ mine: false, masked: true });
      expect(last.text).toContain('[number hidden]');
      expect(last.text).not.toMatch(/345678/);
    } finally {
      await api.close();
    }
  });

  it('creates the demo owner in the Auth emulator, who can sign in', async () => {
    const api = await startTestApp(database());
    await api.close();
    const idToken = await signInWithPassword(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(idToken.split('.')).toHaveLength(3);
  });

  it('creates the demo admin in the Auth emulator, who signs in as an admin', async () => {
    const api = await startTestApp(database());
    try {
      const idToken = await signInWithPassword(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const cookie = cookiePair(await api.post('/api/jwt', { idToken }), 'session')!;
      const me = await api.fetch('/api/me', { headers: { cookie } });
      expect(await json(me)).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' });
      const [row] = await api.db
        .select()
        .from(staffRoles)
        .where(eq(staffRoles.email, DEMO_ADMIN.email));
      expect(row).toMatchObject({ role: 'admin', grantedBy: 'SEED_DEMO_DATA' });
    } finally {
      await api.close();
    }
  });

  it('makes no demo admin in production', async () => {
    // A database of its own: the run's shared one has the demo admin of other starts.
    const { database, drop } = await ownEmptyDatabase();
    const api = await startTestApp({ production: true, database }, { ownDatabase: true });
    try {
      expect(await api.countRows(cars)).toBeGreaterThan(0);
      expect(await api.countRows(staffRoles)).toBe(0);
    } finally {
      await api.close();
      await drop();
    }
  });

  it('is skipped when seeding is off', async ({ skip }) => {
    if (usingPostgresServer()) skip('the run database is shared and already seeded');
    // A database of its own (in-memory PGlite), so "no car at all" is this test's to assert.
    const api = await startTestApp({ seedDemoData: false }, { ownDatabase: true });
    try {
      expect(await api.countRows(cars)).toBe(0);
    } finally {
      await api.close();
    }
  });
});
