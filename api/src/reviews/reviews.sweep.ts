import { Inject, Injectable } from '@nestjs/common';
import { IntervalWorker } from '../common/interval-worker.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
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
export class ReviewsSweep extends IntervalWorker {
  protected readonly failure = 'Could not sweep reviews';

  constructor(
    private readonly reviews: ReviewsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      name: 'Reviews',
      everyMs: REVIEWS_SWEEP_EVERY_MS,
      // An instance restarted past a window's close publishes at once.
      atStart: true,
      enabled: config.backgroundSweeps ?? true,
    });
  }

  protected work(): Promise<unknown> {
    // Each on its own: a batch that failed to publish (the database gone a moment) does not keep
    // the invitations waiting for the next sweep, nor the other way round.
    return Promise.all([
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
    ]);
  }
}
