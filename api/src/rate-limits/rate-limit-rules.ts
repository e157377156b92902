// The rate limits' rules, their defaults and how they are written in the environment
// (`RATE_LIMIT_SIGN_IN_PER_IP=60/1m`). Pure data and parsing: app-config.ts reads them here, the
// limiters in rate-limits.service.ts count against them. docs/rate-limits.md explains each one.
import { PHOTO_LIMITS } from '@carzone/domain';

/** Attempts allowed per key in a fixed window of `seconds`. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/**
 * Each rule has two counters: one per client address and one per account (the uid). Per-address
 * limits stay loose because many people share one address behind their mobile carrier (carrier
 * NAT); per-account limits are the strict ones.
 */
export interface RateLimitRule {
  perIp: RateLimit;
  perUser: RateLimit;
}

export const RATE_LIMIT_RULES = ['signIn', 'contact', 'bookings', 'uploads'] as const;
export type RateLimitRuleName = (typeof RATE_LIMIT_RULES)[number];

export type RateLimitsConfig = Record<RateLimitRuleName, RateLimitRule> & {
  /** Prefix of every counter's key in Redis, so environments (or test runs) sharing one never mix. */
  redisKeyPrefix: string;
};

const minutes = (count: number) => count * 60;

export const DEFAULT_RATE_LIMITS: RateLimitsConfig = {
  // 60 a minute from one address lets a carrier's crowd sign in (30+ a minute must pass);
  // 10 in 15 minutes for one account stops guessing tokens for it.
  signIn: { perIp: { points: 60, seconds: 60 }, perUser: { points: 10, seconds: minutes(15) } },
  contact: {
    perIp: { points: 20, seconds: minutes(10) },
    perUser: { points: 5, seconds: minutes(10) },
  },
  bookings: {
    perIp: { points: 120, seconds: minutes(10) },
    perUser: { points: 30, seconds: minutes(10) },
  },
  // Per user: what the owner's upload page tells its users (PHOTO_MESSAGES.tooManyUploads).
  uploads: {
    perIp: { points: 100, seconds: minutes(10) },
    perUser: {
      points: PHOTO_LIMITS.uploadsPerWindow,
      seconds: minutes(PHOTO_LIMITS.windowMinutes),
    },
  },
  redisKeyPrefix: 'carzone:rate-limit',
};

/** The environment variable of each counter: RATE_LIMIT_SIGN_IN_PER_ACCOUNT and so on. */
export const RATE_LIMIT_VARIABLES: Record<
  RateLimitRuleName,
  Record<keyof RateLimitRule, string>
> = {
  signIn: { perIp: 'RATE_LIMIT_SIGN_IN_PER_IP', perUser: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT' },
  contact: { perIp: 'RATE_LIMIT_CONTACT_PER_IP', perUser: 'RATE_LIMIT_CONTACT_PER_USER' },
  bookings: { perIp: 'RATE_LIMIT_BOOKINGS_PER_IP', perUser: 'RATE_LIMIT_BOOKINGS_PER_USER' },
  uploads: { perIp: 'RATE_LIMIT_UPLOADS_PER_IP', perUser: 'RATE_LIMIT_UPLOADS_PER_USER' },
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
 * default. Every unreadable value adds a problem naming its variable.
 */
export function readRateLimits(
  read: (name: string) => string | undefined,
  problems: string[],
): RateLimitsConfig {
  const limits: RateLimitsConfig = structuredClone(DEFAULT_RATE_LIMITS);
  for (const rule of RATE_LIMIT_RULES) {
    for (const scope of ['perIp', 'perUser'] as const) {
      const name = RATE_LIMIT_VARIABLES[rule][scope];
      const text = read(name);
      if (text === undefined) continue;
      const limit = parseRateLimit(text);
      if (limit) limits[rule][scope] = limit;
      else
        problems.push(
          `${name} must be attempts/window, the window in s, m or h up to 24h, e.g. ${formatRateLimit(DEFAULT_RATE_LIMITS[rule][scope])} (got "${text}").`,
        );
    }
  }
  const prefix = read('RATE_LIMIT_REDIS_PREFIX');
  if (prefix !== undefined) limits.redisKeyPrefix = prefix;
  return limits;
}
