// The shell's server as `npm start` runs it (Vite's preview server with shell/vite.config.ts), in
// front of a stand-in for the API and the remotes' servers that counts the connections it gets.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@carzone/federation/units';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSecurityHeaders } from './security-headers.ts';

const SHELL_DIR = fileURLToPath(new URL('..', import.meta.url));
const EMULATOR_HOST = '127.0.0.1:9499';
const PRODUCTION_HEADERS = readSecurityHeaders(
  new URL('../../deploy/security-headers.conf', import.meta.url),
);

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on now, for the preview server (its config takes a fixed port). */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the shell’s preview server (npm start)', () => {
  let upstream: Server;
  let connections: number;
  let requests: string[];
  let site: PreviewServer;
  let siteUrl: string;
  let distDir: string;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => {
        if (req.url?.startsWith('/api/')) {
          // The API's own header, which the shell's server must not replace.
          res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
          res.setHeader('Content-Type', 'application/json');
          res.end('{"status":"ok"}');
        } else if (req.url?.endsWith('/remoteEntry.js')) {
          res.setHeader('Content-Type', 'text/javascript');
          res.end('export {};');
        } else {
          res.statusCode = 404;
          res.end();
        }
      });
    });
    upstream.on('connection', () => (connections += 1));
    const upstreamPort = String(await listen(upstream));

    distDir = await mkdtemp(join(tmpdir(), 'carzone-shell-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head></html>');
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'export {};');

    Object.assign(process.env, {
      PORT: String(await freePort()),
      API_PORT: upstreamPort,
      ...Object.fromEntries(
        Object.values(REMOTES).map((remote) => [remote.portVariable, upstreamPort]),
      ),
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    });
    site = await preview({
      root: SHELL_DIR,
      configFile: join(SHELL_DIR, 'vite.config.ts'),
      configLoader: 'runner',
      logLevel: 'silent',
      build: { outDir: distDir },
    });
    siteUrl = `http://127.0.0.1:${process.env.PORT}`;
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(distDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  beforeEach(() => {
    connections = 0;
    requests = [];
  });

  it('reaches the API over one kept-alive connection for requests one after another', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${siteUrl}/api/health`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    expect(requests).toEqual(['GET /api/health', 'GET /api/health', 'GET /api/health']);
    expect(connections).toBe(1);
  });

  it('answers a body over 64 KiB for the API with its JSON 413 itself, never proxying it', async () => {
    const answer = await fetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large: at most 64 KiB is accepted.',
    });
    expect(requests).toEqual([]);
  });

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

  it('keeps the API’s own policy on its answers, adding only what it lacks', async () => {
    const answer = await fetch(`${siteUrl}/api/health`);
    expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers a missing hashed file with 404, not the page', async () => {
    const answer = await fetch(`${siteUrl}/assets/gone-123.js`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Content-Type') ?? '').not.toMatch(/text\/html/);
    expect(await answer.text()).not.toContain('<html');
  });
});
