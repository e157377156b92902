import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthService } from './auth.service.js';

/** Lets a request through only with a valid session cookie, and records who made it. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // request.user also names the caller in the request's log line (uid).
    request.user = await this.auth.verifySession(this.auth.sessionCookieOf(request));
    return true;
  }
}
