// The local server `npm start` runs, over HTTP, in front of a stand-in for the API and the
// remotes' servers that counts its connections and echoes the bodies it gets.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  API_BODY_LIMIT_BYTES,
  IMMUTABLE,
  NEVER_STORE,
  PHOTO_BODY_LIMIT_BYTES,
  REVALIDATE,
} from '@carzone/site-routing';
import { REFUSALS } from '@carzone/domain/refusals';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalServer } from './local-server.ts';
import { readSecurityHeaders, securityHeadersFor } from './security-headers.ts';

const PRODUCTION_HEADERS = readSecurityHeaders(
  new URL('../../deploy/security-headers.conf', import.meta.url),
);
const EMULATOR_URL = 'http://127.0.0.1:9499';
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('the local server (npm start)', () => {
  let upstream: Server;
  let upstreamPort: number;
  let connections: number;
  /** What the stand-in renderer was asked to render (the shell's needs its build). */
  let renderedFor: string[] = [];
  let received: Array<{ request: string; length: number; contentLength?: string }>;
  /** The X-Request-Id each request reached the API with. */
  let requestIdsSent: Array<string | undefined> = [];
  let site: FastifyInstance;
  let siteUrl: string;
  let sitePort: number;
  let distDir: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const length = Buffer.concat(chunks).length;
        received.push({
          request: `${req.method} ${req.url}`,
          length,
          contentLength: req.headers['content-length'],
        });
        if (req.url?.startsWith('/api/')) {
          requestIdsSent.push(req.headers['x-request-id'] as string | undefined);
          // The API's own header, which the local server must not replace.
          res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(req.method === 'GET' ? { status: 'ok' } : { received: length }));
        } else if (req.url?.endsWith('/remoteEntry.js')) {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'public, max-age=0');
          res.end('export {};');
        } else {
          res.statusCode = 404;
          res.end();
        }
      });
    });
    upstream.on('connection', () => (connections += 1));
    upstreamPort = await listen(upstream);

    distDir = await mkdtemp(join(tmpdir(), 'carzone-shell-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><title>CarZone</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));

    site = await createLocalServer({
      distDir,
      config: {
        remotes: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
        firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', authEmulatorUrl: EMULATOR_URL },
      },
      securityHeaders: securityHeadersFor(PRODUCTION_HEADERS, EMULATOR_URL),
      apiUrl: `http://127.0.0.1:${upstreamPort}`,
      remoteServers: [
        { basePath: '/remotes/mf-catalog/', url: `http://127.0.0.1:${upstreamPort}` },
      ],
      renderScreen: async (url, language) => {
        renderedFor.push(`${url} ${language}`);
        return { html: `<h1>Cars for ${url}</h1>`, head: '' };
      },
    });
    siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
    sitePort = Number(new URL(siteUrl).port);
  });

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    connections = 0;
    received = [];
  });

  /** Sends `parts` as the body: with its Content-Length, or chunked when `chunked`. */
  function send(
    path: string,
    parts: Buffer[],
    chunked = false,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: sitePort,
          path,
          method: 'POST',
          headers: {
            ...headers,
            ...(chunked
              ? { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
              : { 'Content-Type': 'application/json', 'Content-Length': String(length) }),
          },
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
    code: 'payload_too_large',
    message: 'The request body is too large: at most 64 KiB is accepted.',
  };

  describe('in front of the API', () => {
    it('reaches it over one kept-alive connection for requests one after another', async () => {
      for (let i = 0; i < 3; i += 1) {
        const answer = await fetch(`${siteUrl}/api/health`);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ status: 'ok' });
      }
      expect(received.map((r) => r.request)).toEqual([
        'GET /api/health',
        'GET /api/health',
        'GET /api/health',
      ]);
      expect(connections).toBe(1);
    });

    it('answers a declared length over 64 KiB with the API’s JSON 413, passing nothing on', async () => {
      const answer = await send('/api/contact', [bytes(API_BODY_LIMIT_BYTES + 1)]);
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual(tooLarge);
      expect(received).toEqual([]);
    });

    it('passes a body of exactly 64 KiB on whole', async () => {
      const answer = await send('/api/contact', [bytes(API_BODY_LIMIT_BYTES)]);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ received: API_BODY_LIMIT_BYTES });
    });

    it('says its 413 in Bangla to a visitor who reads Bangla', async () => {
      const answer = await send('/api/contact', [bytes(API_BODY_LIMIT_BYTES + 1)], false, {
        'Accept-Language': 'bn-BD,bn;q=0.9',
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        ...tooLarge,
        message: REFUSALS.payload_too_large.bn,
      });
      expect(received).toEqual([]);
    });

    it('refuses a chunked body once it passes 64 KiB, with the same 413', async () => {
      const answer = await send(
        '/api/contact',
        [bytes(40_000), bytes(40_000), bytes(40_000)],
        true,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(tooLarge);
      expect(received).toEqual([]);
    });

    it('passes a chunked body within the limit on whole, with its length now known', async () => {
      const answer = await send('/api/contact', [bytes(30_000), bytes(30_000)], true);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ received: 60_000 });
      expect(received).toEqual([
        { request: 'POST /api/contact', length: 60_000, contentLength: '60000' },
      ]);
    });

    it('lets a photo through up to 9 MB and refuses one beyond in the photo’s own words', async () => {
      const photo = await send('/api/photos', [bytes(8 * 1024 * 1024 + 100)]);
      expect(photo.status).toBe(200);
      const huge = await send('/api/photos', [bytes(PHOTO_BODY_LIMIT_BYTES + 1)]);
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'photo.tooLarge',
        message: 'The photo is too large: at most 8 MB.',
      });
    });

    it('keeps the API’s own policy on its answers, adding only what it lacks', async () => {
      const answer = await fetch(`${siteUrl}/api/health`);
      expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Cache-Control')).toBeNull();
    });

    it('names each request with an id of its own, as nginx does, whatever the caller sent', async () => {
      requestIdsSent = [];
      await fetch(`${siteUrl}/api/health`, { headers: { 'X-Request-Id': 'chosen-by-caller' } });
      await fetch(`${siteUrl}/api/health`);
      expect(requestIdsSent).toHaveLength(2);
      for (const id of requestIdsSent) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestIdsSent[0]).not.toBe(requestIdsSent[1]);
    });
  });

  describe('serving the site', () => {
    it('sends the shared security headers, allowing the Auth emulator, on its own files', async () => {
      const answer = await fetch(`${siteUrl}/assets/index-abc123.js`);
      expect(answer.status).toBe(200);
      for (const [name, value] of PRODUCTION_HEADERS) {
        if (name === 'Content-Security-Policy') continue;
        expect(answer.headers.get(name), name).toBe(value);
      }
      const policy = answer.headers.get('Content-Security-Policy');
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:9499/);
      expect(policy).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9499/);
      expect(answer.headers.get('Strict-Transport-Security')).toBeNull();
    });

    it('sends them on the pages, on the remotes’ files and on its 404s too', async () => {
      const answers = [
        await fetch(`${siteUrl}/available`, { headers: { Accept: 'text/html' } }),
        await fetch(`${siteUrl}/remotes/mf-catalog/remoteEntry.js`),
        await fetch(`${siteUrl}/assets/gone-123.js`),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404]);
      for (const answer of answers) {
        expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
        expect(answer.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      }
    });

    it('sends a script as the build compressed it with brotli, kept for a year', async () => {
      const answer = await fetch(`${siteUrl}/assets/index-abc123.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(answer.headers.get('Content-Encoding')).toBe('br');
      expect(answer.headers.get('Cache-Control')).toBe(IMMUTABLE);
      expect(await answer.text()).toBe(SCRIPT);
    });

    it('answers a missing hashed file with an uncached 404, not the page', async () => {
      const answer = await fetch(`${siteUrl}/assets/gone-123.js`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('Content-Type') ?? '').not.toMatch(/text\/html/);
      expect(answer.headers.get('Cache-Control')).toBe(NEVER_STORE);
      expect(await answer.text()).not.toContain('<html');
    });

    it('answers every route of the app with the first-visit page, checked before each use', async () => {
      for (const path of ['/', '/available', '/car/42', '/index.html']) {
        const answer = await fetch(`${siteUrl}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('Content-Type'), path).toMatch(/^text\/html/);
        expect(answer.headers.get('Cache-Control'), path).toBe(REVALIDATE);
        const page = await answer.text();
        expect(page, path).toContain('<div id="root"></div>');
        // The runtime manifest inlined by the first-visit generator.
        expect(page, path).toContain('/remotes/mf-catalog/remoteEntry.js');
      }
    });

    it('sends a page in the language the visitor reads, where its first screen was rendered in it', async () => {
      const screens = join(distDir, 'first-screens.json');
      await writeFile(
        screens,
        JSON.stringify({
          head: '',
          languageHeads: { bn: '<style data-carzone-bengali-font="">@font-face{}</style>' },
          screens: {
            '/': {
              html: '<h1>Drive Your Dreams Today!</h1>',
              head: '',
              ready: true,
              translations: { bn: { html: '<h1>আজই চালান আপনার স্বপ্নের গাড়ি!</h1>', head: '' } },
            },
          },
        }),
      );
      try {
        const home = async (headers: Record<string, string>) => {
          const answer = await fetch(`${siteUrl}/`, { headers });
          expect(answer.headers.get('Vary')).toContain('Cookie, Accept-Language');
          const page = await answer.text();
          const inBangla = page.includes('<html lang="bn">') && page.includes('স্বপ্নের গাড়ি');
          const inEnglish = page.includes('<html lang="en">') && page.includes('Drive Your');
          return inBangla && !inEnglish ? 'bn' : inEnglish && !inBangla ? 'en' : 'both?';
        };
        expect(await home({ Cookie: 'carzone_language=bn' })).toBe('bn');
        expect(await home({ 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
        expect(await home({ Cookie: 'carzone_language=en', 'Accept-Language': 'bn-BD' })).toBe(
          'en',
        );
        expect(await home({ 'Accept-Language': 'en-US,en;q=0.9,bn;q=0.8' })).toBe('en');
        expect(await home({})).toBe('en');
      } finally {
        await rm(screens);
      }
    });

    it('renders per request, in the visitor’s language, a first screen that waits for the API', async () => {
      const screens = join(distDir, 'first-screens.json');
      await writeFile(
        screens,
        JSON.stringify({
          head: '',
          screens: {
            '/': { html: '<h1>Drive Your Dreams Today!</h1>', head: '', ready: true },
            '/available': { html: '<p>Loading cars</p>', head: '', ready: false },
          },
        }),
      );
      renderedFor = [];
      try {
        const available = await (
          await fetch(`${siteUrl}/available?q=toyota`, {
            headers: { Cookie: 'carzone_language=bn' },
          })
        ).text();
        expect(available).toContain(
          '<!-- carzone:first-screen:ready:bn --><h1>Cars for /available?q=toyota</h1>',
        );
        expect(available).not.toContain('Loading cars');
        // Home's screen was complete at build time: it is sent as it was rendered.
        expect(await (await fetch(`${siteUrl}/`)).text()).toContain('Drive Your Dreams Today!');
        expect(renderedFor).toEqual(['/available?q=toyota bn']);
      } finally {
        await rm(screens);
      }
    });

    it('has a remote’s entry checked before each use, whatever its server says', async () => {
      const answer = await fetch(`${siteUrl}/remotes/mf-catalog/remoteEntry.js`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe(REVALIDATE);
      expect(await answer.text()).toBe('export {};');
    });

    it('never lets the runtime manifest be kept', async () => {
      const answer = await fetch(`${siteUrl}/runtime-config.json`);
      expect(answer.headers.get('Cache-Control')).toBe(NEVER_STORE);
      expect(await answer.json()).toMatchObject({
        remotes: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
      });
    });

    it('refuses what it cannot route in the API’s shape and the visitor’s language, never echoing it', async () => {
      const broken = await fetch(`${siteUrl}/api/car/%E0%A4%A`, {
        headers: { Cookie: 'carzone_language=bn' },
      });
      expect(broken.status).toBe(400);
      const brokenBody = await broken.text();
      expect(JSON.parse(brokenBody)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'request.badAddress',
        message: REFUSALS['request.badAddress'].bn,
      });
      expect(brokenBody).not.toContain('%E0');
      const unknown = await fetch(`${siteUrl}/about?x=<script>`, { method: 'DELETE' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'request.noSuchAddress',
        message: REFUSALS['request.noSuchAddress'].en,
      });
    });

    it('keeps the written pages’ inner file to itself, and files outside the build', async () => {
      expect((await fetch(`${siteUrl}/app.html`)).status).toBe(404);
      const outside = await fetch(`${siteUrl}/assets/..%2f..%2fetc%2fpasswd`);
      expect(outside.status).toBe(404);
    });
  });
});

describe('the local server with the API down', () => {
  it('answers the API’s paths with the site’s JSON 502, as nginx does', async () => {
    const probe = createServer();
    const deadPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const distDir = await mkdtemp(join(tmpdir(), 'carzone-shell-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head></html>');
    const site = await createLocalServer({
      distDir,
      config: { remotes: {}, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } },
      securityHeaders: PRODUCTION_HEADERS,
      apiUrl: `http://127.0.0.1:${deadPort}`,
      remoteServers: [],
    });
    try {
      const url = await site.listen({ port: 0, host: '127.0.0.1' });
      const answer = await fetch(`${url}/api/cars`);
      expect(answer.status).toBe(502);
      // The reference a person quotes for this failure (the body is the site's, as nginx's is).
      expect(answer.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await answer.json()).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'service.unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    } finally {
      await site.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
