import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-user.js';
import { refusal } from '../common/refusal.js';

/** The signed-in user on a route behind `SessionGuard`. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser => {
    const user = context.switchToHttp().getRequest<FastifyRequest>().user;
    // Only reachable when a route forgets the guard: fail closed.
    if (!user) throw new UnauthorizedException(refusal('auth.sessionMissing'));
    return user;
  },
);
