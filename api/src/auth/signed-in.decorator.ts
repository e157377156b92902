import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SESSION_COOKIE } from './session-cookie.js';
import { SessionGuard } from './session.guard.js';

/** What the description says a signed-in route answers a caller without a session. */
export const SIGN_IN_FIRST = 'No valid session cookie: sign in first.';

/**
 * A route, or every route of a controller, for a signed-in caller only: `SessionGuard` answers
 * 401 without a valid session, and the description names the session cookie and that 401.
 */
export const SignedIn = (unauthorized: string = SIGN_IN_FIRST) =>
  applyDecorators(
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: unauthorized }),
    UseGuards(SessionGuard),
  );

/** A controller whose every route is for a signed-in caller, under one tag of the description. */
export const SignedInApi = (tag: string, unauthorized: string = SIGN_IN_FIRST) =>
  applyDecorators(ApiTags(tag), SignedIn(unauthorized));
