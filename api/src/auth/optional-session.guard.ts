import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthService } from './auth.service.js';

/**
 * Records who made the request when it carries a valid session cookie, and lets it through either
 * way: for a route that answers anyone but answers its own caller more (request.user, or none).
 */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const viewer = await this.auth
      .verifySession(this.auth.sessionCookieOf(request))
      .catch(() => undefined);
    // request.user also names the caller in the request's log line (uid).
    if (viewer) request.user = viewer;
    return true;
  }
}
