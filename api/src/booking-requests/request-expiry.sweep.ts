import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
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
export class RequestExpirySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RequestExpiry');
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly requests: BookingRequestsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    // It never keeps the process alive on its own.
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    this.running = this.requests
      .expireDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Could not expire requests: ${String(error)}`))
      .finally(() => (this.running = null));
    await this.running;
  }
}
