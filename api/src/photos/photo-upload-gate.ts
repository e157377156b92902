import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthService } from '../auth/auth.service.js';
import { RateLimitsService } from '../rate-limits/rate-limits.service.js';

/**
 * Lets an upload's body in, or not, BEFORE a byte of it is read (the body parser asks; see
 * photo-body-parser.ts): Fastify reads a body before Nest's guards run, and an upload may be
 * 8 MB. Refuses a caller with no valid session (401) or over the upload limits (429, per user). Every attempt counts, accepted or refused: a refused picture costs the
 * server its bytes and its decoding just as an accepted one does. The route's SessionGuard
 * still checks the session as on every protected route.
 */
@Injectable()
export class PhotoUploadGate {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: RateLimitsService,
  ) {}

  async admit(request: FastifyRequest): Promise<void> {
    const user = await this.auth.verifySession(this.auth.sessionCookieOf(request));
    await this.limits.consume('uploads', { perUser: `uid:${user.uid}` });
    request.user = user;
  }
}
