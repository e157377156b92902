import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { RefundsRepository } from './refunds.repository.js';

/**
 * The refund gauges a scrape reads afresh (docs/operations.md, CarZoneRefundNotDone): how long the
 * oldest pending refund has waited and how many the gateway refused. NaN until the database
 * answers, so a stale figure never reads as a healthy one.
 */
@Injectable()
export class RefundReadings implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly refunds: RefundsRepository,
  ) {}

  onModuleInit(): void {
    this.metrics.readAtScrape(async () => {
      const { oldestPendingRefund, refundsFailed } = this.metrics.money;
      oldestPendingRefund.set(Number.NaN);
      refundsFailed.set(Number.NaN);
      const { oldestPendingSeconds, failed } = await this.refunds.backlog(new Date());
      oldestPendingRefund.set(oldestPendingSeconds);
      refundsFailed.set(failed);
    });
  }
}
