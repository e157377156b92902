import { Global, Module } from '@nestjs/common';
import { RateLimitsService } from './rate-limits.service.js';

/**
 * Rate limits for sign-in, contact, bookings and uploads (see docs/rate-limits.md): the counters.
 * Global, so `@RateLimited(rule)` (auth/rate-limit.guard.ts, made in each controller's module) and
 * the photo upload gate reach `RateLimitsService` without importing this module.
 */
@Global()
@Module({
  providers: [RateLimitsService],
  exports: [RateLimitsService],
})
export class RateLimitsModule {}
