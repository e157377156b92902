// `@StaffOnly(role)`: the one door to every staff route (`/api/admin/*`). In this order: no valid
// session is 401 (SessionGuard's own check), then a caller without the role the route needs is
// 403 `admin.staffOnly`, both before the route looks anything up. The role is read from the
// database on every request (a primary-key lookup, never cached), so granting or removing one
// counts from the person's next request. A module whose routes use it imports StaffModule.
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { roleCovers, type StaffRole } from '@carzone/domain';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { SessionGuard } from '../auth/session.guard.js';
import { SIGN_IN_FIRST } from '../auth/signed-in.decorator.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { staffKey } from '../database/staff-roles.js';
import { StaffService } from './staff.service.js';

/** The metadata key of the role a route needs (`@StaffOnly`), read by the guard and the tests. */
export const NEEDED_STAFF_ROLE = 'carzone:neededStaffRole';

/** A member of staff acting in a request: what the audit log writes of them. */
export interface StaffCaller {
  /** Their e-mail, in lower case. */
  email: string;
  /** The role they hold now, which let them in. */
  role: StaffRole;
  /** The request's id (X-Request-Id), the key to its log lines. */
  requestId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by StaffGuard on staff routes. */
    staff?: StaffCaller;
  }
}

const refused = () => new ForbiddenException(refusal('admin.staffOnly'));

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    private readonly staff: StaffService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // 401 first: SessionGuard sets request.user or refuses.
    await this.session.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const needed = this.reflector.getAllAndOverride<StaffRole | undefined>(NEEDED_STAFF_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A route that names no role is for no one (fail closed).
    if (!needed || !request.user) throw refused();
    // A role counts only for a verified e-mail: anyone may sign up with an address not theirs.
    const role = request.user.emailVerified ? await this.staff.roleOf(request.user.email) : null;
    if (!role || !roleCovers(role, needed)) throw refused();
    request.staff = { email: staffKey(request.user.email), role, requestId: request.id };
    return true;
  }
}

/**
 * A staff route, or every route of a controller: a signed-in caller holding `role` (an admin
 * covers support). Its description names the session cookie, the 401 and the 403.
 */
export const StaffOnly = (role: StaffRole) =>
  applyDecorators(
    SetMetadata(NEEDED_STAFF_ROLE, role),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: SIGN_IN_FIRST }),
    ApiForbiddenResponse({
      description: `${refusalDoc('admin.staffOnly')} Needs the ${role} role${role === 'support' ? ' (or admin)' : ''}; refused before anything is looked up.`,
    }),
    UseGuards(StaffGuard),
  );

/** The member of staff calling a `@StaffOnly` route. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffCaller => {
    const staff = context.switchToHttp().getRequest<FastifyRequest>().staff;
    // Only reachable when a route forgets @StaffOnly: fail closed.
    if (!staff) throw refused();
    return staff;
  },
);
