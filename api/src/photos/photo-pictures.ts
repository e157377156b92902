// Turns an uploaded file into the two pictures CarZone keeps, checking the bytes themselves
// (never the file name or the declared Content-Type): a JPEG, PNG or WebP of at most
// PHOTO_LIMITS.maxPixels, decoded in full, auto-rotated from its EXIF orientation, then written
// as WebP with no metadata at all (phone photos carry GPS positions in their EXIF).
import {
  BadRequestException,
  HttpException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { PHOTO_LIMITS } from '@carzone/domain';
import { refusal } from '../common/refusal.js';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export interface PhotoPictures {
  /** WebP, long side at most PHOTO_LIMITS.longSide (never enlarged). */
  picture: Buffer;
  /** WebP, PHOTO_LIMITS.thumbnailWidth wide (or the picture's width, if narrower). */
  thumbnail: Buffer;
  width: number;
  height: number;
}

const PICTURE_QUALITY = 82;
const THUMBNAIL_QUALITY = 78;
/** A picture that takes longer than this to make is given up (a stalled or hostile file). */
const PROCESSING_TIMEOUT_SECONDS = 30;

// An uploaded file is read once; sharp's cache of recent inputs would only hold memory.
sharp.cache(false);

/**
 * Untrusted input: refuse past the pixel limit before decoding (a few KB of PNG can hold a
 * 100-megapixel image) and fail on any decoding error, truncation included. Not `warning`,
 * sharp's strictest level: some cameras write JPEGs with harmless warnings.
 */
const INPUT: SharpOptions = {
  failOn: 'error',
  limitInputPixels: PHOTO_LIMITS.maxPixels,
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the bytes start with, from their signatures alone, so nothing but a JPEG, PNG or
 * WebP ever reaches the image library (which also reads SVG, TIFF, GIF, HEIF…).
 */
export function sniffFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * The picture and thumbnail of an upload; refuses with 400 (an empty file), 415 (not a JPEG, PNG
 * or WebP) or 422 (too many pixels, damaged or incomplete).
 */
export async function makePictures(bytes: Buffer): Promise<PhotoPictures> {
  if (bytes.length === 0) throw new BadRequestException(refusal('photo.empty'));
  const format = sniffFormat(bytes);
  if (!format) throw new UnsupportedMediaTypeException(refusal('photo.notAPicture'));

  // The header only: size and format, before any pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, INPUT).metadata();
  } catch (error) {
    throw unreadablePicture(error);
  }
  if (metadata.format !== format)
    throw new UnsupportedMediaTypeException(refusal('photo.notAPicture'));
  const { width, height } = metadata;
  if (!width || !height) throw new UnprocessableEntityException(refusal('photo.damaged'));
  if (width * height > PHOTO_LIMITS.maxPixels)
    throw new UnprocessableEntityException(refusal('photo.tooManyPixels'));

  try {
    // Decodes every pixel (so a truncated or corrupt file fails here), turns it upright by its
    // EXIF orientation, and writes WebP in sRGB without EXIF, XMP, IPTC or ICC: sharp keeps no
    // metadata unless asked to (keepMetadata, withMetadata, keepExif…), and this never asks.
    const large = await sharp(bytes, INPUT)
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .rotate()
      .resize({
        width: PHOTO_LIMITS.longSide,
        height: PHOTO_LIMITS.longSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: PICTURE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // From the picture just made (at most 1600 px, quick to read) rather than the upload again.
    const thumbnail = await sharp(large.data, { failOn: 'error' })
      .resize({ width: PHOTO_LIMITS.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return {
      picture: large.data,
      thumbnail,
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    throw unreadablePicture(error);
  }
}

/** What a failure of the image library means for the person who sent the file. */
function unreadablePicture(error: unknown): HttpException {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return new UnprocessableEntityException(refusal('photo.tooManyPixels'));
  return new UnprocessableEntityException(refusal('photo.damaged'));
}
