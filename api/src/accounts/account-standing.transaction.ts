import { and, eq, gt, or } from 'drizzle-orm';
import { type AccountStatus, dhakaToday } from '@carzone/domain';
import { BookingsTransaction } from '../bookings/bookings.transaction.js';
import { accountKey } from '../database/account-languages.js';
import { type AuditRecord, appendAuditRecord } from '../database/audit-records.js';
import type { Transaction } from '../database/booking-transaction.js';
import { staffRoleOf } from '../database/staff-roles.js';
import { type AccountRow, accounts, type BookingRow, bookings, cars } from '../database/schema.js';

/**
 * Waiting at `now`: a request for its owner's answer, or a booking for its renter's advance (or
 * for staff's review of a held payment).
 */
const waitingAt = (now: Date) =>
  or(
    and(eq(bookings.bookingStatus, 'Pending'), gt(bookings.expiresAt, now)),
    and(
      eq(bookings.bookingStatus, 'AwaitingPayment'),
      or(gt(bookings.expiresAt, now), eq(bookings.advanceState, 'held')),
    ),
  );

/** A request waiting for an answer that a suspension ends, with the car it is of. */
export interface WaitingRequest {
  id: string;
  carId: string;
  /** The person is its renter (it is withdrawn), or its car's owner (it is declined). */
  side: 'renter' | 'owner';
}

/**
 * A suspension or a reinstatement, in one transaction: the account's row locked first (no other
 * transaction locks it), then the cars (the person's own, and those of the requests it ends), then
 * the bookings, the order every booking transaction keeps. A request is ended as its renter's or
 * its owner's own answer would end it, through the bookings transaction it extends: its counts on
 * commit, its mails queued here.
 */
export class AccountStandingTransaction extends BookingsTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  /** The account, locked until the transaction ends; null for someone who never signed in. */
  async lockAccount(email: string): Promise<AccountRow | null> {
    const [row] = await this.tx
      .select()
      .from(accounts)
      .where(eq(accounts.email, accountKey(email)))
      .for('update');
    return row ?? null;
  }

  /** Whether the person holds a staff role now. */
  async isStaff(email: string): Promise<boolean> {
    return (await staffRoleOf(this.tx, email)) !== null;
  }

  async setStanding(
    email: string,
    status: AccountStatus,
    reason: string | null,
    at: Date | null,
  ): Promise<void> {
    await this.tx
      .update(accounts)
      .set({ status, suspensionReason: reason, suspendedAt: at })
      .where(eq(accounts.email, accountKey(email)));
  }

  /**
   * Marks every car of the person's as its owner's suspension hides it (or shows it again), locked
   * as a car's row is, and to be read afresh once committed; answers how many.
   */
  async markCarsOwnerSuspended(email: string, suspended: boolean): Promise<number> {
    const changed = await this.locking(
      'car',
      this.tx
        .update(cars)
        .set({ ownerSuspended: suspended })
        .where(and(eq(cars.ownerEmail, accountKey(email)), eq(cars.ownerSuspended, !suspended)))
        .returning({ id: cars.id }),
    );
    for (const { id } of changed) this.carChanged(id);
    return changed.length;
  }

  /**
   * What a suspension ends that the person is a side of, at `now`: the requests and the bookings
   * waiting for their advance, theirs as a renter (new bookings and changes of dates) and those of
   * their cars; and their cars' bookings to come whose advance was paid (the renter's money must
   * not wait on a suspended owner). Overdue ones are the sweep's.
   */
  async waitingRequestsOf(email: string, now: Date): Promise<WaitingRequest[]> {
    const key = accountKey(email);
    const rows = await this.tx
      .select({ id: bookings.id, carId: cars.id, bookerEmail: bookings.bookerEmail })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .where(
        or(
          and(waitingAt(now), or(eq(bookings.bookerEmail, key), eq(cars.ownerEmail, key))),
          and(
            eq(bookings.bookingStatus, 'Confirmed'),
            eq(bookings.advanceState, 'paid'),
            gt(bookings.startDate, dhakaToday(now)),
            eq(cars.ownerEmail, key),
          ),
        ),
      )
      .orderBy(bookings.carId, bookings.id);
    return rows.map((row) => ({
      id: row.id,
      carId: row.carId,
      side: accountKey(row.bookerEmail) === key ? 'renter' : 'owner',
    }));
  }

  /**
   * A request or a booking as waitingRequestsOf found it, locked: still as it was at `now`, or
   * null once it is not.
   */
  async lockWaiting(bookingId: string, now: Date): Promise<BookingRow | null> {
    const row = await this.lockBooking(bookingId);
    if (!row) return null;
    const due = row.expiresAt !== null && row.expiresAt > now;
    const stillSo =
      (row.bookingStatus === 'Pending' && due) ||
      (row.bookingStatus === 'AwaitingPayment' && (due || row.advanceState === 'held')) ||
      (row.bookingStatus === 'Confirmed' &&
        row.advanceState === 'paid' &&
        row.startDate > dhakaToday(now));
    return stillSo ? row : null;
  }

  /** The staff action's row in the audit log, saved with the change it tells of. */
  audit(record: AuditRecord): Promise<void> {
    return appendAuditRecord(this.tx, record);
  }
}
