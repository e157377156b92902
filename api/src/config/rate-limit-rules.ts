// The rate limits' rules, their defaults and how they are written in the environment
// (`RATE_LIMIT_SIGN_IN_PER_ACCOUNT=100/15m`). Pure data and parsing: app-config.ts reads them here, the
// limiters in rate-limits/rate-limits.service.ts count against them, the metrics name them.
// docs/rate-limits.md explains each one. They live with the configuration, below both readers, so
// neither the metrics nor the configuration import the rate-limits module, which imports them.
import { MESSAGE_LIMITS, PHOTO_LIMITS } from '@carzone/domain';

/** Attempts allowed per key in a fixed window of `seconds`. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/**
 * A rule's counters: per account (the uid) where the caller is known, per client address only
 * where nobody is. Many people share one address behind their mobile carrier (carrier-grade
 * NAT), so an address is never the key of a signed-in person's limit.
 * - signIn: `perUser` counts the exchanges of VALID ID tokens per account; `perIp` counts the
 *   REFUSED ones (forged, expired, revoked) per address. A valid exchange never counts against
 *   the address, so a crowd behind one address signs in however many they are.
 * - contact: `perUser` for a signed-in sender, `perIp` for an anonymous one.
 * - bookings, uploads, carWrites, reports, reportsDaily, threads, messages: signed-in only,
 *   `perUser` alone.
 */
export interface RateLimitRule {
  perIp?: RateLimit;
  perUser?: RateLimit;
}

export const RATE_LIMIT_RULES = [
  'signIn',
  'contact',
  'bookings',
  'uploads',
  'carWrites',
  'reports',
  'reportsDaily',
  'threads',
  'messages',
  'payments',
] as const;
export type RateLimitRuleName = (typeof RATE_LIMIT_RULES)[number];
export type RateLimitScope = keyof RateLimitRule;

export type RateLimitsConfig = Record<RateLimitRuleName, RateLimitRule> & {
  /** Prefix of every counter's key in Redis, so environments (or test runs) sharing one never mix. */
  redisKeyPrefix: string;
};

const minutes = (count: number) => count * 60;

export const DEFAULT_RATE_LIMITS: RateLimitsConfig = {
  // 100 valid exchanges in 15 minutes per account: a person on five devices signing in and out
  // all day never meets it; a token thief replaying one stolen token is slowed. 60 refused
  // exchanges a minute per address stops floods of forged tokens and nothing a person does.
  signIn: { perIp: { points: 60, seconds: 60 }, perUser: { points: 100, seconds: minutes(15) } },
  // Anonymous messages per address: 60 in 10 minutes lets a whole carrier address write to us
  // at the busiest hour; a signed-in sender gets 5 in 10 minutes of their own.
  contact: {
    perIp: { points: 60, seconds: minutes(10) },
    perUser: { points: 5, seconds: minutes(10) },
  },
  bookings: { perUser: { points: 30, seconds: minutes(10) } },
  // What the owner's upload page tells its users (PHOTO_MESSAGES.tooManyUploads).
  uploads: {
    perUser: {
      points: PHOTO_LIMITS.uploadsPerWindow,
      seconds: minutes(PHOTO_LIMITS.windowMinutes),
    },
  },
  // Adding, changing and deleting cars: far above an owner updating a fleet by hand.
  carWrites: { perUser: { points: 60, seconds: minutes(10) } },
  // Reports of cars, reviews and people: a person who meets several bad listings in an evening
  // reports them all; a campaign of reports against a rival is slowed to a trickle. Both count.
  reports: { perUser: { points: 10, seconds: minutes(60) } },
  reportsDaily: { perUser: { points: 30, seconds: minutes(24 * 60) } },
  // Renters and owners talking (MESSAGE_LIMITS): new threads a day (a renter asking about many
  // cars in one search is far below it; a spammer writing to every owner is not) and messages in
  // a window (a lively exchange is a message a minute at most).
  threads: { perUser: { points: MESSAGE_LIMITS.threadsPerDay, seconds: minutes(24 * 60) } },
  messages: {
    perUser: {
      points: MESSAGE_LIMITS.messagesPerWindow,
      seconds: minutes(MESSAGE_LIMITS.windowMinutes),
    },
  },
  // Opening the gateway's page for an advance: a renter retrying a failed bKash payment a few
  // times is far below it; a script opening sessions at the gateway in our name is not.
  payments: { perUser: { points: 20, seconds: minutes(60) } },
  redisKeyPrefix: 'carzone:rate-limit',
};

/** The environment variable of each counter the rule has: RATE_LIMIT_SIGN_IN_PER_ACCOUNT and so on. */
export const RATE_LIMIT_VARIABLES: Record<
  RateLimitRuleName,
  Partial<Record<RateLimitScope, string>>
