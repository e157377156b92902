// What every transaction that writes cars, bookings or reviews does around its own rule: the
// order it locks rows in, the metrics it counts and the cars it changed once it has committed,
// and the mails it queues in the languages their readers chose. The bookings, reviews, owner-cars
// and car-blocks transactions extend it, so a new one inherits the protocol instead of copying it.
import type { CarReadCache } from '../cars/car-read-cache.js';
import type { MailLanguages } from '../mail/booking-mails.js';
import type { Metrics } from '../metrics/metrics.js';
import { mailLanguagesOf } from './account-languages.js';
import type { Database } from './database.js';
import type { CancelingSide } from '@carzone/domain';
import { refundOnCancel } from './payment-refunds.js';
import { type BookingRow, mailOutbox, type NewMailOutboxRow } from './schema.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A count a transaction makes, told to the metrics once it has committed. */
export type CommittedCount = (metrics: Metrics) => void;

/** What a transaction is run with: the database, and whom it tells once it has committed. */
export interface TransactionServices {
  db: Database;
  carReads: Pick<CarReadCache, 'forget'>;
  metrics: Metrics;
}

/** The rows a transaction may lock, in the one order every transaction takes them. */
export type LockedRows = 'car' | 'booking';
const LOCK_ORDER: readonly LockedRows[] = ['car', 'booking'];

/**
 * Thrown when a transaction would lock a car's row after a booking's: two transactions taking
 * the same rows in opposite orders can each wait for the other (a deadlock, one of them rolled
 * back by the database). Every transaction takes the car first, then its bookings, so a booking,
 * a review, a block and a change of the car queue up on the car instead.
 */
export class LockOrderError extends Error {
  constructor(wanted: LockedRows, held: LockedRows) {
    super(`A transaction locked a ${held} row, then asked for a ${wanted} row: cars come first.`);
    this.name = 'LockOrderError';
  }
}

export abstract class BookingTransaction {
  private readonly counts: CommittedCount[] = [];
  private readonly changedCars = new Set<string>();
  private readonly locked: LockedRows[] = [];

  protected constructor(protected readonly tx: Transaction) {}

  /**
   * Runs `work` in one transaction on the transaction `open` makes: if it throws, nothing it wrote
   * stays and nothing is counted. Once it has committed, the cars it changed are read afresh (not
   * before: a read in between would keep the old row again) and what it counted is counted (a
   * rolled-back booking was never made, its mails never queued).
   */
  static async run<Tx extends BookingTransaction, T>(
    services: TransactionServices,
    open: (tx: Transaction) => Tx,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    let opened: Tx | undefined;
    const result = await services.db.transaction((tx) => work((opened = open(tx))));
    if (opened) {
      for (const carId of opened.changedCars) services.carReads.forget(carId);
      for (const count of opened.counts) count(services.metrics);
    }
    return result;
  }

  /** The kinds of row this transaction locked so far, in the order it locked them. */
  get lockSequence(): readonly LockedRows[] {
    return this.locked;
  }

  /**
   * Counts in the metrics once this transaction has committed (a booking made, a request
   * answered); never if it rolls back.
   */
  countOnCommit(count: CommittedCount): void {
    this.counts.push(count);
  }

  /** Marks a car this transaction wrote, for the read cache to forget once it has committed. */
  protected carChanged(carId: string): void {
    this.changedCars.add(carId);
  }

  /**
   * Runs `lock`, a query that locks rows of `rows` (`FOR … UPDATE`, `FOR KEY SHARE`), once the
   * lock order allows it: a car's row never after a booking's (LockOrderError).
   */
  protected async locking<R>(rows: LockedRows, lock: PromiseLike<R>): Promise<R> {
    const rank = LOCK_ORDER.indexOf(rows);
    const later = this.locked.find((held) => LOCK_ORDER.indexOf(held) > rank);
    if (later) throw new LockOrderError(rows, later);
    this.locked.push(rows);
    return lock;
  }

  /**
   * Queues the refund the cancellation policy gives `side` ending `booking` (locked, its new
   * status written); answers the booking as it now stands (payment-refunds.ts).
   */
  refundOnCancel(booking: BookingRow, side: CancelingSide, now: Date): Promise<BookingRow> {
    return refundOnCancel(this.tx, booking, side, now);
  }

  /** The languages the renter and the owner chose, which their mails are written in. */
  mailLanguages(renterEmail: string, ownerEmail: string): Promise<MailLanguages> {
    return mailLanguagesOf(this.tx, renterEmail, ownerEmail);
  }

  /** Queues mails (written in `mailLanguages`): sent only if this transaction commits, counted then. */
  async queueMails(rows: NewMailOutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.tx.insert(mailOutbox).values(rows);
    this.countOnCommit((metrics) => metrics.mailsAs('queued', rows.length));
  }
}
