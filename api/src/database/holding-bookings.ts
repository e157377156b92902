// What keeps a car's nights from renters: the bookings that hold them, and the owner's blocks.
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import { type BookedRange, HOLDING_STATUSES } from '@carzone/domain';
import { bookings, carBlocks } from './schema.js';

const HOLDING = sql.raw(HOLDING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The bookings that keep their car's nights from everyone else at `now`: Confirmed ones, and
 * Pending requests before their deadline. An overdue request still holds its nights in the table
 * (and so for the no-overlap constraint) until the expiry sweep or the next change of its car
 * writes it Expired; every read leaves it out already. The status test is the partial indexes'
 * own predicate (schema.ts), so they serve it.
 */
export function holdingDatesAt(now: Date): SQL {
  return sql`${bookings.bookingStatus} IN (${HOLDING}) AND (${bookings.expiresAt} IS NULL OR ${bookings.expiresAt} > ${now.toISOString()}::timestamptz)`;
}

/** The car's blocks that take any night of `range` (a block, like the range, is [start, end)). */
export function blocksOver(carId: string, { startDate, endDate }: BookedRange): SQL {
  return and(
    eq(carBlocks.carId, carId),
    gt(carBlocks.endDate, startDate),
    lt(carBlocks.startDate, endDate),
  )!;
}
