import { Inject, Injectable, Optional } from '@nestjs/common';
import { IntervalWorker } from '../common/interval-worker.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import {
  GatewayUnavailableError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from './payment-gateway.js';
import { type DueRefund, RefundsRepository } from './refunds.repository.js';

/** How often each API instance looks for refunds to carry out. */
export const REFUND_WORKER_EVERY_MS = 5_000;

/** How soon a refund the gateway is still processing is asked about again. */
export const REFUND_STATUS_POLL_MS = 10_000;

/** A refund's next try after `attempts` tries: 10 s, doubling, at most 15 minutes. */
export const refundBackoffMs = (attempts: number): number =>
  Math.min(15 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Carries out the refunds queued by cancels, late payments and staff, through the gateway's refund
 * API, on every API instance: each refund is claimed for a while (a lease, so two instances never
 * try one at once, and one that died mid-try is tried again once it lapses), started at the
 * gateway with its own refe_id (asked again after a crash, it is the same refund), then followed
 * until the gateway says refunded (asked every 10 s while it processes). A gateway that is down is
 * asked again with backoff; one that refuses marks the refund failed, for staff (the console, and an alert).
 */
@Injectable()
export class RefundWorker extends IntervalWorker {
  protected readonly failure = 'Could not carry out refunds';

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly metrics: Metrics,
    @Optional() @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      name: 'Refunds',
      everyMs: REFUND_WORKER_EVERY_MS,
      atStart: true,
      enabled: (config.backgroundSweeps ?? true) && gateway !== null,
    });
  }

  /** Carries out the refunds due now; answers how many it finished (done or failed). */
  async work(now = new Date()): Promise<number> {
    let finished = 0;
    for (const refund of await this.refunds.claimDue(now)) {
      if (await this.carryOut(refund, now)) finished++;
    }
    return finished;
  }

  private async carryOut(refund: DueRefund, now: Date): Promise<boolean> {
    const gateway = this.gateway;
    if (!gateway) return false;
    try {
      let refundRefId = refund.refundRefId;
      if (!refundRefId) {
        const started = await gateway.refund({
          bankTranId: refund.bankTranId,
          amountMinor: refund.amountMinor,
          refeId: refund.refeId,
          remarks: `CarZone booking ${refund.bookingId}`,
        });
        if ('refused' in started) return this.failed(refund, started.refused);
        refundRefId = started.refundRefId;
        await this.refunds.keepGatewayId(refund.id, refundRefId);
      }
      const { state, reason } = await gateway.refundState(refundRefId);
      if (state === 'refused') return this.failed(refund, reason);
      if (state === 'refunded') {
        await this.refunds.finish(refund, 'done', '');
        this.metrics.money.refunds.inc({ outcome: 'done' });
        return true;
      }
      // The gateway took it and answers: asked again soon, whatever the tries its outage cost.
      await this.refunds.retryLater(
        refund.id,
        new Date(now.getTime() + REFUND_STATUS_POLL_MS),
        'processing',
      );
      this.metrics.money.refunds.inc({ outcome: 'retried' });
      return false;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      await this.refunds.retryLater(
        refund.id,
        new Date(now.getTime() + refundBackoffMs(refund.attempts)),
        error.message,
      );
      this.metrics.money.refunds.inc({ outcome: 'retried' });
      return false;
    }
  }

  private async failed(refund: DueRefund, reason: string): Promise<boolean> {
    this.logger.warn(`The gateway refused refund ${refund.id}: ${reason}`);
    await this.refunds.finish(refund, 'failed', reason);
    this.metrics.money.refunds.inc({ outcome: 'failed' });
    return true;
  }
}
