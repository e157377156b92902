// How many photos one user may upload: PHOTO_LIMITS.uploadsPerWindow in any windowMinutes.
//
// Every attempt counts, accepted or refused, and it is counted before its body is read (see
// PhotoUploadGate): a refused picture costs the server its bytes and its decoding just as an
// accepted one does, and a user over the limit is turned away without sending 8 MB first.

/** One limiter for all uploads, keyed by the uploader's uid. */
export interface UploadRateLimiter {
  /** Counts one upload by `key` and says whether it may go ahead (false: over the limit). */
  take(key: string): Promise<boolean>;
}

/** Injection token for the `UploadRateLimiter` in use. */
export const UPLOAD_RATE_LIMITER = Symbol('UPLOAD_RATE_LIMITER');

export interface RateLimit {
  /** Attempts allowed per key in any window. */
  limit: number;
  windowMs: number;
  /** Milliseconds now; tests pass a clock of their own. */
  now?: () => number;
}

/**
 * An exact sliding window kept in this process's memory: right for one API instance. With
 * several behind a load balancer the count must be shared: a Redis-backed limiter (a sorted set
 * per key, or INCR with an expiry) implements the same interface and replaces this one in
 * PhotosModule.
 */
export class InMemoryUploadRateLimiter implements UploadRateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly now: () => number;
  private lastSweep: number;

  constructor(private readonly options: RateLimit) {
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  take(key: string): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const recent = this.recent(key, now);
    if (recent.length >= this.options.limit) {
      this.attempts.set(key, recent);
      return Promise.resolve(false);
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return Promise.resolve(true);
  }

  /** The key's attempts still inside the window ending now. */
  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.attempts.get(key) ?? []).filter((time) => time > since);
  }

  /** Once a window, forgets the keys with no attempt left in it, so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    for (const key of [...this.attempts.keys()]) {
      if (this.recent(key, now).length === 0) this.attempts.delete(key);
    }
  }
}
