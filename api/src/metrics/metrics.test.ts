// The instance's Prometheus metrics: GET /metrics on a port of its own, never on the
// API's; the counters move as requests, bookings, answers, mails and rate limits happen; the
// gauges read the database at scrape; and no label ever carries an e-mail, an id or a query
// string. Every test owns its cars, bookings and mails, and asserts on the counts' changes, so it
// holds on a PostgreSQL server other test files share.
import { randomUUID } from 'node:crypto';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox } from '../database/schema.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { limitsWith, perMinutes } from '../rate-limits/rate-limits.testing.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { openSocket, readUntilClosed } from '../testing/raw-sockets.js';
import { bookedThroughApi, insertBookingRow } from '../testing/test-bookings.js';
import { callApi, dhakaDay as day, type SignedInUser as User } from '../testing/session-calls.js';
import { testCars, type TestCars } from '../testing/test-cars.js';
import { startTestApp, type TestApp, usingPostgresServer } from '../testing/test-app.js';
import { Metrics, UNMATCHED_ROUTE } from './metrics.js';
import { MetricsServer } from './metrics-server.js';

let api: TestApp;
let metricsBase: string;
let carsOf: TestCars;
let owner: User;
let renter: User;

beforeAll(async () => {
  api = await startTestApp({
    seedDemoData: false,
    metrics: { host: '127.0.0.1', port: 0 },
    // One refused sign-in a minute from an address: the second is the rate limit's refusal.
    rateLimits: limitsWith({ signIn: { perIp: perMinutes(1, 1) } }),
  });
  metricsBase = `http://127.0.0.1:${api.app.get(MetricsServer).address()!.port}`;
  carsOf = testCars(api.db, 'Metrics Test Car');
  [owner, renter] = await Promise.all([
    signedInUser(api, 'Metrics Owner'),
    signedInUser(api, 'Metrics Renter'),
  ]);
});
afterAll(async () => {
  await carsOf?.deleteAll();
  if (owner && renter)
    await api.db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [owner.email, renter.email]));
  await api?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  text: string;
  samples: Sample[];
  /** Each family's declared type, by name. */
  types: Map<string, string>;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL_PAIR = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const SAMPLE_VALUE = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]Inf|NaN|Nan)$/;

/**
 * Parses Prometheus's text format (0.0.4) strictly: every line a HELP, a TYPE or a sample of a
 * declared family, each label pair well quoted. Throws at the first line that is not.
 */
function parseExposition(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
      if (!keyword || !METRIC_NAME.test(name!)) throw new Error(`Not a comment line: ${line}`);
      if (keyword === 'TYPE') {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(rest!))
          throw new Error(`Unknown type: ${line}`);
        types.set(name!, rest!);
      }
      continue;
    }
    const [, name, labelText = '', value] = SAMPLE_LINE.exec(line) ?? [];
    if (!name || !SAMPLE_VALUE.test(value!)) throw new Error(`Not a sample line: ${line}`);
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count|total)$/, '');
    if (!types.has(family) && !types.has(name))
      throw new Error(`A sample of no declared family: ${line}`);
    const labels: Record<string, string> = {};
    let rest = labelText;
    while (rest !== '') {
      const pair = LABEL_PAIR.exec(rest);
      if (!pair) throw new Error(`Badly written labels: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      rest = rest.slice(pair[0].length);
    }
    samples.push({
      name,
      labels,
      value: Number(/^[+-]?Inf$/.test(value!) ? value!.replace('Inf', 'Infinity') : value),
    });
  }
  return { text, samples, types };
}

async function scrape(): Promise<Scrape> {
  const response = await fetch(`${metricsBase}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

/** The sum of a metric's samples whose labels include `labels`; 0 when there is none. */
function valueOf(scraped: Scrape, name: string, labels: Record<string, string> = {}): number {
  return scraped.samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** How much each counter moved between two scrapes. */
const moved =
  (before: Scrape, after: Scrape) =>
  (name: string, labels: Record<string, string> = {}): number =>
    valueOf(after, name, labels) - valueOf(before, name, labels);

/** Sends raw bytes to the API and answers its status line (fetch refuses to send broken HTTP). */
async function rawStatus(bytes: string): Promise<string> {
  const { port } = new URL(api.baseUrl);
  const socket = await openSocket(Number(port));
  const answer = readUntilClosed(socket);
  socket.write(bytes);
  return (await answer).split('\r\n', 1)[0] ?? '';
}

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as?: User, body?: unknown) =>
  callApi(api, method, path, { as, body });

const booked = (as: User, carId: string, startDate: string, endDate: string) =>
  bookedThroughApi(api, as, carId, startDate, endDate);

/** Mails waiting in the outbox to this test's two people. */
const mailsToUs = () =>
  api.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.toAddress, renter.email)))
    .then((rows) => rows.length);

