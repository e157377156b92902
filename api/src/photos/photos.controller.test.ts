import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_MESSAGES, type UploadedPhoto } from '@carzone/domain';
import { bookings, cars, photos } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import { json, relaxedRateLimits, startTestApp, type TestApp } from '../testing/test-app.js';
import { insertBookingRow } from '../testing/test-bookings.js';
import { testCars } from '../testing/test-cars.js';
import { PHOTO_GRACE_MS, PhotosService } from './photos.service.js';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limit-rules.js';
import { refusalBody } from '../testing/error-body.js';

// Pictures made on the fly with sharp (no binary files in the repository).

/** A smooth colour gradient, like a photo compresses (a few hundred KB for 12 megapixels). */
function gradient(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x / width) * 255);
      pixels[at + 1] = Math.floor((y / height) * 255);
      pixels[at + 2] = (x * 7 + y * 3) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A JPEG as a phone writes it: camera make and a GPS position (Dhaka) in its EXIF. */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return gradient(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'CarZonePhone', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 37/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 44/1',
      },
    })
    .toBuffer();
}

/** A JPEG stored sideways with EXIF Orientation 6 ("rotate 90° clockwise to view"). */
export function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** A PNG with XMP metadata (which must not survive either). */
export function pngWithXmp(width: number, height: number): Promise<Buffer> {
  return gradient(width, height)
    .png()
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Owner"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return gradient(width, height).webp().toBuffer();
}

/**
 * A decompression bomb: 10000 × 10000 pixels of one colour, 100 megapixels (over the 60 MP
 * limit, and 300 MB once decoded) in a PNG of a few hundred KB.
 */
export function bombPng(): Promise<Buffer> {
  return sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#336699' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type User = Awaited<ReturnType<typeof signedInUser>>;
interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const MB = 1024 * 1024;
const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';

let api: TestApp;
let photoDir: string;
beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'carzone-photos-test-'));
  // Each user's upload limit as shipped; the file's many users share one address, though.
  const relaxed = relaxedRateLimits();
  api = await startTestApp({
    seedDemoData: false,
    photoDir,
    rateLimits: {
      ...relaxed,
      uploads: { ...relaxed.uploads, perUser: DEFAULT_RATE_LIMITS.uploads.perUser },
    },
  });
});
afterAll(async () => {
  await api?.close();
  await rm(photoDir, { recursive: true, force: true });
});

function upload(
  body: Uint8Array | string,
  options: { cookie?: string; type?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.type !== null) headers['content-type'] = options.type ?? 'image/jpeg';
  if (options.cookie) headers.cookie = options.cookie;
  return api.fetch('/api/photos', { method: 'POST', headers, body });
}

const photoFiles = async () => (await readdir(photoDir)).sort();

/** The user's Firebase uid (the rows' uploader_uid), from the ID token they signed in with. */
function uidOf(user: User): string {
  const payload = JSON.parse(
    Buffer.from(user.idToken.split('.')[1]!, 'base64url').toString('utf8'),
  ) as { user_id: string };
  return payload.user_id;
}

async function rowsOf(user: User) {
  return api.db
    .select()
    .from(photos)
    .where(eq(photos.uploaderUid, uidOf(user)));
}

async function expectError(response: Response, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = await json<ErrorBody>(response);
  expect(body).toEqual(refusalBody(status, message));
}

interface Snapshot {
  files: string[];
  rows: number;
}

/** The photo folder's files and `user`'s photo rows (other test files may add photos of their own). */
async function snapshot(user: User): Promise<Snapshot> {
  return { files: await photoFiles(), rows: (await rowsOf(user)).length };
}

/** Refused with `status` and `message`, and nothing left behind: no new file, no new row. */
async function expectRefused(
  response: Response,
  status: number,
  message: string,
  user: User,
  before: Snapshot,
): Promise<void> {
  await expectError(response, status, message);
  expect(await snapshot(user)).toEqual(before);
}

interface EarlyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: ErrorBody;
  /** Body bytes written before the answer arrived. */
  sent: number;
}

/**
 * Sends a POST whose body trickles in (chunk by chunk, `total` at most) and stops sending as soon
 * as the answer arrives: how much had been sent by then shows the server did not wait for it.
 * Fails if no answer comes within five seconds of the last chunk.
 */
