import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthService } from './auth.service.js';
import type { RateLimitRuleName } from '../config/rate-limit-rules.js';
import { type AttemptKey, RateLimitsService } from '../rate-limits/rate-limits.service.js';

const RATE_LIMIT_RULE = 'carzone:rateLimitRule';

/**
 * Counts each request to the route against `rule`'s limit: the signed-in user's, or the
 * address's for an anonymous caller, and answers 429 with Retry-After past it. On a route behind
 * SessionGuard put it after the guard (method level under a class-level SessionGuard), so the
 * account is the signed-in user. (Sign-in counts in AuthController: valid and refused token
 * exchanges count differently, which only the exchange itself can tell.) It lives with the
 * sessions because it needs to know the caller; the counters it uses (RateLimitsService) know
 * nothing of sessions, so the rate-limits module never imports this one.
 */
export const RateLimited = (rule: RateLimitRuleName) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_RULE, rule),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description:
        'Too many attempts from this account (or address, when anonymous): wait and try again.',
      headers: {
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer' },
        },
      },
    }),
  );

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitsService,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRuleName | undefined>(
      RATE_LIMIT_RULE,
      context.getHandler(),
    );
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume(rule, await this.keyOf(request));
    return true;
  }

  /** The signed-in user (set by SessionGuard, or read from the session on an open route), else the address. */
  private async keyOf(request: FastifyRequest): Promise<AttemptKey> {
    if (request.user) return { perUser: `uid:${request.user.uid}` };
    const sessionCookie = this.auth.sessionCookieOf(request);
    if (sessionCookie) {
      try {
        return { perUser: `uid:${(await this.auth.verifySession(sessionCookie)).uid}` };
      } catch {
        // Not a valid session: an anonymous caller.
      }
    }
    return { perIp: request.ip };
  }
}
