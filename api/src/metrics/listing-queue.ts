// The listings waiting for staff (listing review, LISTING_REVIEW on) as operators watch them: how
// many cars wait for review, counted at each scrape from the cars' moderation queue index (a few
// rows: only the cars not published are in it); NaN until the database answers.
import { Gauge, type Registry } from 'prom-client';

export class ListingQueueGauges {
  readonly pendingReview: Gauge;

  constructor(registry: Registry) {
    this.pendingReview = new Gauge({
      name: 'carzone_listings_pending_review',
      help: 'Cars waiting for staff to approve or reject them (moderation state pendingReview).',
      registers: [registry],
    });
  }
}