function sendUntilAnswered(
  path: string,
  headers: Record<string, string | number>,
  total: number,
  chunkSize = 64 * 1024,
): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({ hostname, port, path, method: 'POST', headers });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`No answer after ${sent} bytes`));
    }, 30_000);
    request.on('response', (response) => {
      answered = true;
      const sentByThen = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ErrorBody,
          sent: sentByThen,
        });
      });
    });
    // The server may close the connection while the body is still coming: expected here.
    request.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    request.flushHeaders();
    const chunk = Buffer.alloc(chunkSize, 0x41);
    const sendMore = () => {
      if (answered || request.destroyed) return;
      if (sent >= total) {
        timer.refresh();
        return;
      }
      const size = Math.min(chunkSize, total - sent);
      sent += size;
      request.write(chunk.subarray(0, size), () => setTimeout(sendMore, 2));
    };
    // A moment for an answer that needs no body at all.
    setTimeout(sendMore, 200);
  });
}

describe('POST /api/photos', () => {
  let owner: User;
  let refusedUser: User;
  beforeAll(async () => {
    [owner, refusedUser] = await Promise.all([
      signedInUser(api, 'Photo Owner'),
      signedInUser(api, 'Refused Uploader'),
    ]);
  });

  it('stores a phone JPEG resized (long side 1600) with a 480 px thumbnail, without its EXIF or GPS', async () => {
    const original = await jpegWithGps(4000, 3000);
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeDefined();
    expect(original.length).toBeLessThan(PHOTO_LIMITS.maxBytes);

    const response = await upload(original, { cookie: owner.cookie, type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const photo = await json<UploadedPhoto>(response);
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      imageUrl: `/api/photos/${photo.id}.webp`,
      thumbnailUrl: `/api/photos/${photo.id}-thumb.webp`,
      width: 1600,
      height: 1200,
    });

    const files = await photoFiles();
    expect(files).toEqual(expect.arrayContaining([`${photo.id}.webp`, `${photo.id}-thumb.webp`]));
    const picture = await sharp(join(photoDir, `${photo.id}.webp`)).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const thumbnail = await sharp(join(photoDir, `${photo.id}-thumb.webp`)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 480, height: 360 });
    for (const stored of [picture, thumbnail]) {
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect(stored.icc).toBeUndefined();
    }
    // Nothing of the GPS position or camera in the bytes either.
    const bytes = await readFile(join(photoDir, `${photo.id}.webp`));
    expect(bytes.includes('CarZonePhone')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);

    const [row] = await api.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({
      id: photo.id,
      uploaderUid: uidOf(owner),
      width: 1600,
      height: 1200,
    });
  });

  it('stores a PNG no larger than it came (never enlarged), also declared application/octet-stream', async () => {
    const response = await upload(await pngWithXmp(800, 600), {
      cookie: owner.cookie,
      type: 'application/octet-stream',
    });
    expect(response.status).toBe(201);
    const photo = await json<UploadedPhoto>(response);
    expect(photo).toMatchObject({ width: 800, height: 600 });
    const picture = await sharp(join(photoDir, `${photo.id}.webp`)).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(picture.xmp).toBeUndefined();
    const thumbnail = await sharp(join(photoDir, `${photo.id}-thumb.webp`)).metadata();
    expect(thumbnail).toMatchObject({ width: 480, height: 360 });
  });

  it('trusts the bytes, not the declared type: a WebP declared as a PNG, a file with no type', async () => {
    const declaredPng = await upload(await webp(300, 200), {
      cookie: owner.cookie,
      type: 'image/png',
    });
    expect(declaredPng.status).toBe(201);
    // A small picture keeps its size, thumbnail included.
    expect(await json(declaredPng)).toMatchObject({ width: 300, height: 200 });
    const untyped = await upload(await webp(300, 200), { cookie: owner.cookie, type: null });
    expect(untyped.status).toBe(201);
  });

  it('turns a sideways phone photo upright by its EXIF orientation', async () => {
    const response = await upload(await sidewaysJpeg(400, 300), { cookie: owner.cookie });
    expect(response.status).toBe(201);
    const photo = await json<UploadedPhoto>(response);
    expect(photo).toMatchObject({ width: 300, height: 400 });
    const picture = await sharp(join(photoDir, `${photo.id}.webp`)).metadata();
    expect(picture).toMatchObject({ width: 300, height: 400 });
    expect(picture.orientation).toBeUndefined();
  });

  it('records every accepted photo under its uploader, for other modules to find', async () => {
    const rows = await rowsOf(owner);
    expect(rows.length).toBe(5);
    const photosService = api.app.get(PhotosService);
    const [first] = rows;
    expect(await photosService.findUploadedBy(uidOf(owner), first!.id)).toEqual({
      id: first!.id,
      imageUrl: `/api/photos/${first!.id}.webp`,
      thumbnailUrl: `/api/photos/${first!.id}-thumb.webp`,
      width: first!.width,
      height: first!.height,
    });
    expect(await photosService.findUploadedBy(uidOf(refusedUser), first!.id)).toBeNull();
    expect(await photosService.findUploadedBy(uidOf(owner), randomUUID())).toBeNull();
    expect(await photosService.findUploadedBy(uidOf(owner), 'not-a-uuid')).toBeNull();
  });

  it('refuses anyone without a session (401), before reading the body', async () => {
    const before = await snapshot(owner);
    await expectRefused(
      await upload(await webp(100, 100)),
      401,
      'Please sign in to continue.',
      owner,
      before,
    );
    await expectRefused(
      await upload(await webp(100, 100), { cookie: 'session=forged' }),
      401,
      'Your session has expired. Please sign in again.',
      owner,
      before,
    );
    // Told at once: the 20 MB it announces are never waited for.
    const early = await sendUntilAnswered(
      '/api/photos',
      { 'content-type': 'image/jpeg', 'content-length': 20 * MB },
      20 * MB,
    );
    expect(early.status).toBe(401);
    expect(early.sent).toBe(0);
  });

  it('refuses a text file declared as a JPEG, an SVG and a GIF with 415', async () => {
    const before = await snapshot(refusedUser);
    const cookie = refusedUser.cookie;
    await expectRefused(
      await upload('Dear owner,\nthis is not a picture.\n'.repeat(50), {
        cookie,
        type: 'image/jpeg',
      }),
      415,
      PHOTO_MESSAGES.notAPicture,
      refusedUser,
      before,
    );
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(
      await upload(svg, { cookie, type: 'image/svg+xml' }),
      415,
      PHOTO_MESSAGES.notAPicture,
      refusedUser,
      before,
    );
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#ff0000' },
    })
      .gif()
      .toBuffer();
    await expectRefused(
      await upload(gif, { cookie, type: 'image/gif' }),
      415,
      PHOTO_MESSAGES.notAPicture,
      refusedUser,
      before,
    );
  });

  it('refuses a body of another declared type (a form, JSON) with 415, unread', async () => {
    const before = await snapshot(refusedUser);
    const cookie = refusedUser.cookie;
    await expectRefused(
      await upload('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--', {
        cookie,
        type: 'multipart/form-data; boundary=x',
      }),
      415,
      PHOTO_MESSAGES.notAPicture,
      refusedUser,
      before,
    );
    await expectRefused(
      await upload(JSON.stringify({ photo: 'data:image/png;base64,AAAA' }), {
        cookie,
        type: 'application/json',
      }),
      415,
      PHOTO_MESSAGES.notAPicture,
      refusedUser,
      before,
    );
  });

  it('refuses an empty body with 400', async () => {
    const before = await snapshot(refusedUser);
    await expectRefused(
      await upload('', { cookie: refusedUser.cookie, type: 'image/png' }),
      400,
      PHOTO_MESSAGES.empty,
      refusedUser,
      before,
    );
    await expectRefused(
      await api.fetch('/api/photos', { method: 'POST', headers: { cookie: refusedUser.cookie } }),
      400,
      PHOTO_MESSAGES.empty,
      refusedUser,
      before,
    );
  });

  it('refuses a 20 MB body with 413', async () => {
    const before = await snapshot(refusedUser);
    const huge = Buffer.alloc(20 * MB, 0xff);
    await expectRefused(
      await upload(huge, { cookie: refusedUser.cookie, type: 'image/jpeg' }),
      413,
      PHOTO_MESSAGES.tooLarge,
      refusedUser,
      before,
    );
  });

  it('refuses a Content-Length over 8 MB at once, before any of the body is sent', async () => {
    const before = await snapshot(refusedUser);
    const early = await sendUntilAnswered(
      '/api/photos',
      {
        'content-type': 'image/jpeg',
        'content-length': PHOTO_LIMITS.maxBytes + 1,
        cookie: refusedUser.cookie,
      },
      PHOTO_LIMITS.maxBytes + 1,
    );
    expect(early.status).toBe(413);
    expect(early.body.message).toBe(PHOTO_MESSAGES.tooLarge);
    expect(early.sent).toBe(0);
    expect(await snapshot(refusedUser)).toEqual(before);
  });

  it('cuts off a chunked body (no Content-Length) as soon as it passes 8 MB', async () => {
    const before = await snapshot(refusedUser);
    const total = 40 * MB;
    const early = await sendUntilAnswered(
      '/api/photos',
      { 'content-type': 'image/jpeg', cookie: refusedUser.cookie },
      total,
      128 * 1024,
    );
    expect(early.status).toBe(413);
    expect(early.body.message).toBe(PHOTO_MESSAGES.tooLarge);
    expect(early.sent).toBeGreaterThan(PHOTO_LIMITS.maxBytes);
    expect(early.sent).toBeLessThan(total);
    expect(early.headers.connection).toBe('close');
    expect(await snapshot(refusedUser)).toEqual(before);
  });

  it('refuses a truncated JPEG (its first half) with 422', async () => {
    const before = await snapshot(refusedUser);
    const jpeg = await jpegWithGps(1200, 900);
    await expectRefused(
      await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { cookie: refusedUser.cookie }),
      422,
      PHOTO_MESSAGES.damaged,
      refusedUser,
      before,
    );
  });

  it('refuses a decompression bomb (a 100-megapixel PNG of a few hundred KB) with 422', async () => {
    const before = await snapshot(refusedUser);
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(MB);
    await expectRefused(
      await upload(bomb, { cookie: refusedUser.cookie, type: 'image/png' }),
      422,
      PHOTO_MESSAGES.tooManyPixels,
      refusedUser,
      before,
    );
  });
});

