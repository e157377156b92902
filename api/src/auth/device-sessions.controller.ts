import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  NotFoundException,
  Param,
  Res,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DeviceSession } from '@carzone/domain';
import { uuidParamPipe } from '../common/uuid-param.pipe.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { sessionCookieOptions } from './session-cookie.js';
import { SignedInApi } from './signed-in.decorator.js';
import type { SessionUser } from './session-user.js';
import { refusal } from '../common/refusal.js';
import { DeviceSessionAnswer } from './dto/session.answers.js';
import { ApiRefusals } from '../common/refusal-responses.js';

/** A person's signed-in devices: listed, one signed out, or all of them. */
@SignedInApi('auth', 'No valid session cookie.')
@Controller('sessions')
export class DeviceSessionsController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in person's devices" })
  @ApiOkResponse({
    type: [DeviceSessionAnswer],
    description: 'The signed-in devices, the most recently seen first.',
  })
  list(@CurrentUser() user: SessionUser): Promise<DeviceSession[]> {
    return this.auth.listSessions(user);
  }

  /** Signs one device out (this one too, which also clears its cookie). */
  @Delete(':id')
  @ApiOperation({ summary: 'Sign out one device' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'That device is signed out.' })
  @ApiRefusals({
    400: 'The id is not a session id.',
    404: 'None of your devices has this id.',
  })
  async signOutDevice(
    @CurrentUser() user: SessionUser,
    @Param('id', uuidParamPipe('session.idInvalid')) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    // Another person's session answers as one that does not exist: nothing about it is told.
    if (!(await this.auth.endSessionOf(user.uid, id)))
      throw new NotFoundException(refusal('session.notFound'));
    if (id === user.sessionId) this.clearCookie(reply);
  }

  /** "Sign out of all devices": every session ends, and Firebase's refresh tokens are revoked. */
  @Delete()
  @ApiOperation({ summary: 'Sign out on every device' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Every device is signed out, this one included.' })
  async signOutAllDevices(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.auth.endAllSessions(user.uid);
    this.clearCookie(reply);
  }

  private clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(
      this.auth.sessionCookieName,
      sessionCookieOptions(this.config.secureCookies),
    );
  }
}
