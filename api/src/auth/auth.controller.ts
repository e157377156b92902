import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAnswer } from '@carzone/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RateLimited } from '../rate-limits/rate-limit.guard.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { CreateSessionDto } from './dto/create-session.dto.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';
import { SessionGuard } from './session.guard.js';
import type { SessionUser } from './session-user.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Trades a Firebase ID token for an HttpOnly session cookie. */
  @Post('jwt')
  @RateLimited('signIn')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Signed in: the `session` cookie is set.' })
  @ApiUnauthorizedResponse({
    description: 'No token, or a forged or expired one: no cookie is set.',
  })
  async createSession(
    @Body() body: CreateSessionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    const { email, sessionCookie } = await this.auth.createSession(body.idToken);
    void reply.setCookie(
      this.auth.sessionCookieName,
      sessionCookie,
      sessionCookieOptions(this.config.secureCookies),
    );
    return { email };
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Signed out: the `session` cookie is cleared and the user’s sessions revoked.',
  })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.auth.endSession(this.auth.sessionCookieOf(request));
    void reply.clearCookie(
      this.auth.sessionCookieName,
      sessionCookieOptions(this.config.secureCookies),
    );
    return { message: 'Signed out.' };
  }

  /** The signed-in user, for the front end and as the smallest proof that SessionGuard works. */
  @Get('me')
  @UseGuards(SessionGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({ description: 'The signed-in user.' })
  @ApiUnauthorizedResponse({ description: 'No valid session cookie.' })
  me(@CurrentUser() user: SessionUser): { email: string; name: string } {
    return { email: user.email, name: user.name };
  }
}
