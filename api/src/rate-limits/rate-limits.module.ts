import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitsService } from './rate-limits.service.js';

/**
 * Rate limits for sign-in, contact, bookings and uploads (see docs/rate-limits.md). Global, so
 * any controller can use `@RateLimited(rule)` and the photo upload gate `RateLimitsService`
 * without importing it.
 */
@Global()
@Module({
  imports: [AuthModule],
  providers: [RateLimitsService, RateLimitGuard],
  exports: [RateLimitsService, RateLimitGuard],
})
export class RateLimitsModule {}
