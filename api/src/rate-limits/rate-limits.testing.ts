// Limits for the tests of the limits: relaxed everywhere except what a test makes strict.
import { expect } from 'vitest';
import { relaxedRateLimits } from '../testing/test-app.js';
import type {
  RateLimit,
  RateLimitRule,
  RateLimitRuleName,
  RateLimitsConfig,
} from '../config/rate-limit-rules.js';
import { anErrorCode, withoutRequestId } from '../testing/error-body.js';

export type StrictLimits = Partial<Record<RateLimitRuleName, Partial<RateLimitRule>>>;

/** `{ signIn: { perUser: perMinutes(3, 15) } }`: 3 sign-ins per account in 15 minutes, all else relaxed. */
export function limitsWith(strict: StrictLimits, redisKeyPrefix?: string): RateLimitsConfig {
  const limits = relaxedRateLimits();
  for (const [rule, scopes] of Object.entries(strict) as [
    RateLimitRuleName,
    Partial<RateLimitRule>,
  ][])
    limits[rule] = { ...limits[rule], ...scopes };
  if (redisKeyPrefix) limits.redisKeyPrefix = redisKeyPrefix;
  return limits;
}

export const perMinutes = (points: number, minutes: number): RateLimit => ({
  points,
  seconds: minutes * 60,
});

/** Asserts a 429 in the API's one error shape with a Retry-After of whole seconds; returns both. */
export async function expectTooManyRequests(
  response: Response,
): Promise<{ retryAfter: number; message: string }> {
  expect(response.status).toBe(429);
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  const body = withoutRequestId(await response.json(), response.headers) as { message: string };
  expect(body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: anErrorCode,
    message: expect.stringMatching(/ Try again in \d+ (seconds?|minutes)\.$/) as string,
  });
  return { retryAfter: Number(retryAfter), message: body.message };
}
