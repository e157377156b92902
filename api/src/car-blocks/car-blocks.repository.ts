import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { BookedRange, CarBlock } from '@carzone/domain';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import { BookingTransaction, type Transaction } from '../database/booking-transaction.js';
import { blocksOver, holdingDatesAt } from '../database/holding-bookings.js';
import { bookings, carBlocks, type CarBlockRow, cars } from '../database/schema.js';

@Injectable()
export class CarBlocksRepository extends TransactionalRepository<CarBlocksTransaction> {
  protected open(tx: Transaction): CarBlocksTransaction {
    return new CarBlocksTransaction(tx);
  }

  /** The car's owner, without a lock (for a read of its blocks); null when there is no such car. */
  async findCar(carId: string): Promise<{ ownerEmail: string } | null> {
    const [row] = await this.db
      .select({ ownerEmail: cars.ownerEmail })
      .from(cars)
      .where(eq(cars.id, carId));
    return row ?? null;
  }

  /** The car's blocks that end after `today`, by start date. */
  async findUpcoming(carId: string, today: string): Promise<CarBlock[]> {
    const rows = await this.db
      .select()
      .from(carBlocks)
      .where(and(eq(carBlocks.carId, carId), gt(carBlocks.endDate, today)))
      .orderBy(asc(carBlocks.startDate));
    return rows.map(toCarBlock);
  }
}

/**
 * The writes of one block change. The car's row is locked first, as booking locks it
 * (BookingTransaction's order), so a booking and a block of the same nights queue up and the
 * second sees the first.
 */
export class CarBlocksTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The car's owner, the car locked until the transaction ends; null when there is no such car. */
  async lockCar(carId: string): Promise<{ ownerEmail: string } | null> {
    const [row] = await this.locking(
      'car',
      this.tx
        .select({ ownerEmail: cars.ownerEmail })
        .from(cars)
        .where(eq(cars.id, carId))
        .for('no key update'),
    );
    return row ?? null;
  }

  /** The car's bookings and requests that hold any night of the range at `now`, by start date. */
  async bookingsOver(carId: string, range: BookedRange, now: Date): Promise<BookedRange[]> {
    return this.tx
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.carId, carId),
          holdingDatesAt(now),
          gt(bookings.endDate, range.startDate),
          lt(bookings.startDate, range.endDate),
        ),
      )
      .orderBy(asc(bookings.startDate));
  }

  /** The car's blocks that hold any night of the range, by start date. */
  async blocksOver(carId: string, range: BookedRange): Promise<BookedRange[]> {
    return this.tx
      .select({ startDate: carBlocks.startDate, endDate: carBlocks.endDate })
      .from(carBlocks)
      .where(blocksOver(carId, range))
      .orderBy(asc(carBlocks.startDate));
  }

  async insert(carId: string, block: Omit<CarBlock, '_id'>): Promise<CarBlock> {
    const [row] = await this.tx
      .insert(carBlocks)
      .values({ carId, ...block })
      .returning();
    return toCarBlock(row!);
  }

  /** Deletes the car's block; false when the car has no block of that id. */
  async delete(carId: string, blockId: string): Promise<boolean> {
    const deleted = await this.tx
      .delete(carBlocks)
      .where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId)))
      .returning({ id: carBlocks.id });
    return deleted.length > 0;
  }
}

function toCarBlock(row: CarBlockRow): CarBlock {
  return { _id: row.id, startDate: row.startDate, endDate: row.endDate, note: row.note };
}
