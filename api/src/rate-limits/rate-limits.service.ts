import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AuthService } from '../auth/auth.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_RULES,
  type RateLimit,
  type RateLimitRule,
  type RateLimitRuleName,
} from './rate-limit-rules.js';
import { TooManyRequestsException } from './too-many-requests.js';

/** Who is attempting: the client's address always; the account when one is known. */
export interface Attempt {
  ip: string;
  /** `uid:<uid>` (or `email:<address>`), or null for an anonymous caller. */
  account: string | null;
}

type Limiters = Record<keyof RateLimitRule, RateLimiterAbstract>;

/**
 * A Redis that does not answer must not hold requests: commands fail at once while it is
 * unreachable (no offline queue) or after a second, and each limiter's insurance limiter (this
 * process's memory) counts instead until it is back.
 */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (attempt: number) => Math.min(attempt * 500, 5000),
} as const;

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
    private readonly auth: AuthService,
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
    const limiter = (rule: RateLimitRuleName, scope: keyof RateLimitRule) =>
      this.createLimiter(rules[rule][scope], `${rules.redisKeyPrefix}:${rule}:${scope}`);
    this.limiters = Object.fromEntries(
      RATE_LIMIT_RULES.map((rule) => [
        rule,
        { perIp: limiter(rule, 'perIp'), perUser: limiter(rule, 'perUser') },
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
   * Counts one attempt against the address and, when known, the account: every attempt counts,
   * refused ones too. Throws TooManyRequestsException (429) when either is over its limit,
   * asking the caller to wait for the later of the two windows to end.
   */
  async consume(rule: RateLimitRuleName, attempt: Attempt): Promise<void> {
    const limiters = this.limiters[rule];
    const counted = await Promise.allSettled([
      limiters.perIp.consume(attempt.ip),
      ...(attempt.account ? [limiters.perUser.consume(attempt.account)] : []),
    ]);
    const refusals = counted.flatMap((result) => (result.status === 'rejected' ? [result] : []));
    if (refusals.length === 0) return;
    for (const { reason } of refusals) {
      // Anything but a refusal is a fault of the limiter itself (the insurance limiter takes
      // Redis's faults): let it surface as a 500.
      if (!(reason instanceof RateLimiterRes)) throw reason;
    }
    const waitMs = Math.max(
      ...refusals.map(({ reason }) => (reason as RateLimiterRes).msBeforeNext),
    );
    throw new TooManyRequestsException(rule, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** The account of the request's session, or null without a valid one (an anonymous caller). */
  async sessionAccount(request: FastifyRequest): Promise<string | null> {
    const sessionCookie = this.auth.sessionCookieOf(request);
    if (!sessionCookie) return null;
    try {
      return `uid:${(await this.auth.verifySession(sessionCookie)).uid}`;
    } catch {
      return null;
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
