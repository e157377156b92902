// What every repository whose writes are a BookingTransaction shares: its database, and running
// its own kind of transaction with the car read cache and the metrics told once it has committed.
// It lives here, beside CarReadCache, because Nest injects that by its class: database/ names the
// cache by type only.
import { Inject, Injectable } from '@nestjs/common';
import {
  BookingTransaction,
  type Transaction,
  type TransactionServices,
} from '../database/booking-transaction.js';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { Metrics } from '../metrics/metrics.js';
import { CarReadCache } from './car-read-cache.js';

@Injectable()
export abstract class TransactionalRepository<Tx extends BookingTransaction> {
  private readonly services: TransactionServices;

  constructor(
    @Inject(DATABASE) protected readonly db: Database,
    carReads: CarReadCache,
    metrics: Metrics,
  ) {
    this.services = { db, carReads, metrics };
  }

  /** This repository's kind of transaction, on the database transaction `tx`. */
  protected abstract open(tx: Transaction): Tx;

  /**
   * Runs `work` in one transaction (BookingTransaction.run): if it throws, nothing it wrote stays.
   * Once it has committed, the cars it changed are read afresh and what it counted is counted.
   */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return BookingTransaction.run(this.services, (tx) => this.open(tx), work);
  }
}
