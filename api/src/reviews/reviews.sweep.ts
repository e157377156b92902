import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ReviewsService } from './reviews.service.js';

/** How often each API instance publishes the reviews due and queues the review mails due. */
export const REVIEWS_SWEEP_EVERY_MS = 30_000;

/**
 * Every half minute, on every API instance (and once at start): publishes the reviews whose
 * trip's window has closed with the other side silent (ReviewsService.publishDue), then queues the
 * review mails due (mailDue), so each review is published within a minute of the close and each
 * mail queued once, whichever instance gets there: each batch is one transaction, and instances
 * skip each other's locked rows. A sweep that fails is logged and tried again.
 */
@Injectable()
export class ReviewsSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reviews');
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;

  constructor(private readonly reviews: ReviewsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), REVIEWS_SWEEP_EVERY_MS);
    this.timer.unref();
    // Once at start too: an instance restarted past a window's close publishes at once.
    void this.sweep();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async sweep(): Promise<void> {
    if (this.running) return;
    // Each on its own: a batch that failed to publish (the database gone a moment) does not keep
    // the invitations waiting for the next sweep, nor the other way round.
    this.running = Promise.all([
      this.reviews
        .publishDue()
        .catch((error: unknown) =>
          this.logger.error(`Could not publish reviews: ${String(error)}`),
        ),
      this.reviews
        .mailDue()
        .catch((error: unknown) =>
          this.logger.error(`Could not queue review mails: ${String(error)}`),
        ),
    ])
      .then(() => undefined)
      .finally(() => (this.running = null));
    await this.running;
  }
}
