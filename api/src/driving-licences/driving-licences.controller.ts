import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OwnLicence, PHOTO_LIMITS } from '@carzone/domain';
import { AuthService } from '../auth/auth.service.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { SessionGuard } from '../auth/session.guard.js';
import type { SessionUser } from '../auth/session-user.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { PHOTO_UPLOAD_ROUTE } from '../photos/photo-body-parser.js';
import { OwnLicenceAnswer } from './dto/driving-licence.answer.js';
import { DrivingLicenceDto } from './dto/driving-licence.dto.js';
import { DrivingLicencesService } from './driving-licences.service.js';
import { LICENCE_PHOTO_CACHE_CONTROL } from './licence-photo-files.js';

const SIGNED_IN_ONLY = 'No valid session cookie: sign in first.';

/** A renter's driving licence on their profile, and its private photo. */
@ApiTags('driving licence')
@Controller()
export class DrivingLicencesController {
  constructor(
    private readonly licences: DrivingLicencesService,
    private readonly auth: AuthService,
  ) {}

  @Get('me/licence')
  @UseGuards(SessionGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({
    type: OwnLicenceAnswer,
    description: 'The caller’s licence; every field null before they add one.',
  })
  @ApiUnauthorizedResponse({ description: SIGNED_IN_ONLY })
  own(@CurrentUser() user: SessionUser): Promise<OwnLicence> {
    return this.licences.own(user);
  }

  @Put('me/licence')
  @UseGuards(SessionGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({ type: OwnLicenceAnswer, description: 'Kept: the licence as it now is.' })
  @ApiBadRequestResponse({
    description: [
      'licence.numberInvalid',
      'licence.expiresOnInvalid',
      'licence.expired',
      'licence.expiresTooFar',
    ]
      .map((code) => refusalDoc(code as Parameters<typeof refusalDoc>[0]))
      .join(' / '),
  })
  @ApiUnauthorizedResponse({ description: SIGNED_IN_ONLY })
  save(@CurrentUser() user: SessionUser, @Body() body: DrivingLicenceDto): Promise<OwnLicence> {
    return this.licences.save(user, body);
  }

  @Delete('me/licence')
  @UseGuards(SessionGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiNoContentResponse({ description: 'The licence and its photo are gone.' })
  @ApiNotFoundResponse({ description: refusalDoc('licence.licenceNotFound') })
  @ApiUnauthorizedResponse({ description: SIGNED_IN_ONLY })
  async remove(@CurrentUser() user: SessionUser): Promise<void> {
    await this.licences.remove(user);
  }

  @Post('me/licence/photo')
  @UseGuards(SessionGuard)
  // Lets the photo body parser read this route's body (see photo-body-parser.ts).
  @RouteConfig({ [PHOTO_UPLOAD_ROUTE]: true })
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiConsumes(...PHOTO_LIMITS.acceptedTypes, 'application/octet-stream')
  @ApiBody({
    description: `A photo of the licence as the body (JPEG, PNG or WebP, at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB), as car photos are sent. Kept without its metadata; replaces the one before.`,
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ type: OwnLicenceAnswer, description: 'Kept: the licence with its photo.' })
  @ApiBadRequestResponse({ description: refusalDoc('photo.empty') })
  @ApiUnauthorizedResponse({ description: SIGNED_IN_ONLY })
  @ApiPayloadTooLargeResponse({ description: refusalDoc('photo.tooLarge') })
  @ApiUnsupportedMediaTypeResponse({ description: refusalDoc('photo.notAPicture') })
  @ApiUnprocessableEntityResponse({
    description: `${refusalDoc('photo.damaged')} / ${refusalDoc('photo.tooManyPixels')}`,
  })
  @ApiTooManyRequestsResponse({ description: refusalDoc('photo.tooManyUploads') })
  savePhoto(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<OwnLicence> {
    // Raw bytes come only from the photo body parser; JSON on this route is not a picture.
    if (body === undefined) throw new BadRequestException(refusal('photo.empty'));
    if (!Buffer.isBuffer(body))
      throw new UnsupportedMediaTypeException(refusal('photo.notAPicture'));
    return this.licences.savePhoto(user, body);
  }

  @Get('licence-photos/:photoId')
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiParam({ name: 'photoId', description: 'The id in a licence’s `photoUrl`.' })
  @ApiProduces('image/webp')
  @ApiOkResponse({
    description:
      'The photo, for its holder and the owner of a car they are to drive; never stored by a cache.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiForbiddenResponse({ description: refusalDoc('licence.photoNotYours') })
  @ApiNotFoundResponse({ description: refusalDoc('licence.photoNotFound') })
  async photo(
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    // Every answer, refusals included, is private: no shared cache may keep any of them.
    void reply.header('cache-control', LICENCE_PHOTO_CACHE_CONTROL);
    const viewer = await this.auth
      .verifySession(this.auth.sessionCookieOf(request))
      .catch(() => undefined);
    // request.user also names the caller in the request's log line (uid).
    if (viewer) request.user = viewer;
    const stored = await this.licences.openPhoto(viewer, photoId);
    void reply.header('x-content-type-options', 'nosniff');
    return new StreamableFile(stored.stream, { type: 'image/webp', length: stored.size });
  }
}
