// The one body besides JSON that the API reads: a photo's raw bytes, sent as the body of
// `POST /api/photos` (the browser sends the File itself, with its own Content-Type). Any other
// route given such a body answers 415 without reading it, as for any non-JSON body.
//
// Fastify's own buffering (`parseAs: 'buffer'` with a `bodyLimit`) does refuse a Content-Length
// over the limit at once and stops a chunked body as soon as it passes the limit; but it calls
// the parser only once the body is read (too late to refuse other routes, anonymous callers or
// callers over their upload limit) and its 413 cannot be told from the JSON routes' 64 KiB one.
// So this parser reads the stream itself, the same way, with the photo's limit and words.
import type { Readable } from 'node:stream';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { PHOTO_LIMITS } from '@carzone/domain';
import { refusal } from '../common/refusal.js';

/** The route config flag (`@RouteConfig({ [PHOTO_UPLOAD_ROUTE]: true })`) of the upload route. */
export const PHOTO_UPLOAD_ROUTE = 'carzonePhotoUpload';

/** Checks the caller before the body is read; throws to refuse (see PhotoUploadGate). */
export type AdmitUpload = (request: FastifyRequest) => Promise<void>;

/** image/anything; the bytes decide what it really is. */
const IMAGE_TYPE = /^image\/[^\s;]+/i;

export function acceptPhotoBodies(fastify: FastifyInstance, admit: AdmitUpload): void {
  const readUpload = async (request: FastifyRequest, payload: Readable) => {
    await admit(request);
    return readLimited(request, payload, PHOTO_LIMITS.maxBytes);
  };

  const parsePicture = async (request: FastifyRequest, payload: Readable) => {
    // No such route: its 404 needs no body.
    if (request.is404) return undefined;
    if (!isUploadRoute(request)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    return readUpload(request, payload);
  };
  fastify.addContentTypeParser(IMAGE_TYPE, parsePicture);
  fastify.addContentTypeParser('application/octet-stream', parsePicture);

  // Every other content type (and a body with none). Elsewhere: the usual 415, body unread.
  // On the upload route: a file the browser knows no type for comes without one, and is read
  // like any other; a body declared as something else (a form, text) is refused unread.
  const parseOther = async (request: FastifyRequest, payload: Readable) => {
    if (request.is404) return undefined;
    if (!isUploadRoute(request)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    if (!request.headers['content-type']) return readUpload(request, payload);
    throw new UnsupportedMediaTypeException(refusal('photo.notAPicture'));
  };
  fastify.addContentTypeParser('*', parseOther);
}

function isUploadRoute(request: FastifyRequest): boolean {
  const config: unknown = request.routeOptions.config;
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as Record<string, unknown>)[PHOTO_UPLOAD_ROUTE] === true
  );
}

/**
 * The whole body, refusing it (413) as soon as it is known to pass `limit`: at once for a
 * Content-Length over it, or when a chunked body's bytes pass it, without reading on. Fastify
 * then answers with `Connection: close`, so the rest is never read.
 */
function readLimited(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(tooLarge());

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    function onData(chunk: Buffer | string): void {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) {
        stop();
        reject(tooLarge());
        return;
      }
      chunks.push(bytes);
    }
    function onEnd(): void {
      stop();
      if (!Number.isNaN(declared) && received !== declared) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        return;
      }
      resolve(Buffer.concat(chunks, received));
    }
    function onError(error: Error & { statusCode?: number }): void {
      stop();
      // The client went away or broke the stream: its fault, not the server's.
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400))
        error.statusCode = 400;
      reject(error);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

function tooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException(refusal('photo.tooLarge'));
}
