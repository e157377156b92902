import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_BODY_LIMIT_BYTES,
  bodyLimitFor,
  PHOTO_BODY_LIMIT_BYTES,
  refuseOversizedBodies,
} from './body-limit.ts';

describe('bodyLimitFor', () => {
  it('limits every API request to 64 KiB, a photo upload to 9 MB, and nothing else', () => {
    expect(bodyLimitFor('POST', '/api/contact')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('PATCH', '/api/bookings/1')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('POST', '/api')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('POST', '/api/photos')).toBe(PHOTO_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('PUT', '/api/photos')).toBe(API_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('POST', '/apiary')).toBeUndefined();
    expect(bodyLimitFor('GET', '/remotes/mf-catalog/remoteEntry.js')).toBeUndefined();
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The middleware in front of a stand-in for the proxy: what passes is read to its end, as the
 * proxy would stream it to the API, and answered with what arrived.
 */
describe('refuseOversizedBodies over HTTP', () => {
  let server: Server;
  let port: number;
  let passed: Array<{ url: string; length: number; contentLength: string | undefined }>;
  const limit = refuseOversizedBodies();

  beforeAll(async () => {
    server = createServer((req, res) => {
      limit(req, res, (error?: unknown) => {
        if (error) {
          res.statusCode = 500;
          return res.end();
        }
        // Piped, as the proxy reads it: a body read ahead of the proxy must still arrive this way.
        const chunks: Buffer[] = [];
        req.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const length = Buffer.concat(chunks).length;
              passed.push({ url: req.url!, length, contentLength: req.headers['content-length'] });
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify({ received: length }));
              done();
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    passed = [];
  });

  /** Sends `parts` as the body: with its Content-Length, or chunked when `chunked`. */
  function send(path: string, parts: Buffer[], chunked = false, method = 'POST'): Promise<Answer> {
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: chunked
            ? { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
            : { 'Content-Type': 'application/json', 'Content-Length': String(length) },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => (body += text));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      for (const part of parts) req.write(part);
      req.end();
    });
  }

  const bytes = (count: number) => Buffer.alloc(count, 'x');
  const tooLarge = {
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'The request body is too large: at most 64 KiB is accepted.',
  };

  it('answers a declared length over 64 KiB with the API’s JSON 413, passing nothing on', async () => {
    const answer = await send('/api/contact', [bytes(API_BODY_LIMIT_BYTES + 1)]);
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(passed).toEqual([]);
  });

  it('passes a body of exactly 64 KiB on whole', async () => {
    const answer = await send('/api/contact', [bytes(API_BODY_LIMIT_BYTES)]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: API_BODY_LIMIT_BYTES });
  });

  it('refuses a chunked body once it passes 64 KiB, with the same 413', async () => {
    const answer = await send('/api/contact', [bytes(40_000), bytes(40_000), bytes(40_000)], true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(passed).toEqual([]);
  });

  it('passes a chunked body within the limit on whole, with its length now known', async () => {
    const answer = await send('/api/contact', [bytes(30_000), bytes(30_000)], true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: 60_000 });
    expect(passed).toEqual([{ url: '/api/contact', length: 60_000, contentLength: '60000' }]);
  });

  it('lets a photo through up to 9 MB and refuses one beyond in the photo’s own words', async () => {
    const photo = await send('/api/photos', [bytes(8 * 1024 * 1024 + 100)]);
    expect(photo.status).toBe(200);
    const huge = await send('/api/photos', [bytes(PHOTO_BODY_LIMIT_BYTES + 1)]);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The photo is too large: at most 8 MB.',
    });
  });

  it('leaves what is not the API’s alone', async () => {
    const answer = await send('/remotes/mf-catalog/upload', [bytes(API_BODY_LIMIT_BYTES * 2)]);
    expect(answer.status).toBe(200);
  });
});
