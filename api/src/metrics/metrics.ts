// The API instance's Prometheus metrics: one registry per app, so several apps in one
// process (the tests) never share a count, and no global registry anywhere. The names are a
// contract with the alert rules (docs/operations.md): add metrics, never rename one. Labels take
// only bounded values (a route's template, a method, a status, a refusal's code, a rule's name):
// never an e-mail, an id or a query string.
import { isRefusalCode } from '@carzone/domain/refusals';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RATE_LIMIT_RULES, type RateLimitRuleName } from '../config/rate-limit-rules.js';
import { HttpAnswers } from './http-answers.js';
import { ListingQueueGauges } from './listing-queue.js';
import { PaymentMetrics } from './payment-metrics.js';
import { ReportQueueGauges } from './report-queue.js';

/** The `route` of an answer no route gave: a 404 of the router, an address it could not read. */
export const UNMATCHED_ROUTE = 'unmatched';

export type BookingKind = 'instant' | 'request';
export type CanceledBy = 'renter' | 'owner';
export type RequestOutcome = 'accepted' | 'declined' | 'expired';
export type MailOutcome = 'queued' | 'sent' | 'retried' | 'given_up';

/** What a scrape reads first (the database's backlogs, the pool): each sets its gauges. */
export type ScrapeReading = () => Promise<void> | void;

/** The longest a scrape waits for its readings; one that has not answered leaves NaN. */
export const SCRAPE_READING_TIMEOUT_MS = 2_000;

export class Metrics {
  readonly registry = new Registry();

  /** carzone_http_requests_total and carzone_http_request_duration_seconds (http-answers.ts). */
  private readonly httpAnswers = new HttpAnswers();

  private readonly bookingsMade = new Counter({
    name: 'carzone_bookings_made_total',
    help: 'Bookings made (committed): instant (Confirmed at once) or request (Pending).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly bookingRefusals = new Counter({
    name: 'carzone_booking_refusals_total',
    help: 'Refused POST /api/bookings and PATCH /api/bookings/:id, by refusal code ("other" if none).',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  private readonly bookingsCanceled = new Counter({
    name: 'carzone_bookings_canceled_total',
    help: 'Confirmed bookings canceled (committed), by who canceled: renter or owner.',
    labelNames: ['by'] as const,
    registers: [this.registry],
  });

  private readonly requestsWithdrawn = new Counter({
    name: 'carzone_booking_requests_withdrawn_total',
    help: 'Booking requests (Pending) the renter withdrew before the owner answered.',
    registers: [this.registry],
  });

  private readonly requestsAnswered = new Counter({
    name: 'carzone_booking_requests_answered_total',
    help: 'Booking requests and asked changes of dates answered: accepted, declined or expired.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Set at scrape (ScrapeReadings); NaN if the database did not answer in time. */
  readonly requestsOverdue = new Gauge({
    name: 'carzone_booking_requests_overdue_seconds',
    help: 'How long past its deadline the oldest request still Pending is; 0 when none is.',
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'carzone_mails_total',
    help: 'Booking e-mails: queued (committed), sent (taken by the relay), retried, given_up.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Set at scrape (ScrapeReadings); NaN if the database did not answer in time. */
  readonly oldestUnsentMail = new Gauge({
    name: 'carzone_mail_outbox_oldest_unsent_seconds',
    help: 'Age of the oldest mail neither sent nor given up on; 0 when none is waiting.',
    registers: [this.registry],
  });

  /** Set at scrape (ListingQueueReadings); NaN if the database did not answer in time. */
  readonly listingQueue = new ListingQueueGauges(this.registry);

  /** Set at scrape on a PostgreSQL server; PGlite has no pool and reports none. */
  readonly poolConnections = new Gauge({
    name: 'carzone_db_pool_connections',
    help: "The database pool's connections: in_use, idle, and waiting (queries waiting for one).",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  /** Set at scrape (ScrapeReadings); NaN if the database did not answer in time. */
  readonly reportQueue = new ReportQueueGauges(this.registry);

  /** Payments, callbacks, refunds (payment-metrics.ts); the refund gauges set at scrape. */
  readonly money = new PaymentMetrics(this.registry);

  private readonly rateLimitRefusals = new Counter({
    name: 'carzone_rate_limit_refusals_total',
    help: 'Requests refused 429 by a rate limit, by rule.',
    labelNames: ['rule'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Every series of a known, short list starts at 0, so a rate is right from the first scrape.
    for (const kind of ['instant', 'request'] as const) this.bookingsMade.inc({ kind }, 0);
    for (const by of ['renter', 'owner'] as const) this.bookingsCanceled.inc({ by }, 0);
    for (const outcome of ['accepted', 'declined', 'expired'] as const)
      this.requestsAnswered.inc({ outcome }, 0);
    for (const outcome of ['queued', 'sent', 'retried', 'given_up'] as const)
      this.mails.inc({ outcome }, 0);
    for (const rule of RATE_LIMIT_RULES) this.rateLimitRefusals.inc({ rule }, 0);
  }

  private readonly readings: ScrapeReading[] = [];
  private processMetrics = false;

  /**
   * One answer sent: `seconds` from the request's arrival (none for the answers written before
   * Fastify had a request: they are counted, not timed).
   */
  answered(route: string, method: string, status: number, seconds?: number): void {
    this.httpAnswers.count(route, method, status, seconds);
  }

  bookingMade(kind: BookingKind): void {
    this.bookingsMade.inc({ kind });
  }

  /** A booking or a change refused with this code; a code outside the refusal table is "other". */
  bookingRefused(code: unknown): void {
    this.bookingRefusals.inc({ code: isRefusalCode(code) ? code : 'other' });
  }

  bookingCanceled(by: CanceledBy): void {
    this.bookingsCanceled.inc({ by });
  }

  requestWithdrawn(): void {
    this.requestsWithdrawn.inc();
  }

  requestsAnsweredAs(outcome: RequestOutcome, count = 1): void {
    if (count > 0) this.requestsAnswered.inc({ outcome }, count);
  }

  advancesExpired(count: number): void {
    if (count > 0) this.money.advancesExpired.inc(count);
  }

  mailsAs(outcome: MailOutcome, count = 1): void {
    if (count > 0) this.mails.inc({ outcome }, count);
  }

  rateLimitRefused(rule: RateLimitRuleName): void {
    this.rateLimitRefusals.inc({ rule });
  }

  /** Something a scrape reads before it answers (see ScrapeReadings). */
  readAtScrape(reading: ScrapeReading): void {
    this.readings.push(reading);
  }

  /**
   * prom-client's default metrics (process CPU and memory, event loop lag, GC, handles) under
   * their standard names: only for an app whose metrics are served, as they watch the process
   * from then on.
   */
  watchProcess(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text Prometheus scrapes, after the readings (each given SCRAPE_READING_TIMEOUT_MS). */
  async scrape(): Promise<string> {
    await Promise.all(this.readings.map((reading) => withinTimeout(reading)));
    return `${this.httpAnswers.text()}\n${await this.registry.metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/**
 * A reading that fails or takes too long leaves its gauges as it marked them first: NaN, unknown
 * (a stale figure, or 0, would read as a healthy one).
 */
async function withinTimeout(reading: ScrapeReading): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      reading(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SCRAPE_READING_TIMEOUT_MS))),
    ]);
  } catch {
    // Its gauges stay NaN.
  } finally {
    clearTimeout(timer);
  }
}
