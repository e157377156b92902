// The reports' queue as a scrape reads it: how many reports are open and how long the oldest has
// waited (0 with none), which CarZoneReportWaiting (deploy/prometheus/alerts.yml) reads.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reports } from '../database/schema.js';
import { ownEmptyDatabase, startTestApp, type TestApp } from '../testing/test-app.js';
import { Metrics } from './metrics.js';

// A database of its own, so the counts are exact: other files' reports come and go on a shared one.
let api: TestApp;
let dropDatabase: () => Promise<void> = async () => {};
beforeAll(async () => {
  const { database, drop } = await ownEmptyDatabase();
  dropDatabase = drop;
  api = await startTestApp({ seedDemoData: false, database }, { ownDatabase: true });
});
afterAll(async () => {
  await api?.close();
  await dropDatabase();
});

const REPORTER = `queue-${randomUUID().slice(0, 8)}@carzone.test`;

/** A gauge's value in a scrape of the app's metrics (its readings run first). */
async function gauge(name: string): Promise<number> {
  const text = await api.app.get(Metrics).scrape();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  expect(line, name).toBeDefined();
  return Number(line!.split(' ')[1]);
}

it('counts the open reports and the oldest one’s wait, and leaves the resolved ones out', async () => {
  expect(await gauge('carzone_reports_open')).toBe(0);
  expect(await gauge('carzone_report_oldest_open_seconds')).toBe(0);
  const day = 24 * 3600 * 1000;
  const [waiting, resolved] = await api.db
    .insert(reports)
    .values([
      {
        reporterEmail: REPORTER,
        targetType: 'user',
        targetId: `someone-${randomUUID()}@carzone.test`,
        reason: 'fraud',
        createdAt: new Date(Date.now() - 2 * day),
      },
      {
        reporterEmail: REPORTER,
        targetType: 'user',
        targetId: `someone-${randomUUID()}@carzone.test`,
        reason: 'fraud',
        createdAt: new Date(Date.now() - 5 * day),
        status: 'resolved',
        resolvedAt: new Date(),
        resolvedBy: 'support@carzone.test',
        action: 'dismiss',
        note: 'Nothing found.',
      },
    ])
    .returning();
  expect(await gauge('carzone_reports_open')).toBe(1);
  const oldest = await gauge('carzone_report_oldest_open_seconds');
  expect(oldest).toBeGreaterThanOrEqual(2 * 24 * 3600 - 60);
  // The resolved one, older, is not waiting.
  expect(oldest).toBeLessThan(3 * 24 * 3600);
  expect(resolved!.status).toBe('resolved');
  await api.db.delete(reports).where(eq(reports.id, waiting!.id));
  expect(await gauge('carzone_reports_open')).toBe(0);
  expect(await gauge('carzone_report_oldest_open_seconds')).toBe(0);
});