describe('the upload limit', () => {
  it(`lets one user upload ${PHOTO_LIMITS.uploadsPerWindow} times in ${PHOTO_LIMITS.windowMinutes} minutes, then answers 429`, async () => {
    const [busy, other] = await Promise.all([
      signedInUser(api, 'Busy Uploader'),
      signedInUser(api, 'Other Uploader'),
    ]);
    // Every attempt counts, refused ones too: empty bodies are the cheapest.
    for (let attempt = 0; attempt < PHOTO_LIMITS.uploadsPerWindow; attempt++) {
      const response = await upload('', { cookie: busy.cookie, type: 'image/png' });
      expect(response.status).toBe(400);
    }
    const before = await snapshot(busy);
    const refused = await upload(await webp(200, 100), { cookie: busy.cookie, type: 'image/webp' });
    // The window is the ten minutes from the first attempt.
    const retryAfter = refused.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(PHOTO_LIMITS.windowMinutes * 60);
    await expectRefused(
      refused,
      429,
      expect.stringMatching(/^Too many uploads\. Try again in \d+ (minutes|seconds)\.$/) as string,
      busy,
      before,
    );
    // Turned away before sending its body.
    const early = await sendUntilAnswered(
      '/api/photos',
      { 'content-type': 'image/jpeg', 'content-length': 5 * MB, cookie: busy.cookie },
      5 * MB,
    );
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(early.sent).toBe(0);
    // The limit is per user.
    const response = await upload(await webp(200, 100), { cookie: other.cookie });
    expect(response.status).toBe(201);
  });
});

