import { type SQL, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '@carzone/domain';
import { bookings } from './schema.js';

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
