// What every route that takes a picture as its body shares (a car's photo, a driving licence's):
// the flag that lets the photo body parser read it, its OpenAPI description, and the check that
// the body is the parser's bytes.
import {
  applyDecorators,
  BadRequestException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { PHOTO_LIMITS } from '@carzone/domain';
import { refusal, refusalDoc } from '../common/refusal.js';
import { PHOTO_UPLOAD_ROUTE } from './photo-body-parser.js';

/** The picture's size and types, for a route's description of its body. */
export const PICTURE_BODY = `JPEG, PNG or WebP, at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`;

/** A route whose body is a picture: `what` describes the body in the OpenAPI document. */
export const PictureUploadRoute = (what: string) =>
  applyDecorators(
    // Lets the photo body parser read this route's body (see photo-body-parser.ts).
    RouteConfig({ [PHOTO_UPLOAD_ROUTE]: true }),
    ApiConsumes(...PHOTO_LIMITS.acceptedTypes, 'application/octet-stream'),
    ApiBody({ description: what, schema: { type: 'string', format: 'binary' } }),
    ApiBadRequestResponse({ description: refusalDoc('photo.empty') }),
    ApiPayloadTooLargeResponse({ description: refusalDoc('photo.tooLarge') }),
    ApiUnsupportedMediaTypeResponse({ description: refusalDoc('photo.notAPicture') }),
    ApiUnprocessableEntityResponse({
      description: `${refusalDoc('photo.damaged')} / ${refusalDoc('photo.tooManyPixels')}`,
    }),
    ApiTooManyRequestsResponse({ description: refusalDoc('photo.tooManyUploads') }),
  );

/**
 * The picture's bytes: raw bytes come only from the photo body parser; no body is an empty
 * upload (400), and JSON on such a route is not a picture (415).
 */
export function pictureBytes(body: unknown): Buffer {
  if (body === undefined) throw new BadRequestException(refusal('photo.empty'));
  if (!Buffer.isBuffer(body)) throw new UnsupportedMediaTypeException(refusal('photo.notAPicture'));
  return body;
}
