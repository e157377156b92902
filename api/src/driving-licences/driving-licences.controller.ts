import {
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
  UseGuards,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnLicence } from '@carzone/domain';
import { OptionalSessionGuard } from '../auth/optional-session.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { SessionUser } from '../auth/session-user.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { PICTURE_BODY, PictureUploadRoute, pictureBytes } from '../photos/photo-upload-route.js';
import { OwnLicenceAnswer } from './dto/driving-licence.answer.js';
import { DrivingLicenceDto } from './dto/driving-licence.dto.js';
import { DrivingLicencesService } from './driving-licences.service.js';
import { LICENCE_PHOTO_CACHE_CONTROL } from './licence-photo-files.js';

/** A renter's driving licence on their profile, and its private photo. */
@ApiTags('driving licence')
@Controller()
export class DrivingLicencesController {
  constructor(private readonly licences: DrivingLicencesService) {}

  @Get('me/licence')
  @ApiOperation({ summary: 'Your driving licence' })
  @SignedIn()
  @ApiOkResponse({
    type: OwnLicenceAnswer,
    description: 'The caller’s licence; every field null before they add one.',
  })
  own(@CurrentUser() user: SessionUser): Promise<OwnLicence> {
    return this.licences.own(user);
  }

  @Put('me/licence')
  @ApiOperation({ summary: "Save your licence's number and expiry" })
  @SignedIn()
  @ApiOkResponse({ type: OwnLicenceAnswer, description: 'Kept: the licence as it now is.' })
  @ApiRefusals({
    400: [
      'licence.numberInvalid',
      'licence.expiresOnInvalid',
      'licence.expired',
      'licence.expiresTooFar',
    ]
      .map((code) => refusalDoc(code as Parameters<typeof refusalDoc>[0]))
      .join(' / '),
  })
  save(@CurrentUser() user: SessionUser, @Body() body: DrivingLicenceDto): Promise<OwnLicence> {
    return this.licences.save(user, body);
  }

  @Delete('me/licence')
  @ApiOperation({ summary: 'Remove your driving licence' })
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The licence and its photo are gone.' })
  @ApiRefusals({ 404: refusalDoc('licence.licenceNotFound') })
  async remove(@CurrentUser() user: SessionUser): Promise<void> {
    await this.licences.remove(user);
  }

  @Post('me/licence/photo')
  @ApiOperation({ summary: "Upload your licence's photo" })
  @SignedIn()
  @PictureUploadRoute(
    `A photo of the licence as the body (${PICTURE_BODY}), as car photos are sent. Kept without its metadata; replaces the one before.`,
  )
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OwnLicenceAnswer, description: 'Kept: the licence with its photo.' })
  savePhoto(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<OwnLicence> {
    return this.licences.savePhoto(user, pictureBytes(body));
  }

  @Get('licence-photos/:photoId')
  @ApiOperation({ summary: "A licence's photo, for its holder or that renter's owner" })
  @UseGuards(OptionalSessionGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiParam({ name: 'photoId', description: 'The id in a licence’s `photoUrl`.' })
  @ApiProduces('image/webp')
  @ApiOkResponse({
    description:
      'The photo, for its holder, staff (support or admin) and the owner of a car they have a confirmed self-drive booking of, until its end date; never stored by a cache.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiRefusals({
    403: `${refusalDoc('licence.photoNotYours')} / ${refusalDoc('licence.photoNotConfirmed')}`,
    404: refusalDoc('licence.photoNotFound'),
  })
  async photo(
    @Param('photoId') photoId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    // Every answer, refusals included, is private: no shared cache may keep any of them.
    void reply.header('cache-control', LICENCE_PHOTO_CACHE_CONTROL);
    const stored = await this.licences.openPhoto(request.user, photoId);
    void reply.header('x-content-type-options', 'nosniff');
    return new StreamableFile(stored.stream, { type: 'image/webp', length: stored.size });
  }
}
