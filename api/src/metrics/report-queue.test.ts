// The reports' queue as a scrape reads it: how many reports are open and how long the oldest has
// waited (0 with none), which CarZoneReportWaiting (deploy/prometheus/alerts.yml) reads.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reports } from '../database/schema.js';
import { startTestApp, type TestApp, usingPostgresServer } from '../testing/test-app.js';
import { Metrics } from './metrics.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ seedDemoData: false });
});
afterAll(async () => {
  await api?.db.delete(reports).where(eq(reports.reporterEmail, REPORTER));
  await api?.close();
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
  if (!usingPostgresServer()) {
    // This file's own PGlite: nothing waits yet.
    expect(await gauge('carzone_reports_open')).toBe(0);
    expect(await gauge('carzone_report_oldest_open_seconds')).toBe(0);
  }
  // On the run's shared PostgreSQL other files' reports come and go: exact counts on PGlite only.
  const exact = !usingPostgresServer();
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
  const open = await gauge('carzone_reports_open');
  if (exact) expect(open).toBe(1);
  else expect(open).toBeGreaterThanOrEqual(1);
  const oldest = await gauge('carzone_report_oldest_open_seconds');
  expect(oldest).toBeGreaterThanOrEqual(2 * 24 * 3600 - 60);
  // The resolved one, older, is not waiting.
  if (exact) expect(oldest).toBeLessThan(3 * 24 * 3600);
  expect(resolved!.status).toBe('resolved');
  await api.db.delete(reports).where(eq(reports.id, waiting!.id));
  if (exact) {
    expect(await gauge('carzone_reports_open')).toBe(0);
    expect(await gauge('carzone_report_oldest_open_seconds')).toBe(0);
  }
});
