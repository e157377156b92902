import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { UploadedPhoto } from '@carzone/domain';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { PICTURE_BODY, PictureUploadRoute, pictureBytes } from './photo-upload-route.js';
import { PhotosService } from './photos.service.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { UploadedPhotoAnswer } from './dto/uploaded-photo.answer.js';
import { ApiRefusals } from '../common/refusal-responses.js';

/** A picture's address never changes its bytes (a new upload gets a new id): cache for a year. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Owners upload photos for their cars; everyone sees them. */
@ApiTags('photos')
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Post()
  @ApiOperation({ summary: 'Upload a car photo' })
  @SignedIn()
  @PictureUploadRoute(
    `The picture file itself as the body (${PICTURE_BODY}); its bytes decide its type.`,
  )
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: UploadedPhotoAnswer,
    description:
      'Stored: a picture (long side at most 1600 px) and a 480 px wide thumbnail, both WebP without metadata.',
  })
  upload(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<UploadedPhoto> {
    return this.photos.upload(user.uid, pictureBytes(body));
  }

  @Get(':file')
  @ApiOperation({ summary: 'A car photo', security: [] })
  @ApiParam({ name: 'file', description: '`<id>.webp` (the picture) or `<id>-thumb.webp`.' })
  @ApiProduces('image/webp')
  @ApiOkResponse({
    description: 'The picture, cached for a year.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiRefusals({ 404: refusalDoc('photo.photoNotFound') })
  async serve(
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const stored = await this.photos.openPicture(file);
    if (!stored) throw new NotFoundException(refusal('photo.photoNotFound'));
    // Set here, not with @Header(), which would also mark a 404 as cacheable for a year.
    void reply
      .header('cache-control', PICTURE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff');
    return new StreamableFile(stored.stream, { type: 'image/webp', length: stored.size });
  }
}
