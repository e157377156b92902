import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PHOTO_MESSAGES } from '@carzone/domain';
import { AuthService } from '../auth/auth.service.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { UPLOAD_RATE_LIMITER, type UploadRateLimiter } from './upload-rate-limiter.js';

/**
 * Lets an upload's body in, or not, BEFORE a byte of it is read (the body parser asks; see
 * photo-body-parser.ts): Fastify reads a body before Nest's guards run, and an upload may be
 * 8 MB. Refuses a caller with no valid session (401) or over the upload limit (429). The route's
 * SessionGuard still checks the session as on every protected route.
 */
@Injectable()
export class PhotoUploadGate {
  constructor(
    private readonly auth: AuthService,
    @Inject(UPLOAD_RATE_LIMITER) private readonly limiter: UploadRateLimiter,
  ) {}

  async admit(request: FastifyRequest): Promise<void> {
    const user = await this.auth.verifySession(request.cookies[SESSION_COOKIE]);
    if (!(await this.limiter.take(user.uid)))
      throw new HttpException(PHOTO_MESSAGES.tooManyUploads, HttpStatus.TOO_MANY_REQUESTS);
    request.user = user;
  }
}
