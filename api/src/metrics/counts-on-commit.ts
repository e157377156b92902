import type { Metrics } from './metrics.js';

/** A count a transaction makes, told to the metrics once it has committed. */
export type CommittedCount = (metrics: Metrics) => void;

/**
 * What a transaction counts (a booking made, mails queued, requests expired) waits here until
 * it has committed: a rolled-back booking was never made, its mails never queued.
 */
export class CountsOnCommit {
  private readonly counts: CommittedCount[] = [];

  add(count: CommittedCount): void {
    this.counts.push(count);
  }

  /**
   * Runs `transaction` (which resolves once committed) and then counts what it added; nothing if
   * it throws.
   */
  static async after<T>(
    metrics: Metrics,
    transaction: (counts: CountsOnCommit) => Promise<T>,
  ): Promise<T> {
    const counts = new CountsOnCommit();
    const result = await transaction(counts);
    for (const count of counts.counts) count(metrics);
    return result;
  }
}
