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
import { unverifiedAccountOf } from './id-token-account.js';
import type { RateLimitRuleName } from './rate-limit-rules.js';
import { RateLimitsService } from './rate-limits.service.js';

const RATE_LIMIT_RULE = 'carzone:rateLimitRule';

/**
 * Counts each request to the route against `rule`'s limits, per address and per account, and
 * answers 429 with Retry-After past either. On a route behind SessionGuard put it after the
 * guard (method level under a class-level SessionGuard), so the account is the signed-in user.
 */
export const RateLimited = (rule: RateLimitRuleName) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_RULE, rule),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: 'Too many attempts from this address or account: wait and try again.',
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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRuleName | undefined>(
      RATE_LIMIT_RULE,
      context.getHandler(),
    );
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume(rule, {
      ip: request.ip,
      account: await this.accountOf(rule, request),
    });
    return true;
  }

  private accountOf(rule: RateLimitRuleName, request: FastifyRequest): Promise<string | null> {
    // Signing in: the account the posted ID token names, failed attempts included.
    if (rule === 'signIn') {
      const body: unknown = request.body;
      const idToken =
        typeof body === 'object' && body !== null
          ? (body as { idToken?: unknown }).idToken
          : undefined;
      return Promise.resolve(unverifiedAccountOf(idToken));
    }
    if (request.user) return Promise.resolve(`uid:${request.user.uid}`);
    // A route open to everyone (contact): the signed-in user, if any.
    return this.limits.sessionAccount(request);
  }
}