> = {
  signIn: {
    perIp: 'RATE_LIMIT_SIGN_IN_REFUSED_PER_IP',
    perUser: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT',
  },
  contact: {
    perIp: 'RATE_LIMIT_CONTACT_ANONYMOUS_PER_IP',
    perUser: 'RATE_LIMIT_CONTACT_PER_USER',
  },
  bookings: { perUser: 'RATE_LIMIT_BOOKINGS_PER_USER' },
  uploads: { perUser: 'RATE_LIMIT_UPLOADS_PER_USER' },
  carWrites: { perUser: 'RATE_LIMIT_CAR_WRITES_PER_USER' },
  reports: { perUser: 'RATE_LIMIT_REPORTS_PER_USER' },
  reportsDaily: { perUser: 'RATE_LIMIT_REPORTS_DAILY_PER_USER' },
  threads: { perUser: 'RATE_LIMIT_THREADS_PER_USER' },
  messages: { perUser: 'RATE_LIMIT_MESSAGES_PER_USER' },
  payments: { perUser: 'RATE_LIMIT_PAYMENTS_PER_USER' },
};

/**
 * Variables of earlier limits keyed on the address where an account is known. Set, they stop the
 * start rather than be ignored in silence: whoever set one believed it protected something.
 */
export const RETIRED_RATE_LIMIT_VARIABLES: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_PER_IP:
    'valid sign-ins are no longer limited per address; RATE_LIMIT_SIGN_IN_REFUSED_PER_IP limits refused ones',
  RATE_LIMIT_CONTACT_PER_IP:
    'it is now RATE_LIMIT_CONTACT_ANONYMOUS_PER_IP and counts anonymous messages only',
  RATE_LIMIT_BOOKINGS_PER_IP: 'bookings are limited per user only',
  RATE_LIMIT_UPLOADS_PER_IP: 'uploads are limited per user only',
};

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** Redis keeps a counter for its window; a day is far beyond any sensible limit's window. */
const LONGEST_WINDOW_SECONDS = 24 * 3600;

/**
 * `<attempts>/<window>`, the window a whole number of seconds, minutes or hours: `60/1m`,
 * `10/15m`, `100/1h`, `5/30s`. Null for anything else (zero, fractions, other units).
 */
export function parseRateLimit(text: string): RateLimit | null {
  const match = /^(\d{1,6})\s*\/\s*(\d{1,5})\s*([smh])$/i.exec(text.trim());
  if (!match) return null;
  const points = Number(match[1]);
  const seconds =
    Number(match[2]) * UNIT_SECONDS[match[3]!.toLowerCase() as keyof typeof UNIT_SECONDS];
  if (points < 1 || seconds < 1 || seconds > LONGEST_WINDOW_SECONDS) return null;
  return { points, seconds };
}

/** The way the environment writes it, for messages and docs: `{60, 60}` → `60/1m`. */
export function formatRateLimit({ points, seconds }: RateLimit): string {
  if (seconds % 3600 === 0) return `${points}/${seconds / 3600}h`;
  if (seconds % 60 === 0) return `${points}/${seconds / 60}m`;
  return `${points}/${seconds}s`;
}

/**
 * The limits set in the environment (by `read`, loadConfig's reader), each missing one at its
 * default. Every unreadable value, and every retired variable, adds a problem naming it.
 */
export function readRateLimits(
  read: (name: string) => string | undefined,
  problems: string[],
): RateLimitsConfig {
  const limits: RateLimitsConfig = structuredClone(DEFAULT_RATE_LIMITS);
  for (const rule of RATE_LIMIT_RULES) {
    for (const [scope, name] of Object.entries(RATE_LIMIT_VARIABLES[rule]) as [
      RateLimitScope,
      string,
    ][]) {
      const text = read(name);
      if (text === undefined) continue;
      const limit = parseRateLimit(text);
      if (limit) limits[rule][scope] = limit;
      else
        problems.push(
          `${name} must be attempts/window, the window in s, m or h up to 24h, e.g. ${formatRateLimit(DEFAULT_RATE_LIMITS[rule][scope]!)} (got "${text}").`,
        );
    }
  }
  for (const [name, why] of Object.entries(RETIRED_RATE_LIMIT_VARIABLES))
    if (read(name) !== undefined)
      problems.push(`${name} is no longer read: ${why} (see docs/rate-limits.md).`);
  const prefix = read('RATE_LIMIT_REDIS_PREFIX');
  if (prefix !== undefined) limits.redisKeyPrefix = prefix;
  return limits;
}