describe('GET /api/photos/:file', () => {
  let photo: UploadedPhoto;
  beforeAll(async () => {
    const owner = await signedInUser(api, 'Photo Server');
    const response = await upload(await jpegWithGps(2000, 1000), { cookie: owner.cookie });
    expect(response.status).toBe(201);
    photo = await json<UploadedPhoto>(response);
  });

  it('serves the picture and thumbnail to anyone, cached for a year, with nosniff', async () => {
    for (const [address, file, width] of [
      [photo.imageUrl, `${photo.id}.webp`, 1600],
      [photo.thumbnailUrl, `${photo.id}-thumb.webp`, 480],
    ] as const) {
      const response = await api.fetch(address, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // WebP is compressed already: sent as it is.
      expect(response.headers.get('content-encoding')).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(bytes.equals(await readFile(join(photoDir, file)))).toBe(true);
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
  });

  it('answers 404 in the API error shape for unknown ids and anything but a picture name', async () => {
    await writeFile(join(photoDir, 'notes.txt'), 'not for the web');
    const names = [
      `${randomUUID()}.webp`,
      `${randomUUID()}-thumb.webp`,
      `${photo.id}.png`,
      `${photo.id}.webp.part`,
      `${photo.id.toUpperCase()}.WEBP`,
      'notes.txt',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `..%2F${photo.id}.webp`,
      '..',
    ];
    for (const name of names) {
      const response = await api.fetch(`/api/photos/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('cache-control'), name).toBeNull();
      const body = await json<ErrorBody>(response);
      expect(body.statusCode).toBe(404);
      expect(body.error).toBe('Not Found');
    }
    const unknown = await api.fetch(`/api/photos/${randomUUID()}.webp`);
    expect(await json(unknown)).toEqual(refusalBody(404, PHOTO_MESSAGES.photoNotFound));
  });

  it('answers 404 for a path that climbs out, sent as it is (not normalised by the client)', async () => {
    const { hostname, port } = new URL(api.baseUrl);
    for (const path of ['/api/photos/../../etc/passwd', '/api/photos/../package.json']) {
      const status = await new Promise<number>((resolve, reject) => {
        httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status, path).toBe(404);
    }
  });
});

describe('photo bodies anywhere else', () => {
  it('get the usual 415 on a JSON route, unread (not 8 MB of it)', async () => {
    const response = await api.post('/api/contact', 'PNG bytes', { 'content-type': 'image/png' });
    await expectError(response, 415, JSON_ONLY);

    const early = await sendUntilAnswered(
      '/api/contact',
      { 'content-type': 'image/png', 'content-length': 20 * MB },
      20 * MB,
    );
    expect(early.status).toBe(415);
    expect(early.body.message).toBe(JSON_ONLY);
    expect(early.sent).toBeLessThan(MB);
    // Also for a signed-in user: only the upload route reads pictures.
    const user = await signedInUser(api, 'Contact Sender');
    const signedIn = await api.post('/api/contact', 'bytes', {
      'content-type': 'application/octet-stream',
      cookie: user.cookie,
    });
    await expectError(signedIn, 415, JSON_ONLY);
  });

  it('leave other routes as they were: JSON still works, unknown routes still 404', async () => {
    const response = await api.post('/api/nowhere', 'bytes', { 'content-type': 'image/png' });
    expect(response.status).toBe(404);
    const text = await api.post('/api/contact', 'hello', { 'content-type': 'text/plain' });
    await expectError(text, 415, JSON_ONLY);
  });
});

describe('unused photos', () => {
  it('are removed a day after upload, rows and files, unless a car or a booking still shows them', async () => {
    const owner = await signedInUser(api, 'Photo Cleaner');
    const uploaded: UploadedPhoto[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await upload(await jpegWithGps(400, 300), { cookie: owner.cookie });
      expect(response.status).toBe(201);
      uploaded.push(await json<UploadedPhoto>(response));
    }
    const [neverAttached, onACar, replaced, ofADeletedCarBooked, fresh] = uploaded as [
      UploadedPhoto,
      UploadedPhoto,
      UploadedPhoto,
      UploadedPhoto,
      UploadedPhoto,
    ];
    const ids = uploaded.map((photo) => photo.id);
    const carsOfTest = testCars(api.db, 'Clean-up Car');
    try {
      await carsOfTest.insert(owner.email, { photoId: onACar.id, ...photoAddressesOf(onACar) });
      // A car whose photo was replaced: it names only the new one now.
      const changedCar = await carsOfTest.insert(owner.email, { photoId: replaced.id });
      await api.db.update(cars).set({ photoId: onACar.id }).where(eq(cars.id, changedCar));
      const deletedCar = await carsOfTest.insert(owner.email, { photoId: ofADeletedCarBooked.id });
      await insertBookingRow(api.db, {
        carId: deletedCar,
        bookerEmail: 'renter@example.com',
        imageUrl: ofADeletedCarBooked.imageUrl,
      });
      await api.db.delete(cars).where(eq(cars.id, deletedCar));

      // Every photo but the fresh one was uploaded more than a day ago.
      const longAgo = new Date(Date.now() - PHOTO_GRACE_MS - 60_000);
      await api.db
        .update(photos)
        .set({ createdAt: longAgo })
        .where(inArray(photos.id, ids.slice(0, 4)));

      const removed = await api.app.get(PhotosService).removeUnused();
      expect(removed).toBeGreaterThanOrEqual(2);

      const left = await api.db
        .select({ id: photos.id })
        .from(photos)
        .where(inArray(photos.id, ids));
      expect(left.map((row) => row.id).sort()).toEqual(
        [onACar.id, ofADeletedCarBooked.id, fresh.id].sort(),
      );
      for (const gone of [neverAttached, replaced]) {
        expect((await api.fetch(gone.imageUrl)).status).toBe(404);
        expect((await api.fetch(gone.thumbnailUrl)).status).toBe(404);
      }
      for (const kept of [onACar, ofADeletedCarBooked, fresh]) {
        expect((await api.fetch(kept.imageUrl)).status).toBe(200);
      }
      expect(await photoFiles()).not.toContain(`${neverAttached.id}.webp`);
    } finally {
      await carsOfTest.deleteAll();
      // The booking row of the deleted car, and the photos kept, are this test's own too.
      await api.db
        .delete(bookings)
        .where(inArray(bookings.imageUrl, [ofADeletedCarBooked.imageUrl]));
      await api.db.delete(photos).where(inArray(photos.id, ids));
    }
  });
});

function photoAddressesOf(photo: UploadedPhoto) {
  return { imageUrl: photo.imageUrl, thumbnailUrl: photo.thumbnailUrl };
}
