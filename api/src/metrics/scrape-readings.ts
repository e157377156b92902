import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { eq, min, sql } from 'drizzle-orm';
import { Clock } from '../clock/clock.js';
import type { Database, DatabaseConnection } from '../database/database.js';
import { DATABASE, DATABASE_CONNECTION } from '../database/database.tokens.js';
import { bookings, mailOutbox, reports } from '../database/schema.js';
import { Metrics } from './metrics.js';

/**
 * The gauges a scrape reads afresh: the database pool's connections (a PostgreSQL server only),
 * and two backlogs in one query, each an index's first rows: the oldest deadline of a request
 * still Pending (`bookings_pending_expires_at_idx`) and the oldest mail neither sent nor given up
 * (`mail_outbox_waiting_idx`: only the mails waiting, a handful when the relay keeps up).
 */
@Injectable()
export class ScrapeReadings implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const { poolConnections } = this.connection;
    if (poolConnections) this.metrics.readAtScrape(() => this.readPool(poolConnections));
    this.metrics.readAtScrape(() => this.readBacklogs());
    this.metrics.readAtScrape(() => this.readReportQueue());
  }

  /** The open reports (the open-queue index's rows) and the oldest one's wait, by the API's clock. */
  private async readReportQueue(): Promise<void> {
    const { open, oldestOpen } = this.metrics.reportQueue;
    open.set(Number.NaN);
    oldestOpen.set(Number.NaN);
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: min(reports.createdAt) })
      .from(reports)
      .where(eq(reports.status, 'open'));
    open.set(row?.count ?? 0);
    const waitedMs = row?.oldest ? this.clock.now().getTime() - row.oldest.getTime() : 0;
    oldestOpen.set(Math.max(0, waitedMs / 1000));
  }

  private readPool(poolConnections: NonNullable<DatabaseConnection['poolConnections']>): void {
    const { inUse, idle, waiting } = poolConnections();
    const gauge = this.metrics.poolConnections;
    gauge.set({ state: 'in_use' }, inUse);
    gauge.set({ state: 'idle' }, idle);
    gauge.set({ state: 'waiting' }, waiting);
  }

  private async readBacklogs(): Promise<void> {
    const { requestsOverdue, oldestUnsentMail } = this.metrics;
    // Unknown until the database answers (Metrics.scrape gives it two seconds).
    requestsOverdue.set(Number.NaN);
    oldestUnsentMail.set(Number.NaN);
    const [row] = await this.db
      .select({
        oldestDeadline: min(bookings.expiresAt),
        oldestUnsentSeconds: sql<number | null>`(
          select extract(epoch from now() - min(${mailOutbox.createdAt}))
          from ${mailOutbox}
          where ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null
        )`.mapWith(Number),
      })
      .from(bookings)
      .where(eq(bookings.bookingStatus, 'Pending'));
    // Deadlines are the rules' time (the API's clock); the outbox's ages the database's own.
    const overdueMs = row?.oldestDeadline
      ? this.clock.now().getTime() - row.oldestDeadline.getTime()
      : 0;
    requestsOverdue.set(Math.max(0, overdueMs / 1000));
    oldestUnsentMail.set(Math.max(0, row?.oldestUnsentSeconds ?? 0));
  }
}
