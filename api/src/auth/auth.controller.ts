import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Put,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageChoice, SessionAnswer, SignedInUser } from '@carzone/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { SignedIn } from './signed-in.decorator.js';
import { ChooseLanguageDto } from './dto/choose-language.dto.js';
import { CreateSessionDto } from './dto/create-session.dto.js';
import { sessionCookieOptions } from './session-cookie.js';
import type { SessionUser } from './session-user.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import {
  LanguageChoiceAnswer,
  SessionAnswerBody,
  SignedInUserAnswer,
  SignedOutAnswer,
} from './dto/session.answers.js';
import { ApiRefusals } from '../common/refusal-responses.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Trades a Firebase ID token for an HttpOnly session cookie: a new session for this device.
   * Valid exchanges count against the account's limit; refused ones against the address's.
   */
  @Post('jwt')
  @ApiOperation({
    summary: 'Sign in: trade a Firebase ID token for a session cookie',
    security: [],
  })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: SessionAnswerBody,
    description: 'Signed in: the `session` cookie is set.',
  })
  @ApiUnauthorizedResponse({
    description:
      'No token, a forged, expired or revoked one, or a browser whose session was ended from another device: no cookie is set.',
  })
  @ApiTooManyRequestsResponse({
    description:
      'Too many sign-ins of this account, or too many refused ones from this address: wait (Retry-After, seconds).',
  })
  @ApiRefusals({ 403: `${refusalDoc('account.suspended')} No cookie is set.` })
  async createSession(
    @Body() body: CreateSessionDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionAnswer> {
    const { email, sessionCookie } = await this.auth.countingRefusals(request.ip, async () => {
      if (await this.auth.wasSignedOutElsewhere(this.auth.sessionCookieOf(request))) {
        this.clearCookie(reply);
        throw new UnauthorizedException(refusal('auth.sessionEnded'));
      }
      const signIn = await this.auth.verifyCountedSignIn(body.idToken);
      return this.auth.openSession(body.idToken!, signIn, {
        userAgent: request.headers['user-agent'],
        replacedCookie: this.auth.sessionCookieOf(request),
        requestId: request.id,
      });
    });
    void reply.setCookie(
      this.auth.sessionCookieName,
      sessionCookie,
      sessionCookieOptions(this.config.secureCookies),
    );
    return { email };
  }

  @Post('logout')
  @ApiOperation({ summary: 'Sign out on this device', security: [] })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: SignedOutAnswer,
    description:
      'Signed out on this device: its session ends and the `session` cookie is cleared; the person’s other devices stay signed in.',
  })
  @ApiRefusals({ 403: refusalDoc('request.crossSite') })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.auth.endSession(this.auth.sessionCookieOf(request));
    this.clearCookie(reply);
    return { message: 'Signed out.' };
  }

  private clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(
      this.auth.sessionCookieName,
      sessionCookieOptions(this.config.secureCookies),
    );
  }

  /**
   * The signed-in user, with their staff role as it is now. The shell asks it on each page load: a
   * session that answers for the person Firebase has signed in needs no new sign-in.
   */
  @Get('me')
  @ApiOperation({ summary: 'Who is signed in' })
  @SignedIn('No valid session cookie.')
  @ApiOkResponse({ type: SignedInUserAnswer, description: 'The signed-in user.' })
  @ApiRefusals({
    403: `${refusalDoc('account.suspended')} Every signed-in route answers it to a suspended person.`,
  })
  async me(@CurrentUser() user: SessionUser): Promise<SignedInUser> {
    return {
      uid: user.uid,
      email: user.email,
      name: user.name,
      photoURL: user.photoURL,
      phoneNumber: await this.auth.phoneNumberOf(user.email),
      role: await this.auth.staffRoleOf(user),
      unreadMessages: await this.auth.unreadMessagesOf(user.email),
    };
  }

  /** The language the signed-in person chose for CarZone (English until they choose). */
  @Get('me/language')
  @ApiOperation({ summary: "The signed-in person's language" })
  @SignedIn('No valid session cookie.')
  @ApiOkResponse({ type: LanguageChoiceAnswer, description: '`{ language }`: en or bn.' })
  async language(@CurrentUser() user: SessionUser): Promise<LanguageChoice> {
    return { language: await this.auth.languageOf(user.email) };
  }

  /** Keeps the signed-in person's language, which their booking e-mails are written in. */
  @Put('me/language')
  @ApiOperation({ summary: "Choose the signed-in person's language" })
  @SignedIn('No valid session cookie.')
  @ApiOkResponse({ type: LanguageChoiceAnswer, description: 'Kept: `{ language }`.' })
  @ApiRefusals({ 400: 'Not en or bn.' })
  async chooseLanguage(
    @CurrentUser() user: SessionUser,
    @Body() body: ChooseLanguageDto,
  ): Promise<LanguageChoice> {
    await this.auth.chooseLanguage(user.email, body.language);
    return { language: body.language };
  }
}
