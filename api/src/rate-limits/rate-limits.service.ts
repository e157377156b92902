import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REDIS_AWAY_OPTIONS } from '../common/redis-connection.js';
import { Metrics } from '../metrics/metrics.js';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_RULES,
  type RateLimit,
  type RateLimitRuleName,
  type RateLimitScope,
} from '../config/rate-limit-rules.js';
import { TooManyRequestsException } from './too-many-requests.js';

/**
 * What an attempt counts against: the account (`uid:<uid>`) when the caller is known, else the
 * client's address. One of the two, never both: see RateLimitRule.
 */
export type AttemptKey = { perUser: string } | { perIp: string };

type Limiters = Partial<Record<RateLimitScope, RateLimiterAbstract>>;

/**
 * A Redis that does not answer must not hold requests: commands fail at once while it is
 * unreachable, or after a second, and each limiter's insurance limiter (this process's memory)
 * counts instead until it is back.
 */
const REDIS_OPTIONS = { ...REDIS_AWAY_OPTIONS, commandTimeout: 1000 } as const;

/**
 * Counts attempts per address and per account for each rate-limit rule, in Redis when
 * REDIS_URL is set (so every API instance shares the counts), in memory otherwise.
 */
@Injectable()
export class RateLimitsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis | null;
  private readonly limiters: Record<RateLimitRuleName, Limiters>;
  private redisDown = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const rules = config.rateLimits ?? DEFAULT_RATE_LIMITS;
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          ...REDIS_OPTIONS,
          // Names the connection in Redis's CLIENT LIST (the tests check it closes with the app).
          connectionName: `rate-limits:${rules.redisKeyPrefix}`,
        })
      : null;
    this.redis?.on('error', (error: Error) => this.onRedisError(error));
    this.redis?.on('ready', () => this.onRedisReady());
    this.limiters = Object.fromEntries(
      RATE_LIMIT_RULES.map((rule) => [
        rule,
        Object.fromEntries(
          Object.entries(rules[rule]).map(([scope, limit]) => [
            scope,
            this.createLimiter(limit, `${rules.redisKeyPrefix}:${rule}:${scope}`),
          ]),
        ),
      ]),
    ) as Record<RateLimitRuleName, Limiters>;
  }

  /** Connects before the first request, so two instances starting together share counts at once. */
  async onModuleInit(): Promise<void> {
    try {
      await this.redis?.connect();
    } catch {
      // Logged by onRedisError; ioredis keeps reconnecting in the background.
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  /**
   * Counts one attempt against the rule's counter for `key` (an account, or an address where no
   * account is known); a rule without that counter does not count it. Throws
   * TooManyRequestsException (429) when the counter is over its limit, with the wait until its
   * window ends.
   */
  async consume(rule: RateLimitRuleName, key: AttemptKey): Promise<void> {
    const [scope, id] =
      'perUser' in key ? (['perUser', key.perUser] as const) : (['perIp', key.perIp] as const);
    const limiter = this.limiters[rule][scope];
    if (!limiter) return;
    try {
      await limiter.consume(id);
    } catch (refusal) {
      // Anything but a refusal is a fault of the limiter itself (the insurance limiter takes
      // Redis's faults): let it surface as a 500.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      this.metrics.rateLimitRefused(rule);
      throw new TooManyRequestsException(rule, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  private createLimiter({ points, seconds }: RateLimit, keyPrefix: string): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      points,
      duration: seconds,
      keyPrefix,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  private onRedisError(error: Error): void {
    if (this.redisDown) return;
    this.redisDown = true;
    this.logger.warn(
      `Redis is unreachable (${error.message}): rate limits are counted in this instance's memory until it is back.`,
    );
  }

  private onRedisReady(): void {
    if (!this.redisDown) return;
    this.redisDown = false;
    this.logger.log('Redis is back: rate limits are shared by every instance again.');
  }
}