describe('GET /metrics on the metrics port', () => {
  it("serves Prometheus's text format, the process metrics under their standard names", async () => {
    const scraped = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(scraped.samples.some((sample) => sample.name === name)).toBe(true);
    expect(scraped.types.get('nodejs_gc_duration_seconds')).toBe('histogram');
    expect(scraped.types.get('carzone_http_requests_total')).toBe('counter');
    expect(scraped.types.get('carzone_http_request_duration_seconds')).toBe('histogram');
    expect(scraped.types.get('carzone_booking_requests_overdue_seconds')).toBe('gauge');
  });

  it('answers nothing but /metrics there: 404 elsewhere, 405 to another method', async () => {
    for (const path of ['/', '/api/metrics', '/metrics/', '/metrics/x', '/api/health'])
      expect((await fetch(`${metricsBase}${path}`)).status, path).toBe(404);
    expect((await fetch(`${metricsBase}/metrics?debug=1`)).status).toBe(200);
    const posted = await fetch(`${metricsBase}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it("is not on the API's port: /api/metrics and /metrics are 404 there", async () => {
    expect((await api.fetch('/api/metrics')).status).toBe(404);
    expect((await api.fetch('/metrics')).status).toBe(404);
  });

  it('refuses to start an app whose metrics port is taken, saying which', async () => {
    const port = api.app.get(MetricsServer).address()!.port;
    await expect(
      startTestApp({ seedDemoData: false, metrics: { host: '127.0.0.1', port } }),
    ).rejects.toThrow(`METRICS_PORT ${port} is in use on 127.0.0.1`);
  });

  it('is not served without a metrics port (METRICS_PORT=0), and nothing counts answers', async () => {
    const without = await startTestApp({ seedDemoData: false });
    try {
      expect(without.app.get(MetricsServer).address()).toBeNull();
      expect((await without.fetch('/api/health')).status).toBe(200);
      const text = await without.app.get(Metrics).scrape();
      expect(text).not.toMatch(/^carzone_http_requests_total\{/m);
      expect(text).not.toMatch(/^nodejs_/m);
    } finally {
      await without.close();
    }
  });
});

describe('what the counters count', () => {
  it('every answer by route template, method and status (the router’s own, and broken HTTP), each timed', async () => {
    const carId = await carsOf.insert(owner.email);
    const before = await scrape();
    expect((await api.fetch(`/api/car/${carId}`)).status).toBe(200);
    expect((await api.fetch(`/api/car/${carId}?from=someone@example.com`)).status).toBe(200);
    expect((await api.fetch(`/api/car/${randomUUID()}`)).status).toBe(404);
    expect(
      (await api.fetch(`/api/cars/${renter.email}/nothing?token=${randomUUID()}`)).status,
    ).toBe(404);
    expect((await api.fetch(`/api/cars/${encodeURIComponent(renter.email)}`)).status).toBe(401);
    expect((await api.fetch('/api/car/%zz')).status).toBe(400);
    expect(await rawStatus('NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    const after = await scrape();
    const requests = (route: string, method: string, status: string) =>
      moved(before, after)('carzone_http_requests_total', { route, method, status });

    expect(requests('/api/car/:id', 'GET', '200')).toBe(2);
    expect(requests('/api/car/:id', 'GET', '404')).toBe(1);
    expect(requests('/api/cars/:email', 'GET', '401')).toBe(1);
    // The router's 404, and an address it could not read (answered before any hook).
    expect(requests(UNMATCHED_ROUTE, 'GET', '404')).toBe(1);
    expect(requests(UNMATCHED_ROUTE, 'GET', '400')).toBe(1);
    // Broken HTTP: no method was read.
    expect(requests(UNMATCHED_ROUTE, 'unknown', '400')).toBe(1);
    // Each answer a route gave is timed (3 on /api/car/:id, whatever its status).
    expect(
      moved(before, after)('carzone_http_request_duration_seconds_count', {
        route: '/api/car/:id',
        method: 'GET',
      }),
    ).toBe(3);
    expect(
      moved(before, after)('carzone_http_request_duration_seconds_bucket', {
        route: '/api/car/:id',
        method: 'GET',
        le: '+Inf',
      }),
    ).toBe(3);
  });

  it('bookings made (committed only), refused by code and canceled; requests answered; their mails queued', async () => {
    const instantCar = await carsOf.insert(owner.email);
    const requestCar = await carsOf.insert(owner.email, { instantBooking: false });
    const mailsBefore = await mailsToUs();
    const before = await scrape();

    const instant = await booked(renter, instantCar, day(3), day(5));
    // The same nights again: written, then rolled back by the no-overlap constraint.
    const overlap = await call('POST', '/api/bookings', renter, {
      carId: instantCar,
      startDate: day(4),
      endDate: day(6),
    });
    expect(overlap.status).toBe(409);
    // The rules' refusal, and the DTO's.
    expect(
      (
        await call('POST', '/api/bookings', owner, {
          carId: instantCar,
          startDate: day(10),
          endDate: day(11),
        })
      ).status,
    ).toBe(403);
    expect((await call('POST', '/api/bookings', renter, { carId: instantCar })).status).toBe(400);
    const request = await booked(renter, requestCar, day(3), day(5));
    const canceled = await call('PATCH', `/api/bookings/${instant._id}`, renter, {
      bookingStatus: 'Canceled',
    });
    expect(canceled.status).toBe(200);
    // A change of a canceled booking is refused too (PATCH).
    expect(
      (
        await call('PATCH', `/api/bookings/${instant._id}`, renter, {
          bookingStatus: 'Canceled',
        })
      ).status,
    ).toBe(409);
    expect((await call('POST', `/api/bookings/${request._id}/decline`, owner, {})).status).toBe(
      200,
    );

    const after = await scrape();
    const delta = moved(before, after);
    expect(delta('carzone_bookings_made_total', { kind: 'instant' })).toBe(1);
    expect(delta('carzone_bookings_made_total', { kind: 'request' })).toBe(1);
    expect(delta('carzone_booking_refusals_total', { code: 'booking.overlap' })).toBe(1);
    expect(delta('carzone_booking_refusals_total', { code: 'booking.ownCar' })).toBe(1);
    expect(delta('carzone_booking_refusals_total', { code: 'booking.alreadyCanceled' })).toBe(1);
    expect(delta('carzone_booking_refusals_total')).toBe(4);
    expect(delta('carzone_bookings_canceled_total', { by: 'renter' })).toBe(1);
    expect(delta('carzone_bookings_canceled_total', { by: 'owner' })).toBe(0);
    expect(delta('carzone_booking_requests_answered_total', { outcome: 'declined' })).toBe(1);
    // Every mail these changes queued, and none for the refused ones.
    const queued = (await mailsToUs()) - mailsBefore;
    expect(queued).toBeGreaterThan(0);
    expect(delta('carzone_mails_total', { outcome: 'queued' })).toBe(queued);
  });

  it('an owner’s cancel, an accepted request and an expired one', async () => {
    const instantCar = await carsOf.insert(owner.email);
    const requestCar = await carsOf.insert(owner.email, { instantBooking: false });
    const before = await scrape();

    const confirmed = await booked(renter, instantCar, day(6), day(8));
    const cancel = await call('POST', `/api/bookings/${confirmed._id}/cancel`, owner, {
      reason: 'The car is in the garage.',
    });
    expect(cancel.status).toBe(200);
    const request = await booked(renter, requestCar, day(3), day(5));
    expect((await call('POST', `/api/bookings/${request._id}/accept`, owner)).status).toBe(200);
    // A request whose deadline passed: the next booking of its car writes Expired on it first.
    await insertBookingRow(api.db, {
      carId: requestCar,
      bookerEmail: renter.email,
      startDate: day(10),
      endDate: day(12),
      bookingStatus: 'Pending',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await booked(renter, requestCar, day(20), day(21));

    const delta = moved(before, await scrape());
    expect(delta('carzone_bookings_canceled_total', { by: 'owner' })).toBe(1);
    expect(delta('carzone_booking_requests_answered_total', { outcome: 'accepted' })).toBe(1);
    expect(delta('carzone_booking_requests_answered_total', { outcome: 'expired' })).toBe(1);
  });

  it('rate-limit refusals by rule', async () => {
    const before = await scrape();
    expect((await api.post('/api/jwt', { idToken: 'not-a-token' })).status).toBe(401);
    expect((await api.post('/api/jwt', { idToken: 'still-not-a-token' })).status).toBe(429);
    const delta = moved(before, await scrape());
    expect(delta('carzone_rate_limit_refusals_total', { rule: 'signIn' })).toBe(1);
    expect(delta('carzone_rate_limit_refusals_total')).toBe(1);
  });

  it('the outbox: a mail sent, one to be retried, one given up, each counted once', async () => {
    const outbox = api.app.get(MailOutbox);
    // Due next year: no sender of any app claims them meanwhile.
    const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const rows = await api.db
      .insert(mailOutbox)
      .values(
        [0, 0, 25].map((hoursAgo) => ({
          ...outbox.rowsFor([{ to: renter.email, subject: 'Metrics', text: 'x', html: 'x' }])[0]!,
          createdAt: new Date(Date.now() - hoursAgo * 3600 * 1000),
          nextAttemptAt: later,
        })),
      )
      .returning();
    const [sent, retried, givenUp] = rows;
    const before = await scrape();
    await outbox.markSent(sent!);
    await outbox.markRefused(retried!, '421 Try later');
    await outbox.markRefused(givenUp!, '550 No such mailbox');
    // A claim that is no longer this one's (the mail was claimed again since) counts nothing.
    await outbox.markSent({ ...retried!, attempts: retried!.attempts - 1 });
    const delta = moved(before, await scrape());
    expect(delta('carzone_mails_total', { outcome: 'sent' })).toBe(1);
    expect(delta('carzone_mails_total', { outcome: 'retried' })).toBe(1);
    expect(delta('carzone_mails_total', { outcome: 'given_up' })).toBe(1);
  });
});

describe('the gauges read at scrape', () => {
  it('the oldest mail neither sent nor given up, by its age', async () => {
    const outbox = api.app.get(MailOutbox);
    const [row] = await api.db
      .insert(mailOutbox)
      .values({
        ...outbox.rowsFor([{ to: owner.email, subject: 'Waiting', text: 'x', html: 'x' }])[0]!,
        createdAt: new Date(Date.now() - 3 * 3600 * 1000),
        // Waiting for a retry next year: no sender claims it while the test reads.
        nextAttemptAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      })
      .returning();
    try {
      const age = valueOf(await scrape(), 'carzone_mail_outbox_oldest_unsent_seconds');
      expect(age).toBeGreaterThanOrEqual(3 * 3600 - 60);
    } finally {
      await api.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
    }
  });

  it('how long past its deadline the oldest request still Pending is', async () => {
    const carId = await carsOf.insert(owner.email, { instantBooking: false });
    if (!usingPostgresServer())
      // This file's own PGlite: none is overdue yet.
      expect(valueOf(await scrape(), 'carzone_booking_requests_overdue_seconds')).toBe(0);
    // Any instance's expiry sweep may write Expired on it at any moment: read until a scrape is
    // taken while it is Pending still (checked after the scrape; Expired is for good).
    for (let attempt = 1; ; attempt++) {
      const id = await insertBookingRow(api.db, {
        carId,
        bookerEmail: renter.email,
        startDate: day(30 + attempt * 3),
        endDate: day(31 + attempt * 3),
        bookingStatus: 'Pending',
        expiresAt: new Date(Date.now() - 3600 * 1000),
      });
      const overdue = valueOf(await scrape(), 'carzone_booking_requests_overdue_seconds');
      const [row] = await api.db.select().from(bookings).where(eq(bookings.id, id));
      if (row!.bookingStatus === 'Pending' || attempt === 3) {
        expect(row!.bookingStatus).toBe('Pending');
        expect(overdue).toBeGreaterThanOrEqual(3600 - 60);
        break;
      }
    }
  });

  it("the database pool's connections on a PostgreSQL server, none on PGlite (no pool)", async () => {
    const scraped = await scrape();
    const states = scraped.samples
      .filter((sample) => sample.name === 'carzone_db_pool_connections')
      .map((sample) => sample.labels.state)
      .sort();
    if (usingPostgresServer()) {
      expect(states).toEqual(['idle', 'in_use', 'waiting']);
      expect(valueOf(scraped, 'carzone_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(states).toEqual([]);
    }
  });
});

describe('bounded labels', () => {
  it('no label carries an e-mail, an id or a query string; every route is a template of the router', async () => {
    const carId = await carsOf.insert(owner.email);
    const id = randomUUID();
    const paths = [
      `/api/car/${carId}?ref=${encodeURIComponent(renter.email)}`,
      `/api/car/${id}/booked-ranges?from=2030-01-01`,
      '/api/car/12345',
      `/api/cars/${renter.email}`,
      `/api/cars/${encodeURIComponent(renter.email)}?page=2`,
      `/api/cars/${renter.email}/x/${id}?token=${id}`,
      `/12345/${id}`,
      `/api/bookings/${id}/review`,
      `/api/licence-photos/${id}`,
      `/api/cars/${'x'.repeat(900)}`,
    ];
    for (const path of paths) await api.fetch(path);
    await call('PATCH', `/api/bookings/${id}`, renter, { bookingStatus: 'Canceled' });
    await call('PATCH', `/api/bookings/${carId}`, undefined, {});

    const scraped = await scrape();
    const fastify = api.app.getHttpAdapter().getInstance() as FastifyInstance;
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const routes = new Set<string>();
    for (const { name, labels } of scraped.samples) {
      for (const [label, value] of Object.entries(labels)) {
        const where = `${name}{${label}="${value}"}`;
        expect(value, where).not.toContain('@');
        expect(value, where).not.toContain('?');
        expect(value, where).not.toMatch(uuid);
        expect(value, where).not.toContain(renter.email.split('@')[0]);
      }
      if (labels.route === undefined) continue;
      routes.add(labels.route);
      expect(labels.route, name).not.toMatch(/\/\d+(\/|$)/);
      if (labels.route === UNMATCHED_ROUTE) continue;
      const method = (labels.method ?? 'GET') as HTTPMethods;
      expect(fastify.hasRoute({ url: labels.route, method }), `${method} ${labels.route}`).toBe(
        true,
      );
    }
    // What the paths above reached, by template alone.
    for (const route of [
      '/api/car/:id',
      '/api/car/:id/booked-ranges',
      '/api/cars/:email',
      '/api/bookings/:id',
      UNMATCHED_ROUTE,
    ])
      expect(routes).toContain(route);
  });
});
