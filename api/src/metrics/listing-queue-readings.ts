import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { cars } from '../database/schema.js';
import { Metrics } from './metrics.js';

/** Reads the listings' queue at each scrape, into Metrics.listingQueue. */
@Injectable()
export class ListingQueueReadings implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  onModuleInit(): void {
    this.metrics.readAtScrape(() => this.read());
  }

  private async read(): Promise<void> {
    const { pendingReview } = this.metrics.listingQueue;
    pendingReview.set(Number.NaN);
    const [row] = await this.db
      .select({ waiting: count() })
      .from(cars)
      .where(eq(cars.moderationState, 'pendingReview'));
    pendingReview.set(row?.waiting ?? 0);
  }
}
