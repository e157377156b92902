import { Inject, Injectable } from '@nestjs/common';
import { IntervalWorker } from '../common/interval-worker.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BookingRequestsService } from './booking-requests.service.js';

/** How often each API instance expires the requests nobody answered in time. */
export const SWEEP_EVERY_MS = 30_000;

/**
 * Every half minute, on every API instance, writes Expired on the requests whose deadline has
 * passed and queues their mails (BookingRequestsService.expireDue), so each is expired within a
 * minute, once, whichever instance gets there. Reads already show an overdue request as Expired;
 * this frees its row for good and tells both people. A sweep that fails is logged and tried again.
 */
@Injectable()
export class RequestExpirySweep extends IntervalWorker {
  protected readonly failure = 'Could not expire requests';

  constructor(
    private readonly requests: BookingRequestsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      name: 'RequestExpiry',
      everyMs: SWEEP_EVERY_MS,
      atStart: false,
      enabled: config.backgroundSweeps ?? true,
    });
  }

  protected work(): Promise<unknown> {
    return this.requests.expireDue();
  }
}
