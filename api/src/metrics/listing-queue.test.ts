// The listings waiting for review as a scrape reads them (carzone_listings_pending_review): the
// cars in pendingReview, none of the published, rejected or hidden ones.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { startTestApp, type TestApp, usingPostgresServer } from '../testing/test-app.js';
import { Metrics } from './metrics.js';

let api: TestApp;
let made: TestCars;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
  made = testCars(api.db, 'Pending Metric Car');
});
afterAll(async () => {
  await made?.deleteAll();
  await api?.close();
});

/** A gauge's value in a scrape of the app's metrics (its readings run first). */
async function gauge(name: string): Promise<number> {
  const text = await api.app.get(Metrics).scrape();
  expect(text).toContain(`# TYPE ${name} gauge`);
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  expect(line, name).toBeDefined();
  return Number(line!.split(' ')[1]);
}

it('counts the cars waiting for review, and no other', async () => {
  const before = await gauge('carzone_listings_pending_review');
  const owner = 'pending-metric@carzone.test';
  await made.insert(owner, { moderationState: 'pendingReview' });
  await made.insert(owner, { moderationState: 'pendingReview' });
  await made.insert(owner, { moderationState: 'rejected', moderationReason: 'Blurry' });
  await made.insert(owner, { moderationState: 'hidden', moderationReason: 'Fake' });
  await made.insert(owner);
  const after = await gauge('carzone_listings_pending_review');
  // Other files' cars come and go on a shared PostgreSQL server: exact on PGlite only.
  if (usingPostgresServer()) expect(after).toBeGreaterThanOrEqual(2);
  else expect(after - before).toBe(2);
});
