import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Car } from '@carzone/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { cars } from '../database/schema.js';
import { signInWithPassword } from '../testing/auth-helpers.js';
import { json, startTestApp, usingPostgresServer } from '../testing/test-app.js';
import { DEMO_OWNER } from './demo-cars.js';

const dataDir = mkdtempSync(join(tmpdir(), 'carzone-seed-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// On PGlite, persist to a folder so a second start sees the first one's data; on a PostgreSQL
// server, both starts use the run's database.
const database = () =>
  usingPostgresServer() ? {} : { database: { driver: 'pglite' as const, dataDir } };

describe('demo data', () => {
  it('is seeded once: a second start keeps the same cars and adds none', async () => {
    const first = await startTestApp(database());
    const before = await json<Car[]>(await first.fetch('/api/cars'));
    await first.close();

    const second = await startTestApp(database());
    try {
      const after = await json<Car[]>(await second.fetch('/api/cars'));
      expect(before).toHaveLength(24);
      expect(after).toEqual(before);
      expect(await second.countRows(cars)).toBe(24);
    } finally {
      await second.close();
    }
  });

  it('spreads the listings over the last month and across Bangladesh, with some listed today', async () => {
    const api = await startTestApp(database());
    try {
      const list = await json<Car[]>(await api.fetch('/api/cars'));
      const ages = list.map((car) => (Date.now() - Date.parse(car.createdAt)) / 86_400_000);
      expect(Math.max(...ages)).toBeLessThan(31);
      expect(ages.filter((age) => age < 1).length).toBeGreaterThanOrEqual(2);
      const cities = new Set(list.map((car) => car.location.split(', ').at(-1)));
      for (const city of ['Dhaka', 'Chittagong', 'Sylhet', "Cox's Bazar", 'Rajshahi', 'Khulna'])
        expect(cities).toContain(city);
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

  it('is skipped when seeding is off', async ({ skip }) => {
    if (usingPostgresServer()) skip('the run database is shared and already seeded');
    const api = await startTestApp({ seedDemoData: false });
    try {
      expect(await json(await api.fetch('/api/cars'))).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
