const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The API's "now" for every rule of the calendar: Dhaka's today, request deadlines, licence
 * expiries, a trip's stage, review windows. It is the real time moved by CLOCK_OFFSET_DAYS
 * (0 unless a local run or a test asks), so a trip can be lived from its request to its reviews
 * by restarting the API with another offset. Sessions, tokens, rate limits and housekeeping
 * (the mail outbox, unused photos) keep the real time: an ID token's expiry is Google's clock.
 * Injected by its class; ConfigModule makes it from the configuration.
 */
export class Clock {
  private readonly offsetMs: number;

  constructor(offsetDays = 0) {
    this.offsetMs = offsetDays * DAY_MS;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
