import { HttpException, HttpStatus } from '@nestjs/common';
import type { RateLimitRuleName } from './rate-limit-rules.js';

/** What was refused, in the words of the person who tried it. */
const REFUSED: Record<RateLimitRuleName, string> = {
  signIn: 'Too many sign-in attempts.',
  contact: 'Too many messages.',
  bookings: 'Too many booking requests.',
  uploads: 'Too many uploads.',
  carWrites: 'Too many changes to your cars.',
};

/**
 * 429 with `Retry-After` (whole seconds). The header travels on the exception as `headers`,
 * Fastify's convention, because the photo upload is refused in its body parser, where no reply
 * exists yet to set it on; ApiExceptionFilter sends it with the one JSON error shape.
 */
export class TooManyRequestsException extends HttpException {
  readonly headers: Record<string, string>;
  /** `rateLimit.bookings`: the wait is in Retry-After, so one code serves every wait. */
  readonly apiErrorCode: string;

  constructor(
    rule: RateLimitRuleName,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `${REFUSED[rule]} Try again in ${waitInWords(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
    this.headers = { 'retry-after': String(retryAfterSeconds) };
    this.apiErrorCode = `rateLimit.${rule}`;
  }
}

/** `1 second`, `45 seconds`, then whole minutes (rounded up) from two minutes on. */
export function waitInWords(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
