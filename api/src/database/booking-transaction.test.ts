// The protocol every transaction of cars, bookings and reviews inherits: the lock order (a car's
// row, then its bookings), and what is told once it has committed (metrics, the car read cache),
// nothing if it rolls back. On a stand-in for the database: what matters is the order of calls.
import { describe, expect, it, vi } from 'vitest';
import type { Metrics } from '../metrics/metrics.js';
import {
  BookingTransaction,
  LockOrderError,
  type Transaction,
  type TransactionServices,
} from './booking-transaction.js';
import type { Database } from './database.js';

/** A transaction that locks rows as a caller says, each lock a query answering `[kind]`. */
class ProbeTransaction extends BookingTransaction {
  constructor(tx: Transaction) {
    super(tx);
  }

  lockCar(): Promise<string[]> {
    return this.locking('car', Promise.resolve(['car']));
  }

  lockBooking(): Promise<string[]> {
    return this.locking('booking', Promise.resolve(['booking']));
  }

  changeCar(carId: string): void {
    this.carChanged(carId);
  }
}

/** A database whose transactions run their work at once, committing unless it throws. */
function services() {
  const db = {
    transaction: (work: (tx: Transaction) => Promise<unknown>) => work({} as Transaction),
  } as unknown as Database;
  const metrics = { mailsAs: vi.fn() } as unknown as Metrics & {
    mailsAs: ReturnType<typeof vi.fn>;
  };
  const carReads = { forget: vi.fn<(carId: string) => void>() };
  return { db, metrics, carReads } satisfies TransactionServices;
}

const run = <T>(given: TransactionServices, work: (tx: ProbeTransaction) => Promise<T>) =>
  BookingTransaction.run(given, (tx) => new ProbeTransaction(tx), work);

describe('BookingTransaction', () => {
  it("takes a car's row, then its bookings, as every transaction does", async () => {
    const sequence = await run(services(), async (tx) => {
      await tx.lockCar();
      await tx.lockBooking();
      await tx.lockBooking();
      return tx.lockSequence;
    });
    expect(sequence).toEqual(['car', 'booking', 'booking']);
  });

  it("refuses a car's row after a booking's, and the transaction rolls back: nothing counted", async () => {
    const given = services();
    const wrongOrder = run(given, async (tx) => {
      tx.countOnCommit((metrics) => metrics.mailsAs('queued', 2));
      tx.changeCar('car-1');
      await tx.lockBooking();
      return tx.lockCar();
    });
    await expect(wrongOrder).rejects.toThrow(LockOrderError);
    await expect(wrongOrder).rejects.toThrow(
      'A transaction locked a booking row, then asked for a car row: cars come first.',
    );
    expect(given.metrics.mailsAs).not.toHaveBeenCalled();
    expect(given.carReads.forget).not.toHaveBeenCalled();
  });

  it('counts and forgets the changed cars once committed, not before', async () => {
    const given = services();
    await run(given, async (tx) => {
      tx.countOnCommit((metrics) => metrics.mailsAs('queued', 2));
      tx.changeCar('car-1');
      tx.changeCar('car-1');
      expect(given.metrics.mailsAs).not.toHaveBeenCalled();
      expect(given.carReads.forget).not.toHaveBeenCalled();
    });
    expect(given.metrics.mailsAs).toHaveBeenCalledExactlyOnceWith('queued', 2);
    expect(given.carReads.forget).toHaveBeenCalledExactlyOnceWith('car-1');
  });
});
