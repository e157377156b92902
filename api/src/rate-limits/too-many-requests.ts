import { HttpException, HttpStatus } from '@nestjs/common';
import { refusal } from '../common/refusal.js';
import type { RateLimitRuleName } from '../config/rate-limit-rules.js';

/**
 * 429 with `Retry-After` (whole seconds). The header travels on the exception as `headers`,
 * Fastify's convention, because the photo upload is refused in its body parser, where no reply
 * exists yet to set it on; ApiExceptionFilter sends it with the one JSON error shape.
 */
export class TooManyRequestsException extends HttpException {
  readonly headers: Record<string, string>;
  constructor(
    rule: RateLimitRuleName,
    readonly retryAfterSeconds: number,
  ) {
    // `rateLimit.bookings`: one code for every wait, which its words and Retry-After say.
    super(refusal(`rateLimit.${rule}`, waitOf(retryAfterSeconds)), HttpStatus.TOO_MANY_REQUESTS);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** The wait as the refusal's words say it: seconds below two minutes, then whole minutes. */
export function waitOf(seconds: number): { seconds: number; minutes: number } {
  return { seconds, minutes: seconds < 120 ? 0 : Math.ceil(seconds / 60) };
}
