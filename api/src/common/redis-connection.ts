// How every Redis connection of the API behaves while Redis is away: a request never waits for it.
// The rate limits (their counters) and the thread events (their pub/sub) both connect so.

/**
 * Commands fail at once while Redis is unreachable (no offline queue) or after one retry, a
 * connection attempt gives up after 2 s, and ioredis keeps reconnecting in the background, every
 * half second more up to 5 s; `lazyConnect` leaves the first attempt to the owner's start-up.
 */
export const REDIS_AWAY_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 500, 5000),
} as const;
