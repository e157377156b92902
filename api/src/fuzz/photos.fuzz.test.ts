// POST /api/photos under generated bad files: every case refused in the one error shape, and no
// photo row or picture file stored.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '@carzone/domain';
import { photos } from '../database/schema.js';
import { signedInUser } from '../testing/auth-helpers.js';
import type { SignedInUser } from '../testing/session-calls.js';
import { startTestApp, usingPostgresServer, type TestApp } from '../testing/test-app.js';
import { type BadRequest, notASession } from './arbitraries.js';
import { itRefusesEveryCase } from './refusals.js';

let api: TestApp;
let photoDir: string;
let pictures: Record<'jpeg' | 'png' | 'webp', Uint8Array>;
/**
 * The uploaders: each user may try PHOTO_LIMITS.uploadsPerWindow uploads in a window (refused
 * ones count), so the cases go to a new user every that many, and every case is judged on its
 * file rather than on the limit.
 */
const uploaders: SignedInUser[] = [];
let uploadsByLastUploader = 0;

async function nextUploaderCookie(): Promise<string> {
  if (uploaders.length === 0 || uploadsByLastUploader >= PHOTO_LIMITS.uploadsPerWindow) {
    uploaders.push(await signedInUser(api, `Fuzz Uploader ${uploaders.length + 1}`));
    uploadsByLastUploader = 0;
  }
  uploadsByLastUploader++;
  return uploaders.at(-1)!.cookie;
}

beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'carzone-photos-fuzz-'));
  api = await startTestApp({ seedDemoData: false, photoDir });
  // A real picture of each accepted kind, with detail enough to be more than a header.
  const [width, height] = [120, 90];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at++) pixels[at] = (at * 7) & 0xff;
  const raw = () => sharp(pixels, { raw: { width, height, channels: 3 } });
  pictures = {
    jpeg: new Uint8Array(await raw().jpeg().toBuffer()),
    png: new Uint8Array(await raw().png().toBuffer()),
    webp: new Uint8Array(await raw().webp().toBuffer()),
  };
});
afterAll(async () => {
  await api?.close();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(photoDir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream', null];
/** Where each kind's signature lies: the bytes the API reads the kind from. */
const SIGNATURE_BYTES = {
  jpeg: [0, 1, 2],
  png: [0, 1, 2, 3, 4, 5, 6, 7],
  webp: [0, 1, 2, 3, 8, 9, 10, 11],
};
const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from('RIFF'), 0x10, 0, 0, 0, ...Buffer.from('WEBP')],
};
const KIND = fc.constantFrom('jpeg' as const, 'png' as const, 'webp' as const);

function badUploads(): fc.Arbitrary<BadRequest> {
  const asPicture = (kind: string, body: Uint8Array) =>
    fc.constantFrom(...IMAGE_TYPES).map((type) => ({
      kind,
      headers: type ? { 'content-type': type } : ({} as Record<string, string>),
      body,
    }));
  const files = fc.oneof(
    fc
      .uint8Array({ minLength: 1, maxLength: 4096 })
      .chain((bytes) => asPicture('random bytes', bytes)),
    // A real signature, then noise.
    fc
      .tuple(KIND, fc.uint8Array({ minLength: 0, maxLength: 2048 }))
      .chain(([kind, noise]) =>
        asPicture(`${kind} signature, then noise`, new Uint8Array([...SIGNATURES[kind], ...noise])),
      ),
    // A real picture cut short. A PNG cut inside its last chunk (IEND, 12 bytes) still decodes
    // in full, so every cut leaves out more than that.
    KIND.chain((kind) =>
      fc
        .integer({ min: 1, max: pictures[kind].length - 13 })
        .chain((end) => asPicture(`truncated ${kind}`, pictures[kind].slice(0, end))),
    ),
    // A real picture whose signature is wrong in one byte.
    KIND.chain((kind) =>
      fc
        .tuple(fc.constantFrom(...SIGNATURE_BYTES[kind]), fc.integer({ min: 1, max: 255 }))
        .chain(([at, delta]) => {
          const bytes = pictures[kind].slice();
          bytes[at] = (bytes[at]! + delta) & 0xff;
          return asPicture(`${kind} with a wrong signature`, bytes);
        }),
    ),
    // An empty file.
    asPicture('empty file', new Uint8Array()),
    // A real picture declared as something no upload is.
    fc
      .tuple(
        KIND,
        fc.constantFrom(
          'text/plain',
          'multipart/form-data; boundary=----carzone',
          'application/x-www-form-urlencoded',
          'application/json',
          'video/mp4',
        ),
      )
      .map(([kind, type]) => ({
        kind: `${kind} declared as ${type}`,
        headers: { 'content-type': type },
        body: pictures[kind],
      })),
    // The picture inside JSON, as a client might think to send it.
    KIND.map((kind) => ({
      kind: 'picture inside JSON',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photo: Buffer.from(pictures[kind]).toString('base64') }),
    })),
  );
  const fromUploader = files.map((file) => ({ ...file, session: 'user' as const }));
  // A real picture from no one signed in.
  const fromNoOne = fc
    .tuple(
      KIND,
      fc.oneof(
        fc.constant('none' as const),
        notASession.map((cookie) => ({ cookie })),
      ),
    )
    .map(([kind, session]) => ({
      kind: 'no session',
      headers: { 'content-type': `image/${kind}` },
      body: pictures[kind],
      session,
    }));
  return fc
    .oneof({ weight: 9, arbitrary: fromUploader }, { weight: 1, arbitrary: fromNoOne })
    .map((request): BadRequest => ({ ...request, method: 'POST', path: '/api/photos' }));
}

itRefusesEveryCase('bad uploads and stores no photo', () => ({
  api,
  requests: badUploads(),
  userCookie: nextUploaderCookie,
  readState: async () => (usingPostgresServer() ? null : api.countRows(photos)),
  afterwards: async () => {
    expect(await storedFiles()).toEqual([]);
    const rows = await api.db
      .select()
      .from(photos)
      .where(
        inArray(
          photos.uploaderUid,
          uploaders.map((user) => user.uid),
        ),
      );
    expect(rows).toEqual([]);
  },
}));

it('accepts the real pictures the bad cases were made from', async () => {
  for (const [kind, body] of Object.entries(pictures)) {
    const response = await api.fetch('/api/photos', {
      method: 'POST',
      headers: { 'content-type': `image/${kind}`, cookie: await nextUploaderCookie() },
      body,
    });
    expect(response.status, kind).toBe(201);
  }
  expect(await storedFiles()).toHaveLength(6);
});
