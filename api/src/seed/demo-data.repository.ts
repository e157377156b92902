import { Inject, Injectable } from '@nestjs/common';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import {
  bookings,
  carBlocks,
  cars,
  messageThreads,
  type NewCarBlockRow,
  type NewCarRow,
  reviews,
  threadMessages,
} from '../database/schema.js';
import type { DemoTripRows } from './demo-reviews.js';
import type { DemoThreadRows } from './demo-threads.js';

// Any constant; it only has to differ from the other advisory locks the API takes.
const SEED_LOCK_ID = 4_271_002;

/** Writes the demo data of a fresh install: cars, their blocked days, trips, reviews and threads. */
@Injectable()
export class DemoDataRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Inserts the given cars, and the blocked days `blocksOf` gives each (by its index in
   * `newCars`), only when there are no cars yet; answers how many cars it inserted. A
   * transaction-scoped advisory lock makes two API instances starting at once agree on who seeds.
   */
  async insertAllIfNoCars(
    newCars: NewCarRow[],
    blocksOf: (index: number) => Omit<NewCarBlockRow, 'carId'>[] = () => [],
    tripsOf: (index: number) => DemoTripRows[] = () => [],
    threadsOf: (index: number) => DemoThreadRows[] = () => [],
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [existing] = await tx.select({ total: count() }).from(cars);
      if ((existing?.total ?? 0) > 0) return 0;
      // One row at a time: each car's id is needed for its blocks, by its place in the list.
      for (const [index, car] of newCars.entries()) {
        const [row] = await tx.insert(cars).values(car).returning({ id: cars.id });
        const blocks = blocksOf(index).map((block) => ({ ...block, carId: row!.id }));
        if (blocks.length > 0) await tx.insert(carBlocks).values(blocks);
        for (const trip of tripsOf(index)) {
          const [booking] = await tx
            .insert(bookings)
            .values({ ...trip.booking, carId: row!.id })
            .returning({ id: bookings.id });
          await tx
            .insert(reviews)
            .values(
              trip.reviews.map((review) => ({ ...review, bookingId: booking!.id, carId: row!.id })),
            );
        }
        for (const { thread, messages } of threadsOf(index)) {
          const [opened] = await tx
            .insert(messageThreads)
            .values({ ...thread, carId: row!.id })
            .returning({ id: messageThreads.id });
          await tx
            .insert(threadMessages)
            .values(messages.map((message) => ({ ...message, threadId: opened!.id })));
        }
      }
      return newCars.length;
    });
  }
}
